import { describe, expect, test } from 'vitest';
import { FROM_NOT_BEFORE_TO, INVALID_DATE } from '../validation/messages.ts';
import {
  defaultBucket,
  HOURLY_TOO_LONG,
  idList,
  PERIOD_TOO_LONG,
  periodIssue,
  resolvePeriod,
} from './period.ts';
import { statisticsQuery } from './statistics.ts';

const DAY = 86_400_000;

describe('[ANALYSIS] the period of a statistics call', () => {
  test('R73 From before To; at most 366 days; hours for at most 31 days', () => {
    expect(periodIssue({ from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' })).toEqual({
      param: 'to',
      msg: FROM_NOT_BEFORE_TO,
    });
    expect(periodIssue({ from: '2026-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })?.msg).toBe(
      FROM_NOT_BEFORE_TO,
    );
    expect(periodIssue({ from: 'soon' })).toEqual({ param: 'from', msg: INVALID_DATE });
    expect(periodIssue({ from: '2025-01-01T00:00:00Z', to: '2026-01-03T00:00:00Z' })?.msg).toBe(
      PERIOD_TOO_LONG,
    );
    expect(periodIssue({ from: '2025-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })).toBeNull();
    expect(periodIssue({ from: '2026-01-01T00:00:00Z', to: '2026-02-02T00:00:00Z', bucket: 'hour' })).toEqual(
      { param: 'bucket', msg: HOURLY_TOO_LONG },
    );
    expect(
      periodIssue({ from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z', bucket: 'hour' }),
    ).toBeNull();
  });

  test('defaults: the 7 days before now; hours up to two days, then days', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const period = resolvePeriod({}, now);
    expect(period.to).toEqual(now);
    expect(now.getTime() - period.from.getTime()).toBe(7 * DAY);
    expect(period.bucket).toBe('day');
    expect(defaultBucket(0, 2 * DAY)).toBe('hour');
    expect(defaultBucket(0, 2 * DAY + 1)).toBe('day');
  });

  test('ids are comma-separated, distinct, at most the maximum', () => {
    expect(idList(3).parse('4,2,4')).toEqual([4, 2]);
    expect(idList(3).safeParse('1,2,3,4').success).toBe(false);
    expect(idList(3).safeParse('1,,2').success).toBe(false);
    expect(idList(3).safeParse('0').success).toBe(false);
  });

  test('the query schema puts the period error on its field', () => {
    const result = statisticsQuery.safeParse({ from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['to', FROM_NOT_BEFORE_TO],
    ]);
  });

  test('a date the database cannot store (year 12345, before 1970) is an invalid date, not a server error', () => {
    expect(periodIssue({ from: '12345' })).toEqual({ param: 'from', msg: INVALID_DATE });
    expect(periodIssue({ to: '1969-12-31' })).toEqual({ param: 'to', msg: INVALID_DATE });
    expect(periodIssue({ from: '2026-11-02', to: '2026-11-01' })).toEqual({
      param: 'to',
      msg: FROM_NOT_BEFORE_TO,
    });
    expect(periodIssue({ from: '2026-11-01', to: '2026-11-02' })).toBeNull();
  });
});
