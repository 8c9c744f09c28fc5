import { describe, expect, test } from 'vitest';
import { DEFAULT_OPENING_HOURS } from './buildings.ts';
import {
  calendarWindow,
  checkOpeningHours,
  MAX_SERIES_OCCURRENCES,
  type OpeningHours,
  overlaps,
  weekIndexOf,
  weeklyOccurrences,
  weekStartOf,
} from './recurrence.ts';

// 2026-11-28 is a Saturday. Asia/Dubai is UTC+4 all year; Europe/Berlin moves from +1 to +2 on 2027-03-28.
const at = (iso: string) => new Date(iso);
const span = (from: string, to: string) => ({ startsAt: at(from), endsAt: at(to) });

describe('overlap (half-open spans)', () => {
  test('back-to-back does not overlap; any shared instant does', () => {
    const a = span('2026-11-29T06:00:00Z', '2026-11-29T07:00:00Z');
    expect(overlaps(a, span('2026-11-29T07:00:00Z', '2026-11-29T08:00:00Z'))).toBe(false);
    expect(overlaps(a, span('2026-11-29T05:00:00Z', '2026-11-29T06:00:00Z'))).toBe(false);
    expect(overlaps(a, span('2026-11-29T06:59:00Z', '2026-11-29T08:00:00Z'))).toBe(true);
    expect(overlaps(a, span('2026-11-29T06:15:00Z', '2026-11-29T06:30:00Z'))).toBe(true);
    expect(overlaps(a, span('2026-11-29T05:00:00Z', '2026-11-29T09:00:00Z'))).toBe(true);
  });
});

describe('the week from Saturday (spec §9)', () => {
  test('index 0 is Saturday, 6 is Friday; a week starts on the Saturday on or before a date', () => {
    expect(weekIndexOf('2026-11-28')).toBe(0);
    expect(weekIndexOf('2026-11-29')).toBe(1);
    expect(weekIndexOf('2026-12-04')).toBe(6);
    expect(weekStartOf('2026-11-28')).toBe('2026-11-28');
    expect(weekStartOf('2026-12-04')).toBe('2026-11-28');
    expect(weekStartOf('2026-12-05')).toBe('2026-12-05');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-26');
  });

  test('calendar windows: day, week from Saturday and month, from local midnight in the zone', () => {
    expect(calendarWindow('week', '2026-12-02', 'Asia/Dubai')).toEqual({
      from: at('2026-11-27T20:00:00Z'),
      to: at('2026-12-04T20:00:00Z'),
    });
    expect(calendarWindow('day', '2026-12-02', 'Asia/Dubai')).toEqual({
      from: at('2026-12-01T20:00:00Z'),
      to: at('2026-12-02T20:00:00Z'),
    });
    expect(calendarWindow('month', '2026-12-15', 'Europe/Berlin')).toEqual({
      from: at('2026-11-30T23:00:00Z'),
      to: at('2026-12-31T23:00:00Z'),
    });
  });
});

describe('opening hours in the building zone', () => {
  test('Saturday 08:00-18:00 in Dubai: 08:00-09:00 local is inside, 07:30 and 18:30 ends are outside', () => {
    const hours = DEFAULT_OPENING_HOURS;
    expect(
      checkOpeningHours(hours, 'Asia/Dubai', at('2026-11-28T04:00:00Z'), at('2026-11-28T05:00:00Z')),
    ).toEqual({
      ok: true,
    });
    expect(
      checkOpeningHours(hours, 'Asia/Dubai', at('2026-11-28T03:30:00Z'), at('2026-11-28T05:00:00Z')),
    ).toEqual({
      ok: false,
      reason: 'Outside the opening hours (Saturday 08:00-18:00, Asia/Dubai)',
    });
    expect(
      checkOpeningHours(hours, 'Asia/Dubai', at('2026-11-28T13:00:00Z'), at('2026-11-28T14:30:00Z')).ok,
    ).toBe(false);
    expect(
      checkOpeningHours(hours, 'Asia/Dubai', at('2026-11-28T13:00:00Z'), at('2026-11-28T14:00:00Z')).ok,
    ).toBe(true);
  });

  test('the local day decides: Friday 21:00 UTC is Saturday 01:00 in Dubai; Friday is closed', () => {
    const always: OpeningHours = [{ open: '00:00', close: '24:00' }, null, null, null, null, null, null];
    expect(
      checkOpeningHours(always, 'Asia/Dubai', at('2026-11-27T21:00:00Z'), at('2026-11-27T22:00:00Z')).ok,
    ).toBe(true);
    expect(checkOpeningHours(always, 'UTC', at('2026-11-27T21:00:00Z'), at('2026-11-27T22:00:00Z'))).toEqual({
      ok: false,
      reason: 'Outside the opening hours (Friday closed, UTC)',
    });
  });

  test('a booking may end at midnight (24:00) but not run into the next day', () => {
    const always: OpeningHours = Array(7).fill({ open: '00:00', close: '24:00' });
    expect(
      checkOpeningHours(always, 'Asia/Dubai', at('2026-11-28T19:00:00Z'), at('2026-11-28T20:00:00Z')).ok,
    ).toBe(true);
    expect(
      checkOpeningHours(always, 'Asia/Dubai', at('2026-11-28T19:00:00Z'), at('2026-11-28T20:30:00Z')).ok,
    ).toBe(false);
  });
});

describe('weekly series', () => {
  test('same local time every week until the date included, exceptions left out', () => {
    const first = span('2026-11-29T06:00:00Z', '2026-11-29T07:00:00Z'); // Sunday 10:00-11:00 Dubai
    const out = weeklyOccurrences(first, 'Asia/Dubai', '2026-12-20', ['2026-12-06']);
    expect(out.map((o) => o.date)).toEqual(['2026-11-29', '2026-12-13', '2026-12-20']);
    expect(out[2]).toEqual({ date: '2026-12-20', ...span('2026-12-20T06:00:00Z', '2026-12-20T07:00:00Z') });
  });

  test('across a daylight-saving change the local time stays and the UTC instant moves', () => {
    // Saturday 09:00-10:00 in Berlin: UTC+1 in March before the 28th, UTC+2 after.
    const first = span('2027-03-20T08:00:00Z', '2027-03-20T09:00:00Z');
    const out = weeklyOccurrences(first, 'Europe/Berlin', '2027-04-03');
    expect(out.map((o) => o.startsAt.toISOString())).toEqual([
      '2027-03-20T08:00:00.000Z',
      '2027-03-27T08:00:00.000Z',
      '2027-04-03T07:00:00.000Z',
    ]);
    expect(out.every((o) => o.endsAt.getTime() - o.startsAt.getTime() === 3_600_000)).toBe(true);
  });

  test('the local date counts, not the UTC one: Saturday 01:00 in Dubai is Friday in UTC', () => {
    const first = span('2026-11-27T21:00:00Z', '2026-11-27T22:00:00Z');
    const out = weeklyOccurrences(first, 'Asia/Dubai', '2026-12-05');
    expect(out.map((o) => o.date)).toEqual(['2026-11-28', '2026-12-05']);
  });

  test(`at most ${MAX_SERIES_OCCURRENCES} occurrences`, () => {
    const first = span('2026-11-29T06:00:00Z', '2026-11-29T07:00:00Z');
    expect(weeklyOccurrences(first, 'Asia/Dubai', '2099-01-01')).toHaveLength(MAX_SERIES_OCCURRENCES);
  });
});
