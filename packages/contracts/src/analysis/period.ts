import { z } from 'zod';
import { FROM_NOT_BEFORE_TO, INVALID_DATE } from '../validation/messages.ts';

/** The analysis period: an instant range bucketed by hour or day (UTC), checked the same on both sides. */

export const BUCKETS = ['hour', 'day'] as const;
export type Bucket = (typeof BUCKETS)[number];

const DAY_MS = 86_400_000;
/** The longest period a statistics call covers. */
export const MAX_PERIOD_DAYS = 366;
/** Hourly points only up to this span (744 points per sensor); longer periods take days. */
export const MAX_HOURLY_DAYS = 31;
/** Without `from`/`to`: the last 7 days. */
export const DEFAULT_PERIOD_DAYS = 7;

export const PERIOD_TOO_LONG = `The Period Cannot Be Longer Than ${MAX_PERIOD_DAYS} Days`;
export const HOURLY_TOO_LONG = `Hourly Points Cover At Most ${MAX_HOURLY_DAYS} Days: Choose Day`;

/** Hourly up to two days, else daily: what a chart reads best when the caller does not say. */
export const defaultBucket = (fromMs: number, toMs: number): Bucket =>
  toMs - fromMs <= 2 * DAY_MS ? 'hour' : 'day';

export interface PeriodInput {
  from?: string;
  to?: string;
  bucket?: Bucket;
}

export interface PeriodIssue {
  param: 'from' | 'to' | 'bucket';
  msg: string;
}

const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(10_000, 0, 1);

/** Milliseconds of a date the database can store (years 1970 to 9999), else NaN. */
function parseDate(text: string): number {
  const time = Date.parse(text);
  return time >= EARLIEST && time < LATEST ? time : Number.NaN;
}

/** R73 and the span limits: the first issue of a period, or null. */
export function periodIssue({ from, to, bucket }: PeriodInput): PeriodIssue | null {
  const a = from === undefined ? undefined : parseDate(from);
  const b = to === undefined ? undefined : parseDate(to);
  if (a !== undefined && Number.isNaN(a)) return { param: 'from', msg: INVALID_DATE };
  if (b !== undefined && Number.isNaN(b)) return { param: 'to', msg: INVALID_DATE };
  if (a === undefined || b === undefined) return null;
  if (a >= b) return { param: 'to', msg: FROM_NOT_BEFORE_TO };
  if (b - a > MAX_PERIOD_DAYS * DAY_MS) return { param: 'to', msg: PERIOD_TOO_LONG };
  if (bucket === 'hour' && b - a > MAX_HOURLY_DAYS * DAY_MS) return { param: 'bucket', msg: HOURLY_TOO_LONG };
  return null;
}

/** The period a call means: `from`/`to` as given, else the 7 days before `to` (or now); the bucket. */
export function resolvePeriod(input: PeriodInput, now = new Date()) {
  const to = input.to ? new Date(input.to) : now;
  const from = input.from ? new Date(input.from) : new Date(to.getTime() - DEFAULT_PERIOD_DAYS * DAY_MS);
  return { from, to, bucket: input.bucket ?? defaultBucket(from.getTime(), to.getTime()) };
}

/** Adds the period's issue to a zod object with `from`, `to` and `bucket`. */
export const refinePeriod = (value: PeriodInput, ctx: z.RefinementCtx) => {
  const issue = periodIssue(value);
  if (issue) ctx.addIssue({ code: 'custom', message: issue.msg, path: [issue.param] });
};

/** `from` and `to` of a period, as periodIssue reads them (anything else is a 418 on that field). */
export const periodBound = z.string().describe('A date or date-time (ISO 8601), years 1970 to 9999');

/** A comma-separated list of record ids (`1,2,3`), at most `max`. */
export const idList = (max: number) =>
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Must be ids separated by commas')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= max, `At Most ${max} Ids`)
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), 'Must be ids separated by commas');

/** Sensor keys (`temperature,co2`). */
export const keyList = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,40}(,[A-Za-z0-9_]{1,40}){0,19}$/, 'Must be sensor keys separated by commas')
  .transform((text) => [...new Set(text.split(','))]);
