import { companies, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Badge, Select } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CallOptions, call } from '../../../lib/api.ts';
import {
  DataTable,
  type DataTableColumn,
  type TableQuery,
  useTableState,
} from '../../../ui/DataTable/index.ts';
import { listQuery } from '../api.ts';
import { formatDate } from './format.ts';

type ServiceRequest = companies.ServiceRequest;

/** R12: sent, handled, cancelled, disengaged. */
const STATUS_COLORS: Record<companies.RequestStatus, string> = {
  sent: 'blue',
  handled: 'teal',
  cancelled: 'gray',
  disengaged: 'orange',
};

function requestColumns(t: TFunction, companyId: number): DataTableColumn<ServiceRequest>[] {
  const sent = (row: ServiceRequest) => row.senderCompany.id === companyId;
  return [
    {
      id: 'type',
      header: t('requests.columns.type'),
      sortable: false,
      accessor: (row) => t(`requests.types.${row.type}`),
    },
    {
      id: 'direction',
      header: t('requests.columns.direction'),
      sortable: false,
      accessor: (row) => (sent(row) ? t('requests.direction.sent') : t('requests.direction.received')),
    },
    {
      id: 'counterpart',
      header: t('requests.columns.counterpart'),
      sortable: false,
      accessor: (row) =>
        sent(row) ? (row.destinationCompany?.name ?? row.destinationEmail) : row.senderCompany.name,
    },
    {
      id: 'destinationType',
      header: t('requests.columns.destinationType'),
      sortable: false,
      accessor: (row) => t(`companyTypes.${row.destinationType}`),
    },
    {
      id: 'status',
      header: t('requests.columns.status'),
      sortable: false,
      accessor: (row) => t(`requests.status.${row.status}`),
      cell: (row) => (
        <Badge variant="light" color={STATUS_COLORS[row.status]}>
          {t(`requests.status.${row.status}`)}
        </Badge>
      ),
    },
    {
      id: 'createdAt',
      header: t('requests.columns.createdAt'),
      sortable: false,
      accessor: (row) => formatDate(row.createdAt),
      csv: (row) => row.createdAt,
    },
  ];
}

/**
 * The service requests a company sent or received (GET /company/:id/request), filtered by status (R12) and
 * direction; "no requests yet" when there are none.
 */
export function RequestsTable({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const state = useTableState({ defaultPageSize: DEFAULT_PAGE_SIZE, view: 'rows' });
  const columns = useMemo(() => requestColumns(t, companyId), [t, companyId]);
  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) =>
      call(companies.listRequests, {
        params: { id: companyId },
        query: listQuery(query) as CallOptions<typeof companies.listRequests>['query'],
        signal,
      }),
    [companyId],
  );
  const status = typeof state.filter.status === 'string' ? state.filter.status : null;
  const direction = typeof state.filter.direction === 'string' ? state.filter.direction : null;

  return (
    <DataTable<ServiceRequest>
      label={t('requests.title')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={['companies', 'requests', companyId]}
      state={state}
      searchKey={false}
      emptyVariant="requests"
      rowLabel={(row) => `${t(`requests.types.${row.type}`)} #${row.id}`}
      toolbar={
        <>
          <Select
            aria-label={t('requests.columns.status')}
            placeholder={t('requests.allStatuses')}
            clearable
            w={180}
            value={status}
            data={companies.REQUEST_STATUSES.map((value) => ({
              value,
              label: t(`requests.status.${value}`),
            }))}
            onChange={(value) => state.setFilter({ ...state.filter, status: value })}
          />
          <Select
            aria-label={t('requests.columns.direction')}
            placeholder={t('requests.allDirections')}
            clearable
            w={180}
            value={direction}
            data={(['sent', 'received'] as const).map((value) => ({
              value,
              label: t(`requests.direction.${value}`),
            }))}
            onChange={(value) => state.setFilter({ ...state.filter, direction: value })}
          />
        </>
      }
    />
  );
}
