import { type alarms, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Anchor, Text, UnstyledButton } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, useTableState } from '../../../ui/DataTable/index.ts';
import { inScope } from '../../api/alarmCache.ts';
import { type AlarmScope, alarmKeysOf } from '../../api/alarmKeys.ts';
import { fetchAlarms, useAlarmInfo } from '../../api/alarms.ts';
import { useLiveAlarms } from '../../api/live.ts';
import { type KitApp, tableKeyOf } from '../../app.ts';
import { useKitApp } from '../../KitAppContext.tsx';
import { AlarmStatusBadge, SeverityBadge } from './AlarmBadges.tsx';
import { AlarmDrawer } from './AlarmDrawer.tsx';
import { AlarmPeriodFilter } from './AlarmPeriodFilter.tsx';
import { alarmDateColumns } from './alarmDateColumns.ts';
import { alarmFilters } from './alarmFilters.ts';

type Alarm = alarms.Alarm;
/** WCAG 2.2 target size: rows of alarms stack their buttons and links, each at least this tall. */
const TARGET_PX = 24;

function alarmColumns(
  t: TFunction,
  app: KitApp,
  closed: boolean,
  open: (row: Alarm) => void,
): DataTableColumn<Alarm>[] {
  return [
    {
      id: 'message',
      header: t('alarms.columns.alarm'),
      sortable: false,
      cell: (row) => (
        <UnstyledButton
          onClick={() => open(row)}
          aria-label={t('alarms.details.open', { name: row.message })}
          mih={TARGET_PX}
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
          to={app.devicePage({ id: row.device.id, solution: row.solution })}
          size="sm"
          ff="monospace"
          display="inline-block"
          mih={TARGET_PX}
          lh={`${TARGET_PX}px`}
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
    ...alarmDateColumns<Alarm>(
      { raisedAt: t('alarms.columns.raisedAt'), closedAt: t('alarms.columns.closedAt') },
      closed,
      { id: 'acknowledgedAt', header: t('alarms.columns.acknowledgedAt'), at: (row) => row.acknowledgedAt },
    ),
  ];
}

/** Whether a pushed change brings the alarm into this list (a new open one, or a newly closed one). */
const arrives = (
  event: alarms.AlarmEvent,
  category: alarms.AlarmCategory,
  closed: boolean,
  scope: AlarmScope,
) =>
  event.alarm.category === category &&
  inScope(event.alarm, scope) &&
  (closed ? event.alarm.closedAt !== null : event.change === 'raised');

interface AlarmsTableProps {
  category: alarms.AlarmCategory;
  closed: boolean;
  /** Only alarms of this kind (fleet's job-card and vehicle screens), live ones too. */
  kind?: alarms.AlarmKind;
  /** The app's own filter param and value (contracts APP_ALARM_FILTERS: asset watch's `where`). */
  appFilter?: Record<string, string>;
  /** Table settings and export name of a list narrower than its category (fleet's and asset watch's screens). */
  name?: string;
  /** The table's accessible name when the page is not the category's own. */
  label?: string;
}

/**
 * The open (or closed) alarms of one category: server paging and sort, the spec §3 filter with the period,
 * live changes merged into the page (a new alarm highlighted for 5000 ms), and the details drawer.
 */
export function AlarmsTable({ category, closed, kind, appFilter, name, label }: AlarmsTableProps) {
  const { t } = useTranslation('kit');
  const app = useKitApp();
  const info = useAlarmInfo();
  const [selected, setSelected] = useState<Alarm | null>(null);
  const [highlight, setHighlight] = useState<number | null>(null);
  const state = useTableState({
    defaultPageSize: DEFAULT_PAGE_SIZE,
    tableKey: tableKeyOf(app, 'alarms', `${name ?? kind ?? category}${closed ? 'History' : ''}`),
    view: 'rows',
  });
  const scope = useMemo<AlarmScope>(() => ({ ...(kind ? { kind } : {}), ...appFilter }), [kind, appFilter]);
  useLiveAlarms((event) => {
    if (arrives(event, category, closed, scope)) setHighlight(event.alarm.id);
  });
  const columns = useMemo(() => alarmColumns(t, app, closed, setSelected), [t, app, closed]);
  const filters = useMemo(() => alarmFilters(t, app, info.data, closed), [t, app, info.data, closed]);
  const fetchPage = useMemo(() => fetchAlarms(app, category, closed, scope), [app, category, closed, scope]);
  const queryKey = useMemo(
    () => alarmKeysOf(app.keys).list(category, closed, scope),
    [app, category, closed, scope],
  );

  return (
    <>
      <DataTable<Alarm>
        label={label ?? t(`alarms.titles.${closed ? `${category}-history` : category}`)}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={queryKey}
        state={state}
        searchKey={false}
        rowLabel={(row) => `${row.device.serial} ${row.message}`}
        onView={setSelected}
        highlightRowId={highlight}
        exportFileName={`${name ?? category}-alarms${closed ? '-history' : ''}`}
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
