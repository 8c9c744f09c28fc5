import { DEFAULT_PAGE_SIZE, type rodent } from '@atrium/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable/index.ts';
import { coKeys, fetchStationVisits } from '../api/rodent.ts';
import { dateTime } from './format.ts';

type Visit = rodent.Visit;

const columns = (t: TFunction): DataTableColumn<Visit>[] => [
  { id: 'at', header: t('visits.at'), accessor: (row) => dateTime(row.at) },
  {
    id: 'technician',
    header: t('visits.technician'),
    sortable: false,
    accessor: (row) => row.technician?.name ?? '—',
  },
  { id: 'notes', header: t('visits.notes'), sortable: false, accessor: (row) => row.notes || '—' },
  {
    id: 'cleared',
    header: t('visits.cleared'),
    sortable: false,
    accessor: (row) => t('visits.clearedCounts', { events: row.clearedEvents, alarms: row.clearedAlarms }),
  },
];

/** A station's technician visits, newest first, with paging. */
export function VisitsTable({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('cloud-orbit');
  const cols = useMemo(() => columns(t), [t]);
  const fetchPage = useMemo(() => fetchStationVisits(deviceId), [deviceId]);
  return (
    <DataTable<Visit>
      label={t('station.visits')}
      columns={cols}
      fetchPage={fetchPage}
      queryKey={coKeys.visits(deviceId)}
      defaultPageSize={DEFAULT_PAGE_SIZE}
      pageSizes={[10, 25, 50]}
      searchKey={false}
      view="rows"
      emptyVariant="logs"
      maxHeight={360}
    />
  );
}
