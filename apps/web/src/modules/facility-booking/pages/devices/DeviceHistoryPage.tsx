import { useTranslation } from 'react-i18next';
import { DeviceHistory } from '../../../../kit/components/DeviceHistory.tsx';
import { DevicePicker } from '../../components/DevicePicker.tsx';

/**
 * /facility-booking/devices/device-history: what one occupancy sensor or door controller reported (the kit's
 * readings table) and what happened to it (its info log). The device is in the address (`?deviceId=`), so a
 * devices-list row opens it here.
 */
export function DeviceHistoryPage() {
  const { t } = useTranslation('facility-booking');
  return (
    <DeviceHistory
      texts={{
        title: t('deviceHistory.title'),
        description: t('deviceHistory.description'),
        choose: t('deviceHistory.choose'),
        readings: t('deviceHistory.readings'),
        infoLogs: t('deviceHistory.infoLogs'),
      }}
      picker={(value, onChange) => (
        <DevicePicker
          label={t('deviceHistory.device')}
          placeholder={t('deviceHistory.choose')}
          value={value}
          onChange={onChange}
        />
      )}
    />
  );
}
