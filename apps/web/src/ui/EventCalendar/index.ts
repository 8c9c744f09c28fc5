export {
  type CalendarRange,
  EventCalendar,
  type EventCalendarProps,
  type EventMove,
} from './EventCalendar.tsx';
