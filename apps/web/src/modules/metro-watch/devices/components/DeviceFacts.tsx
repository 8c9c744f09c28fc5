import type { metrowatch } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { DeviceBattery, DeviceStateBadge } from '../../../../kit/components/DeviceBadges.tsx';
import { formatDateTime } from '../../../companies/components/format.ts';
import { Fact } from '../../../places/components/Fact.tsx';

type Device = { device: metrowatch.MetrowatchDevice };

/** The door of a lock or a cold store: open, closed, or unknown before its first report of it. */
export function DoorFact({ device }: Device) {
  const { t } = useTranslation('metro-watch');
  return (
    <Fact label={t('devices.lock.door')}>
      {device.doorOpen === null
        ? t('devices.unknown')
        : t(device.doorOpen ? 'devices.door.open' : 'devices.door.closed')}
    </Fact>
  );
}

/** What every Metro Watch device shows: its battery, its state and when it last reported. */
export function DeviceHealthFacts({ device }: Device) {
  const { t } = useTranslation('metro-watch');
  return (
    <>
      <Fact label={t('devices.lock.battery')}>
        <DeviceBattery device={device} />
      </Fact>
      <Fact label={t('devices.lock.device')}>
        <DeviceStateBadge device={device} />
      </Fact>
      <Fact label={t('devices.lock.lastSeen')}>
        {device.lastSeenAt ? formatDateTime(device.lastSeenAt) : t('devices.lock.never')}
      </Fact>
    </>
  );
}
