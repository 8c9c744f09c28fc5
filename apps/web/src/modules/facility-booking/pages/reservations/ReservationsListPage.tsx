import { DEFAULT_PAGE_SIZE, type facmgmt } from '@atrium/contracts';
import { ActionIcon, Badge, Button, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCalendarPlus, IconCalendarX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FB_KEYS } from '../../access.ts';
import { fbKeys } from '../../api/keys.ts';
import { fetchReservations } from '../../api/reservations.ts';
import { CancelReservationDialog } from '../../components/CancelReservationDialog.tsx';
import { searchBuildings } from '../../components/filters.ts';
import { spanText } from '../../components/format.ts';
import { ReservationDrawer } from '../../components/ReservationDrawer.tsx';
import { FB_PATHS } from '../../paths.ts';

type Reservation = facmgmt.Reservation;

const isOpen = (row: Reservation) => row.status === 'confirmed' && Date.parse(row.endsAt) > Date.now();

function reservationColumns(t: TFunction, open: (row: Reservation) => void): DataTableColumn<Reservation>[] {
  return [
    {
      id: 'title',
      header: t('columns.title'),
      sortable: false,
      accessor: (row) => row.title,
      cell: (row) => (
        <UnstyledButton
          onClick={() => open(row)}
          aria-label={t('reservation.open', { title: row.title })}
          mih={24}
        >
          <Text size="sm" fw={500} c="blue.8">
            {row.title}
          </Text>
        </UnstyledButton>
      ),
    },
    {
      id: 'startsAt',
      header: t('columns.when'),
      accessor: (row) => spanText(row.startsAt, row.endsAt),
      csv: (row) => `${row.startsAt}/${row.endsAt}`,
      cell: (row) => <span dir="ltr">{spanText(row.startsAt, row.endsAt)}</span>,
    },
    { id: 'space', header: t('columns.space'), sortable: false, accessor: (row) => row.space.name },
    { id: 'building', header: t('columns.building'), sortable: false, accessor: (row) => row.building.name },
    {
      id: 'status',
      header: t('columns.status'),
      sortable: false,
      accessor: (row) => t(`statuses.${row.status}`),
      cell: (row) => (
        <Badge color={row.status === 'confirmed' ? 'green' : 'red'} variant="light">
          {t(`statuses.${row.status}`)}
        </Badge>
      ),
    },
    { id: 'bookedBy', header: t('columns.bookedBy'), sortable: false, accessor: (row) => row.bookedBy.name },
    {
      id: 'series',
      header: t('reservation.series'),
      sortable: false,
      hidden: true,
      accessor: (row) => (row.series ? t('reservation.weeklyUntil', { date: row.series.until }) : '—'),
    },
  ];
}

/**
 * /facility-booking/reservations/list: bookings, the coming ones first (filters status, building, mine);
 * a title opens the reservation's details with its visitors and passes (`?reservation=`); a coming booking
 * can be cancelled after a confirmation. No bookings: 'No Reservations Yet' (R168).
 */
export function ReservationsListPage() {
  const { t } = useTranslation('facility-booking');
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const raw = params.get('reservation') ?? '';
  const openId = /^\d+$/.test(raw) ? Number(raw) : null;
  const open = useCallback((row: Reservation) => setParams({ reservation: String(row.id) }), [setParams]);
  const canCancel = can(FB_KEYS.reservations.cancel);

  const columns = useMemo(() => {
    const base = reservationColumns(t, open);
    if (!canCancel) return base;
    const cancel: DataTableColumn<Reservation> = {
      id: 'cancel',
      header: t('actions'),
      sortable: false,
      csv: () => '',
      cell: (row) =>
        isOpen(row) && (
          <Tooltip label={t('reservation.cancelNamed', { title: row.title })}>
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={t('reservation.cancelNamed', { title: row.title })}
              onClick={() => setCancelling(row)}
            >
              <IconCalendarX size={18} />
            </ActionIcon>
          </Tooltip>
        ),
    };
    return [...base, cancel];
  }, [t, canCancel, open]);

  const filters = useMemo<FilterDefinition[]>(
    () => [
      {
        type: 'select',
        key: 'status',
        label: t('columns.status'),
        multiple: false,
        optionValue: 'value',
        options: [
          { value: 'confirmed', label: t('statuses.confirmed') },
          { value: 'cancelled', label: t('statuses.cancelled') },
        ],
      },
      {
        type: 'select',
        key: 'buildingId',
        label: t('columns.building'),
        multiple: false,
        optionValue: 'id',
        optionLabel: 'name',
        search: searchBuildings,
      },
      {
        type: 'select',
        key: 'mine',
        label: t('reservations.whose'),
        multiple: false,
        optionValue: 'value',
        options: [{ value: 'true', label: t('reservations.mine') }],
      },
    ],
    [t],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('reservations.title')}
        description={t('reservations.description')}
        actions={
          can(FB_KEYS.reservations.create) && (
            <Button component={Link} to={FB_PATHS.reserve} leftSection={<IconCalendarPlus size={16} />}>
              {t('nav.reserve')}
            </Button>
          )
        }
      />
      <DataTable<Reservation>
        label={t('reservations.title')}
        columns={columns}
        fetchPage={fetchReservations}
        queryKey={fbKeys.reservations()}
        tableKey="facilitybooking_reservations_list"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('reservations.search')}
        rowLabel={(row) => row.title}
        filters={filters}
        emptyVariant="reservations"
        view="rows"
        exportFileName="facility-booking-reservations"
      />
      <ReservationDrawer id={openId} onClose={() => setParams({}, { replace: true })} />
      <CancelReservationDialog reservation={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
