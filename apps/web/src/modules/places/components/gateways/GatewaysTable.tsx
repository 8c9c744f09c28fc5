import { DEFAULT_PAGE_SIZE, places } from '@atrium/contracts';
import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { useCan } from '../../access.ts';
import { fetchGateways, useGatewayMutations } from '../../api/gateways.ts';
import { placesKeys } from '../../api/keys.ts';
import { GatewayModal } from './GatewayModal.tsx';

const STATUS_COLORS: Record<places.GatewayStatus, string> = {
  online: 'teal',
  offline: 'red',
  'never-seen': 'gray',
};

const gatewayColumns = (t: TFunction): DataTableColumn<places.Gateway>[] => [
  { id: 'name', header: t('columns.name') },
  { id: 'eui', header: t('gateways.eui'), cell: (row) => <span dir="ltr">{row.eui}</span> },
  {
    id: 'status',
    header: t('gateways.status'),
    sortable: false,
    accessor: (row) => t(`gateways.statuses.${row.status}`),
    cell: (row) => (
      <Badge variant="light" color={STATUS_COLORS[row.status]}>
        {t(`gateways.statuses.${row.status}`)}
      </Badge>
    ),
  },
  {
    id: 'frequencyPlan',
    header: t('gateways.frequencyPlan'),
    sortable: false,
    accessor: (row) => row.frequencyPlan ?? '',
  },
  { id: 'companyName', header: t('columns.company'), sortable: false },
  {
    id: 'lastSeenAt',
    header: t('gateways.lastSeen'),
    accessor: (row) => (row.lastSeenAt ? formatDateTime(row.lastSeenAt) : t('gateways.never')),
    csv: (row) => row.lastSeenAt ?? '',
  },
  { id: 'lastRssi', header: t('gateways.lastRssi'), sortable: false, accessor: (row) => row.lastRssi ?? '' },
  { id: 'lastSnr', header: t('gateways.lastSnr'), sortable: false, accessor: (row) => row.lastSnr ?? '' },
];

const statusFilter = (t: TFunction): FilterDefinition => ({
  type: 'select',
  key: 'status',
  label: t('gateways.status'),
  multiple: false,
  optionValue: 'value',
  options: places.GATEWAY_STATUSES.map((value) => ({ value, label: t(`gateways.statuses.${value}`) })),
});

/** GET /lorawan-gateway: search by name or EUI, a status filter, create, edit and delete. */
export function GatewaysTable({ customerId }: { customerId: number | null }) {
  const { t } = useTranslation('places');
  const can = useCan();
  const { remove } = useGatewayMutations(customerId);
  const [editing, setEditing] = useState<places.Gateway | 'new' | null>(null);
  const columns = useMemo(() => gatewayColumns(t), [t]);
  const filters = useMemo(() => [statusFilter(t)], [t]);
  const fetchPage = useMemo(() => fetchGateways(customerId), [customerId]);
  const queryKey = useMemo(() => [...placesKeys.gateways(), customerId], [customerId]);
  return (
    <>
      <DataTable<places.Gateway>
        label={t('gateways.title')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={queryKey}
        tableKey="core_gateways_list"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('gateways.search')}
        rowLabel={(row) => row.name}
        onEdit={can(['p_structure_lorawan_gateways_update']) ? (row) => setEditing(row) : undefined}
        onDelete={can(['p_structure_lorawan_gateways_delete']) ? (row) => remove(row.id) : undefined}
        deleteMessage={(row) => t('gateways.deleteQuestion', { name: row.name })}
        filters={filters}
        exportFileName="lorawan-gateways"
        toolbar={
          can(['p_structure_lorawan_gateways_create']) && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
              {t('gateways.create')}
            </Button>
          )
        }
      />
      {editing && (
        <GatewayModal
          customerId={customerId}
          gateway={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
