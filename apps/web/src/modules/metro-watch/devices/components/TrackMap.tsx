import type { metrowatch } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { TrackMapCard } from '../../../../kit/components/tracking/TrackMapCard.tsx';
import { usePeriodReadings } from '../api/devices.ts';

interface TrackMapProps {
  device: metrowatch.MetrowatchDevice;
  from: string;
  to: string;
}

/** The tracker's last position and its track over the period (the kit's map card on Metro Watch's readings). */
export function TrackMap({ device, from, to }: TrackMapProps) {
  const { t } = useTranslation('metro-watch');
  const readings = usePeriodReadings(device.id, 'latitude', from, to);
  const last = device.lastPosition;
  return (
    <TrackMapCard
      title={t('devices.tracker.map')}
      readings={readings}
      last={last ? { latitude: last.latitude, longitude: last.longitude, at: last.at } : null}
    />
  );
}
