import { useTranslation } from 'react-i18next';
import { DeviceHistory } from '../../../../kit/components/DeviceHistory.tsx';
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
      texts={{
        title: t('deviceHistory.title'),
        description: t('deviceHistory.description'),
        choose: t('deviceHistory.chooseTracker'),
        readings: t('deviceHistory.readings'),
        infoLogs: t('deviceHistory.infoLogs'),
      }}
      picker={(value, onChange) => (
        <TrackerPicker
          label={t('deviceHistory.tracker')}
          placeholder={t('deviceHistory.chooseTracker')}
          value={value}
          onChange={onChange}
        />
      )}
    />
  );
}
