import type { companies } from '@atrium/contracts';
import { Alert, Badge, Drawer, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { useRoles, useToggleUserRole } from '../api.ts';

interface UserRolesDrawerProps {
  companyId: number;
  /** The user whose roles are shown; null closes the drawer. */
  user: companies.CompanyUser | null;
  onClose: () => void;
}

/**
 * A user's roles, one switch per role of the company: on assigns (PUT …/role), off unassigns
 * (PUT …/role/unassign). The server refuses one's own roles (SELF_ROLE_CHANGE) and roles with permissions
 * the caller lacks (ROLE_ESCALATION); its message shows as a toast and the switch stays as it was.
 */
export function UserRolesDrawer({ companyId, user, onClose }: UserRolesDrawerProps) {
  const { t } = useTranslation('companies');
  const roles = useRoles(companyId, user !== null);
  const toggle = useToggleUserRole(companyId);
  const [assigned, setAssigned] = useState<ReadonlySet<number>>(new Set());
  const [busyRole, setBusyRole] = useState<number | null>(null);

  useEffect(() => {
    setAssigned(new Set(user?.roles.map((role) => role.id) ?? []));
  }, [user]);

  const name = user ? `${user.firstName} ${user.lastName}` : '';

  const onToggle = (roleId: number, on: boolean) => {
    if (!user) return;
    setBusyRole(roleId);
    toggle.mutate(
      { userId: user.id, roleId, on },
      {
        onSuccess: ({ data }) => setAssigned(new Set(data.roles.map((role) => role.id))),
        onSettled: () => setBusyRole(null),
      },
    );
  };

  let body: ReactNode;
  if (roles.isError) {
    body = <QueryErrorState title={t('roles.loadFailed')} query={roles} />;
  } else if (roles.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={28} />
        ))}
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        {roles.data.map((role) => (
          <Group key={role.id} justify="space-between" wrap="nowrap" align="flex-start">
            <Switch
              label={role.name}
              description={role.description || undefined}
              checked={assigned.has(role.id)}
              disabled={busyRole !== null}
              onChange={(event) => onToggle(role.id, event.currentTarget.checked)}
            />
            <Badge variant="light" color={role.system ? 'gray' : 'indigo'} style={{ flexShrink: 0 }}>
              {role.system ? t('roles.system') : t('roles.custom')}
            </Badge>
          </Group>
        ))}
      </Stack>
    );
  }

  return (
    <Drawer
      opened={user !== null}
      onClose={onClose}
      title={<Text fw={600}>{t('rolesDrawer.title', { name })}</Text>}
      position="right"
      size="md"
    >
      <Stack gap="md">
        <Alert variant="light" icon={<IconInfoCircle />} color="blue">
          {t('rolesDrawer.description')}
        </Alert>
        {body}
      </Stack>
    </Drawer>
  );
}
