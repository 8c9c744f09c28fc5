import { DEFAULT_PAGE_SIZE, management } from '@atrium/contracts';
import { Anchor, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSessionUser } from '../../../lib/session.ts';
import { DataTable, type DataTableColumn, useTableState } from '../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../ui/TableFilters/index.ts';
import { formatDateTime } from '../../companies/components/format.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { fetchRequests, managementKeys } from '../api.ts';
import { MyQuota } from '../components/MyQuota.tsx';
import { RequestStateBadge } from '../components/RequestBadge.tsx';
import { RequestForm } from '../components/RequestForm.tsx';
import { requestPath } from '../paths.ts';

type Row = management.DeviceRequest;

/**
 * /management/devices/request: a customer's requests to its integrator (with a form to send one and its
 * token quota), or, for the integrator, the requests its customers sent; filter by state, newest first.
 */
export function RequestsPage() {
  const { t } = useTranslation('management');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useSessionUser();
  const integrator = user?.personalInfo.company?.type === 'Integrator';
  const [asking, setAsking] = useState(false);
  const initialState = params.get('state');
  const initialFilter = useMemo(
    () =>
      initialState && (management.REQUEST_STATES as readonly string[]).includes(initialState)
        ? { state: initialState }
        : {},
    [initialState],
  );
  const state = useTableState({ defaultPageSize: DEFAULT_PAGE_SIZE, initialFilter });
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('requests.date'),
        accessor: (row) => formatDateTime(row.createdAt),
        cell: (row) => (
          <Anchor component={Link} to={requestPath(row.uuid)} size="sm" fw={500}>
            {formatDateTime(row.createdAt)}
          </Anchor>
        ),
      },
      ...(integrator
        ? [
            {
              id: 'customer',
              header: t('requests.customer'),
              sortable: false,
              accessor: (row: Row) => row.customer.name,
            },
          ]
        : []),
      {
        id: 'hardware',
        header: t('requests.hardware'),
        sortable: false,
        accessor: (row) => row.hardware.name,
      },
      { id: 'quantity', header: t('requests.quantity'), sortable: false, accessor: (row) => row.quantity },
      {
        id: 'state',
        header: t('requests.state'),
        accessor: (row) => t(`requests.states.${row.state}`),
        cell: (row) => <RequestStateBadge state={row.state} />,
      },
    ],
    [t, integrator],
  );
  const filters = useMemo<FilterDefinition[]>(
    () => [
      {
        type: 'select',
        key: 'state',
        label: t('requests.state'),
        multiple: false,
        optionValue: 'value',
        options: management.REQUEST_STATES.map((value) => ({ value, label: t(`requests.states.${value}`) })),
      },
    ],
    [t],
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('requests.title')}
        description={integrator ? t('requests.integratorDescription') : t('requests.customerDescription')}
        actions={
          !integrator && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAsking(true)}>
              {t('requests.new')}
            </Button>
          )
        }
      />
      {!integrator && <MyQuota />}
      <DataTable<Row>
        label={t('requests.title')}
        columns={columns}
        fetchPage={fetchRequests}
        queryKey={managementKeys.requests()}
        state={state}
        searchKey={false}
        filters={filters}
        rowLabel={(row) => `${row.hardware.name} × ${row.quantity}`}
        onView={(row) => void navigate(requestPath(row.uuid))}
        getRowId={(row) => row.uuid}
        view="rows"
      />
      {asking && (
        <RequestForm onClose={() => setAsking(false)} onSent={(uuid) => void navigate(requestPath(uuid))} />
      )}
    </Stack>
  );
}
