import { useTranslation } from 'react-i18next';
import { AppDevicePicker } from '../../../../kit/components/AppDevicePicker.tsx';
import { DeviceHistory, deviceHistoryTexts } from '../../../../kit/components/DeviceHistory.tsx';

/**
 * /facility-booking/devices/device-history: what one occupancy sensor or door controller reported (the kit's
 * readings table) and what happened to it (its info log). The device is in the address (`?deviceId=`), so a
 * devices-list row opens it here.
 */
export function DeviceHistoryPage() {
  const { t } = useTranslation('facility-booking');
  return (
    <DeviceHistory
      texts={deviceHistoryTexts(t, 'deviceHistory')}
      picker={(value, onChange, placeholder) => (
        <AppDevicePicker
          app="facility_booking"
          label={t('deviceHistory.device')}
          placeholder={placeholder}
          value={value}
          onChange={onChange}
        />
      )}
    />
  );
}
