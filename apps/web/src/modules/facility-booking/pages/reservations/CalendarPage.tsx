import { facmgmt } from '@atrium/contracts';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { type CalendarRange, EventCalendar, type EventMove } from '../../../../ui/EventCalendar/index.ts';
import { LoadingBar } from '../../../../ui/LoadingBar.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FB_KEYS } from '../../access.ts';
import { useBuildingOptions, useBuildingSpaces } from '../../api/buildings.ts';
import { useMoveReservation, useReservationCalendar } from '../../api/reservations.ts';
import { movedBody, refusalOf, toEventInputs } from '../../components/calendarEvents.ts';
import { ReservationDrawer } from '../../components/ReservationDrawer.tsx';
import { FB_PATHS } from '../../paths.ts';

/**
 * /facility-booking/reservations/calendar: a building's bookings on a calendar (day, week from Saturday,
 * month), every space or one, in the building's time zone whatever the browser's (a booking dragged to 10:00
 * is 10:00 in the building). `?building=` picks the building, else the first one. Dragging a booking moves it and resizing extends it, each saved through the reservation's
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
  const buildings = useBuildingOptions();
  const [chosenBuilding, setBuildingId] = useState(() => Number(params.get('building')) || null);
  const buildingId = chosenBuilding ?? buildings.data?.[0]?.id ?? null;
  const building = buildings.data?.find((b) => b.id === buildingId);
  const timeZone = building?.timeZone ?? facmgmt.DEFAULT_TIME_ZONE;
  const spaces = useBuildingSpaces(buildingId ?? 0);
  const calendar = useReservationCalendar(buildingId ? range : null, {
    buildingId,
    spaceId: spaceId ? Number(spaceId) : null,
  });
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

  // What the address keeps when a booking's details open and close: the day and the building shown.
  const kept = {
    ...(initialDate ? { date: initialDate } : {}),
    ...(buildingId ? { building: String(buildingId) } : {}),
  };

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
              label={t('columns.building')}
              data={(buildings.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
              value={buildingId ? String(buildingId) : null}
              onChange={(value) => {
                setBuildingId(value ? Number(value) : null);
                setSpaceId(null);
              }}
              placeholder={buildings.isPending ? t('loading') : undefined}
              allowDeselect={false}
              w={220}
            />
            <Select
              label={t('columns.space')}
              placeholder={t('calendar.allSpaces')}
              data={(spaces.data ?? []).map((space) => ({ value: String(space.id), label: space.name }))}
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
      {buildings.isError && <QueryErrorState title={t('calendar.loadFailed')} query={buildings} />}
      {calendar.isError && <QueryErrorState title={t('calendar.loadFailed')} query={calendar} />}
      {building && (
        <Text size="sm" c="dimmed" data-testid="calendar-zone">
          {t('reserve.timeZone', { zone: timeZone })}
        </Text>
      )}
      {buildings.isPending && <LoadingBar />}
      {/* Keyed by the zone: FullCalendar keeps the dates it parsed (the first day shown) in the zone it had. */}
      {buildings.isSuccess && (
        <EventCalendar
          key={timeZone}
          testId="reservation-calendar"
          timeZone={timeZone}
          events={events}
          onRangeChange={(next) =>
            setRange((current) => (current?.from === next.from && current.to === next.to ? current : next))
          }
          onEventClick={(id) => setParams({ ...kept, reservation: id })}
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
      )}
      {buildings.isSuccess && buildings.data.length === 0 && <EmptyState variant="reservations" compact />}
      {calendar.isSuccess && events.length === 0 && <EmptyState variant="reservations" compact />}
      <ReservationDrawer id={openId} onClose={() => setParams(kept, { replace: true })} />
    </Stack>
  );
}
