import { access, facmgmt } from '@atrium/contracts';
import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Divider,
  Drawer,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCalendar, IconCalendarX, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../kit/access.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { FB_KEYS } from '../access.ts';
import { useBuilding } from '../api/buildings.ts';
import { useReservation } from '../api/reservations.ts';
import { useRemoveVisitor, useReservationVisitors } from '../api/visitors.ts';
import { FB_PATHS } from '../paths.ts';
import { CancelReservationDialog } from './CancelReservationDialog.tsx';
import { spanText } from './format.ts';
import { InviteVisitorForm } from './InviteVisitorForm.tsx';
import { PassesList } from './PassesList.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={120} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}

function Visitors({ reservation }: { reservation: facmgmt.Reservation }) {
  const { t } = useTranslation('facility-booking');
  const can = useCan();
  const visitors = useReservationVisitors(reservation.id);
  const remove = useRemoveVisitor();
  const open = reservation.status === 'confirmed' && Date.parse(reservation.endsAt) > Date.now();
  if (!can(FB_KEYS.visitors.view)) return null;
  return (
    <Stack gap="sm" data-testid="reservation-visitors">
      <Title order={3} fz="h5">
        {t('visitors.title')}
      </Title>
      {visitors.isPending ? (
        <Loader size="sm" role="status" aria-label={t('loading')} />
      ) : visitors.isError ? (
        <QueryErrorState title={t('visitors.loadFailed')} query={visitors} />
      ) : visitors.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('visitors.noneInvited')}
        </Text>
      ) : (
        visitors.data.map((visitor) => (
          <Paper key={visitor.id} withBorder p="sm" data-testid={`visitor-${visitor.id}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={600}>{visitor.name}</Text>
                <Text size="sm" c="dimmed" dir="ltr">
                  {visitor.email}
                  {visitor.plate ? ` · ${visitor.plate}` : ''}
                </Text>
              </Stack>
              {open && can(FB_KEYS.visitors.delete) && (
                <Tooltip label={t('visitor.remove', { name: visitor.name })}>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    aria-label={t('visitor.remove', { name: visitor.name })}
                    loading={remove.isPending && remove.variables === visitor.id}
                    onClick={() => remove.mutate(visitor.id)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            <Divider my="xs" />
            <PassesList passes={visitor.passes} />
          </Paper>
        ))
      )}
      {open && can(FB_KEYS.visitors.create) && (
        <InviteVisitorForm reservationId={reservation.id} inSeries={reservation.series !== null} />
      )}
    </Stack>
  );
}

function Details({ reservation }: { reservation: facmgmt.Reservation }) {
  const { t } = useTranslation('facility-booking');
  const can = useCan();
  const [cancelling, setCancelling] = useState(false);
  // The calendar shows the building's zone, so its day is the booking's day there, not in the browser.
  const timeZone = useBuilding(reservation.building.id).data?.timeZone ?? facmgmt.DEFAULT_TIME_ZONE;
  const day = access.localTime(new Date(reservation.startsAt), timeZone).date;
  const cancellable =
    reservation.status === 'confirmed' &&
    Date.parse(reservation.endsAt) > Date.now() &&
    can(FB_KEYS.reservations.cancel);
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Fact label={t('columns.when')}>
          <span dir="ltr" data-testid="reservation-span">
            {spanText(reservation.startsAt, reservation.endsAt)}
          </span>
        </Fact>
        <Fact label={t('columns.space')}>
          {reservation.space.name} · {reservation.floor.name} · {reservation.building.name}
        </Fact>
        <Fact label={t('columns.status')}>
          <Badge
            color={reservation.status === 'confirmed' ? 'green' : 'red'}
            variant="light"
            data-testid="reservation-status"
          >
            {t(`statuses.${reservation.status}`)}
          </Badge>
        </Fact>
        <Fact label={t('columns.bookedBy')}>{reservation.bookedBy.name}</Fact>
        {reservation.attendees !== null && (
          <Fact label={t('columns.attendees')}>{reservation.attendees}</Fact>
        )}
        {reservation.series && (
          <Fact label={t('reservation.series')}>
            {t('reservation.weeklyUntil', { date: reservation.series.until })}
          </Fact>
        )}
        {reservation.notes && <Fact label={t('reservation.notes')}>{reservation.notes}</Fact>}
      </Stack>
      <Group>
        <Button
          variant="default"
          component={Link}
          to={FB_PATHS.calendarOn(day, reservation.building.id)}
          leftSection={<IconCalendar size={16} />}
        >
          {t('reservation.showOnCalendar')}
        </Button>
        {cancellable && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconCalendarX size={16} />}
            onClick={() => setCancelling(true)}
          >
            {t('reservation.cancel')}
          </Button>
        )}
      </Group>
      <Divider />
      <Visitors reservation={reservation} />
      <CancelReservationDialog
        reservation={cancelling ? reservation : null}
        onClose={() => setCancelling(false)}
      />
    </Stack>
  );
}

/**
 * A reservation's details in a drawer at the end side: when, where, status, who booked it, its series; its
 * visitors with their passes (door credentials and plate accesses, window and state), inviting and
 * removing visitors, and cancelling it.
 */
export function ReservationDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('facility-booking');
  const reservation = useReservation(id);
  const title = reservation.data?.title ?? t('reservation.title');
  return (
    // Compound parts so the dialog is named from its first frame: Mantine links the title (aria-labelledby)
    // only after an effect, and the accessibility check once caught the drawer in between.
    <Drawer.Root opened={id !== null} onClose={onClose} position="right" size="lg">
      <Drawer.Overlay />
      <Drawer.Content aria-label={title} data-testid="reservation-drawer">
        <Drawer.Header>
          <Drawer.Title>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('common:actions.close')} />
        </Drawer.Header>
        <Drawer.Body>
          {reservation.data ? (
            <Details reservation={reservation.data} />
          ) : reservation.isError ? (
            <QueryErrorState title={t('reservation.loadFailed')} query={reservation} />
          ) : (
            <Center py="xl">
              <Loader role="status" aria-label={t('loading')} />
            </Center>
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
