import { useTranslation } from 'react-i18next';
import { AppDevicePicker } from '../../../../kit/components/AppDevicePicker.tsx';
import { DeviceHistory, deviceHistoryTexts } from '../../../../kit/components/DeviceHistory.tsx';

/**
 * /asset-watch/devices/history: what one tag reported (beacon, position, motion, battery) and what happened to
 * it (its info log), with the kit's tables. The tag is in the address (`?deviceId=`).
 */
export function DevicesHistoryPage() {
  const { t } = useTranslation('asset-watch');
  return (
    <DeviceHistory
      texts={deviceHistoryTexts(t, 'deviceHistory')}
      picker={(value, onChange, placeholder) => (
        <AppDevicePicker
          app="asset"
          label={t('fields.tag')}
          placeholder={placeholder}
          value={value}
          onChange={onChange}
        />
      )}
    />
  );
}
