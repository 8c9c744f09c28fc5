import { DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import type * as defconAlarms from '@atrium/contracts/defcon/alarms';
import { Anchor, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alarmDateColumns } from '../../../../kit/components/alarms/alarmDateColumns.ts';
import { reloadOnPush } from '../../../../lib/liveReload.ts';
import { useRealtimeEvent } from '../../../../lib/realtime.ts';
import { DataTable, type DataTableColumn, useTableState } from '../../../../ui/DataTable/index.ts';
import { fetchDefconAlarms, type Kind } from '../../api/alarms.ts';
import { defconKeys } from '../../api/keys.ts';
import { DEFCON_PATHS } from '../../paths.ts';
import { AlarmDrawer } from './AlarmDrawer.tsx';
import { StageBadge } from './StageBadge.tsx';

type Alarm = defconAlarms.DefconAlarm;

function alarmColumns(t: TFunction, closed: boolean, open: (row: Alarm) => void): DataTableColumn<Alarm>[] {
  return [
    { id: 'id', header: t('alarms.columns.id'), width: 80 },
    {
      id: 'message',
      header: t('alarms.columns.alarm'),
      sortable: false,
      cell: (row) => (
        <UnstyledButton
          onClick={() => open(row)}
          aria-label={t('alarms.details.open', { id: row.id, name: row.message })}
        >
          <Text size="sm" fw={500} c="blue">
            {row.message}
          </Text>
        </UnstyledButton>
      ),
    },
    {
      id: 'stage',
      header: t('alarms.columns.stage'),
      sortable: false,
      accessor: (row) => t(`alarms.stages.${row.stage}`),
      cell: (row) => <StageBadge alarm={row} />,
    },
    {
      id: 'customer',
      header: t('alarms.columns.customer'),
      sortable: false,
      accessor: (row) => row.customer.name,
    },
    {
      id: 'panel',
      header: t('alarms.columns.panel'),
      sortable: false,
      accessor: (row) => row.panel.serial,
      cell: (row) => (
        <Anchor component={Link} to={DEFCON_PATHS.panelDetails(row.panel.id)} size="sm" ff="monospace">
          {row.panel.serial}
        </Anchor>
      ),
    },
    { id: 'zone', header: t('alarms.columns.zone'), sortable: false, accessor: (row) => row.zone ?? '—' },
    { id: 'code', header: t('alarms.columns.code'), sortable: false },
    ...alarmDateColumns<Alarm>(
      { raisedAt: t('alarms.columns.raisedAt'), closedAt: t('alarms.columns.closedAt') },
      closed,
      { id: 'deadline', header: t('alarms.columns.deadline'), at: (row) => row.deadline },
    ),
  ];
}

/**
 * The open (live) or closed (history) alarms of one kind: server paging, sort and search, pushed changes
 * reloading the list (a burst gathered into a few reloads) (a new alarm highlighted for 5000 ms), and the drawer with the actions and timeline.
 */
export function DefconAlarmsTable({ kind, closed }: { kind: Kind; closed: boolean }) {
  const { t } = useTranslation('defcon');
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Alarm | null>(null);
  const [highlight, setHighlight] = useState<number | null>(null);
  const state = useTableState({
    defaultPageSize: DEFAULT_PAGE_SIZE,
    tableKey: `defcon_alarms_${kind}${closed ? 'History' : ''}`,
    view: 'rows',
  });
  const queryKey = useMemo(() => defconKeys.alarmList(kind, closed), [kind, closed]);
  useRealtimeEvent('alarm', ({ change, alarm }) => {
    // A socket carries every app's alarms the user may see; only this kind of Defcon's concern this list.
    if (alarm.app !== 'defcon' || alarm.category !== kind) return;
    reloadOnPush(queryClient, queryKey);
    reloadOnPush(queryClient, defconKeys.alarm(kind, alarm.id));
    if ((change === 'raised' && !closed) || (closed && alarm.closedAt !== null)) setHighlight(alarm.id);
  });
  const columns = useMemo(() => alarmColumns(t, closed, setSelected), [t, closed]);
  const fetchPage = useMemo(() => fetchDefconAlarms(kind, closed), [kind, closed]);
  const screen = `${kind}${closed ? 'History' : ''}`;
  return (
    <>
      <DataTable<Alarm>
        label={t(`alarms.titles.${screen}`)}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={queryKey}
        state={state}
        searchPlaceholder={t('alarms.search')}
        rowLabel={(row) => `${row.id} ${row.message}`}
        onView={setSelected}
        highlightRowId={highlight}
        exportFileName={`defcon-${kind}-alarms${closed ? '-history' : ''}`}
        view="rows"
      />
      <AlarmDrawer kind={kind} row={selected} onClose={() => setSelected(null)} />
    </>
  );
}
