import { type auth, companies, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Badge, Button, Select } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CallOptions, call } from '../../../lib/api.ts';
import { showToast } from '../../../lib/notify.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog/index.ts';
import {
  DataTable,
  type DataTableColumn,
  type TableQuery,
  useTableState,
} from '../../../ui/DataTable/index.ts';
import { useCan } from '../access.ts';
import { listQuery } from '../api.ts';
import { requestsKey, useMoveRequest } from '../requestsApi.ts';
import { formatDate } from './format.ts';
import { RequestActionButtons, requestActionColumn } from './RequestActionButtons.tsx';
import { allowedRequestActions } from './requestActions.ts';
import { SendRequestModal } from './SendRequestModal.tsx';

type ServiceRequest = companies.ServiceRequest;
type Pending = { request: ServiceRequest; action: companies.RequestAction };

/** R12: sent, handled, cancelled, disengaged. */
const STATUS_COLORS: Record<companies.RequestStatus, string> = {
  sent: 'blue',
  handled: 'teal',
  cancelled: 'gray',
  disengaged: 'orange',
};

const counterpartOf = (row: ServiceRequest, companyId: number) =>
  row.senderCompany.id === companyId
    ? (row.destinationCompany?.name ?? row.destinationEmail)
    : row.senderCompany.name;

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
      accessor: (row) => counterpartOf(row, companyId),
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
 * direction; "no requests yet" when there are none. Each row offers the moves of R12 its company may make
 * (handle, cancel, disengage), each confirmed first; "Send request" asks a provider for a service.
 */
export function RequestsTable({
  companyId,
  companyType,
}: {
  companyId: number;
  /** The company's type (the provider types it may ask); unknown: no "Send request". */
  companyType: auth.CompanyType | null;
}) {
  const { t } = useTranslation('companies');
  const can = useCan();
  const state = useTableState({ defaultPageSize: DEFAULT_PAGE_SIZE, view: 'rows' });
  const [sending, setSending] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const moveRequest = useMoveRequest(companyId);
  const columns = useMemo(
    () => [
      ...requestColumns(t, companyId),
      requestActionColumn<ServiceRequest>(t('requests.columns.actions'), (row) => (
        <RequestActionButtons
          label={`${t(`requests.types.${row.type}`)} #${row.id}`}
          actions={allowedRequestActions(row, companyId, (key) => can([key]))}
          onAction={(action) => setPending({ request: row, action })}
        />
      )),
    ],
    [t, companyId, can],
  );
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
  const mayAsk = companyType !== null && can(['p_company_service_requests_send']);

  const confirm = async ({ request, action }: Pending) => {
    await moveRequest.mutateAsync({ action, requestId: request.id });
    showToast({ kind: 'created', message: t(`requests.done.${action}`) });
  };

  return (
    <>
      <DataTable<ServiceRequest>
        label={t('requests.title')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={requestsKey(companyId)}
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
            {mayAsk && (
              <Button leftSection={<IconSend size={16} />} onClick={() => setSending(true)}>
                {t('requests.send.open')}
              </Button>
            )}
          </>
        }
      />
      {companyType !== null && (
        <SendRequestModal
          companyId={companyId}
          companyType={companyType}
          opened={sending}
          onClose={() => setSending(false)}
        />
      )}
      <ConfirmDialog
        opened={pending !== null}
        title={pending ? t(`requests.confirm.${pending.action}.title`) : ''}
        message={
          pending
            ? t(`requests.confirm.${pending.action}.message`, {
                service: t(`requests.types.${pending.request.type}`),
                company: counterpartOf(pending.request, companyId),
              })
            : ''
        }
        confirmLabel={pending ? t(`requests.actions.${pending.action}`) : ''}
        color={pending ? ACTION_COLORS[pending.action] : undefined}
        onConfirm={() => (pending ? confirm(pending) : undefined)}
        onClose={() => setPending(null)}
      />
    </>
  );
}

const ACTION_COLORS: Record<companies.RequestAction, string> = {
  engage: 'teal',
  cancel: 'red',
  disengage: 'orange',
};
