import type { companies } from '@atrium/contracts';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAdjustments, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog/index.ts';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { permissionsPath } from '../../permissions/paths.ts';
import { useCan } from '../access.ts';
import { useDeleteRole, useRoles } from '../api.ts';
import { CreateRoleModal } from './CreateRoleModal.tsx';

type Role = companies.CompanyRole;

/** The number of actions (`p_` keys) a role grants. */
export const actionCount = (role: Pick<Role, 'permissions'>) =>
  role.permissions.filter((key) => key.startsWith('p_')).length;

/**
 * The Roles tab of a company profile: the system roles and the company's own (GET /company/:id/role), each
 * linking to its permissions; "Create role" and deleting a custom role need p_company_users_assign_role.
 */
export function RolesTab({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const can = useCan();
  const roles = useRoles(companyId);
  const remove = useDeleteRole(companyId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const canManage = can(['p_company_users_assign_role']);

  let body: ReactNode;
  if (roles.isError) {
    body = <QueryErrorState title={t('roles.loadFailed')} query={roles} />;
  } else if (roles.isPending) {
    body = (
      <Stack gap="xs" p="md" aria-busy="true" data-testid="roles-loading">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={24} />
        ))}
      </Stack>
    );
  } else if (roles.data.length === 0) {
    body = <EmptyState title={t('roles.empty')} />;
  } else {
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('roles.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('roles.columns.name')}</Table.Th>
              <Table.Th>{t('roles.columns.kind')}</Table.Th>
              <Table.Th>{t('roles.columns.permissions')}</Table.Th>
              <Table.Th ta="end">{t('roles.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roles.data.map((role) => (
              <Table.Tr key={role.id} data-role-id={role.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {role.name}
                  </Text>
                  {role.description && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {role.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={role.system ? 'gray' : 'indigo'}>
                    {role.system ? t('roles.system') : t('roles.custom')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t('roles.count', { count: actionCount(role) })}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      component={Link}
                      to={permissionsPath({ companyId, roleId: role.id })}
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconAdjustments size={14} />}
                      aria-label={t('roles.permissionsOf', { name: role.name })}
                    >
                      {t('roles.permissions')}
                    </Button>
                    {canManage && !role.system && (
                      <Tooltip label={t('roles.delete')} withinPortal={false}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('roles.deleteOf', { name: role.name })}
                          onClick={() => setDeleting(role)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="sm">
      {canManage && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('roles.create')}
          </Button>
        </Group>
      )}
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {body}
      </Paper>
      <CreateRoleModal
        companyId={companyId}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(role) => void navigate(permissionsPath({ companyId, roleId: role.id }))}
      />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        message={deleting ? t('roles.deleteQuestion', { name: deleting.name }) : undefined}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
