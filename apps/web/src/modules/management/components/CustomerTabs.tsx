import { DEFAULT_PAGE_SIZE, devices, type management, type market } from '@atrium/contracts';
import { Anchor } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CallOptions, call } from '../../../lib/api.ts';
import {
  DataTable,
  type DataTableColumn,
  type TableQuery,
  toListParams,
} from '../../../ui/DataTable/index.ts';
import { formatDate, formatDateTime } from '../../companies/components/format.ts';
import { fetchOrders } from '../../market/api/orders.ts';
import { orderPath } from '../../market/paths.ts';
import { fetchAllocations } from '../api.ts';
import { managementDevicePath } from '../paths.ts';

const asText = (query: TableQuery) =>
  Object.fromEntries(Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)]));

/** The customer's devices (GET /device for that customer); a row opens the device's management page. */
export function CustomerDevices({ customerId }: { customerId: number }) {
  const { t } = useTranslation('management');
  const columns = useMemo<DataTableColumn<devices.Device>[]>(
    () => [
      {
        id: 'serial',
        header: t('devices.serial'),
        cell: (row) => (
          <Anchor
            component={Link}
            to={managementDevicePath(row.app, row.hardware.id, row.id)}
            size="sm"
            fw={500}
          >
            {row.serial}
          </Anchor>
        ),
      },
      { id: 'name', header: t('devices.name'), accessor: (row) => row.name },
      {
        id: 'app',
        header: t('devices.app'),
        sortable: false,
        accessor: (row) => t(`apps.${row.app}`, { defaultValue: row.app }),
      },
      {
        id: 'hardware',
        header: t('devices.hardware'),
        sortable: false,
        accessor: (row) => row.hardware.name,
      },
      {
        id: 'installState',
        header: t('devices.state'),
        sortable: false,
        accessor: (row) => t(`deviceStates.${row.state === 'blocked' ? 'blocked' : row.installState}`),
      },
      { id: 'tokenState', header: t('devices.token'), sortable: false, accessor: (row) => row.tokenState },
    ],
    [t],
  );
  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) =>
      call(devices.listDevices, {
        query: { ...asText(query), customerId: String(customerId) } as CallOptions<
          typeof devices.listDevices
        >['query'],
        signal,
        cache: 'none',
      }),
    [customerId],
  );
  return (
    <DataTable<devices.Device>
      label={t('details.devices')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={['management', 'customer-devices', customerId]}
      defaultPageSize={DEFAULT_PAGE_SIZE}
      rowLabel={(row) => row.serial}
      view="rows"
    />
  );
}

/** The customer's orders (GET /company/:id/order); a row opens the order. */
export function CustomerOrders({ customerId }: { customerId: number }) {
  const { t } = useTranslation('management');
  const columns = useMemo<DataTableColumn<market.Order>[]>(
    () => [
      {
        id: 'id',
        header: t('orders.number'),
        cell: (row) => (
          <Anchor component={Link} to={orderPath(row.id, customerId)} size="sm" fw={500}>
            {row.id}
          </Anchor>
        ),
      },
      { id: 'createdAt', header: t('orders.date'), accessor: (row) => formatDateTime(row.createdAt) },
      { id: 'status', header: t('orders.status'), sortable: false, accessor: (row) => row.status },
      {
        id: 'devicesCount',
        header: t('orders.devices'),
        sortable: false,
        accessor: (row) => row.devicesCount,
      },
    ],
    [t, customerId],
  );
  const fetchPage = useMemo(() => fetchOrders(customerId), [customerId]);
  return (
    <DataTable<market.Order>
      label={t('details.orders')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={['management', 'customer-orders', customerId]}
      defaultPageSize={DEFAULT_PAGE_SIZE}
      searchKey={false}
      view="rows"
    />
  );
}

/** The customer's token quotas from this integrator, with use, remaining and expiry. */
export function CustomerQuotas({ customerId }: { customerId: number }) {
  const { t } = useTranslation('management');
  const columns = useMemo(() => allocationColumns(t), [t]);
  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) =>
      fetchAllocations({ ...query, filter: { ...query.filter, customerId: String(customerId) } }, signal),
    [customerId],
  );
  return (
    <DataTable<management.Allocation>
      label={t('details.tokens')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={['management', 'allocations', customerId]}
      defaultPageSize={DEFAULT_PAGE_SIZE}
      searchKey={false}
      view="rows"
    />
  );
}

export function allocationColumns(t: (key: string, options?: Record<string, unknown>) => string) {
  const columns: DataTableColumn<management.Allocation>[] = [
    { id: 'customer', header: t('tokens.customer'), sortable: false, accessor: (row) => row.customer.name },
    {
      id: 'app',
      header: t('tokens.app'),
      sortable: false,
      accessor: (row) => t(`apps.${row.app}`, { defaultValue: row.app }),
    },
    { id: 'quota', header: t('tokens.quota'), accessor: (row) => row.quota },
    { id: 'used', header: t('tokens.used'), sortable: false, accessor: (row) => row.used },
    { id: 'remaining', header: t('tokens.remaining'), sortable: false, accessor: (row) => row.remaining },
    {
      id: 'expiresAt',
      header: t('tokens.expiresAt'),
      sortable: false,
      accessor: (row) => (row.expiresAt ? formatDate(row.expiresAt) : t('tokens.noExpiry')),
    },
  ];
  return columns;
}
