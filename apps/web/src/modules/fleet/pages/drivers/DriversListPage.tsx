import { DEFAULT_PAGE_SIZE, type fleet } from '@atrium/contracts';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconLink, IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../kit/access.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FLEET_KEYS } from '../../access.ts';
import { fetchDrivers, useDeleteDriver } from '../../api/drivers.ts';
import { fleetKeys } from '../../api/keys.ts';
import { AssignVehicleModal } from '../../components/drivers/AssignVehicleModal.tsx';
import { DriverModal } from '../../components/drivers/DriverModal.tsx';

type Driver = fleet.Driver;

function driverColumns(t: TFunction): DataTableColumn<Driver>[] {
  const none = t('vehicles.none');
  return [
    { id: 'name', header: t('drivers.name') },
    { id: 'phone', header: t('drivers.phone'), sortable: false, accessor: (row) => row.phone ?? none },
    { id: 'licenceNumber', header: t('drivers.licenceNumber'), sortable: false },
    {
      id: 'licenceExpiry',
      header: t('drivers.licenceExpiry'),
      accessor: (row) => (row.licenceExpiry ? formatDate(row.licenceExpiry) : none),
      csv: (row) => row.licenceExpiry ?? '',
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{row.licenceExpiry ? formatDate(row.licenceExpiry) : none}</Text>
          {row.licenceExpired && <Badge color="red.8">{t('drivers.expired')}</Badge>}
        </Group>
      ),
    },
    {
      id: 'vehicle',
      header: t('drivers.vehicle'),
      sortable: false,
      accessor: (row) =>
        row.vehicle ? `${row.vehicle.name} · ${row.vehicle.plate}` : t('drivers.notAssigned'),
    },
    {
      id: 'user',
      header: t('drivers.user'),
      sortable: false,
      hidden: true,
      accessor: (row) => row.user?.email ?? none,
    },
  ];
}

/**
 * /fleet/drivers/drivers-list: the company's drivers with their licence (expired ones marked) and the vehicle
 * each drives; add, edit, delete, and assign a vehicle.
 */
export function DriversListPage() {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const [editing, setEditing] = useState<{ driver?: Driver } | null>(null);
  const [assigning, setAssigning] = useState<Driver | null>(null);
  const [highlight, setHighlight] = useState<number | null>(null);
  const remove = useDeleteDriver();
  const canAssign = can(FLEET_KEYS.vehicles.update);

  const columns = useMemo(() => {
    const base = driverColumns(t);
    if (!canAssign) return base;
    const assign: DataTableColumn<Driver> = {
      id: 'assign',
      header: t('drivers.assign'),
      sortable: false,
      csv: () => '',
      cell: (row) => (
        <Tooltip label={t('drivers.assignTitle', { name: row.name })}>
          <ActionIcon
            variant="subtle"
            aria-label={t('drivers.assignTitle', { name: row.name })}
            onClick={() => setAssigning(row)}
          >
            <IconLink size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    };
    return [...base, assign];
  }, [t, canAssign]);
  const filters = useMemo<FilterDefinition[]>(
    () => [
      {
        type: 'select',
        key: 'assigned',
        label: t('drivers.assignment'),
        multiple: false,
        optionValue: 'value',
        options: [
          { value: 'true', label: t('drivers.assigned') },
          { value: 'false', label: t('drivers.notAssigned') },
        ],
      },
    ],
    [t],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('drivers.title')}
        description={t('drivers.description')}
        actions={
          can(FLEET_KEYS.drivers.create) && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
              {t('drivers.add')}
            </Button>
          )
        }
      />
      <DataTable<Driver>
        label={t('drivers.title')}
        columns={columns}
        fetchPage={fetchDrivers}
        queryKey={fleetKeys.drivers()}
        tableKey="fleet_drivers_list"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('drivers.search')}
        rowLabel={(row) => row.name}
        onEdit={can(FLEET_KEYS.drivers.update) ? (row) => setEditing({ driver: row }) : undefined}
        onDelete={can(FLEET_KEYS.drivers.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
        deleteMessage={(row) => t('drivers.deleteQuestion', { name: row.name })}
        highlightRowId={highlight}
        filters={filters}
        view="rows"
        exportFileName="fleet-drivers"
      />
      {editing && (
        <DriverModal
          driver={editing.driver}
          onClose={() => setEditing(null)}
          onSaved={(saved) => setHighlight(saved.id)}
        />
      )}
      {assigning && <AssignVehicleModal driver={assigning} onClose={() => setAssigning(null)} />}
    </Stack>
  );
}
