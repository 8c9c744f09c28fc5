import { DEFAULT_PAGE_SIZE, groups } from '@atrium/contracts';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { formatDate } from '../../../modules/companies/components/format.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable/index.ts';
import { groupPermissionsOf, useCan } from '../../access.ts';
import {
  fetchNotificationGroups,
  fetchPermissionGroups,
  groupKeysOf,
  useDeleteGroup,
} from '../../api/groups.ts';
import { tableKeyOf } from '../../app.ts';
import { useKitApp } from '../../KitAppContext.tsx';
import type { KitPaths } from '../../paths.ts';

type Row = groups.PermissionGroup | groups.NotificationGroup;
const isNotification = (row: Row): row is groups.NotificationGroup => 'notifications' in row;
const editPath = (paths: KitPaths, row: Row) =>
  isNotification(row) ? paths.notificationGroupEdit(row.id) : paths.permissionGroupEdit(row.id);

/** "Operational alarms: Email, In the app" for each type a notification group sends. */
export function notificationsText(t: TFunction, map: groups.NotificationsMap) {
  return groups.NOTIFICATION_TYPES.flatMap((type) => {
    const channels = [...new Set(Object.values(map[type] ?? {}).flat())];
    if (channels.length === 0) return [];
    return [`${t(`groups.types.${type}`)}: ${channels.map((c) => t(`groups.channels.${c}`)).join(', ')}`];
  }).join(' · ');
}

function groupColumns(
  t: TFunction,
  paths: KitPaths,
  kind: groups.GroupKind,
  me: number | null,
): DataTableColumn<Row>[] {
  const resources = (row: Row) =>
    row.resources.length === 0 ? t('groups.allResources') : row.resources.map((r) => r.name).join(', ');
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'name',
      header: t('groups.columns.name'),
      accessor: (row) => row.name,
      cell: (row) => (
        <Anchor component={Link} to={editPath(paths, row)} size="sm" fw={500}>
          {row.name}
        </Anchor>
      ),
    },
    {
      id: 'description',
      header: t('groups.columns.description'),
      sortable: false,
      accessor: (row) => row.description,
      cell: (row) => (
        <Text size="sm" lineClamp={1}>
          {row.description}
        </Text>
      ),
    },
    {
      id: 'users',
      header: t('groups.columns.users'),
      sortable: false,
      accessor: (row) => row.users.map((u) => u.name).join(', '),
    },
    { id: 'resources', header: t('groups.columns.resources'), sortable: false, accessor: resources },
  ];
  if (kind === 'permission')
    columns.push({
      id: 'permissions',
      header: t('groups.columns.permissions'),
      sortable: false,
      accessor: (row) =>
        isNotification(row)
          ? ''
          : Object.entries(row.permissions)
              .map(
                ([scope, actions]) =>
                  `${t(`groups.scopes.${scope}`)}: ${actions.map((a) => t(`groups.actions.${a}`)).join(', ')}`,
              )
              .join(' · '),
    });
  else
    columns.push(
      {
        id: 'notifications',
        header: t('groups.columns.notifications'),
        sortable: false,
        accessor: (row) => (isNotification(row) ? notificationsText(t, row.notifications) : ''),
      },
      {
        id: 'muted',
        header: t('groups.columns.muted'),
        sortable: false,
        width: 110,
        accessor: (row) => (isNotification(row) && me !== null && row.muted[String(me)] ? '✓' : ''),
        cell: (row) =>
          isNotification(row) && me !== null && row.muted[String(me)] ? (
            <Group justify="center">
              <Badge color="gray" variant="light">
                {t('groups.columns.muted')}
              </Badge>
            </Group>
          ) : null,
      },
    );
  columns.push({
    id: 'updatedAt',
    header: t('groups.columns.updatedAt'),
    accessor: (row) => formatDate(row.updatedAt),
    csv: (row) => row.updatedAt,
  });
  return columns;
}

/** GET /swam/permissions-group or /swam/notifications-group: paging, sort, search by name; edit and delete by permission. */
export function GroupsTable({ kind }: { kind: groups.GroupKind }) {
  const app = useKitApp();
  const { paths } = app;
  const groupKeys = groupKeysOf(app.keys);
  const { t } = useTranslation('kit');
  const can = useCan();
  const navigate = useNavigate();
  const me = useSessionUser()?.id ?? null;
  const remove = useDeleteGroup(kind);
  const columns = useMemo(() => groupColumns(t, paths, kind, me), [t, paths, kind, me]);
  const title = t(kind === 'permission' ? 'groups.tabs.permissions' : 'groups.tabs.notifications');
  return (
    <DataTable<Row>
      label={title}
      columns={columns}
      fetchPage={kind === 'permission' ? fetchPermissionGroups(app) : fetchNotificationGroups(app)}
      queryKey={kind === 'permission' ? groupKeys.permission() : groupKeys.notification()}
      tableKey={tableKeyOf(app, 'groups', kind)}
      defaultPageSize={DEFAULT_PAGE_SIZE}
      searchPlaceholder={t('groups.search')}
      rowLabel={(row) => row.name}
      onEdit={can(groupPermissionsOf(app).update) ? (row) => void navigate(editPath(paths, row)) : undefined}
      onDelete={can(groupPermissionsOf(app).delete) ? (row) => remove.mutateAsync(row.id) : undefined}
      deleteMessage={(row) => t('groups.deleteQuestion', { name: row.name })}
      exportFileName={`${kind}-groups`}
      view="rows"
    />
  );
}
