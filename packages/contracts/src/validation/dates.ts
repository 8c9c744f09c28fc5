import { z } from 'zod';
import {
  END_BEFORE_START,
  END_TIME_NOT_AFTER_START,
  FROM_NOT_BEFORE_TO,
  FUTURE_DATE,
  INVALID_DATE,
  maxDaysMessage,
  PAST_START,
} from './messages.ts';
import { isTime24 } from './time.ts';

// Dates are ISO calendar dates ('YYYY-MM-DD') in the user's own time zone; such strings sort like the dates
// they name, so comparisons are plain string comparisons once a value has passed isIsoDate.

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (so '2023-02-29' is not one). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Today as YYYY-MM-DD in the local time zone of `now`'s host; servers should pass the user's date instead. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** `date` moved by `days` (may be negative). */
export const addDays = (date: string, days: number) =>
  new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);

/** R78: days covered by a range, both ends included (start = end is 1 day). */
export const dayCount = (start: string, end: string) => dayNumber(end) - dayNumber(start) + 1;

/** An ISO date ('YYYY-MM-DD', taken as local midnight) or date-time, as epoch milliseconds; NaN when invalid. */
function toInstant(value: string): number {
  if (ISO_DATE.test(value)) return isIsoDate(value) ? Date.parse(`${value}T00:00:00`) : Number.NaN;
  return Date.parse(value);
}

/** R73: From strictly before To; each an ISO date or date-time. Invalid input is not "before". */
export function isFromBeforeTo(from: string, to: string): boolean {
  const [a, b] = [toInstant(from), toInstant(to)];
  return !Number.isNaN(a) && !Number.isNaN(b) && a < b;
}

/** R73: a From/To pair; the error sits on `to`. */
export const fromToSchema = z
  .object({ from: z.string(), to: z.string() })
  .superRefine(({ from, to }, ctx) => {
    if (Number.isNaN(toInstant(from)))
      ctx.addIssue({ code: 'custom', message: INVALID_DATE, path: ['from'] });
    else if (Number.isNaN(toInstant(to)))
      ctx.addIssue({ code: 'custom', message: INVALID_DATE, path: ['to'] });
    else if (!isFromBeforeTo(from, to))
      ctx.addIssue({ code: 'custom', message: FROM_NOT_BEFORE_TO, path: ['to'] });
  });

/** R74: the end date is the start date or later. */
export const isEndNotBeforeStart = (start: string, end: string) => end >= start;

/** R75: on the same day the end time (HH:mm) must be strictly later; on different days any times do. */
export const isEndTimeAfterStart = (start: string, startTime: string, end: string, endTime: string) =>
  start !== end || endTime > startTime;

/** R76: the start date lies before today. */
export const isPastDate = (date: string, today: string = todayIso()) => date < today;

/** R77: the date lies after today. */
export const isFutureDate = (date: string, today: string = todayIso()) => date > today;

/** R78: the range covers more days than allowed (no maximum: never). */
export const exceedsMaxDays = (start: string, end: string, maxDays?: number) =>
  maxDays !== undefined && dayCount(start, end) > maxDays;

export interface DateRules {
  /** The user's today, YYYY-MM-DD; defaults to the host's. */
  today?: string;
  /** R75: on the same day, the end time must be later than the start time. */
  sameTimeValidation?: boolean;
  /** R76: a start date before today is refused. */
  blockPastStart?: boolean;
  /** R77: dates after today are refused unless this is true. */
  allowFuture?: boolean;
  /** R78: the most days a range may cover, both ends included. */
  maxDays?: number;
}

export interface DateRangeValue {
  start: string;
  end: string;
  startTime?: string;
  endTime?: string;
}

export interface DateRangeIssue {
  field: keyof DateRangeValue;
  message: string;
}

/** R74-R78: every problem of a date range, each tied to the field that should show it. */
export function dateRangeIssues(value: DateRangeValue, rules: DateRules = {}): DateRangeIssue[] {
  const issues: DateRangeIssue[] = [];
  const { start, end } = value;
  if (!isIsoDate(start)) issues.push({ field: 'start', message: INVALID_DATE });
  if (!isIsoDate(end)) issues.push({ field: 'end', message: INVALID_DATE });
  if (issues.length > 0) return issues;
  const today = rules.today ?? todayIso();
  if (rules.blockPastStart && isPastDate(start, today)) issues.push({ field: 'start', message: PAST_START });
  if (!rules.allowFuture) {
    if (isFutureDate(start, today)) issues.push({ field: 'start', message: FUTURE_DATE });
    if (isFutureDate(end, today)) issues.push({ field: 'end', message: FUTURE_DATE });
  }
  if (!isEndNotBeforeStart(start, end)) {
    issues.push({ field: 'end', message: END_BEFORE_START });
  } else if (exceedsMaxDays(start, end, rules.maxDays)) {
    issues.push({ field: 'end', message: maxDaysMessage(rules.maxDays ?? 0) });
  }
  const { startTime, endTime } = value;
  if (rules.sameTimeValidation && startTime !== undefined && endTime !== undefined) {
    if (isTime24(startTime) && isTime24(endTime) && !isEndTimeAfterStart(start, startTime, end, endTime)) {
      issues.push({ field: 'endTime', message: END_TIME_NOT_AFTER_START });
    }
  }
  return issues;
}

/** R74-R78: a date range with optional HH:mm times, checked against `rules`. */
export const dateRangeSchema = (rules: DateRules = {}) =>
  z
    .object({
      start: z.string(),
      end: z.string(),
      startTime: z.string().optional(),
      endTime: z.string().optional(),
    })
    .superRefine((value, ctx) => {
      for (const issue of dateRangeIssues(value, rules)) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
      }
    });

export interface DayOptions extends Pick<DateRules, 'today' | 'allowFuture' | 'maxDays'> {
  /** R76: days before today are not selectable. */
  blockPast?: boolean;
  /** R78: the other end already chosen; days that would make the range too long are not selectable. */
  anchor?: string;
}

/** R76-R78: whether a calendar should refuse `date`. */
export function isDayDisabled(date: string, options: DayOptions = {}): boolean {
  const today = options.today ?? todayIso();
  if (options.blockPast && isPastDate(date, today)) return true;
  if (!options.allowFuture && isFutureDate(date, today)) return true;
  const { anchor, maxDays } = options;
  if (anchor !== undefined && maxDays !== undefined) {
    return (date < anchor ? dayCount(date, anchor) : dayCount(anchor, date)) > maxDays;
  }
  return false;
}

export interface DatePreset {
  start: string;
  end: string;
}

/** R79 (hide): the presets that fit within `maxDays`. */
export const visiblePresets = <P extends DatePreset>(presets: readonly P[], maxDays?: number): P[] =>
  presets.filter((p) => !exceedsMaxDays(p.start, p.end, maxDays));

/** R79 (disable): every preset, flagged `disabled` when it exceeds `maxDays`. */
export const markPresets = <P extends DatePreset>(
  presets: readonly P[],
  maxDays?: number,
): (P & { disabled: boolean })[] =>
  presets.map((p) => ({ ...p, disabled: exceedsMaxDays(p.start, p.end, maxDays) }));
