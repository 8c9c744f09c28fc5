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
import { FIRST_DAY_OF_WEEK } from '../../../../lib/dates.ts';
import { directionOf, isLanguage } from '../../../../lib/languages.ts';
import { LoadingBar } from '../../../../ui/LoadingBar.tsx';

export interface CalendarRange {
  from: string;
  to: string;
}

export interface AccessCalendarProps {
  events: EventInput[];
  /** The shown range changed (first render, a view or a page turned): ISO instants, end exclusive. */
  onRangeChange: (range: CalendarRange) => void;
  onEventClick?: (id: string) => void;
  /** Shown while the range's events load. */
  busy?: boolean;
  /**
   * An editable event dragged or resized: its id and how far its start and end moved, in ms. A rejection
   * puts the event back where it was.
   */
  onMove?: (id: string, move: { start: number; end: number }) => Promise<unknown>;
}

const ms = (duration: { milliseconds: number; days: number; months: number; years: number }) =>
  duration.milliseconds + duration.days * 86_400_000;

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const VIEWS = 'timeGridDay,timeGridWeek,dayGridMonth';
const TOOLBAR = { start: 'prev,next today', center: 'title', end: VIEWS };
const LOCALES = [arLocale];

/**
 * Every access on a calendar (FullCalendar): day, week and month views, weeks from Saturday (R195), and in
 * Arabic its locale, right to left.
 */
export function AccessCalendar({ events, onRangeChange, onEventClick, busy, onMove }: AccessCalendarProps) {
  const { t, i18n } = useTranslation('metro-watch');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  // New option objects on every render would make FullCalendar reset its view (and report its range again).
  const buttonText = useMemo(
    () => ({
      today: t('access.calendar.today'),
      day: t('access.calendar.day'),
      week: t('access.calendar.week'),
      month: t('access.calendar.month'),
      prev: t('access.calendar.previous'),
      next: t('access.calendar.next'),
    }),
    [t],
  );
  return (
    // A fetch in progress shows as the named loading bar, not by fading the calendar (faded, its buttons fail
    // the colour contrast check).
    <Box aria-busy={busy} data-testid="access-calendar" pos="relative">
      {busy && <LoadingBar />}
      <FullCalendar
        plugins={PLUGINS}
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
        events={events}
        datesSet={(range: DatesSetArg) =>
          onRangeChange({ from: range.start.toISOString(), to: range.end.toISOString() })
        }
        eventDrop={(drop: EventDropArg) => {
          const delta = ms(drop.delta);
          onMove?.(drop.event.id, { start: delta, end: delta }).catch(drop.revert);
        }}
        eventResize={(resize: EventResizeDoneArg) => {
          onMove?.(resize.event.id, { start: ms(resize.startDelta), end: ms(resize.endDelta) }).catch(
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
