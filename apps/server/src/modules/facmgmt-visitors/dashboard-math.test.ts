import { describe, expect, test } from 'vitest';
import { bookedHoursIn, openHoursIn, peakHours, ratio } from './dashboard-math.ts';

const office = { open: '08:00', close: '18:00' };
// Saturday to Thursday 08:00-18:00, Friday closed (index 0 = Saturday).
const HOURS = [office, office, office, office, office, office, null];
const DUBAI = 'Asia/Dubai';

describe('[FACMGMT][DASHBOARD] open hours', () => {
  test('a whole Saturday-first week in Dubai: six days of 10 hours, Friday closed', () => {
    // Saturday 2026-11-21 00:00 Dubai = Friday 20:00 UTC.
    const from = new Date('2026-11-20T20:00:00Z');
    const to = new Date('2026-11-27T20:00:00Z');
    expect(openHoursIn(HOURS, DUBAI, from, to)).toBe(60);
  });

  test('the period clips the first and last day', () => {
    // Thursday 2026-11-26 12:00-17:00 Dubai: 5 open hours.
    expect(
      openHoursIn(HOURS, DUBAI, new Date('2026-11-26T08:00:00Z'), new Date('2026-11-26T13:00:00Z')),
    ).toBe(5);
    // Friday 2026-11-27: closed.
    expect(
      openHoursIn(HOURS, DUBAI, new Date('2026-11-27T04:00:00Z'), new Date('2026-11-27T12:00:00Z')),
    ).toBe(0);
  });
});

describe('[FACMGMT][DASHBOARD] booked hours and peak hours', () => {
  const bookings = [
    // Saturday 2026-11-21 09:30-11:00 Dubai.
    { startsAt: new Date('2026-11-21T05:30:00Z'), endsAt: new Date('2026-11-21T07:00:00Z'), timeZone: DUBAI },
    // Sunday 2026-11-22 10:00-10:30 Dubai.
    { startsAt: new Date('2026-11-22T06:00:00Z'), endsAt: new Date('2026-11-22T06:30:00Z'), timeZone: DUBAI },
  ];
  const from = new Date('2026-11-20T20:00:00Z');
  const to = new Date('2026-11-27T20:00:00Z');

  test('booked hours are clipped to the period', () => {
    expect(bookedHoursIn(bookings, from, to)).toBe(2);
    expect(bookedHoursIn(bookings, new Date('2026-11-21T06:00:00Z'), to)).toBe(1.5);
  });

  test('168 cells, Saturday 00:00 first, local hours of the week', () => {
    const cells = peakHours(bookings, from, to);
    expect(cells).toHaveLength(168);
    expect(cells[0]).toMatchObject({ weekday: 0, hour: 0 });
    expect(cells[9]).toMatchObject({ weekday: 0, hour: 9, bookedHours: 0.5, reservations: 1 });
    expect(cells[10]).toMatchObject({ weekday: 0, hour: 10, bookedHours: 1, reservations: 1 });
    expect(cells[24 + 10]).toMatchObject({ weekday: 1, hour: 10, bookedHours: 0.5, reservations: 1 });
    expect(cells.reduce((n, c) => n + c.bookedHours, 0)).toBe(2);
  });

  test('a share is rounded, and null with nothing to divide by', () => {
    expect(ratio(1, 3)).toBe(0.333);
    expect(ratio(1, 0)).toBeNull();
  });
});
