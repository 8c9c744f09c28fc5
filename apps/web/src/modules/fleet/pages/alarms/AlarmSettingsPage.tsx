import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { useCan } from '../../../companies/access.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { LoadingCard } from '../../../places/components/LoadingCard.tsx';
import { FLEET_KEYS } from '../../access.ts';
import { useAlarmSettings } from '../../api/dispatch.ts';
import { AlarmSettingsForm } from '../../components/dispatch/AlarmSettingsForm.tsx';

/** /fleet/alarms/alarm-settings: what raises the company's fleet alarms (GET/PUT /fleet/alarm-settings). */
export function AlarmSettingsPage() {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const settings = useAlarmSettings();
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('dispatch.settings.title')} description={t('dispatch.settings.description')} />
      {settings.isError ? (
        <QueryErrorState title={t('dispatch.settings.loadFailed')} query={settings} />
      ) : settings.isPending ? (
        <LoadingCard rows={6} />
      ) : (
        <AlarmSettingsForm
          key={settings.data.updatedAt ?? 'defaults'}
          settings={settings.data}
          canEdit={can(FLEET_KEYS.templates.update)}
        />
      )}
    </Stack>
  );
}
