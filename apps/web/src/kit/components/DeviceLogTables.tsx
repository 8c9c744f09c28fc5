import { devices } from '@atrium/contracts';
import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../modules/companies/components/format.ts';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/index.ts';
import { fetchDevicePage, fetchReadingsPage } from '../api/devices.ts';
import { useKitApp } from '../KitAppContext.tsx';

const LOG_PAGE_SIZE = 10;
const valuesText = (values: Record<string, number>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ');

function readingColumns(t: TFunction): DataTableColumn<devices.Reading>[] {
  return [
    { id: 'ts', header: t('columns.time'), accessor: (row) => formatDateTime(row.ts), csv: (row) => row.ts },
    { id: 'values', header: t('columns.values'), sortable: false, accessor: (row) => valuesText(row.values) },
    {
      id: 'receivedAt',
      header: t('columns.receivedAt'),
      sortable: false,
      accessor: (row) => formatDateTime(row.receivedAt),
      hidden: true,
    },
  ];
}

/** The device's latest readings, newest first ('no readings' when there are none). */
export function ReadingsTable({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('kit');
  const { keys } = useKitApp();
  const columns = useMemo(() => readingColumns(t), [t]);
  const fetchPage = useMemo(() => fetchReadingsPage(deviceId), [deviceId]);
  return (
    <DataTable<devices.Reading>
      label={t('details.readings')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={keys.readings(deviceId)}
      getRowId={(row) => row.ts}
      defaultPageSize={LOG_PAGE_SIZE}
      searchKey={false}
      view="rows"
      emptyVariant="readings"
      maxHeight={420}
    />
  );
}

const LEVEL_COLORS = { info: 'blue', warning: 'orange', error: 'red' } as const;

function infoColumns(t: TFunction): DataTableColumn<devices.InfoLog>[] {
  return [
    { id: 'at', header: t('columns.time'), sortable: false, accessor: (row) => formatDateTime(row.lastAt) },
    {
      id: 'level',
      header: t('columns.level'),
      sortable: false,
      cell: (row) => (
        <Badge variant="light" color={LEVEL_COLORS[row.level]}>
          {t(`levels.${row.level}`)}
        </Badge>
      ),
    },
    { id: 'code', header: t('columns.code'), sortable: false },
    { id: 'msg', header: t('columns.message'), sortable: false },
    { id: 'count', header: t('columns.count'), sortable: false },
  ];
}

/** What happened to the device ('no logs yet' when nothing did). */
export function InfoLogsTable({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('kit');
  const { keys } = useKitApp();
  const columns = useMemo(() => infoColumns(t), [t]);
  const fetchPage = useMemo(
    () => fetchDevicePage<devices.InfoLog>(devices.listInfoLogs, deviceId),
    [deviceId],
  );
  return (
    <DataTable<devices.InfoLog>
      label={t('details.infoLogs')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={keys.infoLogs(deviceId)}
      defaultPageSize={LOG_PAGE_SIZE}
      searchKey={false}
      view="rows"
      emptyVariant="logs"
      maxHeight={420}
    />
  );
}

function accessColumns(t: TFunction): DataTableColumn<devices.AccessLog>[] {
  return [
    { id: 'at', header: t('columns.time'), sortable: false, accessor: (row) => formatDateTime(row.at) },
    {
      id: 'actor',
      header: t('columns.actor'),
      sortable: false,
      accessor: (row) => row.user?.name ?? t(`actors.${row.actor}`),
    },
    { id: 'action', header: t('columns.action'), sortable: false },
    {
      id: 'result',
      header: t('columns.result'),
      sortable: false,
      cell: (row) => (
        <Badge variant="light" color={row.result === 'accepted' ? 'green' : 'red'}>
          {t(`results.${row.result}`)}
        </Badge>
      ),
    },
    { id: 'reason', header: t('columns.reason'), sortable: false, accessor: (row) => row.reason ?? '' },
    {
      id: 'remoteAddress',
      header: t('columns.address'),
      sortable: false,
      accessor: (row) => row.remoteAddress ?? '',
    },
  ];
}

/** Who used the device: its own sign-ins and users' actions ('no logs yet' when none). */
export function AccessLogsTable({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('kit');
  const { keys } = useKitApp();
  const columns = useMemo(() => accessColumns(t), [t]);
  const fetchPage = useMemo(
    () => fetchDevicePage<devices.AccessLog>(devices.listAccessLogs, deviceId),
    [deviceId],
  );
  return (
    <DataTable<devices.AccessLog>
      label={t('details.accessLogs')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={keys.accessLogs(deviceId)}
      defaultPageSize={LOG_PAGE_SIZE}
      searchKey={false}
      view="rows"
      emptyVariant="logs"
      maxHeight={420}
    />
  );
}
