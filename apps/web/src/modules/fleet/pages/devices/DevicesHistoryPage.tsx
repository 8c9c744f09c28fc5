import { useTranslation } from 'react-i18next';
import { DeviceHistory, deviceHistoryTexts } from '../../../../kit/components/DeviceHistory.tsx';
import { TrackerPicker } from '../../components/vehicles/pickers.tsx';

/**
 * /fleet/devices/history: what one tracker reported (its readings: position, speed, heading, ignition,
 * odometer, battery) and what happened to it (its info log: refusals, reconnections), with the kit's
 * tables. The tracker is in the address (`?deviceId=`), so a devices-list row opens it here.
 */
export function DevicesHistoryPage() {
  const { t } = useTranslation('fleet');
  return (
    <DeviceHistory
      texts={deviceHistoryTexts(t, 'deviceHistory', 'chooseTracker')}
      picker={(value, onChange, placeholder) => (
        <TrackerPicker
          label={t('deviceHistory.tracker')}
          placeholder={placeholder}
          value={value}
          onChange={onChange}
        />
      )}
    />
  );
}
