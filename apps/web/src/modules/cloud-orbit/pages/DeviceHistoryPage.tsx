import { useTranslation } from 'react-i18next';
import { AppDevicePicker } from '../../../kit/components/AppDevicePicker.tsx';
import { DeviceHistory } from '../../../kit/components/DeviceHistory.tsx';

/**
 * /cloud-orbit/devices/history: what one station reported and what happened to it (the kit's history). The
 * station is in the address (`?deviceId=`), so its page links here.
 */
export function DeviceHistoryPage() {
  const { t } = useTranslation('cloud-orbit');
  return (
    <DeviceHistory
      texts={{
        title: t('history.title'),
        description: t('history.description'),
        choose: t('history.choose'),
        readings: t('history.readings'),
        infoLogs: t('history.infoLogs'),
      }}
      picker={(value, onChange) => (
        <AppDevicePicker
          app="rodent"
          label={t('history.station')}
          placeholder={t('history.choose')}
          failed={t('history.loadFailed')}
          value={value}
          onChange={onChange}
        />
      )}
    />
  );
}
