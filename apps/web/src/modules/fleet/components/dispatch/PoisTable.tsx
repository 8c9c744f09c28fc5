import { DEFAULT_PAGE_SIZE, fleet } from '@atrium/contracts';
import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { useCan } from '../../../companies/access.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { FLEET_KEYS } from '../../access.ts';
import { dispatchKeys, fetchPois, useDeletePoi } from '../../api/dispatch.ts';

type Row = fleet.Poi;

const poiColumns = (t: TFunction): DataTableColumn<Row>[] => [
  { id: 'name', header: t('dispatch.pois.name') },
  {
    id: 'category',
    header: t('dispatch.pois.category'),
    accessor: (row) => t(`dispatch.pois.categories.${row.category}`),
    cell: (row) => <Badge variant="light">{t(`dispatch.pois.categories.${row.category}`)}</Badge>,
  },
  {
    id: 'position',
    header: t('dispatch.pois.location'),
    sortable: false,
    accessor: (row) => `${row.lat.toFixed(5)}, ${row.lng.toFixed(5)}`,
    cell: (row) => <span dir="ltr">{`${row.lat.toFixed(5)}, ${row.lng.toFixed(5)}`}</span>,
  },
  { id: 'radiusMeters', header: t('dispatch.pois.radius'), sortable: false },
  { id: 'address', header: t('dispatch.pois.address'), sortable: false },
  {
    id: 'updatedAt',
    header: t('dispatch.common.updatedAt'),
    accessor: (row) => formatDateTime(row.updatedAt),
    csv: (row) => row.updatedAt,
  },
];

const categoryFilter = (t: TFunction): FilterDefinition => ({
  type: 'select',
  key: 'category',
  label: t('dispatch.pois.category'),
  multiple: false,
  optionValue: 'value',
  options: fleet.POI_CATEGORIES.map((value) => ({ value, label: t(`dispatch.pois.categories.${value}`) })),
});

/** GET /fleet/poi: paging, sort, name search, a category filter; edit and delete as allowed. */
export function PoisTable({ onEdit }: { onEdit: (row: Row) => void }) {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const remove = useDeletePoi();
  const columns = useMemo(() => poiColumns(t), [t]);
  const filters = useMemo(() => [categoryFilter(t)], [t]);
  return (
    <DataTable<Row>
      label={t('dispatch.pois.title')}
      columns={columns}
      fetchPage={fetchPois}
      queryKey={dispatchKeys.pois()}
      tableKey="fleet_pois_list"
      defaultPageSize={DEFAULT_PAGE_SIZE}
      searchPlaceholder={t('dispatch.pois.search')}
      rowLabel={(row) => row.name}
      onEdit={can(FLEET_KEYS.routes.update) ? onEdit : undefined}
      onDelete={can(FLEET_KEYS.routes.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
      deleteMessage={(row) => t('dispatch.pois.deleteQuestion', { name: row.name })}
      filters={filters}
      exportFileName="points-of-interest"
    />
  );
}
