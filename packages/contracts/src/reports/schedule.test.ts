import { describe, expect, test } from 'vitest';
import { REPORT_NOT_NUMERIC, REPORT_PERIOD_TOO_LONG, reportInput } from './reports.ts';
import { nextRunAt, type ReportSchedule, reportScheduleInput, zonedPeriodRange } from './schedule.ts';

// 2026-11-28 is a Saturday. Asia/Dubai is UTC+4 all year; Europe/Berlin moves from +1 to +2 on 2027-03-28
// and back on 2026-10-25; America/New_York skips 02:00-03:00 on 2027-03-14 and repeats 01:00-02:00 on
// 2027-11-07; Pacific/Auckland is UTC+13 in November.
const schedule = (s: Partial<ReportSchedule>): ReportSchedule => ({
  frequency: 'daily',
  time: '07:00',
  weekday: null,
  dayOfMonth: null,
  timeZone: 'Asia/Dubai',
  ...s,
});
const next = (s: Partial<ReportSchedule>, after: string) =>
  nextRunAt(schedule(s), new Date(after))?.toISOString();

describe('[REPORTS] nextRunAt: daily, in the schedule zone', () => {
  test('the next local 07:00 in Dubai, strictly after the given instant', () => {
    expect(next({}, '2026-11-27T04:19:00Z')).toBe('2026-11-28T03:00:00.000Z');
    expect(next({}, '2026-11-27T02:59:00Z')).toBe('2026-11-27T03:00:00.000Z');
    // A run at exactly the scheduled instant: the next one is the day after.
    expect(next({}, '2026-11-27T03:00:00Z')).toBe('2026-11-28T03:00:00.000Z');
  });

  test('a zone whose local date is ahead of UTC (Auckland, +13)', () => {
    // 2026-11-27T17:00Z is 06:00 on the 28th in Auckland: 07:00 that day is 18:00Z the 27th.
    expect(next({ timeZone: 'Pacific/Auckland' }, '2026-11-27T17:00:00Z')).toBe('2026-11-27T18:00:00.000Z');
  });

  test('a missing time zone is Asia/Dubai', () => {
    expect(
      nextRunAt({ ...schedule({}), timeZone: null }, new Date('2026-11-27T04:19:00Z'))?.toISOString(),
    ).toBe('2026-11-28T03:00:00.000Z');
  });

  test('frequency none never runs', () => {
    expect(next({ frequency: 'none' }, '2026-11-27T04:19:00Z')).toBeUndefined();
  });
});

describe('[REPORTS] nextRunAt across daylight-saving changes', () => {
  test('Berlin spring forward: 08:00 local stays 08:00 (07:00Z before, 06:00Z after)', () => {
    expect(next({ time: '08:00', timeZone: 'Europe/Berlin' }, '2027-03-26T08:00:00Z')).toBe(
      '2027-03-27T07:00:00.000Z',
    );
    expect(next({ time: '08:00', timeZone: 'Europe/Berlin' }, '2027-03-27T08:00:00Z')).toBe(
      '2027-03-28T06:00:00.000Z',
    );
  });

  test('Berlin fall back: 08:00 local is 07:00Z again', () => {
    expect(next({ time: '08:00', timeZone: 'Europe/Berlin' }, '2026-10-24T07:00:00Z')).toBe(
      '2026-10-25T07:00:00.000Z',
    );
  });

  test('New York: a skipped 02:30 runs at 03:30 EDT; a repeated 01:30 runs at its first occurrence', () => {
    expect(next({ time: '02:30', timeZone: 'America/New_York' }, '2027-03-13T12:00:00Z')).toBe(
      '2027-03-14T07:30:00.000Z',
    );
    expect(next({ time: '01:30', timeZone: 'America/New_York' }, '2027-11-07T04:00:00Z')).toBe(
      '2027-11-07T05:30:00.000Z',
    );
  });
});

describe('[REPORTS] nextRunAt: weekly (R195 week from Saturday) and monthly', () => {
  test('weekly on Saturday (6) at 09:00 Dubai', () => {
    const saturday = { frequency: 'weekly' as const, weekday: 6, time: '09:00' };
    expect(next(saturday, '2026-11-27T10:00:00Z')).toBe('2026-11-28T05:00:00.000Z');
    expect(next(saturday, '2026-11-28T05:00:00Z')).toBe('2026-12-05T05:00:00.000Z');
  });

  test('weekly on Friday (5), the last day of the week', () => {
    expect(next({ frequency: 'weekly', weekday: 5 }, '2026-11-28T00:00:00Z')).toBe(
      '2026-12-04T03:00:00.000Z',
    );
  });

  test('monthly on the 28th: past month end into the next year, and February', () => {
    const on28 = { frequency: 'monthly' as const, dayOfMonth: 28, time: '23:30' };
    expect(next(on28, '2026-12-28T19:31:00Z')).toBe('2027-01-28T19:30:00.000Z');
    expect(next(on28, '2027-02-01T00:00:00Z')).toBe('2027-02-28T19:30:00.000Z');
    expect(next({ frequency: 'monthly', dayOfMonth: 1 }, '2027-01-31T12:00:00Z')).toBe(
      '2027-02-01T03:00:00.000Z',
    );
  });
});

describe('[REPORTS] zoned periods (R196, week from Saturday)', () => {
  test("last week on a Friday in Dubai is the previous Saturday to Friday, in Dubai's days", () => {
    const r = zonedPeriodRange('lastWeek', new Date('2026-12-04T10:00:00Z'), 'Asia/Dubai');
    expect(r.from.toISOString()).toBe('2026-11-20T20:00:00.000Z');
    expect(r.to.toISOString()).toBe('2026-11-27T19:59:59.999Z');
  });

  test('last month across a year end', () => {
    const r = zonedPeriodRange('lastMonth', new Date('2027-01-10T10:00:00Z'), 'Asia/Dubai');
    expect(r.from.toISOString()).toBe('2026-11-30T20:00:00.000Z');
    expect(r.to.toISOString()).toBe('2026-12-31T19:59:59.999Z');
  });
});

describe('[REPORTS] schedule and definition validation', () => {
  const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  test('weekly needs a weekday, monthly a day 1-28; hours and zones are checked', () => {
    expect(issues(reportScheduleInput.safeParse({ frequency: 'weekly' }))).toEqual(['weekday: Required']);
    expect(issues(reportScheduleInput.safeParse({ frequency: 'monthly', dayOfMonth: 31 }))).toEqual([
      'dayOfMonth: Must be between 1 and 28',
    ]);
    expect(issues(reportScheduleInput.safeParse({ frequency: 'daily', time: '24:00' }))).toEqual([
      'time: Must be a time as HH:mm',
    ]);
    expect(issues(reportScheduleInput.safeParse({ frequency: 'daily', timeZone: 'Mars/Base' }))).toEqual([
      'timeZone: Must be a time zone such as Asia/Dubai',
    ]);
    // A day the frequency does not use is dropped.
    expect(reportScheduleInput.parse({ frequency: 'daily', weekday: 3 }).weekday).toBeNull();
  });

  const base = {
    name: 'Alarm times',
    source: 'alarm-handling',
    filters: { period: { key: 'last7Days' } },
    columns: ['device', 'raisedAt'],
  };

  test('a custom period longer than 92 days, unknown columns and foreign filters are field errors', () => {
    expect(
      issues(
        reportInput.safeParse({
          ...base,
          filters: { period: { key: 'custom', from: '2026-01-01T00:00:00Z', to: '2026-06-01T00:00:00Z' } },
        }),
      ),
    ).toEqual([`filters.period.to: ${REPORT_PERIOD_TOO_LONG}`]);
    expect(
      issues(reportInput.safeParse({ ...base, columns: ['device', 'speed'], groupBy: 'message' })),
    ).toEqual(['columns.1: Not a Column of This Source', 'groupBy: This Column Cannot Group a Report']);
    expect(
      issues(
        reportInput.safeParse({
          ...base,
          source: 'orders',
          columns: ['orderId'],
          filters: { ...base.filters, deviceIds: [1] },
        }),
      ),
    ).toEqual(['filters.deviceIds: Not a Filter of This Source']);
    expect(
      issues(reportInput.safeParse({ ...base, source: 'device-readings', columns: ['device'] })),
    ).toEqual(['filters.valueKey: Required']);
  });

  test('a chart draws a numeric column of the source (number, duration or money); none by default', () => {
    expect(reportInput.parse(base).chart).toBeNull();
    expect(reportInput.parse({ ...base, chart: { kind: 'bar', column: 'minutesToClose' } }).chart).toEqual({
      kind: 'bar',
      column: 'minutesToClose',
    });
    expect(issues(reportInput.safeParse({ ...base, chart: { kind: 'line', column: 'device' } }))).toEqual([
      `chart.column: ${REPORT_NOT_NUMERIC}`,
    ]);
    expect(issues(reportInput.safeParse({ ...base, chart: { kind: 'line', column: 'speed' } }))).toEqual([
      'chart.column: Not a Column of This Source',
    ]);
    expect(issues(reportInput.safeParse({ ...base, chart: { kind: 'pie', column: 'alarmId' } }))).toEqual([
      'chart.kind: Must be one of bar, line',
    ]);
    // Money of the orders: a column of another source is not one of this source's.
    expect(
      issues(
        reportInput.safeParse({
          ...base,
          source: 'orders',
          columns: ['orderId'],
          chart: { kind: 'bar', column: 'total' },
        }),
      ),
    ).toEqual([]);
    expect(issues(reportInput.safeParse({ ...base, chart: { kind: 'bar', column: 'total' } }))).toEqual([
      'chart.column: Not a Column of This Source',
    ]);
  });

  test('defaults: both formats, English, not scheduled, readings per day', () => {
    const r = reportInput.parse({
      ...base,
      source: 'device-readings',
      columns: ['device'],
      filters: { ...base.filters, valueKey: 'temperature' },
    });
    expect(r.formats).toEqual(['pdf', 'csv']);
    expect(r.language).toBe('en');
    expect(r.schedule.frequency).toBe('none');
    expect(r.filters.bucket).toBe('day');
    expect(r.filters.period).toEqual({ key: 'last7Days', from: null, to: null });
  });
});
