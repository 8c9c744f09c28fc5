import { DEFAULT_PAGE_SIZE, market } from '@atrium/contracts';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSessionUser } from '../../../../lib/session.ts';
import { DataTable, type DataTableColumn, useTableState } from '../../../../ui/DataTable/index.ts';
import { DateField } from '../../../../ui/DatePicker/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { fetchOrders, orderKeys } from '../../api/orders.ts';
import { OrderStatusBadge } from '../../components/orders/OrderStatusBadge.tsx';
import { Price } from '../../components/Price.tsx';
import { orderPath } from '../../paths.ts';
import { useBuyerCompanyId } from '../../useBuyerCompany.ts';

type Order = market.Order;

const appsOf = (t: TFunction, order: Order) =>
  [...new Set(order.parts.map((p) => t(`apps.${p.app}`)))].join(', ');

function orderColumns(t: TFunction): DataTableColumn<Order>[] {
  return [
    {
      id: 'id',
      header: t('orders.columns.number'),
      cell: (row) => (
        <Anchor component={Link} to={orderPath(row.id, row.companyId)} size="sm" fw={500}>
          #{row.id}
        </Anchor>
      ),
    },
    { id: 'createdAt', header: t('orders.columns.date'), accessor: (row) => formatDateTime(row.createdAt) },
    { id: 'apps', header: t('orders.columns.apps'), sortable: false, accessor: (row) => appsOf(t, row) },
    {
      id: 'types',
      header: t('orders.columns.types'),
      sortable: false,
      hidden: true,
      accessor: (row) => row.parts.map((p) => t(`orders.types.${p.type}`)).join(', '),
    },
    { id: 'devicesCount', header: t('orders.columns.devices'), sortable: false },
    {
      id: 'totalCents',
      header: t('orders.columns.total'),
      accessor: (row) => market.formatCents(row.totalCents),
      cell: (row) => <Price cents={row.totalCents} size="sm" />,
    },
    {
      id: 'status',
      header: t('orders.columns.status'),
      accessor: (row) => t(`orders.statuses.${row.status}`),
      cell: (row) => <OrderStatusBadge status={row.status} />,
    },
    {
      id: 'paymentMethod',
      header: t('orders.columns.payment'),
      sortable: false,
      accessor: (row) => (row.paymentMethod ? t(`orders.methods.${row.paymentMethod}`) : '—'),
    },
    {
      id: 'createdBy',
      header: t('orders.columns.createdBy'),
      sortable: false,
      accessor: (row) => row.createdBy?.name ?? '—',
    },
  ];
}

function orderFilters(t: TFunction): FilterDefinition[] {
  return [
    {
      type: 'select',
      key: 'status',
      label: t('orders.columns.status'),
      multiple: false,
      optionValue: 'value',
      options: market.ORDER_STATUSES.map((value) => ({ value, label: t(`orders.statuses.${value}`) })),
    },
    {
      type: 'select',
      key: 'type',
      label: t('orders.columns.type'),
      multiple: false,
      optionValue: 'value',
      options: market.ORDER_TYPES.map((value) => ({ value, label: t(`orders.types.${value}`) })),
    },
  ];
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** /core/orders: the company's orders with paging, sort, filters by status, type and creation dates. */
export function OrdersListPage() {
  const { t } = useTranslation('market');
  const navigate = useNavigate();
  const user = useSessionUser();
  const buyer = useBuyerCompanyId();
  // A35: integrators have no company selector here: the list is of their own company.
  const companyId = user?.personalInfo.company?.type === 'Integrator' ? user.personalInfo.companyId : buyer;
  const state = useTableState({
    defaultPageSize: DEFAULT_PAGE_SIZE,
    tableKey: 'core_orders_list',
    view: 'rows',
  });
  const columns = useMemo(() => orderColumns(t), [t]);
  const filters = useMemo(() => orderFilters(t), [t]);
  const fetchPage = useMemo(() => fetchOrders(companyId ?? 0), [companyId]);
  const setDate = (key: 'from' | 'to', value: string | null) =>
    state.setFilter({ ...state.filter, [key]: value ?? undefined });
  const from = text(state.filter.from);
  const to = text(state.filter.to);

  return (
    <Stack gap="lg">
      <PageHeader title={t('orders.title')} description={t('orders.description')} />
      {companyId === null ? (
        <Alert color="blue">{t('orders.noCompany')}</Alert>
      ) : (
        <>
          <Group align="flex-start">
            <DateField label={t('orders.from')} value={from} onChange={(v) => setDate('from', v)} clearable />
            <DateField
              label={t('orders.to')}
              value={to}
              onChange={(v) => setDate('to', v)}
              clearable
              error={from && to && to < from ? t('orders.toBeforeFrom') : undefined}
            />
          </Group>
          <DataTable<Order>
            label={t('orders.title')}
            columns={columns}
            fetchPage={fetchPage}
            queryKey={orderKeys.list(companyId)}
            state={state}
            filters={filters}
            searchKey={false}
            view="rows"
            rowLabel={(row) => `#${row.id}`}
            onView={(row) => void navigate(orderPath(row.id, row.companyId))}
            exportFileName="orders"
          />
          <Text size="xs" c="dimmed">
            {t('orders.totalsHint')}
          </Text>
        </>
      )}
    </Stack>
  );
}
