import { DEFAULT_PAGE_SIZE, support } from '@atrium/contracts';
import { Anchor, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn, useTableState } from '../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../ui/TableFilters/index.ts';
import { formatDateTime } from '../../companies/components/format.ts';
import { fetchTickets, ticketKeys } from '../api/tickets.ts';
import { SUPPORT_PATHS } from '../paths.ts';
import { OverdueBadge, TicketPriorityBadge, TicketStateBadge } from './TicketBadges.tsx';

type Row = support.Ticket;

const ticketColumns = (t: TFunction, detailsPath: (id: number) => string, withCustomer: boolean) => {
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'subject',
      header: t('tickets.fields.subject'),
      accessor: (row) => row.subject,
      cell: (row) => (
        <Anchor component={Link} to={detailsPath(row.id)} size="sm" fw={500}>
          {row.subject}
        </Anchor>
      ),
    },
    {
      id: 'state',
      header: t('tickets.fields.state'),
      accessor: (row) => t(`tickets.states.${row.state}`),
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <TicketStateBadge state={row.state} />
          {row.overdue && <OverdueBadge />}
        </Group>
      ),
    },
    {
      id: 'priority',
      header: t('tickets.fields.priority'),
      accessor: (row) => t(`tickets.priorities.${row.priority}`),
      cell: (row) => <TicketPriorityBadge priority={row.priority} />,
    },
  ];
  if (withCustomer)
    columns.push({
      id: 'customer',
      header: t('tickets.fields.customer'),
      sortable: false,
      accessor: (row) => row.customer.name,
    });
  columns.push(
    {
      id: 'assignee',
      header: t('tickets.fields.assignee'),
      sortable: false,
      accessor: (row) => row.assignee?.name ?? t('tickets.unassigned'),
    },
    {
      id: 'dueAt',
      header: t('tickets.fields.dueAt'),
      accessor: (row) => formatDateTime(row.dueAt),
      csv: (row) => row.dueAt,
    },
    {
      id: 'updatedAt',
      header: t('tickets.fields.updatedAt'),
      accessor: (row) => formatDateTime(row.updatedAt),
      csv: (row) => row.updatedAt,
    },
  );
  return columns;
};

const ticketFilters = (t: TFunction): FilterDefinition[] => [
  {
    type: 'select',
    key: 'state',
    label: t('tickets.fields.state'),
    multiple: false,
    optionValue: 'value',
    options: support.TICKET_STATES.map((value) => ({ value, label: t(`tickets.states.${value}`) })),
  },
  {
    type: 'select',
    key: 'priority',
    label: t('tickets.fields.priority'),
    multiple: false,
    optionValue: 'value',
    options: support.TICKET_PRIORITIES.map((value) => ({ value, label: t(`tickets.priorities.${value}`) })),
  },
  {
    type: 'select',
    key: 'overdue',
    label: t('tickets.overdue'),
    multiple: false,
    optionValue: 'value',
    options: [
      { value: 'true', label: t('tickets.overdueOnly') },
      { value: 'false', label: t('tickets.notOverdue') },
    ],
  },
];

export interface TicketsTableProps {
  /** One customer's tickets only (the management customer details page); all the caller sees otherwise. */
  customerId?: string;
  /** Where a row leads; the management ticket page when a customer is given, the customer's own otherwise. */
  detailsPath?: (id: number) => string;
  /** Show the customer column (the serving side's lists). */
  withCustomer?: boolean;
}

/** GET /support/ticket: paging, sort, subject search, filters by state, priority and overdue. */
export function TicketsTable({ customerId, detailsPath, withCustomer }: TicketsTableProps) {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const customer = customerId ? Number(customerId) : undefined;
  const pathOf =
    detailsPath ?? (customer === undefined ? SUPPORT_PATHS.ticket : SUPPORT_PATHS.managementTicket);
  const state = useTableState({
    defaultPageSize: DEFAULT_PAGE_SIZE,
    tableKey: customer === undefined ? 'support_tickets_list' : 'support_customer_tickets_list',
    view: 'rows',
  });
  const columns = useMemo(
    () => ticketColumns(t, pathOf, withCustomer ?? customer === undefined),
    [t, pathOf, withCustomer, customer],
  );
  const filters = useMemo(() => ticketFilters(t), [t]);
  const fetchPage = useMemo(() => fetchTickets(customer), [customer]);
  return (
    <DataTable<Row>
      label={t('tickets.listTitle')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={ticketKeys.list(customer)}
      state={state}
      view="rows"
      searchKey="subject"
      searchPlaceholder={t('tickets.search')}
      rowLabel={(row) => row.subject}
      onView={(row) => void navigate(pathOf(row.id))}
      filters={filters}
      emptyVariant="data"
      exportFileName="tickets"
    />
  );
}
