import { DEFAULT_PAGE_SIZE, devices } from '@atrium/contracts';
import { Anchor, Button, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../modules/companies/components/format.ts';
import { searchStructures } from '../../modules/places/api/structures.ts';
import { DataTable, type DataTableColumn, type TableQuery, useTableState } from '../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../ui/TableFilters/index.ts';
import { devicePermissionsOf, useCan } from '../access.ts';
import { fetchDevices } from '../api/devices.ts';
import { useUserSolutions } from '../api/reference.ts';
import { type KitApp, tableKeyOf } from '../app.ts';
import { useKitApp } from '../KitAppContext.tsx';
import { DeviceActionsMenu } from './DeviceActionsMenu.tsx';
import { DeviceBattery, DeviceCommunication, DeviceStateBadge, TokenStateBadge } from './DeviceBadges.tsx';
import { placeText } from './deviceFacts.ts';
import { OwnerChangeModal } from './OwnerChangeModal.tsx';

type Device = devices.Device;

function deviceColumns(t: TFunction, app: KitApp): DataTableColumn<Device>[] {
  return [
    {
      id: 'serial',
      header: t('columns.serial'),
      cell: (row) => (
        <Anchor component={Link} to={app.devicePage(row)} size="sm" fw={500} ff="monospace">
          {row.serial}
        </Anchor>
      ),
    },
    { id: 'name', header: t('columns.name') },
    {
      id: 'solution',
      header: t('columns.solution'),
      sortable: false,
      accessor: (row) => row.solution?.name ?? '',
    },
    { id: 'hardware', header: t('columns.hardware'), sortable: false, accessor: (row) => row.hardware.name },
    {
      id: 'place',
      header: t('columns.place'),
      sortable: false,
      accessor: (row) => placeText(row) ?? t('installStates.not-installed'),
    },
    {
      id: 'state',
      header: t('columns.state'),
      sortable: false,
      accessor: (row) => t(`states.${row.state}`),
      cell: (row) => <DeviceStateBadge device={row} />,
    },
    {
      id: 'communication',
      header: t('columns.communication'),
      sortable: false,
      accessor: (row) => t(`connectivity.${row.connectivity}`),
      cell: (row) => <DeviceCommunication device={row} />,
    },
    {
      id: 'battery',
      header: t('columns.battery'),
      accessor: (row) => row.battery ?? '',
      cell: (row) => <DeviceBattery device={row} />,
    },
    {
      id: 'lastSeenAt',
      header: t('columns.lastSeen'),
      accessor: (row) => (row.lastSeenAt ? formatDateTime(row.lastSeenAt) : t('connectivity.never-seen')),
      csv: (row) => row.lastSeenAt ?? '',
    },
    {
      id: 'tokenState',
      header: t('columns.token'),
      sortable: false,
      accessor: (row) => t(`tokenStates.${row.tokenState}`),
      cell: (row) => <TokenStateBadge state={row.tokenState} />,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      sortable: false,
      accessor: () => '',
      csv: () => '',
      cell: (row) => <DeviceActionsMenu device={row} />,
    },
  ];
}

function deviceFilters(t: TFunction, solutions: readonly devices.Solution[], fixedSolution: boolean) {
  const filters: FilterDefinition[] = [
    {
      type: 'select',
      key: 'structureId',
      label: t('columns.structure'),
      multiple: false,
      optionValue: 'id',
      optionLabel: 'name',
      search: async ({ search }, signal) => ({ items: await searchStructures(search ?? '', signal) }),
    },
    {
      type: 'select',
      key: 'state',
      label: t('columns.state'),
      multiple: false,
      optionValue: 'value',
      options: devices.DEVICE_STATES.map((value) => ({ value, label: t(`states.${value}`) })),
    },
  ];
  if (!fixedSolution)
    filters.unshift({
      type: 'select',
      key: 'solutionId',
      label: t('columns.solution'),
      multiple: false,
      optionValue: 'id',
      optionLabel: 'name',
      options: solutions,
    });
  return filters;
}

/**
 * GET /<app>/device with server paging, sort and search (serial or name), filters for solution, structure
 * and state, per-row actions, and the bulk owner change of the selected rows (R1).
 */
export function DevicesTable({ solutionId }: { solutionId: number | null }) {
  const { t } = useTranslation('kit');
  const app = useKitApp();
  const navigate = useNavigate();
  const can = useCan();
  const solutions = useUserSolutions();
  const [ownerRows, setOwnerRows] = useState<Device[] | null>(null);
  const state = useTableState({
    defaultPageSize: DEFAULT_PAGE_SIZE,
    tableKey: tableKeyOf(app, 'devices', 'list'),
    view: 'rows',
  });
  const columns = useMemo(() => deviceColumns(t, app), [t, app]);
  const filters = useMemo(
    // An app without solutions (spec §2 routes without `/solution/:id`) has no solution filter either.
    () => deviceFilters(t, solutions.data ?? [], solutionId !== null || !app.solutions),
    [t, solutions.data, solutionId, app.solutions],
  );
  const queryKey = useMemo(() => [...app.keys.deviceList(), solutionId], [app, solutionId]);
  const fetchPage = useMemo(
    () => (query: TableQuery, signal?: AbortSignal) =>
      fetchDevices(app)(
        solutionId === null ? query : { ...query, filter: { ...query.filter, solutionId } },
        signal,
      ),
    [app, solutionId],
  );

  return (
    <>
      <DataTable<Device>
        label={t('devices.title')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={queryKey}
        state={state}
        searchPlaceholder={t('devices.search')}
        rowLabel={(row) => row.serial}
        onView={(row) => void navigate(app.devicePage(row))}
        exportFileName="devices"
        filters={filters}
        view="rows"
        selectable={can(devicePermissionsOf(app).transfer)}
        selectionActions={(rows) => (
          <Button size="xs" leftSection={<IconUserShare size={14} />} onClick={() => setOwnerRows(rows)}>
            {t('owner.open')}
          </Button>
        )}
      />
      {solutions.isError && (
        <Text size="xs" c="dimmed">
          {t('devices.solutionsFailed')}
        </Text>
      )}
      {ownerRows && <OwnerChangeModal rows={ownerRows} onClose={() => setOwnerRows(null)} />}
    </>
  );
}
