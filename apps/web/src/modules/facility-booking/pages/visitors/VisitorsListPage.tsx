import { DEFAULT_PAGE_SIZE, type facmgmt } from '@atrium/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FB_KEYS } from '../../access.ts';
import { fbKeys } from '../../api/keys.ts';
import { fetchVisitors, useRemoveVisitor } from '../../api/visitors.ts';
import { searchBuildings } from '../../components/filters.ts';
import { spanText } from '../../components/format.ts';
import { PassesList } from '../../components/PassesList.tsx';
import { FB_PATHS } from '../../paths.ts';

type Visitor = facmgmt.Visitor;

function visitorColumns(t: TFunction): DataTableColumn<Visitor>[] {
  return [
    { id: 'name', header: t('visitor.name') },
    { id: 'email', header: t('visitor.email'), cell: (row) => <span dir="ltr">{row.email}</span> },
    {
      id: 'plate',
      header: t('visitor.plate'),
      sortable: false,
      accessor: (row) => row.plate ?? '—',
      cell: (row) => <span dir="ltr">{row.plate ?? '—'}</span>,
    },
    {
      id: 'reservation',
      header: t('visitors.reservation'),
      sortable: false,
      accessor: (row) => row.reservation.title,
      cell: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={FB_PATHS.reservation(row.reservation.id)} size="sm">
            {row.reservation.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {row.reservation.space.name} · {row.reservation.building.name}
            {row.reservation.status === 'cancelled' ? ` · ${t('statuses.cancelled')}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'startsAt',
      header: t('columns.when'),
      accessor: (row) => spanText(row.reservation.startsAt, row.reservation.endsAt),
      cell: (row) => <span dir="ltr">{spanText(row.reservation.startsAt, row.reservation.endsAt)}</span>,
    },
    {
      id: 'passes',
      header: t('visitors.passes'),
      sortable: false,
      accessor: (row) => row.passes.map((pass) => `${pass.kind}:${pass.device.name}:${pass.state}`).join(' '),
      cell: (row) => <PassesList passes={row.passes} />,
    },
  ];
}

/**
 * /facility-booking/visitors/list: the visitors invited to bookings, with their reservation and their passes
 * (door credentials and plate accesses: gate or lock, window, state); search by name, email or plate;
 * filter by building; remove a visitor (their passes are revoked at once).
 */
export function VisitorsListPage() {
  const { t } = useTranslation('facility-booking');
  const can = useCan();
  const remove = useRemoveVisitor();
  const columns = useMemo(() => visitorColumns(t), [t]);
  const filters = useMemo<FilterDefinition[]>(
    () => [
      {
        type: 'select',
        key: 'buildingId',
        label: t('columns.building'),
        multiple: false,
        optionValue: 'id',
        optionLabel: 'name',
        search: searchBuildings,
      },
    ],
    [t],
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('visitors.title')} description={t('visitors.description')} />
      <DataTable<Visitor>
        label={t('visitors.title')}
        columns={columns}
        fetchPage={fetchVisitors}
        queryKey={fbKeys.visitors()}
        tableKey="facilitybooking_visitors_list"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchKey="search"
        searchPlaceholder={t('visitors.search')}
        rowLabel={(row) => row.name}
        filters={filters}
        onDelete={can(FB_KEYS.visitors.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
        deleteMessage={(row) => t('visitors.removeQuestion', { name: row.name })}
        view="rows"
        exportFileName="facility-booking-visitors"
      />
    </Stack>
  );
}
