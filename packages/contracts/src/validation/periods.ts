import { WEEK_STARTS_ON } from '../meta/index.ts';
import { todayIso } from './dates.ts';

// Periods of spec §9 (R196-R199). Ranges are computed in the local time of the host (the user's browser),
// and returned as ISO instants, so a server receives the exact span the user saw.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** R196, R197: every period and its wire value (custom is -1, today is 8). */
export const PERIOD_VALUES = {
  last24Hours: 0,
  last48Hours: 1,
  last7Days: 2,
  thisWeek: 3,
  lastWeek: 4,
  thisMonth: 5,
  lastMonth: 6,
  thisYear: 7,
  today: 8,
  custom: -1,
} as const;

export type PeriodKey = keyof typeof PERIOD_VALUES;
export type PeriodValue = (typeof PERIOD_VALUES)[PeriodKey];
/** A period whose range follows from the clock alone. */
export type PresetPeriod = Exclude<PeriodKey, 'custom'>;

/** R196: the period options in the order the selector lists them. */
export const PERIOD_OPTIONS = [
  'last24Hours',
  'last48Hours',
  'last7Days',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'custom',
] as const satisfies readonly PeriodKey[];

/** R197: the custom period is written -1 or 'custom'. */
export const isCustomPeriod = (value: unknown) => value === PERIOD_VALUES.custom || value === 'custom';

/** R197: a period from its key, its wire value, or that value as text (a query parameter); else undefined. */
export function periodFromValue(value: number | string): PeriodKey | undefined {
  if (isCustomPeriod(value)) return 'custom';
  if (typeof value === 'string' && value in PERIOD_VALUES) return value as PeriodKey;
  const number = typeof value === 'number' ? value : /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  return (Object.keys(PERIOD_VALUES) as PeriodKey[]).find((key) => PERIOD_VALUES[key] === number);
}

/** A span of time as ISO instants, both ends included. */
export interface PeriodRange {
  from: string;
  to: string;
}

export interface PeriodClock {
  /** Default: the current time. */
  now?: Date;
  /** 0 = Sunday … 6 = Saturday; default Saturday (R195). */
  weekStartsOn?: number;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const startOfWeek = (d: Date, weekStartsOn: number) =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate() - ((d.getDay() - weekStartsOn + 7) % 7));
const startOfMonth = (d: Date) => new Date(d.getFullYear(), d.getMonth(), 1);
const startOfYear = (d: Date) => new Date(d.getFullYear(), 0, 1);
const shiftDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
const shiftMonths = (d: Date, months: number) => new Date(d.getFullYear(), d.getMonth() + months, 1);
const shiftYears = (d: Date, years: number) => new Date(d.getFullYear() + years, 0, 1);

const range = (from: Date, to: Date): PeriodRange => ({ from: from.toISOString(), to: to.toISOString() });
/** The unit that starts at `start` and ends just before `nextStart`. */
const wholeUnit = (start: Date, nextStart: Date) => range(start, new Date(nextStart.getTime() - 1));

/** R196, R197: the span a preset period covers at `now`: rolling ones end now, "last" ones are whole units. */
export function periodRange(period: PresetPeriod, clock: PeriodClock = {}): PeriodRange {
  const now = clock.now ?? new Date();
  const weekStart = startOfWeek(now, clock.weekStartsOn ?? WEEK_STARTS_ON);
  switch (period) {
    case 'last24Hours':
      return range(new Date(now.getTime() - DAY_MS), now);
    case 'last48Hours':
      return range(new Date(now.getTime() - 2 * DAY_MS), now);
    case 'last7Days':
      return range(new Date(now.getTime() - 7 * DAY_MS), now);
    case 'today':
      return range(startOfDay(now), now);
    case 'thisWeek':
      return range(weekStart, now);
    case 'lastWeek':
      return wholeUnit(shiftDays(weekStart, -7), weekStart);
    case 'thisMonth':
      return range(startOfMonth(now), now);
    case 'lastMonth':
      return wholeUnit(shiftMonths(now, -1), startOfMonth(now));
    case 'thisYear':
      return range(startOfYear(now), now);
  }
}

/** A span of calendar days (YYYY-MM-DD), both ends included, as the date-range dialog shows a preset. */
export interface PeriodDays {
  start: string;
  end: string;
}

const ROLLING_DAYS: Partial<Record<PresetPeriod, number>> = { last24Hours: 1, last48Hours: 2, last7Days: 7 };

/**
 * R196, R79: a preset period as calendar days: a rolling span of n × 24 hours counts as the n days ending
 * today (so "last 7 days" is 7 days long under a 7-day maximum); the other periods keep their own days.
 */
export function periodDays(period: PresetPeriod, clock: PeriodClock = {}): PeriodDays {
  const now = clock.now ?? new Date();
  const rolling = ROLLING_DAYS[period];
  if (rolling !== undefined) return { start: todayIso(shiftDays(now, 1 - rolling)), end: todayIso(now) };
  const { from, to } = periodRange(period, clock);
  return { start: todayIso(new Date(from)), end: todayIso(new Date(to)) };
}

/** R198: the comparisons, each a current period against the one before it. */
export const COMPARISON_OPTIONS = [
  'todayVsYesterday',
  'thisWeekVsLastWeek',
  'thisMonthVsLastMonth',
  'thisYearVsLastYear',
] as const;
export type ComparisonKey = (typeof COMPARISON_OPTIONS)[number];

export interface ComparisonRanges {
  /** From the start of the current day, week, month or year until now. */
  current: PeriodRange;
  /** The whole day, week, month or year before it. */
  previous: PeriodRange;
}

/** R198: today vs yesterday, this week vs last week, this month vs last month, this year vs last year. */
export function comparisonRanges(comparison: ComparisonKey, clock: PeriodClock = {}): ComparisonRanges {
  const now = clock.now ?? new Date();
  let start: Date;
  let previousStart: Date;
  switch (comparison) {
    case 'todayVsYesterday':
      start = startOfDay(now);
      previousStart = shiftDays(start, -1);
      break;
    case 'thisWeekVsLastWeek':
      start = startOfWeek(now, clock.weekStartsOn ?? WEEK_STARTS_ON);
      previousStart = shiftDays(start, -7);
      break;
    case 'thisMonthVsLastMonth':
      start = startOfMonth(now);
      previousStart = shiftMonths(now, -1);
      break;
    case 'thisYearVsLastYear':
      start = startOfYear(now);
      previousStart = shiftYears(now, -1);
      break;
  }
  return { current: range(start, now), previous: wholeUnit(previousStart, start) };
}

/**
 * R199: the month filter's span for `month` (1-12) of `year`: from the month's first instant minus 24 hours
 * to its last instant plus 24 hours.
 */
export function monthFilterRange(year: number, month: number): PeriodRange {
  const start = new Date(year, month - 1, 1);
  const end = new Date(new Date(year, month, 1).getTime() - 1);
  return range(new Date(start.getTime() - DAY_MS), new Date(end.getTime() + DAY_MS));
}
