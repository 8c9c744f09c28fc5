import type { DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import dayGridPlugin from '@fullcalendar/daygrid';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_DAY_OF_WEEK } from '../../../lib/dates.ts';
import { directionOf, isLanguage } from '../../../lib/languages.ts';
import { LoadingBar } from '../../../ui/LoadingBar.tsx';
import type { CalendarRange } from '../api/reservations.ts';

export interface ReservationCalendarProps {
  events: EventInput[];
  /** The shown range changed (first render, a view or a page turned): ISO instants, end exclusive. */
  onRangeChange: (range: CalendarRange) => void;
  onEventClick?: (id: string) => void;
  busy?: boolean;
  /** A booking dragged or resized to its new start and end; a rejection puts it back where it was. */
  onMove?: (id: string, moved: { start: Date | null; end: Date | null }) => Promise<unknown>;
  /** The day shown first (YYYY-MM-DD), today without it. */
  initialDate?: string;
}

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const VIEWS = 'timeGridDay,timeGridWeek,dayGridMonth';
const TOOLBAR = { start: 'prev,next today', center: 'title', end: VIEWS };
const LOCALES = [arLocale];

/**
 * Bookings on FullCalendar: day, week and month views, weeks from Saturday (firstDay 6, R195), in Arabic
 * its locale, right to left; times in the browser's time zone.
 */
export function ReservationCalendar({
  events,
  onRangeChange,
  onEventClick,
  busy,
  onMove,
  initialDate,
}: ReservationCalendarProps) {
  const { t, i18n } = useTranslation('facility-booking');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  // New option objects on every render would make FullCalendar reset its view (and report its range again).
  const buttonText = useMemo(
    () => ({
      today: t('calendar.today'),
      day: t('calendar.day'),
      week: t('calendar.week'),
      month: t('calendar.month'),
      prev: t('calendar.previous'),
      next: t('calendar.next'),
    }),
    [t],
  );
  return (
    <Box aria-busy={busy} data-testid="reservation-calendar" pos="relative">
      {busy && <LoadingBar />}
      <FullCalendar
        plugins={PLUGINS}
        initialView="timeGridWeek"
        initialDate={initialDate}
        headerToolbar={TOOLBAR}
        buttonText={buttonText}
        // FullCalendar's arrow icons are unnamed images: the buttons say previous and next in words instead.
        buttonIcons={false}
        firstDay={FIRST_DAY_OF_WEEK}
        locales={LOCALES}
        locale={language}
        direction={directionOf(language)}
        height="auto"
        nowIndicator
        dayMaxEvents
        allDaySlot={false}
        scrollTime="07:00:00"
        slotMinTime="06:00:00"
        slotMaxTime="22:00:00"
        events={events}
        datesSet={(range: DatesSetArg) =>
          onRangeChange({ from: range.start.toISOString(), to: range.end.toISOString() })
        }
        eventDrop={(drop: EventDropArg) => {
          onMove?.(drop.event.id, { start: drop.event.start, end: drop.event.end }).catch(drop.revert);
        }}
        eventResize={(resize: EventResizeDoneArg) => {
          onMove?.(resize.event.id, { start: resize.event.start, end: resize.event.end }).catch(
            resize.revert,
          );
        }}
        eventClick={(click: EventClickArg) => {
          click.jsEvent.preventDefault();
          onEventClick?.(click.event.id);
        }}
      />
    </Box>
  );
}
