import { z } from 'zod';

/**
 * Week days and local time for access schedules. The week starts on Saturday (spec §9, R195), so every
 * list of days, and every schedule shown, runs Saturday to Friday.
 */
export const WEEK_DAYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const WEEK_DAY_NAMES: Record<WeekDay, string> = {
  sat: 'Saturday',
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
};

/** JavaScript's `getDay()` numbering (Sunday 0, Saturday 6) to our days. */
const BY_JS_DAY: readonly WeekDay[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
export const nextDay = (day: WeekDay): WeekDay => BY_JS_DAY[(BY_JS_DAY.indexOf(day) + 1) % 7] as WeekDay;

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** An IANA time zone such as `Asia/Dubai`. */
export const timeZoneSchema = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(64, 'Please Enter At Most 64 Characters')
  .refine(isTimeZone, 'Must be a time zone such as Asia/Dubai');

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** `HH:mm`, and `24:00` for a window that runs to the end of its day. */
export const clockTime = z
  .string({ error: 'Required' })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Must be a time as HH:mm');
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export interface LocalTime {
  day: WeekDay;
  /** Minutes since local midnight. */
  minutes: number;
  /** The local calendar date, `YYYY-MM-DD`. */
  date: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string) => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
};

function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** What a wall clock in `timeZone` shows at `at`. */
export function localTime(at: Date, timeZone: string): LocalTime {
  const c = wallClock(at, timeZone);
  const date = `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
  const jsDay = new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay();
  return { day: BY_JS_DAY[jsDay] as WeekDay, minutes: c.hour * 60 + c.minute, date };
}

/** How far ahead of UTC `timeZone` is at `at`, in milliseconds. */
function offsetAt(at: Date, timeZone: string) {
  const c = wallClock(at, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a wall clock in `timeZone` shows `date` (`YYYY-MM-DD`) plus `minutes` after midnight. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, 0, minutes);
  const first = guess - offsetAt(new Date(guess), timeZone);
  // Across a daylight-saving change the offset at the result can differ from the one at the guess.
  return new Date(guess - offsetAt(new Date(first), timeZone));
}

/** The calendar date after `date` (`YYYY-MM-DD`). */
export const dateAfter = (date: string, days = 1) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
