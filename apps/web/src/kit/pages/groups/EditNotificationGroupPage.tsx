import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink, PageHeader } from '../../../modules/companies/components/PageHeader.tsx';
import { LoadState } from '../../../modules/places/components/LoadState.tsx';
import { idOf } from '../../../modules/places/pages/structureId.ts';
import { useNotificationGroup } from '../../api/groups.ts';
import { GroupNotFound } from '../../components/groups/GroupNotFound.tsx';
import { MuteSwitch } from '../../components/groups/MuteSwitch.tsx';
import { NotificationGroupForm } from '../../components/groups/NotificationGroupForm.tsx';
import { useKitApp } from '../../KitAppContext.tsx';

/** /ignite-shield/groups/edit-notification/:id: the group, and the signed-in user's own mute. */
export function EditNotificationGroupPage() {
  const { paths } = useKitApp();
  const { t } = useTranslation('kit');
  const navigate = useNavigate();
  const id = idOf(useParams().id);
  const group = useNotificationGroup(id);
  const back = paths.groupsListTab('notifications');
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t('groups.titles.editNotification')}
        description={group.data?.name}
        before={<BackLink to={back}>{t('groups.title')}</BackLink>}
      />
      <LoadState query={group} missing={id === 0} notFound={<GroupNotFound />} rows={6}>
        {(data) => (
          <Stack gap="lg">
            <MuteSwitch group={data} />
            <NotificationGroupForm
              key={data.id}
              group={data}
              companyId={data.company.id}
              cancelTo={back}
              onSaved={() => void navigate(back)}
            />
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
