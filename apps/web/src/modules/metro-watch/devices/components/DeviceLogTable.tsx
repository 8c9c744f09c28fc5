import { metrowatch } from '@atrium/contracts';
import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tableParams } from '../../../../kit/api/devices.ts';
import { type CallOptions, call } from '../../../../lib/api.ts';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../../ui/DataTable/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { metroDeviceKeys } from '../api/keys.ts';
import { CommandStateBadge } from './CommandStateBadge.tsx';

type Entry = metrowatch.DeviceLogEntry;
type LogQuery = CallOptions<typeof metrowatch.listMetrowatchDeviceLog>['query'];

const isCommandState = (value: string): value is metrowatch.CommandState =>
  (metrowatch.COMMAND_STATES as readonly string[]).includes(value);

function columns(t: TFunction): DataTableColumn<Entry>[] {
  return [
    { id: 'at', header: t('devices.columns.time'), accessor: (row) => formatDateTime(row.at) },
    {
      id: 'user',
      header: t('devices.columns.user'),
      sortable: false,
      accessor: (row) => row.user?.name ?? t('devices.log.device'),
    },
    {
      id: 'action',
      header: t('devices.columns.action'),
      sortable: false,
      accessor: (row) =>
        row.kind === 'command' ? t(`devices.commands.names.${row.action}`, row.action) : row.action,
    },
    {
      id: 'result',
      header: t('devices.columns.result'),
      sortable: false,
      cell: (row) =>
        row.kind === 'command' && isCommandState(row.result) ? (
          <CommandStateBadge state={row.result} />
        ) : (
          <Badge variant="light" color={row.result === 'accepted' ? 'green' : 'red'}>
            {t(`devices.log.results.${row.result}`, row.result)}
          </Badge>
        ),
    },
    {
      id: 'reason',
      header: t('devices.columns.reason'),
      sortable: false,
      accessor: (row) => row.reason ?? '',
    },
  ];
}

/** The device's access log (who opened, locked or signed in, granted or refused) or its command log. */
export function DeviceLogTable({ deviceId, kind }: { deviceId: number; kind: metrowatch.LogKind }) {
  const { t } = useTranslation('metro-watch');
  const cols = useMemo(() => columns(t), [t]);
  const fetchPage = useMemo(
    () => (query: TableQuery, signal?: AbortSignal) =>
      call(metrowatch.listMetrowatchDeviceLog, {
        params: { id: deviceId },
        query: { ...tableParams(query), kind } as LogQuery,
        signal,
      }),
    [deviceId, kind],
  );
  return (
    <DataTable<Entry>
      label={t(`devices.log.${kind}`)}
      columns={cols}
      fetchPage={fetchPage}
      queryKey={[...metroDeviceKeys.log(deviceId), kind]}
      defaultPageSize={10}
      searchKey={false}
      view="rows"
      emptyVariant="logs"
      maxHeight={420}
    />
  );
}
