import { DEFAULT_PAGE_SIZE, rodent } from '@atrium/contracts';
import { Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../ui/TableFilters/index.ts';
import { coKeys, fetchStationEvents } from '../api/rodent.ts';
import { dateTime, KIND_COLORS } from './format.ts';

type Event = rodent.StationEvent;

function columns(t: TFunction): DataTableColumn<Event>[] {
  return [
    {
      id: 'kind',
      header: t('events.kind'),
      accessor: (row) => t(`kinds.${row.kind}`),
      cell: (row) => (
        <Badge color={KIND_COLORS[row.kind]} variant="filled" data-testid="event-kind">
          {t(`kinds.${row.kind}`)}
        </Badge>
      ),
    },
    { id: 'at', header: t('events.at'), accessor: (row) => dateTime(row.at) },
    {
      id: 'value',
      header: t('events.value'),
      sortable: false,
      accessor: (row) => (row.value === null ? '—' : String(row.value)),
    },
    {
      id: 'state',
      header: t('events.state'),
      sortable: false,
      accessor: (row) => (row.clearedByVisit === null ? t('events.open') : t('events.cleared')),
      cell: (row) =>
        row.clearedByVisit === null ? (
          <Text size="sm" fw={600} c="red.9">
            {t('events.open')}
          </Text>
        ) : (
          <Text size="sm">{t('events.cleared')}</Text>
        ),
    },
  ];
}

/** A station's events, newest first, filtered by kind and open or cleared, with paging. */
export function EventsTable({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('cloud-orbit');
  const cols = useMemo(() => columns(t), [t]);
  const fetchPage = useMemo(() => fetchStationEvents(deviceId), [deviceId]);
  const filters = useMemo<FilterDefinition[]>(
    () => [
      {
        type: 'select',
        key: 'kind',
        label: t('events.kind'),
        multiple: false,
        optionValue: 'value',
        options: rodent.EVENT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
      },
      {
        type: 'select',
        key: 'open',
        label: t('events.state'),
        multiple: false,
        optionValue: 'value',
        options: [
          { value: 'true', label: t('events.open') },
          { value: 'false', label: t('events.cleared') },
        ],
      },
    ],
    [t],
  );
  return (
    <DataTable<Event>
      label={t('station.events')}
      columns={cols}
      fetchPage={fetchPage}
      queryKey={coKeys.events(deviceId)}
      defaultPageSize={DEFAULT_PAGE_SIZE}
      pageSizes={[10, 25, 50]}
      searchKey={false}
      filters={filters}
      view="rows"
      emptyVariant="logs"
      maxHeight={420}
    />
  );
}
