import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupPermissionsOf, useCan } from '../../../../kit/access.ts';
import { GroupsTable } from '../../../../kit/components/groups/GroupsTable.tsx';
import { useKitApp } from '../../../../kit/KitAppContext.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';

/** /fleet/alarms/notification-group: the kit's notification groups of app fleet (who hears of which alarm). */
export function NotificationGroupPage() {
  const { t } = useTranslation('fleet');
  const app = useKitApp();
  const can = useCan();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dispatch.alarms.notificationGroupTitle')}
        description={t('dispatch.alarms.notificationGroupDescription')}
        actions={
          can(groupPermissionsOf(app).create) && (
            <Button component={Link} to={app.paths.groupCreate} leftSection={<IconPlus size={16} />}>
              {t('dispatch.alarms.createGroup')}
            </Button>
          )
        }
      />
      <GroupsTable kind="notification" />
    </Stack>
  );
}
