import { z } from 'zod';
import {
  clockTime,
  dateAfter,
  HH_MM,
  localTime,
  minutesOf,
  timeZoneSchema,
  zonedInstant,
} from '../access/time.ts';
import { WEEK_STARTS_ON } from '../meta/index.ts';
import type { PresetPeriod } from '../validation/periods.ts';

/**
 * When a saved report is generated (issue 23): never (run now only), daily, weekly (a week day; the week
 * starts on Saturday, R195) or monthly (a day 1-28, so every month has it), at a local time in a time zone
 * (the company's, else REPORT_DEFAULT_TIME_ZONE). `nextRunAt` is the one computation the server's scheduler
 * and the web's "next run" both use.
 */

export const REPORT_FREQUENCIES = ['none', 'daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
/** Companies keep no time zone yet: schedules without one run in the spec's home zone (§9, Dubai). */
export const REPORT_DEFAULT_TIME_ZONE = 'Asia/Dubai';
export const REPORT_DEFAULT_TIME = '07:00';
export const REPORT_MAX_DAY_OF_MONTH = 28;
/** Week days in the order a picker lists them (the week starts on Saturday): 6 = Saturday, 0 = Sunday … 5. */
export const REPORT_WEEKDAY_ORDER = [6, 0, 1, 2, 3, 4, 5] as const;
export const REPORT_WEEKDAY_NAMES = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
} as const;

const wholeIn = (min: number, max: number) =>
  z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(min, `Must be between ${min} and ${max}`)
    .max(max, `Must be between ${min} and ${max}`);

/**
 * A schedule as sent: `weekday` (0 = Sunday … 6 = Saturday) is required for a weekly one and `dayOfMonth`
 * (1-28) for a monthly one (418 'Required' on `schedule.weekday` / `schedule.dayOfMonth`); the server stores
 * null for the one a frequency does not use. `timeZone` null (or absent) means the company's.
 */
export const reportScheduleInput = z
  .strictObject({
    frequency: z.enum(REPORT_FREQUENCIES, { error: `Must be one of ${REPORT_FREQUENCIES.join(', ')}` }),
    time: z
      .string({ error: 'Required' })
      .regex(HH_MM, 'Must be a time as HH:mm')
      .default(REPORT_DEFAULT_TIME),
    weekday: wholeIn(0, 6).nullable().default(null),
    dayOfMonth: wholeIn(1, REPORT_MAX_DAY_OF_MONTH).nullable().default(null),
    timeZone: timeZoneSchema.nullable().default(null),
  })
  .superRefine((s, ctx) => {
    if (s.frequency === 'weekly' && s.weekday === null)
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'Required' });
    if (s.frequency === 'monthly' && s.dayOfMonth === null)
      ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: 'Required' });
  })
  .transform((s) => ({
    ...s,
    weekday: s.frequency === 'weekly' ? s.weekday : null,
    dayOfMonth: s.frequency === 'monthly' ? s.dayOfMonth : null,
  }));
export type ReportScheduleInput = z.output<typeof reportScheduleInput>;
export type ReportScheduleForm = z.input<typeof reportScheduleInput>;

/** A stored schedule: its time zone resolved. */
export const reportSchedule = z.object({
  frequency: z.enum(REPORT_FREQUENCIES),
  time: clockTime,
  weekday: z.number().int().min(0).max(6).nullable(),
  dayOfMonth: z.number().int().min(1).max(REPORT_MAX_DAY_OF_MONTH).nullable(),
  timeZone: z.string(),
});
export type ReportSchedule = z.infer<typeof reportSchedule>;

/** Sunday 0 … Saturday 6 of a calendar date `YYYY-MM-DD`. */
const weekdayOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};

/**
 * The first instant strictly after `after` at which `schedule` runs; null for frequency 'none'. The local time
 * is read in the schedule's zone: across a daylight-saving change a run keeps its wall-clock time (a time the
 * clocks skip runs an hour later, 02:30 → 03:30; a time they repeat runs at its first occurrence).
 */
export function nextRunAt(
  schedule: Pick<ReportSchedule, 'frequency' | 'time' | 'weekday' | 'dayOfMonth'> & {
    timeZone?: string | null;
  },
  after: Date,
): Date | null {
  if (schedule.frequency === 'none') return null;
  const zone = schedule.timeZone || REPORT_DEFAULT_TIME_ZONE;
  const minutes = minutesOf(schedule.time);
  const today = localTime(after, zone).date;
  // A monthly run is at most 31 days away; one day more covers a run earlier today.
  for (let i = 0; i <= 32; i++) {
    const date = dateAfter(today, i);
    const runs =
      schedule.frequency === 'daily' ||
      (schedule.frequency === 'weekly' && weekdayOf(date) === schedule.weekday) ||
      (schedule.frequency === 'monthly' && Number(date.slice(8, 10)) === schedule.dayOfMonth);
    if (!runs) continue;
    let at = zonedInstant(date, minutes, zone);
    // A time the clocks skip (spring forward): the wall clock shows another time; move by the difference.
    const shown = localTime(at, zone);
    if (shown.minutes !== minutes)
      at = new Date(
        at.getTime() +
          (minutes - shown.minutes + (shown.date < date ? 1440 : shown.date > date ? -1440 : 0)) * 60_000,
      );
    if (at.getTime() > after.getTime()) return at;
  }
  return null;
}

/** A schedule in words, e.g. `Weekly on Saturday at 07:00 (Asia/Dubai)`; `Not scheduled` for 'none'. */
export function scheduleText(schedule: ReportSchedule, language: 'en' | 'ar' = 'en'): string {
  const en = language === 'en';
  const zone = ` (${schedule.timeZone})`;
  switch (schedule.frequency) {
    case 'none':
      return en ? 'Not scheduled' : 'غير مجدول';
    case 'daily':
      return (en ? `Daily at ${schedule.time}` : `يوميًا الساعة ${schedule.time}`) + zone;
    case 'weekly': {
      const day = REPORT_WEEKDAY_NAMES[language][schedule.weekday ?? WEEK_STARTS_ON];
      return (
        (en ? `Weekly on ${day} at ${schedule.time}` : `أسبوعيًا يوم ${day} الساعة ${schedule.time}`) + zone
      );
    }
    case 'monthly':
      return (
        (en
          ? `Monthly on day ${schedule.dayOfMonth} at ${schedule.time}`
          : `شهريًا في اليوم ${schedule.dayOfMonth} الساعة ${schedule.time}`) + zone
      );
  }
}

/**
 * The span a preset period (R196) covers at `now` in `timeZone` (the report's, not the host's), as instants:
 * rolling ones end now, "last" ones are whole local days, weeks (from Saturday) or months; `to` is inclusive.
 */
export function zonedPeriodRange(
  period: PresetPeriod,
  now: Date,
  timeZone: string,
  weekStartsOn = WEEK_STARTS_ON,
): { from: Date; to: Date } {
  const HOUR = 3_600_000;
  const today = localTime(now, timeZone).date;
  const start = (date: string) => zonedInstant(date, 0, timeZone);
  const beforeStart = (date: string) => new Date(start(date).getTime() - 1);
  const weekStart = dateAfter(today, -((weekdayOf(today) - weekStartsOn + 7) % 7));
  const monthStart = `${today.slice(0, 7)}-01`;
  const [y, m] = today.split('-').map(Number) as [number, number];
  const lastMonthStart = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
  switch (period) {
    case 'last24Hours':
      return { from: new Date(now.getTime() - 24 * HOUR), to: now };
    case 'last48Hours':
      return { from: new Date(now.getTime() - 48 * HOUR), to: now };
    case 'last7Days':
      return { from: new Date(now.getTime() - 7 * 24 * HOUR), to: now };
    case 'today':
      return { from: start(today), to: now };
    case 'thisWeek':
      return { from: start(weekStart), to: now };
    case 'lastWeek':
      return { from: start(dateAfter(weekStart, -7)), to: beforeStart(weekStart) };
    case 'thisMonth':
      return { from: start(monthStart), to: now };
    case 'lastMonth':
      return { from: start(lastMonthStart), to: beforeStart(monthStart) };
    case 'thisYear':
      return { from: start(`${today.slice(0, 4)}-01-01`), to: now };
  }
}
