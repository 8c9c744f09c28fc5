import { describe, expect, test } from 'vitest';
import {
  doorHeldOpen,
  heldOpenAt,
  isNoShow,
  noShowAt,
  occupiedWithoutBooking,
  showedNobody,
} from './alarm-rules.ts';

const at = (hhmm: string) => new Date(`2026-11-26T${hhmm}:00Z`);
const booking = { startsAt: at('10:00'), endsAt: at('11:00') };

describe('[FACMGMT][ALARMS] occupied without a booking', () => {
  test('raised only when the sensor says occupied and no booking covers now', () => {
    expect(occupiedWithoutBooking({ occupied: true, booked: false })).toBe(true);
    expect(occupiedWithoutBooking({ occupied: true, booked: true })).toBe(false);
    expect(occupiedWithoutBooking({ occupied: false, booked: false })).toBe(false);
    // A sensor that never reported says nothing.
    expect(occupiedWithoutBooking({ occupied: null, booked: false })).toBe(false);
  });
});

describe('[FACMGMT][ALARMS] no-show', () => {
  test('nobody from the start to 15 minutes after it: a no-show, raised at start + 15 min', () => {
    expect(isNoShow({ ...booking, now: at('10:15'), before: 0, since: [0, 0] })).toBe(true);
    expect(noShowAt(booking.startsAt)).toEqual(at('10:15'));
  });

  test('not before 15 minutes have passed, and not once the booking is over', () => {
    expect(isNoShow({ ...booking, now: at('10:14'), before: 0, since: [0] })).toBe(false);
    expect(isNoShow({ ...booking, now: at('11:00'), before: 0, since: [0] })).toBe(false);
  });

  test('someone arrived (or was already in at the start): not a no-show', () => {
    expect(isNoShow({ ...booking, now: at('10:20'), before: 0, since: [0, 1, 0] })).toBe(false);
    expect(isNoShow({ ...booking, now: at('10:20'), before: 1, since: [] })).toBe(false);
  });

  test('an empty state at the start with no reading since is still nobody; a silent sensor judges nothing', () => {
    expect(isNoShow({ ...booking, now: at('10:30'), before: 0, since: [] })).toBe(true);
    expect(isNoShow({ ...booking, now: at('10:30'), before: null, since: [] })).toBe(false);
    expect(showedNobody(null, [0])).toBe(true);
  });
});

describe('[FACMGMT][ALARMS] door held open', () => {
  test('open for more than 5 minutes: raised at the moment it passed 5 minutes', () => {
    expect(doorHeldOpen({ openSince: at('10:00'), now: at('10:05') })).toBe(false);
    expect(doorHeldOpen({ openSince: at('10:00'), now: at('10:06') })).toBe(true);
    expect(heldOpenAt(at('10:00'))).toEqual(at('10:05'));
  });

  test('a closed door (no open-since) is never held open', () => {
    expect(doorHeldOpen({ openSince: null, now: at('12:00') })).toBe(false);
  });
});
