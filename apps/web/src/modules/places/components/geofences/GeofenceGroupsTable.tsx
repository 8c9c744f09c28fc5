import { DEFAULT_PAGE_SIZE, type places } from '@atrium/contracts';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { useCan } from '../../access.ts';
import { fetchGeofenceGroups, useGeofenceGroupMutations } from '../../api/geofences.ts';
import { placesKeys } from '../../api/keys.ts';
import { GeofenceGroupModal } from './GeofenceGroupModal.tsx';

const groupColumns = (t: TFunction): DataTableColumn<places.GeofenceGroup>[] => [
  { id: 'name', header: t('columns.name') },
  { id: 'description', header: t('form.description'), sortable: false },
  {
    id: 'members',
    header: t('geofenceGroups.members'),
    sortable: false,
    accessor: (row) => row.geofenceIds.length,
  },
  {
    id: 'createdAt',
    header: t('columns.createdAt'),
    accessor: (row) => formatDate(row.createdAt),
    csv: (row) => row.createdAt,
  },
];

/** GET /company/:id/geofence-group: paging, sort, search by name; create, edit and delete in a modal. */
export function GeofenceGroupsTable({ companyId }: { companyId: number }) {
  const { t } = useTranslation('places');
  const can = useCan();
  const { remove } = useGeofenceGroupMutations(companyId);
  const [editing, setEditing] = useState<places.GeofenceGroup | 'new' | null>(null);
  const columns = useMemo(() => groupColumns(t), [t]);
  const fetchPage = useMemo(() => fetchGeofenceGroups(companyId), [companyId]);
  const queryKey = useMemo(() => placesKeys.geofenceGroups(companyId), [companyId]);
  return (
    <>
      <DataTable<places.GeofenceGroup>
        label={t('geofenceGroups.title')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={queryKey}
        tableKey="core_geofence_groups"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('geofenceGroups.search')}
        rowLabel={(row) => row.name}
        onEdit={can(['p_area_geofences_update']) ? (row) => setEditing(row) : undefined}
        onDelete={can(['p_area_geofences_delete']) ? (row) => remove.mutateAsync(row.id) : undefined}
        deleteMessage={(row) => t('geofenceGroups.deleteQuestion', { name: row.name })}
        exportFileName="geofence-groups"
        toolbar={
          can(['p_area_geofences_create']) && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
              {t('geofenceGroups.create')}
            </Button>
          )
        }
      />
      {editing && (
        <GeofenceGroupModal
          companyId={companyId}
          group={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
