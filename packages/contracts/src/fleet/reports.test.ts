import { describe, expect, test } from 'vitest';
import {
  fleetDashboardQuery,
  generateReportInput,
  reportPeriodRange,
  reportTemplateInput,
} from './reports.ts';

const NOW = new Date('2026-03-15T10:30:00Z');
const range = (period: Parameters<typeof reportPeriodRange>[0]) => {
  const { from, to } = reportPeriodRange(period, NOW);
  return [from.toISOString(), to.toISOString()];
};
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`));

describe('[FLEET][REPORTS] periods and inputs', () => {
  test('without a time zone relative periods are UTC days; `to` is exclusive and never after now', () => {
    expect(range('today')).toEqual(['2026-03-15T00:00:00.000Z', '2026-03-15T10:30:00.000Z']);
    expect(range('yesterday')).toEqual(['2026-03-14T00:00:00.000Z', '2026-03-15T00:00:00.000Z']);
    expect(range('last-7-days')).toEqual(['2026-03-08T10:30:00.000Z', '2026-03-15T10:30:00.000Z']);
    expect(range('this-month')).toEqual(['2026-03-01T00:00:00.000Z', '2026-03-15T10:30:00.000Z']);
    expect(range('last-month')).toEqual(['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
    const january = reportPeriodRange('last-month', new Date('2026-01-10T00:00:00Z'));
    expect(january.from.toISOString()).toBe('2025-12-01T00:00:00.000Z');
  });

  test("with the requester's time zone the days are its days (Dubai's yesterday, Dubai's last month)", () => {
    const zoned = (period: Parameters<typeof reportPeriodRange>[0], now: string) => {
      const { from, to } = reportPeriodRange(period, new Date(now), 'Asia/Dubai');
      return [from.toISOString(), to.toISOString()];
    };
    // 22:30 UTC on the 14th is already the 15th in Dubai (UTC+4).
    expect(zoned('yesterday', '2026-03-14T22:30:00Z')).toEqual([
      '2026-03-13T20:00:00.000Z',
      '2026-03-14T20:00:00.000Z',
    ]);
    expect(zoned('today', '2026-03-14T22:30:00Z')).toEqual([
      '2026-03-14T20:00:00.000Z',
      '2026-03-14T22:30:00.000Z',
    ]);
    // 21:00 UTC on 31 January is 1 February in Dubai: its last month is January.
    expect(zoned('last-month', '2026-01-31T21:00:00Z')).toEqual([
      '2025-12-31T20:00:00.000Z',
      '2026-01-31T20:00:00.000Z',
    ]);
  });

  test('a template takes its defaults; each vehicle once', () => {
    expect(reportTemplateInput.parse({ name: ' Trips ', kind: 'trips' })).toEqual({
      name: 'Trips',
      kind: 'trips',
      vehicleIds: [],
      groupId: null,
      defaultPeriod: 'last-7-days',
      speedLimitKmh: 80,
      minStopMinutes: 5,
    });
    expect(
      issues(reportTemplateInput.safeParse({ name: 'A', kind: 'trips', vehicleIds: [1], groupId: 2 })),
    ).toEqual(['name: Please Enter At Least 2 Characters']);
    // Vehicles and a group together: the server refuses them once it knows the company (R130 first).
    expect(
      reportTemplateInput.safeParse({ name: 'Ab', kind: 'trips', vehicleIds: [1], groupId: 2 }).success,
    ).toBe(true);
    expect(issues(reportTemplateInput.safeParse({ name: 'Ab', kind: 'trips', vehicleIds: [1, 1] }))).toEqual([
      'vehicleIds: Each Vehicle Once',
    ]);
  });

  test('a period is both ends or none, forwards, at most 92 days', () => {
    expect(issues(generateReportInput.safeParse({ format: 'csv', from: '2026-03-01T00:00:00Z' }))).toEqual([
      'to: Required',
    ]);
    expect(
      issues(
        generateReportInput.safeParse({
          format: 'csv',
          from: '2026-01-01T00:00:00Z',
          to: '2026-04-04T00:00:00Z',
        }),
      ),
    ).toEqual(['to: The Period Cannot Be Longer Than 92 Days']);
    expect(
      fleetDashboardQuery.safeParse({ from: '2026-01-01T00:00:00Z', to: '2026-04-03T00:00:00Z' }).success,
    ).toBe(true);
  });
});
