import { type companies, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { ActionIcon, Badge, Button, Group, Menu, Text } from '@mantine/core';
import {
  IconCalendarTime,
  IconDots,
  IconMailForward,
  IconShieldLock,
  IconUserPlus,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/notify.tsx';
import { useSessionUser } from '../../../lib/session.ts';
import { DataTable, type DataTableColumn, useTableState } from '../../../ui/DataTable/index.ts';
import { profilePath } from '../../users/paths.ts';
import { useCan } from '../access.ts';
import { companiesKeys, fetchCompanyUsers, useSendResetLink } from '../api.ts';
import { AddUserModal } from './AddUserModal.tsx';
import { ExpirationModal } from './ExpirationModal.tsx';
import { formatDate, formatDateTime } from './format.ts';
import { UserRolesDrawer } from './UserRolesDrawer.tsx';

type CompanyUser = companies.CompanyUser;

interface RowMenuHandlers {
  onRoles?: (user: CompanyUser) => void;
  onExpiration?: (user: CompanyUser) => void;
  onResetLink?: (user: CompanyUser) => void;
  /** The signed-in user's id: their own roles and access end cannot be changed by themselves. */
  selfId: number | null;
}

const fullNameOf = (user: CompanyUser) => `${user.firstName} ${user.lastName}`.trim();
const expirationOf = (user: CompanyUser) => user.roles.find((role) => role.expiresAt)?.expiresAt ?? null;

function userColumns(t: TFunction, menu: RowMenuHandlers): DataTableColumn<CompanyUser>[] {
  const withMenu = Boolean(menu.onRoles || menu.onExpiration || menu.onResetLink);
  const columns: DataTableColumn<CompanyUser>[] = [
    { id: 'firstName', header: t('users.columns.name'), accessor: fullNameOf },
    { id: 'email', header: t('users.columns.email'), cell: (row) => <span dir="ltr">{row.email}</span> },
    {
      id: 'roles',
      header: t('users.columns.roles'),
      sortable: false,
      accessor: (row) => row.roles.map((role) => role.name).join(', '),
      cell: (row) =>
        row.roles.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('users.noRoles')}
          </Text>
        ) : (
          <Group gap={4} wrap="wrap" data-testid={`user-roles-${row.id}`}>
            {row.roles.map((role) => (
              <Badge key={role.id} variant="light" size="sm" tt="none">
                {role.name}
              </Badge>
            ))}
          </Group>
        ),
    },
    {
      id: 'status',
      header: t('users.columns.status'),
      sortable: false,
      accessor: (row) => t(`users.status.${row.status}`),
      cell: (row) => (
        <Badge variant="dot" color={row.status === 'active' ? 'teal' : 'gray'}>
          {t(`users.status.${row.status}`)}
        </Badge>
      ),
    },
    {
      id: 'expiresAt',
      header: t('users.columns.expiresAt'),
      sortable: false,
      accessor: (row) => {
        const end = expirationOf(row);
        return end ? formatDateTime(end) : t('users.never');
      },
      cell: (row) => {
        const end = expirationOf(row);
        return end ? <span dir="ltr">{formatDateTime(end)}</span> : t('users.never');
      },
    },
    {
      id: 'createdAt',
      header: t('users.columns.createdAt'),
      accessor: (row) => formatDate(row.createdAt),
      csv: (row) => row.createdAt,
    },
  ];
  if (withMenu) {
    columns.push({
      id: 'menu',
      header: t('users.columns.more'),
      sortable: false,
      accessor: () => '',
      width: 64,
      cell: (row) => <UserMenu user={row} handlers={menu} />,
    });
  }
  return columns;
}

function UserMenu({ user, handlers }: { user: CompanyUser; handlers: RowMenuHandlers }) {
  const { t } = useTranslation('companies');
  const self = handlers.selfId === user.id;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('users.actions.menu', { name: fullNameOf(user) })}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {handlers.onRoles && (
          <Menu.Item
            leftSection={<IconShieldLock size={14} />}
            disabled={self}
            onClick={() => handlers.onRoles?.(user)}
          >
            {t('users.actions.roles')}
          </Menu.Item>
        )}
        {handlers.onExpiration && (
          <Menu.Item
            leftSection={<IconCalendarTime size={14} />}
            disabled={self}
            onClick={() => handlers.onExpiration?.(user)}
          >
            {t('users.actions.expiration')}
          </Menu.Item>
        )}
        {handlers.onResetLink && (
          <Menu.Item leftSection={<IconMailForward size={14} />} onClick={() => handlers.onResetLink?.(user)}>
            {t('users.actions.resetLink')}
          </Menu.Item>
        )}
        {self && (
          <Menu.Label maw={240} style={{ whiteSpace: 'normal' }}>
            {t('users.actions.selfHint')}
          </Menu.Label>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The Users tab of a company profile: GET /company/:id/user with search, "Add user" (p_company_users_create),
 * and per row: manage roles (p_company_users_assign_role), the access end (p_company_users_update) and a
 * password reset link (p_user_reset_password). A row opens the user's profile.
 */
export function UsersTab({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const can = useCan();
  const me = useSessionUser();
  const [adding, setAdding] = useState(false);
  const [rolesOf, setRolesOf] = useState<CompanyUser | null>(null);
  const [expiring, setExpiring] = useState<CompanyUser | null>(null);
  const { mutate: sendResetLink } = useSendResetLink();
  const state = useTableState({ defaultPageSize: DEFAULT_PAGE_SIZE });

  const canAssign = can(['p_company_users_assign_role']);
  const canUpdate = can(['p_company_users_update']);
  const canReset = can(['p_user_reset_password']);
  const selfId = me?.isAdmin ? null : (me?.id ?? null);

  const columns = useMemo(
    () =>
      userColumns(t, {
        selfId,
        onRoles: canAssign ? setRolesOf : undefined,
        onExpiration: canUpdate ? setExpiring : undefined,
        onResetLink: canReset
          ? (user) =>
              sendResetLink(user.id, {
                onSuccess: () =>
                  showToast({ kind: 'created', message: t('users.resetSent', { email: user.email }) }),
              })
          : undefined,
      }),
    [t, selfId, canAssign, canUpdate, canReset, sendResetLink],
  );
  const fetchPage = useMemo(() => fetchCompanyUsers(companyId), [companyId]);

  return (
    <>
      <DataTable<CompanyUser>
        label={t('users.tableLabel')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={companiesKeys.users(companyId)}
        state={state}
        searchKey="nameFilter"
        searchPlaceholder={t('users.search')}
        rowLabel={fullNameOf}
        onView={(row) => void navigate(profilePath(row.id))}
        maxHeight={520}
        toolbar={
          can(['p_company_users_create']) && (
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
              {t('users.add')}
            </Button>
          )
        }
      />
      <AddUserModal companyId={companyId} opened={adding} onClose={() => setAdding(false)} />
      <UserRolesDrawer companyId={companyId} user={rolesOf} onClose={() => setRolesOf(null)} />
      <ExpirationModal companyId={companyId} user={expiring} onClose={() => setExpiring(null)} />
    </>
  );
}
