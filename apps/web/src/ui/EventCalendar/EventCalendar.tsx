import type {
  CalendarOptions,
  DatesSetArg,
  Duration,
  EventClickArg,
  EventDropArg,
  EventInput,
} from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import dayGridPlugin from '@fullcalendar/daygrid';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import interactionPlugin from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_DAY_OF_WEEK } from '../../lib/dates.ts';
import { directionOf, isLanguage } from '../../lib/languages.ts';
import { LoadingBar } from '../LoadingBar.tsx';

/** The shown range: ISO instants, end exclusive. */
export interface CalendarRange {
  from: string;
  to: string;
}

/** An event dragged or resized: where its start and end are now, and how far each moved (ms). */
export interface EventMove {
  start: Date | null;
  end: Date | null;
  startDelta: number;
  endDelta: number;
}

export interface EventCalendarProps {
  events: EventInput[];
  /** The shown range changed (first render, a view or a page turned). */
  onRangeChange: (range: CalendarRange) => void;
  onEventClick?: (id: string) => void;
  /** Shown while the range's events load. */
  busy?: boolean;
  /** An editable event dragged or resized; a rejection puts it back where it was. */
  onMove?: (id: string, move: EventMove) => Promise<unknown>;
  testId: string;
  /**
   * The IANA zone the calendar shows and edits wall times in (a building's), whatever the browser's zone;
   * the browser's own when left out. Dates given back (range, moves) are true instants either way.
   */
  timeZone?: string;
  /** What the calendar adds to the shared setup (the day shown first, the hours of the time grid). */
  options?: Pick<
    CalendarOptions,
    'initialDate' | 'allDaySlot' | 'scrollTime' | 'slotMinTime' | 'slotMaxTime'
  >;
}

const ms = (duration: Duration) => duration.milliseconds + duration.days * 86_400_000;

/** Luxon gives FullCalendar named time zones: without it a zone name would only be a UTC offset guess. */
export const CALENDAR_PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin, luxonPlugin];
const VIEWS = 'timeGridDay,timeGridWeek,dayGridMonth';
const TOOLBAR = { start: 'prev,next today', center: 'title', end: VIEWS };
const LOCALES = [arLocale];

/**
 * Events on FullCalendar: day, week and month views, weeks from Saturday (firstDay 6, R195), in Arabic its
 * locale, right to left; times in `timeZone` (else the browser's zone).
 */
export function EventCalendar({
  events,
  onRangeChange,
  onEventClick,
  busy,
  onMove,
  testId,
  timeZone,
  options,
}: EventCalendarProps) {
  const { t, i18n } = useTranslation('common');
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
    // A fetch in progress shows as the named loading bar, not by fading the calendar (faded, its buttons fail
    // the colour contrast check).
    <Box aria-busy={busy} data-testid={testId} pos="relative">
      {busy && <LoadingBar />}
      <FullCalendar
        plugins={CALENDAR_PLUGINS}
        timeZone={timeZone ?? 'local'}
        initialView="timeGridWeek"
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
        {...options}
        events={events}
        datesSet={(range: DatesSetArg) =>
          onRangeChange({ from: range.start.toISOString(), to: range.end.toISOString() })
        }
        eventDrop={(drop: EventDropArg) => {
          const delta = ms(drop.delta);
          const { start, end } = drop.event;
          onMove?.(drop.event.id, { start, end, startDelta: delta, endDelta: delta }).catch(drop.revert);
        }}
        eventResize={(resize: EventResizeDoneArg) => {
          const { start, end } = resize.event;
          const moved = { start, end, startDelta: ms(resize.startDelta), endDelta: ms(resize.endDelta) };
          onMove?.(resize.event.id, moved).catch(resize.revert);
        }}
        eventClick={(click: EventClickArg) => {
          click.jsEvent.preventDefault();
          onEventClick?.(click.event.id);
        }}
      />
    </Box>
  );
}
