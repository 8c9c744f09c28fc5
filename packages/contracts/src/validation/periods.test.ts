import { describe, expect, test } from 'vitest';
import { WEEK_STARTS_ON } from '../meta/index.ts';
import { dayCount } from './dates.ts';
import {
  COMPARISON_OPTIONS,
  comparisonRanges,
  isCustomPeriod,
  monthFilterRange,
  PERIOD_OPTIONS,
  PERIOD_VALUES,
  periodDays,
  periodFromValue,
  periodRange,
} from './periods.ts';

// Local times, so the expectations hold in any time zone the tests run in.
const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) =>
  new Date(y, mo - 1, d, h, mi, s, ms).toISOString();
/** Wednesday 18 June 2025, 14:30 local. */
const now = new Date(2025, 5, 18, 14, 30);
const clock = { now };

describe('period options', () => {
  test('R196 the selector lists last 24 hours, last 48 hours, last 7 days, this week, last week, this month, last month, this year, custom', () => {
    expect(PERIOD_OPTIONS).toEqual([
      'last24Hours',
      'last48Hours',
      'last7Days',
      'thisWeek',
      'lastWeek',
      'thisMonth',
      'lastMonth',
      'thisYear',
      'custom',
    ]);
  });

  test('R197 custom is -1 or "custom" and today is 8; values read back from numbers, text and keys', () => {
    expect(PERIOD_VALUES.custom).toBe(-1);
    expect(PERIOD_VALUES.today).toBe(8);
    expect(isCustomPeriod(-1)).toBe(true);
    expect(isCustomPeriod('custom')).toBe(true);
    expect(isCustomPeriod(0)).toBe(false);
    expect(isCustomPeriod('-2')).toBe(false);
    expect(periodFromValue(-1)).toBe('custom');
    expect(periodFromValue('custom')).toBe('custom');
    expect(periodFromValue(8)).toBe('today');
    expect(periodFromValue('8')).toBe('today');
    expect(periodFromValue('lastMonth')).toBe('lastMonth');
    expect(periodFromValue(42)).toBeUndefined();
    expect(periodFromValue('8a')).toBeUndefined();
    expect(new Set(Object.values(PERIOD_VALUES)).size).toBe(Object.keys(PERIOD_VALUES).length);
  });
});

describe('period ranges', () => {
  test('R196 rolling periods end now: last 24 hours, last 48 hours, last 7 days', () => {
    const to = now.toISOString();
    expect(periodRange('last24Hours', clock)).toEqual({ from: local(2025, 6, 17, 14, 30), to });
    expect(periodRange('last48Hours', clock)).toEqual({
      from: new Date(now.getTime() - 48 * 3_600_000).toISOString(),
      to,
    });
    expect(periodRange('last7Days', clock)).toEqual({
      from: new Date(now.getTime() - 7 * 86_400_000).toISOString(),
      to,
    });
  });

  test('R195 R196 this week starts on Saturday; last week is the whole Saturday-Friday week before', () => {
    expect(WEEK_STARTS_ON).toBe(6);
    expect(periodRange('thisWeek', clock)).toEqual({ from: local(2025, 6, 14), to: now.toISOString() });
    expect(periodRange('lastWeek', clock)).toEqual({
      from: local(2025, 6, 7),
      to: local(2025, 6, 13, 23, 59, 59, 999),
    });
    // On a Saturday the week has just begun; another week start can be given.
    const saturday = new Date(2025, 5, 14, 9);
    expect(periodRange('thisWeek', { now: saturday }).from).toBe(local(2025, 6, 14));
    expect(periodRange('thisWeek', { now, weekStartsOn: 1 }).from).toBe(local(2025, 6, 16));
  });

  test('R196 R197 today, this month and this year run from their start until now', () => {
    expect(periodRange('today', clock)).toEqual({ from: local(2025, 6, 18), to: now.toISOString() });
    expect(periodRange('thisMonth', clock)).toEqual({ from: local(2025, 6, 1), to: now.toISOString() });
    expect(periodRange('thisYear', clock)).toEqual({ from: local(2025, 1, 1), to: now.toISOString() });
  });

  test('R196 last month is the whole previous month, across a year boundary too', () => {
    expect(periodRange('lastMonth', clock)).toEqual({
      from: local(2025, 5, 1),
      to: local(2025, 5, 31, 23, 59, 59, 999),
    });
    expect(periodRange('lastMonth', { now: new Date(2025, 0, 10) })).toEqual({
      from: local(2024, 12, 1),
      to: local(2024, 12, 31, 23, 59, 59, 999),
    });
  });

  test('R79 R196 presets as calendar days: rolling spans are the n days ending today', () => {
    expect(periodDays('last24Hours', clock)).toEqual({ start: '2025-06-18', end: '2025-06-18' });
    expect(periodDays('last48Hours', clock)).toEqual({ start: '2025-06-17', end: '2025-06-18' });
    const week = periodDays('last7Days', clock);
    expect(week).toEqual({ start: '2025-06-12', end: '2025-06-18' });
    expect(dayCount(week.start, week.end)).toBe(7);
    expect(periodDays('lastWeek', clock)).toEqual({ start: '2025-06-07', end: '2025-06-13' });
    expect(periodDays('lastMonth', clock)).toEqual({ start: '2025-05-01', end: '2025-05-31' });
    expect(periodDays('thisYear', clock)).toEqual({ start: '2025-01-01', end: '2025-06-18' });
  });
});

describe('comparisons', () => {
  test('R198 today vs yesterday, this week vs last week, this month vs last month, this year vs last year', () => {
    expect(COMPARISON_OPTIONS).toEqual([
      'todayVsYesterday',
      'thisWeekVsLastWeek',
      'thisMonthVsLastMonth',
      'thisYearVsLastYear',
    ]);
    const to = now.toISOString();
    expect(comparisonRanges('todayVsYesterday', clock)).toEqual({
      current: { from: local(2025, 6, 18), to },
      previous: { from: local(2025, 6, 17), to: local(2025, 6, 17, 23, 59, 59, 999) },
    });
    expect(comparisonRanges('thisWeekVsLastWeek', clock)).toEqual({
      current: { from: local(2025, 6, 14), to },
      previous: { from: local(2025, 6, 7), to: local(2025, 6, 13, 23, 59, 59, 999) },
    });
    expect(comparisonRanges('thisMonthVsLastMonth', clock)).toEqual({
      current: { from: local(2025, 6, 1), to },
      previous: { from: local(2025, 5, 1), to: local(2025, 5, 31, 23, 59, 59, 999) },
    });
    expect(comparisonRanges('thisYearVsLastYear', clock)).toEqual({
      current: { from: local(2025, 1, 1), to },
      previous: { from: local(2024, 1, 1), to: local(2024, 12, 31, 23, 59, 59, 999) },
    });
  });

  test('R198 the previous period agrees with the matching "last" period', () => {
    expect(comparisonRanges('thisWeekVsLastWeek', clock).previous).toEqual(periodRange('lastWeek', clock));
    expect(comparisonRanges('thisMonthVsLastMonth', clock).previous).toEqual(periodRange('lastMonth', clock));
    expect(comparisonRanges('thisWeekVsLastWeek', clock).current).toEqual(periodRange('thisWeek', clock));
  });
});

describe('month filter', () => {
  test('R199 from is the month start minus 24 hours, to is the month end plus 24 hours', () => {
    const june = monthFilterRange(2025, 6);
    expect(june.from).toBe(new Date(new Date(2025, 5, 1).getTime() - 86_400_000).toISOString());
    expect(june.to).toBe(new Date(new Date(2025, 6, 1).getTime() - 1 + 86_400_000).toISOString());
    // February of a leap year, and December into the next year.
    expect(monthFilterRange(2024, 2).to).toBe(
      new Date(new Date(2024, 2, 1).getTime() - 1 + 86_400_000).toISOString(),
    );
    expect(monthFilterRange(2024, 12).to).toBe(
      new Date(new Date(2025, 0, 1).getTime() - 1 + 86_400_000).toISOString(),
    );
  });
});
