import { describe, expect, test } from 'vitest';
import { accessState } from './accesses.ts';
import { accessSpans } from './occurrences.ts';
import type { AccessWindow } from './schedules.ts';
import { zonedInstant } from './time.ts';

const range = (from: string, to: string) => ({ start: new Date(from), end: new Date(to) });
const iso = (spans: { start: Date; end: Date }[]) =>
  spans.map((s) => [s.start.toISOString(), s.end.toISOString()]);
const officeHours: AccessWindow[] = (['sat', 'sun', 'mon', 'tue', 'wed', 'thu'] as const).map((day) => ({
  day,
  start: '08:00',
  end: '17:00',
  overnight: false,
}));
const scheduled = { type: 'scheduled' as const, validFrom: null, validUntil: null };

describe('accessSpans (calendar mode)', () => {
  test('R195 office hours Saturday to Thursday in Dubai: six spans in a week from Saturday, none on Friday', () => {
    const spans = accessSpans(
      scheduled,
      { timeZone: 'Asia/Dubai', windows: officeHours },
      range('2026-11-27T20:00:00Z', '2026-12-04T20:00:00Z'),
    );
    expect(spans).toHaveLength(6);
    expect(iso(spans)[0]).toEqual(['2026-11-28T04:00:00.000Z', '2026-11-28T13:00:00.000Z']);
    expect(iso(spans)[5]).toEqual(['2026-12-03T04:00:00.000Z', '2026-12-03T13:00:00.000Z']);
  });

  test('an overnight window of the day before the range runs into it, clipped at the range start', () => {
    const night: AccessWindow[] = [{ day: 'fri', start: '22:00', end: '06:00', overnight: true }];
    const spans = accessSpans(
      { ...scheduled, windows: night, timeZone: 'Asia/Kolkata' },
      null,
      range('2026-11-27T20:00:00Z', '2026-11-28T12:00:00Z'),
    );
    // Friday 22:00 IST = 16:30 UTC, Saturday 06:00 IST = 00:30 UTC.
    expect(iso(spans)).toEqual([['2026-11-27T20:00:00.000Z', '2026-11-28T00:30:00.000Z']]);
  });

  test('validity clips the spans; a fulltime access is one span over the range', () => {
    const spans = accessSpans(
      { ...scheduled, validUntil: '2026-11-29T06:00:00Z' },
      { timeZone: 'UTC', windows: officeHours },
      range('2026-11-28T00:00:00Z', '2026-12-05T00:00:00Z'),
    );
    expect(iso(spans)).toEqual([['2026-11-28T08:00:00.000Z', '2026-11-28T17:00:00.000Z']]);
    const fulltime = { type: 'fulltime' as const, validFrom: '2026-11-30T00:00:00Z', validUntil: null };
    expect(iso(accessSpans(fulltime, null, range('2026-11-28T00:00:00Z', '2026-12-05T00:00:00Z')))).toEqual([
      ['2026-11-30T00:00:00.000Z', '2026-12-05T00:00:00.000Z'],
    ]);
    expect(accessSpans(fulltime, null, range('2026-11-01T00:00:00Z', '2026-11-05T00:00:00Z'))).toEqual([]);
  });

  test('a local time across a daylight-saving change keeps its wall clock (Europe/London, 29 March 2026)', () => {
    expect(zonedInstant('2026-03-28', 8 * 60, 'Europe/London').toISOString()).toBe(
      '2026-03-28T08:00:00.000Z',
    );
    expect(zonedInstant('2026-03-29', 8 * 60, 'Europe/London').toISOString()).toBe(
      '2026-03-29T07:00:00.000Z',
    );
  });
});

describe('accessState', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  const open = { validFrom: null, validUntil: null, revokedAt: null, uses: 0, maxUses: null };
  test('revoked, used, expired, upcoming, active, in that order', () => {
    expect(accessState({ ...open, revokedAt: '2026-11-01T00:00:00Z', maxUses: 1, uses: 1 }, now)).toBe(
      'revoked',
    );
    expect(accessState({ ...open, maxUses: 1, uses: 1, validUntil: '2026-11-01T00:00:00Z' }, now)).toBe(
      'used',
    );
    expect(accessState({ ...open, validUntil: '2026-11-28T10:00:00Z' }, now)).toBe('expired');
    expect(accessState({ ...open, validFrom: '2026-11-28T10:00:01Z' }, now)).toBe('upcoming');
    expect(accessState(open, now)).toBe('active');
  });
});
