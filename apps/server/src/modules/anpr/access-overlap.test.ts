import type { access } from '@atrium/contracts';
import { describe, expect, test } from 'vitest';
import {
  type OverlapShape,
  periodsOverlap,
  sameAccessTwice,
  weekRanges,
  windowsOverlap,
} from './access-overlap.ts';

const w = (day: access.WeekDay, start: string, end: string, overnight = false): access.AccessWindow => ({
  day,
  start,
  end,
  overnight,
});
const at = (iso: string) => new Date(iso);
const shape = (over: Partial<OverlapShape>): OverlapShape => ({
  type: 'fulltime',
  windows: null,
  timeZone: null,
  validFrom: null,
  validUntil: null,
  ...over,
});

describe('[ANPR] the same plate access twice', () => {
  test('R195 the week starts on Saturday: Saturday is minute 0, Friday the last day', () => {
    expect(weekRanges(w('sat', '00:00', '01:00'))).toEqual([[0, 60]]);
    expect(weekRanges(w('fri', '23:00', '24:00'))).toEqual([[6 * 1440 + 1380, 7 * 1440]]);
  });

  test("Friday's overnight window wraps into Saturday morning of the same week", () => {
    expect(weekRanges(w('fri', '22:00', '06:00', true))).toEqual([
      [6 * 1440 + 1320, 7 * 1440],
      [0, 360],
    ]);
    expect(windowsOverlap([w('fri', '22:00', '06:00', true)], [w('sat', '05:00', '07:00')])).toBe(true);
    expect(windowsOverlap([w('fri', '22:00', '06:00', true)], [w('sat', '06:00', '07:00')])).toBe(false);
  });

  test('windows that only touch do not overlap; an overnight one reaches the next day', () => {
    expect(windowsOverlap([w('sun', '08:00', '12:00')], [w('sun', '12:00', '17:00')])).toBe(false);
    expect(windowsOverlap([w('sun', '08:00', '12:00')], [w('mon', '08:00', '12:00')])).toBe(false);
    expect(windowsOverlap([w('sun', '21:00', '06:00', true)], [w('mon', '05:59', '07:00')])).toBe(true);
  });

  test('periods: open bounds reach forever; back to back is no overlap', () => {
    const day = { validFrom: at('2026-11-26T00:00:00Z'), validUntil: at('2026-11-27T00:00:00Z') };
    const next = { validFrom: at('2026-11-27T00:00:00Z'), validUntil: null };
    expect(periodsOverlap(day, next)).toBe(false);
    expect(periodsOverlap(day, { validFrom: null, validUntil: null })).toBe(true);
    expect(periodsOverlap({ validFrom: null, validUntil: at('2026-11-26T12:00:00Z') }, day)).toBe(true);
  });

  test('only the same type is the same access; scheduled ones compare windows in one time zone', () => {
    expect(sameAccessTwice(shape({}), shape({}))).toBe(true);
    expect(
      sameAccessTwice(shape({}), shape({ type: 'temporary', validFrom: at('2026-01-01T00:00:00Z') })),
    ).toBe(false);
    const office = shape({
      type: 'scheduled',
      windows: [w('sat', '08:00', '17:00')],
      timeZone: 'Asia/Dubai',
    });
    expect(sameAccessTwice(office, { ...office, windows: [w('sat', '16:00', '18:00')] })).toBe(true);
    expect(sameAccessTwice(office, { ...office, windows: [w('sun', '08:00', '17:00')] })).toBe(false);
    expect(sameAccessTwice(office, { ...office, timeZone: 'Europe/London' })).toBe(false);
  });
});
