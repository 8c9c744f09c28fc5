import { Button, Group, Stack } from '@mantine/core';
import { IconPlus, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Tabs } from '../../../../ui/Tabs/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useCan } from '../../access.ts';
import { GROUP_PERMISSIONS } from '../../components/groups/access.ts';
import { GroupsTable } from '../../components/groups/GroupsTable.tsx';
import {
  GROUP_ADD_USER_PATH,
  GROUP_CREATE_PATH,
  GROUP_TABS,
  type GroupTab,
} from '../../components/groups/paths.ts';

/** /ignite-shield/groups/list: notification and permission groups on two tabs (`?tab=`). */
export function GroupsListPage() {
  const { t } = useTranslation('ignite-shield');
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const tab: GroupTab = (GROUP_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as GroupTab)
    : 'notifications';
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('groups.title')}
        description={t('groups.description')}
        actions={
          <Group gap="sm">
            {can(GROUP_PERMISSIONS.update) && (
              <Button
                component={Link}
                to={GROUP_ADD_USER_PATH}
                variant="default"
                leftSection={<IconUserPlus size={16} />}
              >
                {t('groups.addUser')}
              </Button>
            )}
            {can(GROUP_PERMISSIONS.create) && (
              <Button component={Link} to={GROUP_CREATE_PATH} leftSection={<IconPlus size={16} />}>
                {t('groups.create')}
              </Button>
            )}
          </Group>
        }
      />
      <Tabs
        aria-label={t('groups.title')}
        value={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        items={[
          {
            value: 'notifications',
            label: t('groups.tabs.notifications'),
            content: <GroupsTable kind="notification" />,
          },
          {
            value: 'permissions',
            label: t('groups.tabs.permissions'),
            content: <GroupsTable kind="permission" />,
          },
        ]}
      />
    </Stack>
  );
}
