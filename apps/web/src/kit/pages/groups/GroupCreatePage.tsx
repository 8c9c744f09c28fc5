import type { groups } from '@atrium/contracts';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { BackLink, PageHeader } from '../../../modules/companies/components/PageHeader.tsx';
import { NotificationGroupForm } from '../../components/groups/NotificationGroupForm.tsx';
import { PermissionGroupForm } from '../../components/groups/PermissionGroupForm.tsx';
import { useKitApp } from '../../KitAppContext.tsx';

/** /ignite-shield/groups/create: choose the kind of group, then fill its form. */
export function GroupCreatePage() {
  const { paths } = useKitApp();
  const { t } = useTranslation('kit');
  const navigate = useNavigate();
  const companyId = useSessionUser()?.personalInfo.companyId ?? 0;
  const [kind, setKind] = useState<groups.GroupKind>('notification');
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t('groups.titles.create')}
        before={<BackLink to={paths.groupsList}>{t('groups.title')}</BackLink>}
      />
      <Radio.Group
        label={t('groups.kind.label')}
        value={kind}
        onChange={(value) => setKind(value as groups.GroupKind)}
      >
        <Group mt="xs" grow align="stretch">
          {(['notification', 'permission'] as const).map((value) => (
            <Radio.Card key={value} value={value} radius="md" p="md" withBorder>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600}>{t(`groups.kind.${value}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`groups.kind.${value}Hint`)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Group>
      </Radio.Group>
      {kind === 'notification' ? (
        <NotificationGroupForm
          key="notification"
          companyId={companyId}
          cancelTo={paths.groupsListTab('notifications')}
          onSaved={(group) => void navigate(paths.notificationGroupEdit(group.id), { replace: true })}
        />
      ) : (
        <PermissionGroupForm
          key="permission"
          companyId={companyId}
          cancelTo={paths.groupsListTab('permissions')}
          onSaved={(group) => void navigate(paths.permissionGroupEdit(group.id), { replace: true })}
        />
      )}
    </Stack>
  );
}
