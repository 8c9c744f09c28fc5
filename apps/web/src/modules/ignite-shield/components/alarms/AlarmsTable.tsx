import { type alarms, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Anchor, Text, UnstyledButton } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, useTableState } from '../../../../ui/DataTable/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { alarmKeys } from '../../api/alarmKeys.ts';
import { fetchAlarms, useAlarmInfo } from '../../api/alarms.ts';
import { useLiveAlarms } from '../../api/live.ts';
import { devicePath } from '../../paths.ts';
import { AlarmStatusBadge, SeverityBadge } from './AlarmBadges.tsx';
import { AlarmDrawer } from './AlarmDrawer.tsx';
import { AlarmPeriodFilter } from './AlarmPeriodFilter.tsx';
import { alarmFilters } from './alarmFilters.ts';

type Alarm = alarms.Alarm;
const when = (at: string | null) => (at ? formatDateTime(at) : '—');

function alarmColumns(t: TFunction, closed: boolean, open: (row: Alarm) => void): DataTableColumn<Alarm>[] {
  return [
    {
      id: 'message',
      header: t('alarms.columns.alarm'),
      sortable: false,
      cell: (row) => (
        <UnstyledButton
          onClick={() => open(row)}
          aria-label={t('alarms.details.open', { name: row.message })}
        >
          <Text size="sm" fw={500} c="blue">
            {row.message}
          </Text>
        </UnstyledButton>
      ),
    },
    {
      id: 'severity',
      header: t('alarms.columns.severity'),
      width: 120,
      accessor: (row) => t(`alarms.severities.${row.severity}`),
      cell: (row) => <SeverityBadge alarm={row} />,
    },
    {
      id: 'status',
      header: t('alarms.columns.status'),
      width: 150,
      sortable: false,
      accessor: (row) => t(`alarms.statuses.${row.status}`),
      cell: (row) => <AlarmStatusBadge alarm={row} />,
    },
    {
      id: 'device',
      header: t('alarms.columns.device'),
      sortable: false,
      accessor: (row) => row.device.serial,
      cell: (row) => (
        <Anchor
          component={Link}
          to={devicePath(row.solution?.id ?? null, row.device.id)}
          size="sm"
          ff="monospace"
        >
          {row.device.serial}
        </Anchor>
      ),
    },
    {
      id: 'solution',
      header: t('alarms.columns.solution'),
      sortable: false,
      accessor: (row) => row.solution?.name ?? '',
    },
    {
      id: 'structure',
      header: t('alarms.columns.structure'),
      sortable: false,
      accessor: (row) => row.structure?.name ?? '',
    },
    { id: 'value', header: t('alarms.columns.value'), sortable: false, accessor: (row) => row.value ?? '' },
    {
      id: 'raisedAt',
      header: t('alarms.columns.raisedAt'),
      accessor: (row) => when(row.raisedAt),
      csv: (row) => row.raisedAt,
    },
    closed
      ? {
          id: 'closedAt',
          header: t('alarms.columns.closedAt'),
          accessor: (row) => when(row.closedAt),
          csv: (row) => row.closedAt ?? '',
        }
      : {
          id: 'acknowledgedAt',
          header: t('alarms.columns.acknowledgedAt'),
          sortable: false,
          accessor: (row) => when(row.acknowledgedAt),
          csv: (row) => row.acknowledgedAt ?? '',
        },
  ];
}

/** Whether a pushed change brings the alarm into this list (a new open one, or a newly closed one). */
const arrives = (event: alarms.AlarmEvent, category: alarms.AlarmCategory, closed: boolean) =>
  event.alarm.category === category && (closed ? event.alarm.closedAt !== null : event.change === 'raised');

/**
 * The open (or closed) alarms of one category: server paging and sort, the spec §3 filter with the period,
 * live changes merged into the page (a new alarm highlighted for 5000 ms), and the details drawer.
 */
export function AlarmsTable({ category, closed }: { category: alarms.AlarmCategory; closed: boolean }) {
  const { t } = useTranslation('ignite-shield');
  const info = useAlarmInfo();
  const [selected, setSelected] = useState<Alarm | null>(null);
  const [highlight, setHighlight] = useState<number | null>(null);
  const state = useTableState({
    defaultPageSize: DEFAULT_PAGE_SIZE,
    tableKey: `swam_alarms_${category}${closed ? 'History' : ''}`,
    view: 'rows',
  });
  useLiveAlarms((event) => {
    if (arrives(event, category, closed)) setHighlight(event.alarm.id);
  });
  const columns = useMemo(() => alarmColumns(t, closed, setSelected), [t, closed]);
  const filters = useMemo(() => alarmFilters(t, info.data, closed), [t, info.data, closed]);
  const fetchPage = useMemo(() => fetchAlarms(category, closed), [category, closed]);
  const queryKey = useMemo(() => alarmKeys.list(category, closed), [category, closed]);

  return (
    <>
      <DataTable<Alarm>
        label={t(`alarms.titles.${closed ? `${category}-history` : category}`)}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={queryKey}
        state={state}
        searchKey={false}
        rowLabel={(row) => `${row.device.serial} ${row.message}`}
        onView={setSelected}
        highlightRowId={highlight}
        exportFileName={`${category}-alarms${closed ? '-history' : ''}`}
        filters={filters}
        view="rows"
        toolbar={<AlarmPeriodFilter state={state} />}
      />
      {info.isError && (
        <Text size="xs" c="dimmed">
          {t('alarms.filters.infoFailed')}
        </Text>
      )}
      <AlarmDrawer row={selected} onClose={() => setSelected(null)} />
    </>
  );
}
