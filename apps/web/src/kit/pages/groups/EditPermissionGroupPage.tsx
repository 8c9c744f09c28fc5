import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink, PageHeader } from '../../../modules/companies/components/PageHeader.tsx';
import { LoadState } from '../../../modules/places/components/LoadState.tsx';
import { idOf } from '../../../modules/places/pages/structureId.ts';
import { usePermissionGroup } from '../../api/groups.ts';
import { GroupNotFound } from '../../components/groups/GroupNotFound.tsx';
import { PermissionGroupForm } from '../../components/groups/PermissionGroupForm.tsx';
import { useKitApp } from '../../KitAppContext.tsx';

/** /ignite-shield/groups/edit-permission/:id */
export function EditPermissionGroupPage() {
  const { paths } = useKitApp();
  const { t } = useTranslation('kit');
  const navigate = useNavigate();
  const id = idOf(useParams().id);
  const group = usePermissionGroup(id);
  const back = paths.groupsListTab('permissions');
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t('groups.titles.editPermission')}
        description={group.data?.name}
        before={<BackLink to={back}>{t('groups.title')}</BackLink>}
      />
      <LoadState query={group} missing={id === 0} notFound={<GroupNotFound />} rows={6}>
        {(data) => (
          <PermissionGroupForm
            key={data.id}
            group={data}
            companyId={data.company.id}
            cancelTo={back}
            onSaved={() => void navigate(back)}
          />
        )}
      </LoadState>
    </Stack>
  );
}
