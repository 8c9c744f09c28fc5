import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupPermissionsOf, useCan } from '../../../../kit/access.ts';
import { GroupsTable } from '../../../../kit/components/groups/GroupsTable.tsx';
import { useKitApp } from '../../../../kit/KitAppContext.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';

/** /asset-watch/alarms/notification-group: the kit's notification groups of app asset (who hears of which alarm). */
export function NotificationGroupPage() {
  const { t } = useTranslation('asset-watch');
  const app = useKitApp();
  const can = useCan();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('alarms.notificationGroup')}
        description={t('alarms.notificationGroupDescription')}
        actions={
          can(groupPermissionsOf(app).create) && (
            <Button component={Link} to={app.paths.groupCreate} leftSection={<IconPlus size={16} />}>
              {t('alarms.createGroup')}
            </Button>
          )
        }
      />
      <GroupsTable kind="notification" />
    </Stack>
  );
}
