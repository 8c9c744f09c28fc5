import type { metrowatch } from '@atrium/contracts';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDevicePeriod } from '../../../../kit/components/tracking/usePeriod.ts';
import { PeriodSelector } from '../../../../ui/PeriodSelector/index.ts';
import { CommandsTable } from '../components/CommandsTable.tsx';
import { FlagEventsCard } from '../components/FlagEventsCard.tsx';
import { MetroDeviceFrame } from '../components/MetroDeviceFrame.tsx';
import { MetroDeviceTabs } from '../components/MetroDeviceTabs.tsx';
import { TrackerStatus } from '../components/TrackerStatus.tsx';
import { TrackMap } from '../components/TrackMap.tsx';

type TrackingKind = 'asset' | 'external-tracking' | 'personal-tracking';

/** The alerts each kind raises: every tracker leaves geofences; a personal tracker has an SOS button. */
const EVENT_KEYS: Record<TrackingKind, readonly string[]> = {
  asset: ['geofenceExit'],
  'external-tracking': ['geofenceExit'],
  'personal-tracking': ['sos', 'geofenceExit'],
};

function TrackerOverview({ device, kind }: { device: metrowatch.MetrowatchDevice; kind: TrackingKind }) {
  const { t } = useTranslation('metro-watch');
  const period = useDevicePeriod();
  return (
    <Stack gap="lg">
      <TrackerStatus device={device} />
      <Group justify="flex-end">
        <PeriodSelector
          label={t('devices.period')}
          value={period.selection}
          onChange={period.setSelection}
          comparisons={[]}
        />
      </Group>
      <TrackMap device={device} from={period.from} to={period.to} />
      <FlagEventsCard
        deviceId={device.id}
        title={t(
          kind === 'personal-tracking' ? 'devices.tracker.sosEvents' : 'devices.tracker.geofenceEvents',
        )}
        keys={EVENT_KEYS[kind]}
        from={period.from}
        to={period.to}
      />
      <CommandsTable deviceId={device.id} />
    </Stack>
  );
}

/** /metro-watch/devices/{asset,external-tracking,personal-tracking}/:id: a tracker's position, track and alerts. */
export function TrackerPage({ kind }: { kind: TrackingKind }) {
  return (
    <MetroDeviceFrame kind={kind}>
      {(device) => (
        <MetroDeviceTabs deviceId={device.id} overview={<TrackerOverview device={device} kind={kind} />} />
      )}
    </MetroDeviceFrame>
  );
}
