import { Paper, SegmentedControl, Select, SimpleGrid, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import {
  DataTable,
  type RowId,
  TABLE_PAGE_SIZES,
  type TableQuery,
  tableMessage,
  useTableState,
} from '../../../ui/DataTable/index.ts';
import { deviceColumns } from '../components/deviceColumns.tsx';
import { DEVICE_STATUSES, type ExampleDevice, generateDevices, queryDevices } from '../data.ts';
import { ExamplePage } from './ExamplePage.tsx';

type DataSet = 'many' | 'few' | 'none';
const SIZES: Record<DataSet, number> = { many: 10_000, few: 8, none: 0 };
const LATENCY_MS = 150;
const ALL_ROWS_PAGE = 10_000;

/** /core/libs-examples/data-table: the DataTable over generated devices with a client-side fetchPage. */
export function DataTableExamplePage() {
  const { t } = useTranslation('libs-examples');
  const [dataSet, setDataSet] = useState<DataSet>('many');
  const [onePage, setOnePage] = useState(false);
  return (
    <ExamplePage title={t('dataTable.title')} description={t('dataTable.description')}>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <SegmentedControl
            value={dataSet}
            onChange={(value) => setDataSet(value as DataSet)}
            data={(['many', 'few', 'none'] as const).map((value) => ({
              value,
              label: t(`dataTable.sets.${value}`),
            }))}
          />
          <Switch
            checked={onePage}
            onChange={(event) => setOnePage(event.currentTarget.checked)}
            label={t('dataTable.onePage')}
            disabled={dataSet !== 'many'}
          />
        </SimpleGrid>
      </Paper>
      <DevicesTable
        key={`${dataSet}-${onePage}`}
        count={SIZES[dataSet]}
        onePage={onePage && dataSet === 'many'}
      />
    </ExamplePage>
  );
}

function DevicesTable({ count, onePage }: { count: number; onePage: boolean }) {
  const { t } = useTranslation('libs-examples');
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const devices = useRef<ExampleDevice[]>(generateDevices(count));
  const failNext = useRef(false);
  const [failSwitch, setFailSwitch] = useState(false);
  const [highlight, setHighlight] = useState<RowId | null>(null);
  const columns = useMemo(() => deviceColumns(t), [t]);
  const state = useTableState({ defaultPageSize: onePage ? ALL_ROWS_PAGE : undefined });

  const fetchPage = async (query: TableQuery) => {
    if (!onePage) await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    if (failNext.current) {
      failNext.current = false;
      setFailSwitch(false);
      throw new Error('Simulated server failure');
    }
    return queryDevices(devices.current, query);
  };
  const remove = (ids: number[]) => {
    devices.current = devices.current.filter((device) => !ids.includes(device.id));
  };
  const status = typeof state.filter.status === 'string' ? state.filter.status : null;

  return (
    <DataTable<ExampleDevice>
      label={t('dataTable.title')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={['libs-examples', 'devices', count, onePage]}
      state={state}
      pageSizes={onePage ? [...TABLE_PAGE_SIZES, ALL_ROWS_PAGE] : undefined}
      searchPlaceholder={t('dataTable.searchPlaceholder')}
      selectable
      exportFileName="devices"
      highlightRowId={highlight}
      onView={(row) => notifications.show({ title: row.name, message: `${row.serial} · ${row.city}` })}
      onEdit={(row) => {
        row.battery = Math.min(100, row.battery + 5);
        void queryClient.invalidateQueries({ queryKey: ['libs-examples', 'devices'] });
        setHighlight(null);
        queueMicrotask(() => setHighlight(row.id));
        notifications.show({ color: 'green', message: translateMessage(tc, tableMessage('updated', 1)) });
      }}
      onDelete={(row) => remove([row.id])}
      onDeleteRows={(rows) => remove(rows.map((row) => row.id))}
      deleteMessage={(row) => t('dataTable.deleteQuestion', { name: row.name })}
      toolbar={
        <>
          <Select
            aria-label={t('columns.status')}
            placeholder={t('columns.status')}
            clearable
            w={160}
            value={status}
            data={DEVICE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            onChange={(value) => state.setFilter({ ...state.filter, status: value })}
          />
          <Switch
            checked={failSwitch}
            onChange={(event) => {
              failNext.current = event.currentTarget.checked;
              setFailSwitch(event.currentTarget.checked);
            }}
            label={t('dataTable.failNext')}
          />
        </>
      }
    />
  );
}
