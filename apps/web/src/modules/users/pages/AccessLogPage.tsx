import { DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable/index.ts';
import { fetchSessionLog, type SessionLogEntry, usersKeys } from '../api.ts';

/** The reasons the server gives for a failed sign-in, translated when known. */
const reasonText = (t: TFunction, reason: string | null) =>
  reason ? t(`accessLog.reasons.${reason}`, { defaultValue: reason }) : '';

function columns(t: TFunction): DataTableColumn<SessionLogEntry>[] {
  return [
    {
      id: 'createdAt',
      header: t('accessLog.columns.time'),
      sortable: false,
      accessor: (row) => dayjs(row.createdAt).format('DD/MM/YYYY HH:mm'),
      cell: (row) => <span dir="ltr">{dayjs(row.createdAt).format('DD/MM/YYYY HH:mm')}</span>,
      csv: (row) => row.createdAt,
    },
    {
      id: 'email',
      header: t('accessLog.columns.email'),
      sortable: false,
      cell: (row) => <span dir="ltr">{row.email}</span>,
    },
    {
      id: 'success',
      header: t('accessLog.columns.result'),
      sortable: false,
      accessor: (row) =>
        row.success
          ? t('accessLog.success')
          : [t('accessLog.failure'), reasonText(t, row.reason)].filter(Boolean).join(': '),
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <Badge variant="light" color={row.success ? 'teal' : 'red'} data-success={row.success}>
            {row.success ? t('accessLog.success') : t('accessLog.failure')}
          </Badge>
          {!row.success && row.reason && (
            <Text size="xs" c="dimmed" truncate>
              {reasonText(t, row.reason)}
            </Text>
          )}
        </Group>
      ),
    },
    {
      id: 'ip',
      header: t('accessLog.columns.ip'),
      sortable: false,
      cell: (row) => (
        <Text size="sm" ff="monospace" dir="ltr">
          {row.ip ?? '—'}
        </Text>
      ),
    },
    {
      id: 'userAgent',
      header: t('accessLog.columns.userAgent'),
      sortable: false,
      cell: (row) =>
        row.userAgent ? (
          <Tooltip label={row.userAgent} multiline maw={500} withinPortal>
            <Text size="xs" c="dimmed" truncate maw={320} dir="ltr">
              {row.userAgent}
            </Text>
          </Tooltip>
        ) : (
          '—'
        ),
    },
  ];
}

/**
 * /core/users/access-log: sign-in attempts from GET /session-log (time, email, success or failure with its
 * reason, IP, user agent), newest first. One's own; with p_log_view also the company's users'.
 */
export function AccessLogPage() {
  const { t } = useTranslation('users');
  const cols = useMemo(() => columns(t), [t]);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('accessLog.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('accessLog.description')}
        </Text>
      </div>
      <DataTable<SessionLogEntry>
        label={t('accessLog.title')}
        columns={cols}
        fetchPage={fetchSessionLog}
        queryKey={usersKeys.sessionLog()}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchKey={false}
        view="rows"
        emptyVariant="logs"
        exportFileName="access-log"
        rowLabel={(row) => `${row.email} ${dayjs(row.createdAt).format('DD/MM/YYYY HH:mm')}`}
      />
    </Stack>
  );
}
