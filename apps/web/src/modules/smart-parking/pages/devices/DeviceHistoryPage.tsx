import { useTranslation } from 'react-i18next';
import { AppDevicePicker } from '../../../../kit/components/AppDevicePicker.tsx';
import { DeviceHistory, deviceHistoryTexts } from '../../../../kit/components/DeviceHistory.tsx';

/** /smart-parking/devices/history: one parking sensor's readings and info log (the kit's history). */
export function DeviceHistoryPage() {
  const { t } = useTranslation('smart-parking');
  return (
    <DeviceHistory
      texts={deviceHistoryTexts(t, 'history')}
      picker={(value, onChange, placeholder) => (
        <AppDevicePicker
          app="smart_parking"
          label={t('history.sensor')}
          placeholder={placeholder}
          value={value}
          onChange={onChange}
        />
      )}
    />
  );
}
