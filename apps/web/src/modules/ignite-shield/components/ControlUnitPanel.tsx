import { devices } from '@atrium/contracts';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeviceActionButtons } from '../../../kit/components/DeviceActionsMenu.tsx';
import { DeviceCommunication, DeviceStateBadge } from '../../../kit/components/DeviceBadges.tsx';

/** A control unit's state (blocked, locked, online, a queued interval, R207) and its controls. */
export function ControlUnitPanel({ device }: { device: devices.Device }) {
  const { t } = useTranslation('ignite-shield');
  const values = Object.entries(device.lastValues ?? {});
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder padding="lg" data-testid="control-unit-state">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('controlUnit.state')}
          </Title>
          <Group gap="sm">
            <DeviceStateBadge device={device} />
            <Badge variant="light" color={device.locked ? 'orange' : 'gray'}>
              {device.locked ? t('kit:states.locked') : t('controlUnit.unlocked')}
            </Badge>
            <DeviceCommunication device={device} />
            <Text size="sm">{t(`kit:connectivity.${device.connectivity}`)}</Text>
          </Group>
          {device.pendingReportingIntervalSeconds !== null && (
            <Text size="sm" c="dimmed">
              {t('kit:details.pendingInterval', { count: device.pendingReportingIntervalSeconds })}
            </Text>
          )}
          <Title order={3} fz="h5">
            {t('controlUnit.controls')}
          </Title>
          <DeviceActionButtons device={device} />
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('controlUnit.latest')}
          </Title>
          {values.length === 0 ? (
            <Text c="dimmed">{t('controlUnit.noValues')}</Text>
          ) : (
            <SimpleGrid cols={2} spacing="xs">
              {values.map(([key, value]) => {
                const sensor = devices.SENSOR_TYPE_BY_KEY.get(key);
                return (
                  <Stack key={key} gap={0}>
                    <Text size="xs" c="dimmed">
                      {sensor?.name ?? key}
                    </Text>
                    <Text fw={600} dir="ltr">
                      {value} {sensor?.unit}
                    </Text>
                  </Stack>
                );
              })}
            </SimpleGrid>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
