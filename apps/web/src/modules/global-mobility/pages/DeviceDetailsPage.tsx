import type { devices } from '@atrium/contracts';
import { Card, Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeviceBattery, DeviceStateBadge } from '../../../kit/components/DeviceBadges.tsx';
import { DeviceDetailsFrame } from '../../../kit/components/DeviceDetailsFrame.tsx';
import { TrackMapCard } from '../../../kit/components/tracking/TrackMapCard.tsx';
import { useDevicePeriod } from '../../../kit/components/tracking/usePeriod.ts';
import { PeriodSelector } from '../../../ui/PeriodSelector/index.ts';
import { formatDateTime } from '../../companies/components/format.ts';
import { Fact } from '../../places/components/Fact.tsx';
import { usePeriodReadings } from '../api/gm.ts';
import { SosStateCard } from '../components/SosStateCard.tsx';

type Device = devices.Device;

/** Where the device last reported being: its last latitude and longitude, when it was last heard. */
const lastPositionOf = (device: Device) => {
  const lat = device.lastValues?.latitude;
  const lng = device.lastValues?.longitude;
  return Number.isFinite(lat) && Number.isFinite(lng) && device.lastSeenAt
    ? { latitude: lat as number, longitude: lng as number, at: device.lastSeenAt }
    : null;
};

function DeviceOverview({ device }: { device: Device }) {
  const { t } = useTranslation('gm');
  const period = useDevicePeriod();
  const readings = usePeriodReadings(device.id, 'latitude', period.from, period.to);
  const last = lastPositionOf(device);
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          <Fact label={t('device.lastPosition')}>
            <span data-testid="last-position">
              {last ? `${last.latitude.toFixed(5)}, ${last.longitude.toFixed(5)}` : t('device.noPosition')}
            </span>
          </Fact>
          <Fact label={t('device.battery')}>
            <DeviceBattery device={device} />
          </Fact>
          <Fact label={t('device.state')}>
            <DeviceStateBadge device={device} />
          </Fact>
          <Fact label={t('device.lastSeen')}>
            {device.lastSeenAt ? formatDateTime(device.lastSeenAt) : t('device.never')}
          </Fact>
        </SimpleGrid>
      </Card>
      <SosStateCard deviceId={device.id} />
      <Group justify="flex-end">
        <PeriodSelector
          label={t('device.period')}
          value={period.selection}
          onChange={period.setSelection}
          comparisons={[]}
        />
      </Group>
      <TrackMapCard title={t('device.map')} readings={readings} last={last} />
    </Stack>
  );
}

/** /gm/devices/details/:id: a tracker's or phone's last position, track over a period, battery and SOS. */
export function DeviceDetailsPage() {
  return <DeviceDetailsFrame>{(device) => <DeviceOverview device={device} />}</DeviceDetailsFrame>;
}
