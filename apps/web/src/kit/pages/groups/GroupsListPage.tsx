import { Button, Group, Stack } from '@mantine/core';
import { IconPlus, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../modules/companies/components/PageHeader.tsx';
import { Tabs } from '../../../ui/Tabs/index.ts';
import { groupPermissionsOf, useCan } from '../../access.ts';
import { GroupsTable } from '../../components/groups/GroupsTable.tsx';
import { useKitApp } from '../../KitAppContext.tsx';
import { GROUP_TABS, type GroupTab } from '../../paths.ts';

/** /ignite-shield/groups/list: notification and permission groups on two tabs (`?tab=`). */
export function GroupsListPage() {
  const app = useKitApp();
  const { paths } = app;
  const { t } = useTranslation('kit');
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
            {can(groupPermissionsOf(app).update) && (
              <Button
                component={Link}
                to={paths.groupAddUser}
                variant="default"
                leftSection={<IconUserPlus size={16} />}
              >
                {t('groups.addUser')}
              </Button>
            )}
            {can(groupPermissionsOf(app).create) && (
              <Button component={Link} to={paths.groupCreate} leftSection={<IconPlus size={16} />}>
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
