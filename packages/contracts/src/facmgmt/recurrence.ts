import { dateAfter, localTime, minutesOf, WEEK_DAY_NAMES, WEEK_DAYS, zonedInstant } from '../access/time.ts';

/**
 * The time rules of facility booking, shared by the server's checks and the web's forms: opening hours in a
 * building's time zone, weekly series, half-open overlap and the week from Saturday (spec §9).
 */

/** One day's opening: `open` to `close` local time (`close` may be `24:00`); null when closed all day. */
export interface DayHours {
  open: string;
  close: string;
}
/** Seven entries, index 0 = Saturday (the first day of the spec's week) to 6 = Friday. */
export type OpeningHours = readonly (DayHours | null)[];

export const MAX_SERIES_OCCURRENCES = 53;
const DAY_MS = 86_400_000;

/** Two bookings of one space clash when their half-open spans `[start, end)` share an instant: back-to-back is free. */
export const overlaps = (a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }): boolean =>
  a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();

/** The index in opening hours (0 = Saturday) of a local date `YYYY-MM-DD`. */
export function weekIndexOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // getUTCDay: Sunday 0 … Saturday 6; our week: Saturday 0 … Friday 6.
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 1) % 7;
}

/** The Saturday that starts the week of `date` (`YYYY-MM-DD`). */
export const weekStartOf = (date: string): string => dateAfter(date, -weekIndexOf(date));

/** A day's hours in words: `Saturday 08:00-18:00` or `Friday closed`. */
export function dayHoursText(hours: OpeningHours, index: number): string {
  const name = WEEK_DAY_NAMES[WEEK_DAYS[index] ?? 'sat'];
  const day = hours[index];
  return day ? `${name} ${day.open}-${day.close}` : `${name} closed`;
}

export type OpeningCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether `[startsAt, endsAt)` lies inside one day's opening in `timeZone`. A booking ending at local midnight
 * ends on its start day (`close` 24:00); one running past midnight is outside, as no day's opening spans two.
 */
export function checkOpeningHours(
  hours: OpeningHours,
  timeZone: string,
  startsAt: Date,
  endsAt: Date,
): OpeningCheck {
  const start = localTime(startsAt, timeZone);
  const end = localTime(endsAt, timeZone);
  const index = weekIndexOf(start.date);
  const endMinutes =
    end.date === start.date
      ? end.minutes
      : end.date === dateAfter(start.date) && end.minutes === 0
        ? 1440
        : -1;
  const day = hours[index];
  const inside =
    day !== null &&
    day !== undefined &&
    endMinutes >= 0 &&
    start.minutes >= minutesOf(day.open) &&
    endMinutes <= minutesOf(day.close);
  return inside
    ? { ok: true }
    : { ok: false, reason: `Outside the opening hours (${dayHoursText(hours, index)}, ${timeZone})` };
}

export interface Occurrence {
  startsAt: Date;
  endsAt: Date;
  /** The local date of the start, `YYYY-MM-DD`. */
  date: string;
}

/**
 * A weekly series: the first booking and every later one on the same week day at the same local wall-clock
 * times (so across a daylight-saving change the UTC instants move, the local times do not), up to `until`
 * (a local date, included), leaving out the `exceptions` dates. At most MAX_SERIES_OCCURRENCES.
 */
export function weeklyOccurrences(
  first: { startsAt: Date; endsAt: Date },
  timeZone: string,
  until: string,
  exceptions: readonly string[] = [],
): Occurrence[] {
  const start = localTime(first.startsAt, timeZone);
  const end = localTime(first.endsAt, timeZone);
  const endDayOffset = Math.round((Date.parse(end.date) - Date.parse(start.date)) / DAY_MS);
  const skipped = new Set(exceptions);
  const out: Occurrence[] = [];
  for (let week = 0; out.length < MAX_SERIES_OCCURRENCES; week++) {
    const date = dateAfter(start.date, week * 7);
    if (date > until) break;
    if (skipped.has(date)) continue;
    out.push({
      date,
      startsAt: zonedInstant(date, start.minutes, timeZone),
      endsAt: zonedInstant(dateAfter(date, endDayOffset), end.minutes, timeZone),
    });
  }
  return out;
}

/** How many weekly dates `first` to `until` spans, exceptions included (to refuse a too long series). */
export function weeksUntil(firstDate: string, until: string): number {
  return Math.floor((Date.parse(until) - Date.parse(firstDate)) / (7 * DAY_MS)) + 1;
}

export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/**
 * The window a calendar view shows around `date` in `timeZone`: the day, the week from Saturday, or the
 * calendar month; from local midnight to local midnight.
 */
export function calendarWindow(view: CalendarView, date: string, timeZone: string): { from: Date; to: Date } {
  let first = date;
  let next = dateAfter(date);
  if (view === 'week') {
    first = weekStartOf(date);
    next = dateAfter(first, 7);
  } else if (view === 'month') {
    first = `${date.slice(0, 8)}01`;
    const [y, m] = first.split('-').map(Number) as [number, number];
    next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  }
  return { from: zonedInstant(first, 0, timeZone), to: zonedInstant(next, 0, timeZone) };
}
