import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordLoadState } from '../../../ui/RecordLoadState.tsx';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { useSetting } from '../api/gm.ts';
import { SettingForm } from '../components/SettingForm.tsx';
import { GM_PATHS } from '../paths.ts';

const idOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** /gm/notifications-settings/create and edit/:id: one setting's form, back to the list once saved. */
export function SettingFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation('gm');
  const navigate = useNavigate();
  const params = useParams();
  const id = mode === 'edit' ? idOf(params.id) : 0;
  const setting = useSetting(id);
  const saved = () => void navigate(GM_PATHS.settingsList);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t(mode === 'create' ? 'settings.createTitle' : 'settings.editTitle')}
        description={setting.data?.name ?? t('settings.formDescription')}
      />
      {mode === 'create' ? (
        <SettingForm onSaved={saved} />
      ) : setting.data && setting.data.id === id ? (
        <SettingForm key={setting.data.id} setting={setting.data} onSaved={saved} />
      ) : (
        <RecordLoadState
          query={setting}
          notFound={id === 0}
          failedTitle={t('settings.loadFailed')}
          notFoundTitle={t('settings.notFound')}
          back={{ to: GM_PATHS.settingsList, label: t('settings.back') }}
        />
      )}
    </Stack>
  );
}
