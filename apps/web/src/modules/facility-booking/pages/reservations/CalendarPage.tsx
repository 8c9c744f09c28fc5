import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { type CalendarRange, EventCalendar, type EventMove } from '../../../../ui/EventCalendar/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FB_KEYS } from '../../access.ts';
import { useSpaceOptions } from '../../api/buildings.ts';
import { useMoveReservation, useReservationCalendar } from '../../api/reservations.ts';
import { movedBody, refusalOf, toEventInputs } from '../../components/calendarEvents.ts';
import { ReservationDrawer } from '../../components/ReservationDrawer.tsx';
import { FB_PATHS } from '../../paths.ts';

/**
 * /facility-booking/reservations/calendar: bookings on a calendar (day, week from Saturday, month), every
 * space or one. Dragging a booking moves it and resizing extends it, each saved through the reservation's
 * PUT with the server's checks; a refusal puts it back and says why. A booking opens its details; `?date=`
 * opens the calendar on that day's week.
 */
export function CalendarPage() {
  const { t } = useTranslation('facility-booking');
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [spaceId, setSpaceId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const spaces = useSpaceOptions();
  const calendar = useReservationCalendar(range, spaceId ? Number(spaceId) : null);
  const move = useMoveReservation();
  const canMove = can(FB_KEYS.reservations.update);
  const events = useMemo(() => toEventInputs(calendar.data?.data ?? [], canMove), [calendar.data, canMove]);
  const raw = params.get('reservation') ?? '';
  const openId = /^\d+$/.test(raw) ? Number(raw) : null;
  // `?date=` opens the calendar on that day's week (a reservation's "show on the calendar").
  const [initialDate] = useState(() => {
    const date = params.get('date') ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
  });

  const onMove = async (id: string, moved: EventMove) => {
    setRefusal(null);
    const body = movedBody(moved);
    if (!body) throw new Error('no end');
    try {
      await move.mutateAsync({ id: Number(id), body });
    } catch (error) {
      setRefusal(refusalOf(error, t));
      throw error;
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('calendar.title')}
        description={t('calendar.description')}
        actions={
          <Group align="flex-end">
            <Select
              label={t('columns.space')}
              placeholder={t('calendar.allSpaces')}
              data={(spaces.data ?? []).map((space) => ({
                value: String(space.id),
                label: `${space.name} · ${space.building.name}`,
              }))}
              value={spaceId}
              onChange={setSpaceId}
              searchable
              clearable
              w={260}
            />
            {can(FB_KEYS.reservations.create) && (
              <Button component={Link} to={FB_PATHS.reserve} leftSection={<IconCalendarPlus size={16} />}>
                {t('nav.reserve')}
              </Button>
            )}
          </Group>
        }
      />
      {refusal && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          onClose={() => setRefusal(null)}
          data-testid="move-refused"
        >
          {t('calendar.refused', { reason: refusal })}
        </Alert>
      )}
      {calendar.isError && <QueryErrorState title={t('calendar.loadFailed')} query={calendar} />}
      <EventCalendar
        testId="reservation-calendar"
        events={events}
        onRangeChange={(next) =>
          setRange((current) => (current?.from === next.from && current.to === next.to ? current : next))
        }
        onEventClick={(id) => setParams({ ...(initialDate ? { date: initialDate } : {}), reservation: id })}
        onMove={canMove ? onMove : undefined}
        busy={calendar.isFetching || move.isPending}
        options={{
          initialDate,
          allDaySlot: false,
          scrollTime: '07:00:00',
          slotMinTime: '06:00:00',
          slotMaxTime: '22:00:00',
        }}
      />
      {calendar.isSuccess && events.length === 0 && <EmptyState variant="reservations" compact />}
      <ReservationDrawer
        id={openId}
        onClose={() => setParams(initialDate ? { date: initialDate } : {}, { replace: true })}
      />
    </Stack>
  );
}
