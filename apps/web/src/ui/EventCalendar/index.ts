export {
  CALENDAR_PLUGINS,
  type CalendarRange,
  EventCalendar,
  type EventCalendarProps,
  type EventMove,
} from './EventCalendar.tsx';
