import { useTranslation } from 'react-i18next';
import { DeviceHistory } from '../../../../kit/components/DeviceHistory.tsx';
import { TagPicker } from '../../components/TagPicker.tsx';

/**
 * /asset-watch/devices/history: what one tag reported (beacon, position, motion, battery) and what happened to
 * it (its info log), with the kit's tables. The tag is in the address (`?deviceId=`).
 */
export function DevicesHistoryPage() {
  const { t } = useTranslation('asset-watch');
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
        <TagPicker
          label={t('fields.tag')}
          placeholder={t('deviceHistory.choose')}
          value={value}
          onChange={onChange}
        />
      )}
    />
  );
}
