import { describe, expect, test } from 'vitest';
import {
  addDays,
  dateRangeIssues,
  dateRangeSchema,
  dayCount,
  exceedsMaxDays,
  fromToSchema,
  isDayDisabled,
  isEndNotBeforeStart,
  isEndTimeAfterStart,
  isFromBeforeTo,
  isFutureDate,
  isIsoDate,
  isPastDate,
  markPresets,
  todayIso,
  visiblePresets,
} from './dates.ts';
import {
  END_BEFORE_START,
  END_TIME_NOT_AFTER_START,
  FROM_NOT_BEFORE_TO,
  FUTURE_DATE,
  INVALID_DATE,
  PAST_START,
} from './messages.ts';

const today = '2024-03-15';

describe('calendar helpers', () => {
  test('R73 R78 helpers: ISO dates are real calendar days; todayIso and addDays', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-3-1')).toBe(false);
    expect(todayIso(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
  });
});

describe('dates (spec §5)', () => {
  test('R73 From must be strictly before To (dates or date-times)', () => {
    expect(isFromBeforeTo('2024-03-01', '2024-03-02')).toBe(true);
    expect(isFromBeforeTo('2024-03-02', '2024-03-02')).toBe(false);
    expect(isFromBeforeTo('2024-03-02T10:00', '2024-03-02T10:01')).toBe(true);
    expect(isFromBeforeTo('2024-03-02T10:00', '2024-03-02T09:59')).toBe(false);
    expect(isFromBeforeTo('nonsense', '2024-03-02')).toBe(false);
    const issue = fromToSchema.safeParse({ from: '2024-03-02', to: '2024-03-01' }).error?.issues[0];
    expect(issue?.message).toBe(FROM_NOT_BEFORE_TO);
    expect(issue?.path).toEqual(['to']);
    expect(fromToSchema.safeParse({ from: '2024-02-30', to: '2024-03-01' }).error?.issues[0]?.message).toBe(
      INVALID_DATE,
    );
  });

  test('R74 end date not before start date (same day allowed)', () => {
    expect(isEndNotBeforeStart('2024-03-01', '2024-03-01')).toBe(true);
    expect(isEndNotBeforeStart('2024-03-02', '2024-03-01')).toBe(false);
    expect(dateRangeIssues({ start: '2024-03-02', end: '2024-03-01' }, { today })).toEqual([
      { field: 'end', message: END_BEFORE_START },
    ]);
  });

  test('R75 with same-time validation, end time later than start time on the same day', () => {
    expect(isEndTimeAfterStart('2024-03-01', '10:00', '2024-03-01', '10:01')).toBe(true);
    expect(isEndTimeAfterStart('2024-03-01', '10:00', '2024-03-01', '10:00')).toBe(false);
    expect(isEndTimeAfterStart('2024-03-01', '10:00', '2024-03-02', '09:00')).toBe(true);
    const same = { start: '2024-03-01', end: '2024-03-01', startTime: '10:00', endTime: '09:30' };
    expect(dateRangeIssues(same, { today })).toEqual([]);
    expect(dateRangeIssues(same, { today, sameTimeValidation: true })).toEqual([
      { field: 'endTime', message: END_TIME_NOT_AFTER_START },
    ]);
  });

  test('R76 past start date blocked only when asked', () => {
    expect(isPastDate('2024-03-14', today)).toBe(true);
    expect(isPastDate(today, today)).toBe(false);
    const range = { start: '2024-03-14', end: today };
    expect(dateRangeIssues(range, { today })).toEqual([]);
    expect(dateRangeIssues(range, { today, blockPastStart: true })).toEqual([
      { field: 'start', message: PAST_START },
    ]);
    expect(isDayDisabled('2024-03-14', { today, blockPast: true })).toBe(true);
    expect(isDayDisabled(today, { today, blockPast: true })).toBe(false);
  });

  test('R77 future dates blocked unless enabled', () => {
    expect(isFutureDate('2024-03-16', today)).toBe(true);
    expect(isFutureDate(today, today)).toBe(false);
    const range = { start: '2024-03-16', end: '2024-03-17' };
    expect(dateRangeIssues(range, { today })).toEqual([
      { field: 'start', message: FUTURE_DATE },
      { field: 'end', message: FUTURE_DATE },
    ]);
    expect(dateRangeIssues(range, { today, allowFuture: true })).toEqual([]);
    expect(isDayDisabled('2024-03-16', { today })).toBe(true);
    expect(isDayDisabled('2024-03-16', { today, allowFuture: true })).toBe(false);
  });

  test('R78 maximum day count, both ends included', () => {
    expect(dayCount('2024-03-01', '2024-03-01')).toBe(1);
    expect(dayCount('2024-02-01', '2024-03-01')).toBe(30);
    expect(exceedsMaxDays('2024-03-01', '2024-03-07', 7)).toBe(false);
    expect(exceedsMaxDays('2024-03-01', '2024-03-08', 7)).toBe(true);
    expect(exceedsMaxDays('2000-01-01', '2024-03-08')).toBe(false);
    expect(dateRangeIssues({ start: '2024-03-01', end: '2024-03-08' }, { today, maxDays: 7 })).toEqual([
      { field: 'end', message: 'You Cannot Select More Than 7 Days' },
    ]);
    expect(isDayDisabled('2024-03-07', { today, anchor: '2024-03-01', maxDays: 7 })).toBe(false);
    expect(isDayDisabled('2024-03-08', { today, anchor: '2024-03-02', maxDays: 7 })).toBe(false);
    expect(isDayDisabled('2024-02-23', { today, anchor: '2024-03-01', maxDays: 7 })).toBe(true);
  });

  test('R74 R78 the schema reports on the offending field', () => {
    const schema = dateRangeSchema({ today, maxDays: 3 });
    const issues = schema.safeParse({ start: '2024-03-01', end: '2024-03-10' }).error?.issues ?? [];
    expect(issues.map((i) => [i.path, i.message])).toEqual([[['end'], 'You Cannot Select More Than 3 Days']]);
    expect(schema.safeParse({ start: '2024-03-01', end: '2024-03-03' }).success).toBe(true);
    expect(schema.safeParse({ start: 'x', end: '2024-03-03' }).error?.issues[0]?.message).toBe(INVALID_DATE);
  });

  test('R79 presets over the maximum are hidden or disabled', () => {
    const presets = [
      { label: 'Today', start: today, end: today },
      { label: 'Last 7 days', start: addDays(today, -6), end: today },
      { label: 'Last 30 days', start: addDays(today, -29), end: today },
    ];
    expect(visiblePresets(presets, 7).map((p) => p.label)).toEqual(['Today', 'Last 7 days']);
    expect(visiblePresets(presets).length).toBe(3);
    expect(markPresets(presets, 7).map((p) => [p.label, p.disabled])).toEqual([
      ['Today', false],
      ['Last 7 days', false],
      ['Last 30 days', true],
    ]);
  });
});
