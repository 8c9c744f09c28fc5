import type { fleet } from '@atrium/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconCalendarTime, IconSteeringWheel, IconTruck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../companies/components/format.ts';
import { FLEET_PATHS } from '../../paths.ts';

const line = { display: 'flex', alignItems: 'center', gap: 4 } as const;

/** What a kanban card says: the title (to the job), the vehicle, the driver and the planned start. */
export function JobCardTile({ card }: { card: fleet.JobCard }) {
  const { t } = useTranslation('fleet');
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={FLEET_PATHS.job(card.id)} size="sm" fw={600} lineClamp={2}>
        {card.title}
      </Anchor>
      <Text size="xs" c="dimmed" style={line}>
        <IconTruck size={14} aria-hidden />
        {card.vehicle ? `${card.vehicle.name} · ${card.vehicle.plate}` : t('dispatch.jobs.noVehicle')}
      </Text>
      {card.driver && (
        <Text size="xs" c="dimmed" style={line}>
          <IconSteeringWheel size={14} aria-hidden />
          {card.driver.name}
        </Text>
      )}
      {card.plannedStart && (
        <Text size="xs" c="dimmed" style={line}>
          <IconCalendarTime size={14} aria-hidden />
          {formatDateTime(card.plannedStart)}
        </Text>
      )}
    </Stack>
  );
}
