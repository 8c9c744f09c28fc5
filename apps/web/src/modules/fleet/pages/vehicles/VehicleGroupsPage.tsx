import { DEFAULT_PAGE_SIZE, type fleet } from '@atrium/contracts';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../kit/access.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FLEET_KEYS } from '../../access.ts';
import { fleetKeys } from '../../api/keys.ts';
import { fetchVehicleGroups, useDeleteVehicleGroup } from '../../api/vehicles.ts';
import { VehicleGroupModal } from '../../components/vehicles/VehicleGroupModal.tsx';

type VehicleGroup = fleet.VehicleGroup;

const groupColumns = (t: TFunction): DataTableColumn<VehicleGroup>[] => [
  { id: 'name', header: t('vehicleGroups.name') },
  { id: 'description', header: t('vehicleGroups.descriptionField'), sortable: false },
  { id: 'vehicles', header: t('vehicleGroups.vehicles'), sortable: false },
  {
    id: 'createdAt',
    header: t('vehicleGroups.createdAt'),
    accessor: (row) => formatDate(row.createdAt),
    csv: (row) => row.createdAt,
  },
];

/** /fleet/vehicles/vehicles-groups: the company's vehicle groups with how many vehicles each holds. */
export function VehicleGroupsPage() {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const [editing, setEditing] = useState<{ group?: VehicleGroup } | null>(null);
  const [highlight, setHighlight] = useState<number | null>(null);
  const remove = useDeleteVehicleGroup();
  const columns = useMemo(() => groupColumns(t), [t]);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('vehicleGroups.title')}
        description={t('vehicleGroups.description')}
        actions={
          can(FLEET_KEYS.vehicles.create) && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
              {t('vehicleGroups.add')}
            </Button>
          )
        }
      />
      <DataTable<VehicleGroup>
        label={t('vehicleGroups.title')}
        columns={columns}
        fetchPage={fetchVehicleGroups}
        queryKey={fleetKeys.vehicleGroups()}
        tableKey="fleet_vehicle_groups"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('vehicleGroups.search')}
        rowLabel={(row) => row.name}
        onEdit={can(FLEET_KEYS.vehicles.update) ? (row) => setEditing({ group: row }) : undefined}
        onDelete={can(FLEET_KEYS.vehicles.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
        deleteMessage={(row) => t('vehicleGroups.deleteQuestion', { name: row.name })}
        highlightRowId={highlight}
        view="rows"
        exportFileName="fleet-vehicle-groups"
      />
      {editing && (
        <VehicleGroupModal
          group={editing.group}
          onClose={() => setEditing(null)}
          onSaved={(saved) => setHighlight(saved.id)}
        />
      )}
    </Stack>
  );
}
