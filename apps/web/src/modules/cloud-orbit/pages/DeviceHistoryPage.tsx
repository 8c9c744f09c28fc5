import { useTranslation } from 'react-i18next';
import { AppDevicePicker } from '../../../kit/components/AppDevicePicker.tsx';
import { DeviceHistory, deviceHistoryTexts } from '../../../kit/components/DeviceHistory.tsx';

/**
 * /cloud-orbit/devices/history: what one station reported and what happened to it (the kit's history). The
 * station is in the address (`?deviceId=`), so its page links here.
 */
export function DeviceHistoryPage() {
  const { t } = useTranslation('cloud-orbit');
  return (
    <DeviceHistory
      texts={deviceHistoryTexts(t, 'history')}
      picker={(value, onChange, placeholder) => (
        <AppDevicePicker
          app="rodent"
          label={t('history.station')}
          placeholder={placeholder}
          failed={t('history.loadFailed')}
          value={value}
          onChange={onChange}
        />
      )}
    />
  );
}
