import { DEFAULT_PAGE_SIZE, type lorawan } from '@atrium/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable/index.ts';
import { formatDateTime } from '../../companies/components/format.ts';
import { useCan } from '../../places/access.ts';
import { fetchLorawanDevices, lorawanKeys } from '../api/integrations.ts';
import { DevEuiCell } from './DevEuiCell.tsx';

const columns = (t: TFunction, canUpdate: boolean): DataTableColumn<lorawan.LorawanDevice>[] => [
  { id: 'name', header: t('columns.name') },
  { id: 'serial', header: t('columns.serial'), cell: (row) => <span dir="ltr">{row.serial}</span> },
  { id: 'hardwareName', header: t('columns.hardware'), sortable: false },
  {
    id: 'devEui',
    header: t('columns.devEui'),
    accessor: (row) => row.devEui ?? '',
    cell: (row) => <DevEuiCell device={row} editable={canUpdate} />,
  },
  { id: 'lastFCnt', header: t('columns.lastFCnt'), sortable: false, accessor: (row) => row.lastFCnt ?? '' },
  {
    id: 'lastSeenAt',
    header: t('columns.lastSeenAt'),
    sortable: false,
    accessor: (row) => (row.lastSeenAt ? formatDateTime(row.lastSeenAt) : t('never')),
    csv: (row) => row.lastSeenAt ?? '',
  },
  { id: 'companyName', header: t('columns.company'), sortable: false },
];

/** The devices of LoRaWAN hardware with their DevEUIs, set and cleared in place. */
export function DevicesTable({ customerId }: { customerId: number | null }) {
  const { t } = useTranslation('lorawan');
  const can = useCan();
  const canUpdate = can(['p_structure_lorawan_gateways_update']);
  const tableColumns = useMemo(() => columns(t, canUpdate), [t, canUpdate]);
  const fetchPage = useMemo(() => fetchLorawanDevices(customerId), [customerId]);
  const queryKey = useMemo(() => [...lorawanKeys.devices(), customerId], [customerId]);
  return (
    <DataTable<lorawan.LorawanDevice>
      label={t('tabs.devices')}
      columns={tableColumns}
      fetchPage={fetchPage}
      queryKey={queryKey}
      getRowId={(row) => row.deviceId}
      tableKey="core_lorawan_devices"
      defaultPageSize={DEFAULT_PAGE_SIZE}
      searchPlaceholder={t('searchDevices')}
      rowLabel={(row) => row.name || row.serial}
      exportFileName="lorawan-devices"
    />
  );
}
