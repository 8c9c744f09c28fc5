import type { devices } from '@atrium/contracts';
import { Anchor, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../modules/companies/components/format.ts';
import { Fact } from '../../modules/places/components/Fact.tsx';
import { CORE_STRUCTURE_PATHS } from '../../modules/places/paths.ts';
import { DeviceBattery, DeviceCommunication, DeviceStateBadge, TokenStateBadge } from './DeviceBadges.tsx';

type Device = devices.Device;

/** Where the device sits: structure › floor › space, the structure linking to its floor plan. */
function Location({ device }: { device: Device }) {
  const { t } = useTranslation('kit');
  if (!device.structure) return <Text size="sm">{t('installStates.not-installed')}</Text>;
  return (
    <Group gap={4} wrap="wrap">
      <Anchor
        component={Link}
        to={CORE_STRUCTURE_PATHS.layout(device.structure.id, device.floor?.id)}
        size="sm"
      >
        {device.structure.name}
      </Anchor>
      {device.floor && <Text size="sm">› {device.floor.name}</Text>}
      {device.space && <Text size="sm">› {device.space.name}</Text>}
    </Group>
  );
}

/** The device's facts: what it is, whose, where, how it reports, and its token. */
export function DeviceInfo({ device }: { device: Device }) {
  const { t } = useTranslation('kit');
  const none = t('common.none');
  return (
    <Card withBorder padding="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        <Fact label={t('columns.state')}>
          <DeviceStateBadge device={device} />
        </Fact>
        <Fact label={t('columns.solution')}>{device.solution?.name ?? none}</Fact>
        <Fact label={t('columns.hardware')}>{device.hardware.name}</Fact>
        <Fact label={t('columns.owner')}>{device.company.name}</Fact>
        <Fact label={t('details.location')}>
          <Location device={device} />
        </Fact>
        <Fact label={t('details.installedAt')}>
          {device.installedAt ? formatDateTime(device.installedAt) : none}
        </Fact>
        <Fact label={t('columns.lastSeen')}>
          <Group gap={6}>
            <DeviceCommunication device={device} />
            <span data-testid="last-seen">
              {device.lastSeenAt ? formatDateTime(device.lastSeenAt) : t('connectivity.never-seen')}
            </span>
          </Group>
        </Fact>
        <Fact label={t('columns.battery')}>
          <DeviceBattery device={device} />
        </Fact>
        <Fact label={t('details.interval')}>
          {t('details.seconds', { count: device.reportingIntervalSeconds })}
          {device.pendingReportingIntervalSeconds !== null && (
            <Text size="xs" c="dimmed">
              {t('details.pendingInterval', { count: device.pendingReportingIntervalSeconds })}
            </Text>
          )}
        </Fact>
        <Fact label={t('columns.token')}>
          <Group gap={6}>
            <TokenStateBadge state={device.tokenState} />
            {device.token?.activationAt && (
              <Text size="xs" c="dimmed">
                {t('details.tokenDates', {
                  from: formatDate(device.token.activationAt),
                  to: device.token.expirationAt ? formatDate(device.token.expirationAt) : none,
                })}
              </Text>
            )}
          </Group>
        </Fact>
      </SimpleGrid>
    </Card>
  );
}
