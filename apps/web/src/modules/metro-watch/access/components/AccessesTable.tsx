import { access, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Anchor, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type FetchPage } from '../../../../ui/DataTable/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { useAccessRights } from '../access.ts';
import { oneTimeLinkPath } from '../paths.ts';
import { StateBadge } from './AccessStateBadge.tsx';
import { RevokeButton } from './RevokeButton.tsx';
import { windowsText } from './windowsText.ts';

type Row = access.AccessRow;

/** Whose access, in words: the user, the credential and its holder's kind, or "anyone with the link". */
export const whoText = (t: TFunction, row: Row) =>
  row.user?.name ??
  (row.credential
    ? `${row.credential.label} (${t(`access.kinds.${row.credential.kind}`)})`
    : t('access.link.anyone'));

/** What a list calls a row (the revoke question): its door and whose it is. */
export const rowName = (t: TFunction, row: Row) => `${row.door.name} · ${whoText(t, row)}`;

const revocable = (row: Row) => row.state === 'active' || row.state === 'upcoming';
const dateOr = (t: TFunction, value: string | null) => (value ? formatDateTime(value) : t('access.open'));

function columns(
  t: TFunction,
  type: access.AccessType | 'links',
  canRevoke: boolean,
): DataTableColumn<Row>[] {
  const link = type === 'links' || access.isLinkType(type);
  const list: (DataTableColumn<Row> | false)[] = [
    {
      id: 'door',
      header: t('access.columns.door'),
      sortable: false,
      accessor: (row) => row.door.name,
      cell: (row) =>
        link ? (
          <Anchor component={Link} to={oneTimeLinkPath(String(row.id))} size="sm">
            {row.door.name}
          </Anchor>
        ) : (
          row.door.name
        ),
    },
    type === 'links' && {
      id: 'type',
      header: t('access.columns.type'),
      accessor: (row) => t(`access.types.${row.type}`),
    },
    !link && {
      id: 'who',
      header: t('access.columns.who'),
      sortable: false,
      accessor: (row) => whoText(t, row),
    },
    type === 'scheduled' && {
      id: 'schedule',
      header: t('access.columns.schedule'),
      sortable: false,
      accessor: (row) =>
        row.schedule?.name ??
        `${windowsText(t, row.windows ?? [])}${row.timeZone ? ` (${row.timeZone})` : ''}`,
    },
    { id: 'validFrom', header: t('access.columns.validFrom'), accessor: (row) => dateOr(t, row.validFrom) },
    {
      id: 'validUntil',
      header: t('access.columns.validUntil'),
      accessor: (row) => dateOr(t, row.validUntil),
    },
    link && {
      id: 'uses',
      header: t('access.columns.uses'),
      sortable: false,
      accessor: (row) => `${row.uses} / ${row.maxUses ?? '∞'}`,
    },
    {
      id: 'state',
      header: t('access.columns.state'),
      sortable: false,
      accessor: (row) => t(`access.states.${row.state}`),
      cell: (row) => <StateBadge state={row.state} />,
    },
    { id: 'note', header: t('access.columns.note'), sortable: false, hidden: true },
    canRevoke && {
      id: 'actions',
      header: t('access.columns.actions'),
      sortable: false,
      csv: () => '',
      cell: (row) =>
        revocable(row) ? (
          <RevokeButton row={row} label={rowName(t, row)} />
        ) : (
          <Text size="xs" c="dimmed">
            —
          </Text>
        ),
    },
  ];
  return list.filter((column): column is DataTableColumn<Row> => column !== false);
}

interface AccessesTableProps {
  /** The accesses' type, or `links` for both link types together. */
  type: access.AccessType | 'links';
  fetchPage: FetchPage<Row>;
  queryKey: readonly unknown[];
  label: string;
}

/** A paged list of accesses with their state, each active or upcoming one revocable. */
export function AccessesTable({ type, fetchPage, queryKey, label }: AccessesTableProps) {
  const { t } = useTranslation('metro-watch');
  const rights = useAccessRights();
  const tableColumns = useMemo(() => columns(t, type, rights.revoke), [t, type, rights.revoke]);
  return (
    <DataTable<Row>
      label={label}
      columns={tableColumns}
      fetchPage={fetchPage}
      queryKey={queryKey}
      defaultPageSize={DEFAULT_PAGE_SIZE}
      searchPlaceholder={t('access.search')}
      view="rows"
      rowLabel={(row) => rowName(t, row)}
      exportFileName={`accesses-${type}`}
    />
  );
}
