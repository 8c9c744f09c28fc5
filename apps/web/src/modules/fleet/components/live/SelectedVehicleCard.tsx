import type { fleet } from '@atrium/contracts';
import { Button, Card, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FLEET_PATHS } from '../../paths.ts';
import { StateBadge } from './StateBadge.tsx';

/** Where a vehicle is, in figures the e2e flow and the user can read. */
export const formatPosition = (lat: number, lon: number) => `${lat.toFixed(5)}, ${lon.toFixed(5)}`;

/** The chosen vehicle: state, speed, last fix and position, and the way to its track. */
export function SelectedVehicleCard({
  vehicle,
  onClose,
}: {
  vehicle: fleet.LiveVehicle;
  onClose: () => void;
}) {
  const { t } = useTranslation('fleet');
  return (
    <Card withBorder padding="md" data-testid="fleet-selected-vehicle" aria-live="polite">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4" dir="auto">
            {vehicle.name}
          </Title>
          <CloseButton aria-label={t('live.closeSelected')} onClick={onClose} />
        </Group>
        <Group gap="xs">
          <Text size="sm" dir="auto">
            {vehicle.plate}
          </Text>
          <StateBadge state={vehicle.state} />
        </Group>
        {vehicle.lat !== null && vehicle.lon !== null ? (
          <>
            <Text size="sm" dir="ltr" ta="start" data-testid="fleet-selected-position">
              {formatPosition(vehicle.lat, vehicle.lon)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('live.lastFix', {
                at: vehicle.ts ? dayjs(vehicle.ts).format('DD/MM/YYYY HH:mm:ss') : '—',
                speed: Math.round(vehicle.speedKmh ?? 0),
              })}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('live.noPosition')}
          </Text>
        )}
        <Button
          component={Link}
          to={FLEET_PATHS.vehicleMap(vehicle.id)}
          variant="light"
          leftSection={<IconRoute size={16} />}
          mt={4}
        >
          {t('live.openTrack')}
        </Button>
      </Stack>
    </Card>
  );
}
