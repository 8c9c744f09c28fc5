import { DEFAULT_PAGE_SIZE, type places } from '@atrium/contracts';
import { Anchor, Badge, ColorSwatch, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { useCan } from '../../access.ts';
import { fetchGeofences, useDeleteGeofence } from '../../api/geofences.ts';
import { placesKeys } from '../../api/keys.ts';
import { geofenceEditPath, geofencePath } from '../../paths.ts';
import { describeShape } from './shapeText.ts';

/** Where a geofence's name and its view and edit actions lead. */
export interface GeofenceLinks {
  details: (id: number) => string;
  edit: (id: number) => string;
}
const CORE_LINKS: GeofenceLinks = { details: geofencePath, edit: geofenceEditPath };

const geofenceColumns = (t: TFunction, links: GeofenceLinks): DataTableColumn<places.Geofence>[] => [
  {
    id: 'name',
    header: t('columns.name'),
    cell: (row) => (
      <Group gap="xs" wrap="nowrap">
        <ColorSwatch color={row.color} size={14} />
        <Anchor component={Link} to={links.details(row.id)} size="sm" fw={500}>
          {row.name}
        </Anchor>
      </Group>
    ),
  },
  {
    id: 'shape',
    header: t('geofences.shape'),
    sortable: false,
    accessor: (row) => describeShape(t, row.shape),
    cell: (row) => <Badge variant="light">{describeShape(t, row.shape)}</Badge>,
  },
  { id: 'description', header: t('form.description'), sortable: false },
  { id: 'groups', header: t('geofences.groups'), sortable: false, accessor: (row) => row.groupIds.length },
  {
    id: 'createdAt',
    header: t('columns.createdAt'),
    accessor: (row) => formatDate(row.createdAt),
    csv: (row) => row.createdAt,
  },
];

const shapeFilter = (t: TFunction): FilterDefinition => ({
  type: 'select',
  key: 'type',
  label: t('geofences.shape'),
  multiple: false,
  optionValue: 'value',
  options: (['circle', 'polygon', 'rectangle'] as const).map((value) => ({
    value,
    label: t(`geofences.types.${value}`),
  })),
});

/**
 * GET /company/:id/geofence: paging, sort, search by name, a shape filter. `links`: another app's geofence
 * pages (fleet's), else the core ones.
 */
export function GeofencesTable({
  companyId,
  links = CORE_LINKS,
}: {
  companyId: number;
  links?: GeofenceLinks;
}) {
  const { t } = useTranslation('places');
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteGeofence(companyId);
  const columns = useMemo(() => geofenceColumns(t, links), [t, links]);
  const filters = useMemo(() => [shapeFilter(t)], [t]);
  const fetchPage = useMemo(() => fetchGeofences(companyId), [companyId]);
  const queryKey = useMemo(() => placesKeys.geofences(companyId), [companyId]);
  return (
    <DataTable<places.Geofence>
      label={t('geofences.title')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={queryKey}
      tableKey="core_geofences_list"
      defaultPageSize={DEFAULT_PAGE_SIZE}
      searchPlaceholder={t('geofences.search')}
      rowLabel={(row) => row.name}
      onView={(row) => void navigate(links.details(row.id))}
      onEdit={can(['p_area_geofences_update']) ? (row) => void navigate(links.edit(row.id)) : undefined}
      onDelete={can(['p_area_geofences_delete']) ? (row) => remove.mutateAsync(row.id) : undefined}
      deleteMessage={(row) => t('geofences.deleteQuestion', { name: row.name })}
      filters={filters}
      exportFileName="geofences"
    />
  );
}
