import { useTranslation } from 'react-i18next';
import { DeviceHistory } from '../../../../kit/components/DeviceHistory.tsx';
import { SensorPicker } from '../../components/SensorPicker.tsx';

/** /smart-parking/devices/history: one parking sensor's readings and info log (the kit's history). */
export function DeviceHistoryPage() {
  const { t } = useTranslation('smart-parking');
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
        <SensorPicker
          label={t('history.sensor')}
          placeholder={t('history.choose')}
          value={value}
          onChange={onChange}
        />
      )}
    />
  );
}
