import { Code, Paper, Stack, Switch, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableQuery, useTableState } from '../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../ui/TableFilters/index.ts';
import { deviceColumns } from '../components/deviceColumns.tsx';
import { DEVICE_STATUSES, DEVICE_TYPES, EXAMPLE_COUNTRIES, generateDevices, queryDevices } from '../data.ts';
import { citySearch } from '../filterData.ts';
import { ExamplePage } from './ExamplePage.tsx';

const LATENCY_MS = 150;

/**
 * /core/libs-examples/table-filters: Add Filter, the chips and the side panel on a table of 2,000 devices,
 * with every kind of filter: one value, several (tags), an amount range and a dependent pair.
 */
export function TableFiltersExamplePage() {
  const { t } = useTranslation('libs-examples');
  const devices = useRef(generateDevices(2000));
  const failNext = useRef(false);
  const [failSwitch, setFailSwitch] = useState(false);
  const state = useTableState();
  const columns = useMemo(() => deviceColumns(t), [t]);
  const filters = useMemo<FilterDefinition[]>(
    () => [
      {
        type: 'select',
        key: 'status',
        label: t('columns.status'),
        multiple: false,
        optionValue: 'value',
        options: DEVICE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
      },
      {
        type: 'select',
        key: 'type',
        label: t('columns.type'),
        multiple: true,
        optionValue: 'value',
        options: DEVICE_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
      },
      { type: 'amount', key: 'battery', label: t('columns.battery'), min: 0, max: 100 },
      {
        type: 'select',
        key: 'country',
        label: t('tableFilters.country'),
        multiple: false,
        optionValue: 'value',
        options: EXAMPLE_COUNTRIES.map((value) => ({ value, label: t(`countries.${value}`) })),
      },
      {
        type: 'select',
        key: 'city',
        label: t('columns.city'),
        parent: 'country',
        multiple: true,
        optionValue: 'city',
        optionLabel: 'city',
        search: citySearch,
      },
    ],
    [t],
  );

  const fetchPage = async (query: TableQuery) => {
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    if (failNext.current) {
      failNext.current = false;
      setFailSwitch(false);
      throw new Error('Simulated server failure');
    }
    return queryDevices(devices.current, query);
  };

  return (
    <ExamplePage title={t('tableFilters.title')} description={t('tableFilters.description')}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Text size="sm">{t('tableFilters.sent')}</Text>
          <Code block data-testid="table-filters-sent">
            {JSON.stringify(state.filter)}
          </Code>
          <Switch
            checked={failSwitch}
            onChange={(event) => {
              failNext.current = event.currentTarget.checked;
              setFailSwitch(event.currentTarget.checked);
            }}
            label={t('tableFilters.failNext')}
          />
        </Stack>
      </Paper>
      <DataTable
        label={t('tableFilters.title')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={['libs-examples', 'filtered-devices']}
        state={state}
        filters={filters}
        view="rows"
        maxHeight={420}
      />
    </ExamplePage>
  );
}
