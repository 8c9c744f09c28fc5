import { Input, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { BackLink, PageHeader } from '../../../modules/companies/components/PageHeader.tsx';
import { LoadState } from '../../../modules/places/components/LoadState.tsx';
import { idOf } from '../../../modules/places/pages/structureId.ts';
import { OptionList } from '../../../ui/OptionList/index.ts';
import { companyUserOptions, useGroupSummaries, useMemberships } from '../../api/groups.ts';
import { GroupNotFound } from '../../components/groups/GroupNotFound.tsx';
import { MembershipsEditor } from '../../components/groups/MembershipsEditor.tsx';
import { useKitApp } from '../../KitAppContext.tsx';

/**
 * /ignite-shield/groups/add-user (pick a user of the company) and /groups/edit-user/:id (that user): the
 * permission and notification groups the user is in, changed together.
 */
export function GroupUserPage({ mode }: { mode: 'add' | 'edit' }) {
  const { paths } = useKitApp();
  const { t } = useTranslation('kit');
  const navigate = useNavigate();
  const companyId = useSessionUser()?.personalInfo.companyId ?? 0;
  const param = useParams().id;
  const userId = mode === 'edit' ? idOf(param) : 0;
  const memberships = useMemberships(userId);
  const all = useGroupSummaries();
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t(mode === 'add' ? 'groups.titles.addUser' : 'groups.titles.editUser')}
        before={<BackLink to={paths.groupsList}>{t('groups.title')}</BackLink>}
      />
      {mode === 'add' ? (
        <Input.Wrapper label={t('groups.user.pick')} description={t('groups.user.pickHint')}>
          <OptionList
            label={t('groups.user.pick')}
            value={[]}
            onChange={([picked]) => picked && void navigate(paths.groupUserEdit(Number(picked.value)))}
            load={companyUserOptions(companyId)}
            queryKey={['group-users', companyId]}
          />
        </Input.Wrapper>
      ) : (
        <LoadState
          query={memberships}
          missing={userId === 0}
          notFound={<GroupNotFound message={t('groups.user.notFound')} />}
        >
          {(data) => (
            <LoadState query={all} notFound={<GroupNotFound />}>
              {(groups) => <MembershipsEditor key={data.user.id} memberships={data} all={groups} />}
            </LoadState>
          )}
        </LoadState>
      )}
      {mode === 'add' && (
        <Text size="sm" c="dimmed">
          {t('groups.user.choose')}
        </Text>
      )}
    </Stack>
  );
}
