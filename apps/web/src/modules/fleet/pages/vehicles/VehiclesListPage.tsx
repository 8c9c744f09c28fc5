import { DEFAULT_PAGE_SIZE, type fleet } from '@atrium/contracts';
import { Anchor, Badge, Button, Stack } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog/index.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FLEET_KEYS } from '../../access.ts';
import { fleetKeys } from '../../api/keys.ts';
import {
  fetchVehicles,
  useDeleteVehicle,
  useSuspendVehicle,
  useVehicleGroupOptions,
} from '../../api/vehicles.ts';
import { VehicleActions } from '../../components/vehicles/VehicleActions.tsx';
import { VehicleModal, type VehicleModalMode } from '../../components/vehicles/VehicleModal.tsx';
import { FLEET_PATHS } from '../../paths.ts';

type Vehicle = fleet.Vehicle;

function vehicleColumns(t: TFunction): DataTableColumn<Vehicle>[] {
  const none = t('vehicles.none');
  return [
    {
      id: 'name',
      header: t('vehicles.name'),
      cell: (row) => (
        <Anchor component={Link} to={FLEET_PATHS.vehicleMap(row.id)} size="sm" fw={500} dir="auto">
          {row.name}
        </Anchor>
      ),
    },
    { id: 'plate', header: t('vehicles.plate') },
    {
      id: 'makeModel',
      header: t('vehicles.makeModel'),
      sortable: false,
      accessor: (row) => [row.make, row.model].filter(Boolean).join(' ') || none,
    },
    {
      id: 'tracker',
      header: t('vehicles.tracker'),
      sortable: false,
      accessor: (row) => row.device?.serial ?? none,
    },
    {
      id: 'driver',
      header: t('vehicles.driver'),
      sortable: false,
      accessor: (row) => row.driver?.name ?? none,
    },
    { id: 'group', header: t('vehicles.group'), sortable: false, accessor: (row) => row.group?.name ?? none },
    {
      id: 'status',
      header: t('vehicles.status'),
      sortable: false,
      accessor: (row) => (row.suspended ? t('vehicles.suspended') : t('vehicles.inService')),
      cell: (row) =>
        row.suspended ? (
          <Badge color="red.8">{t('vehicles.suspended')}</Badge>
        ) : (
          <Badge variant="default">{t('vehicles.inService')}</Badge>
        ),
    },
  ];
}

type Dialog =
  | { kind: 'form'; mode: VehicleModalMode; vehicle?: Vehicle }
  | { kind: 'suspend'; vehicle: Vehicle };

/**
 * /fleet/vehicles/vehicles-list: the company's vehicles, paged, searched by name or plate and filtered by
 * group and status; add and edit, assign tracker, driver and group, suspend and unsuspend (spec §4, asked
 * first), delete.
 */
export function VehiclesListPage() {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [highlight, setHighlight] = useState<number | null>(null);
  const suspend = useSuspendVehicle();
  const remove = useDeleteVehicle();
  const groups = useVehicleGroupOptions();
  const canUpdate = can(FLEET_KEYS.vehicles.update);
  const canSuspend = can(FLEET_KEYS.vehicles.suspend);

  const columns = useMemo(() => {
    const base = vehicleColumns(t);
    if (!canUpdate && !canSuspend) return base;
    const actions: DataTableColumn<Vehicle> = {
      id: 'actions',
      header: t('vehicles.actions'),
      sortable: false,
      csv: () => '',
      cell: (row) => (
        <VehicleActions
          vehicle={row}
          canAssign={canUpdate}
          canSuspend={canSuspend}
          onAssign={() => setDialog({ kind: 'form', mode: 'assign', vehicle: row })}
          onSuspend={() => setDialog({ kind: 'suspend', vehicle: row })}
        />
      ),
    };
    return [...base, actions];
  }, [t, canUpdate, canSuspend]);

  const filters = useMemo<FilterDefinition[]>(
    () => [
      {
        type: 'select',
        key: 'suspended',
        label: t('vehicles.status'),
        multiple: false,
        optionValue: 'value',
        options: [
          { value: 'false', label: t('vehicles.inService') },
          { value: 'true', label: t('vehicles.suspended') },
        ],
      },
      {
        type: 'select',
        key: 'groupId',
        label: t('vehicles.group'),
        multiple: false,
        optionValue: 'value',
        options: (groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name })),
      },
    ],
    [t, groups.data],
  );

  const suspending = dialog?.kind === 'suspend' ? dialog.vehicle : null;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('vehicles.title')}
        description={t('vehicles.description')}
        actions={
          can(FLEET_KEYS.vehicles.create) && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setDialog({ kind: 'form', mode: 'create' })}
            >
              {t('vehicles.add')}
            </Button>
          )
        }
      />
      <DataTable<Vehicle>
        label={t('vehicles.title')}
        columns={columns}
        fetchPage={fetchVehicles}
        queryKey={fleetKeys.vehicleList()}
        tableKey="fleet_vehicles_list"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('vehicles.search')}
        rowLabel={(row) => row.name}
        onEdit={canUpdate ? (row) => setDialog({ kind: 'form', mode: 'edit', vehicle: row }) : undefined}
        onDelete={can(FLEET_KEYS.vehicles.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
        deleteMessage={(row) => t('vehicles.deleteQuestion', { name: row.name })}
        highlightRowId={highlight}
        filters={filters}
        view="rows"
        exportFileName="fleet-vehicles"
      />
      {dialog?.kind === 'form' && (
        <VehicleModal
          mode={dialog.mode}
          vehicle={dialog.vehicle}
          onClose={() => setDialog(null)}
          onSaved={(saved) => setHighlight(saved.id)}
        />
      )}
      <ConfirmDialog
        opened={suspending !== null}
        title={suspending?.suspended ? t('vehicles.unsuspendTitle') : t('vehicles.suspendTitle')}
        message={
          suspending
            ? t(suspending.suspended ? 'vehicles.unsuspendQuestion' : 'vehicles.suspendQuestion', {
                name: suspending.name,
              })
            : ''
        }
        confirmLabel={suspending?.suspended ? t('vehicles.unsuspend') : t('vehicles.suspend')}
        color={suspending?.suspended ? undefined : 'red.8'}
        icon={suspending?.suspended ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
        onConfirm={() =>
          suspending &&
          suspend
            .mutateAsync({ id: suspending.id, suspend: !suspending.suspended })
            .then((saved) => setHighlight(saved.id))
        }
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
