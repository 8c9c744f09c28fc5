import { describe, expect, test } from 'vitest';
import { detectSpeeding, detectTrips, haversineKm, type TrackPoint } from './trips.ts';
import { detectVisits } from './visits.ts';

const MIN = 60_000;
const T0 = Date.parse('2026-03-01T06:00:00Z');
/** ~0.009° of latitude is one kilometre. */
const KM_LAT = 1 / 111.195;

/** A position `minute` minutes after T0, `km` kilometres north of Dubai's Creek. */
const at = (minute: number, km: number, speedKmh: number | null, ignition?: boolean | null): TrackPoint => ({
  ts: T0 + minute * MIN,
  lat: 25.2 + km * KM_LAT,
  lon: 55.3,
  speedKmh,
  ignition,
});

/** Positions every minute while driving at 60 km/h from `km`, for `minutes`. */
const drive = (fromMinute: number, fromKm: number, minutes: number): TrackPoint[] =>
  Array.from({ length: minutes }, (_, i) => at(fromMinute + i + 1, fromKm + i + 1, 60));
/** Positions every minute standing at `km`, for `minutes`. */
const park = (fromMinute: number, km: number, minutes: number, ignition?: boolean): TrackPoint[] =>
  Array.from({ length: minutes }, (_, i) => at(fromMinute + i + 1, km, 0, ignition));

describe('[FLEET][REPORTS] haversine', () => {
  test('one degree of latitude is about 111.2 km; Dubai to Abu Dhabi about 117 km', () => {
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.195, 2);
    expect(haversineKm({ lat: 25.2048, lon: 55.2708 }, { lat: 24.4539, lon: 54.3773 })).toBeCloseTo(122.5, 0);
    expect(haversineKm({ lat: 25, lon: 55 }, { lat: 25, lon: 55 })).toBe(0);
  });
});

describe('[FLEET][REPORTS] trip and stop detection', () => {
  test('parked, a 10-minute drive, parked again: one trip between two stops', () => {
    const track = [at(0, 0, 0), ...park(0, 0, 9), ...drive(9, 0, 10), ...park(19, 10, 15)];
    const r = detectTrips(track, { minStopMs: 5 * MIN });
    expect(r.trips).toHaveLength(1);
    const [trip] = r.trips;
    expect(trip?.start.ts).toBe(T0 + 9 * MIN);
    expect(trip?.end.ts).toBe(T0 + 19 * MIN);
    expect(trip?.distanceKm).toBeCloseTo(10, 1);
    expect(trip?.durationMs).toBe(10 * MIN);
    expect(trip?.avgSpeedKmh).toBeCloseTo(60, 0);
    expect(trip?.maxSpeedKmh).toBe(60);
    expect(trip?.complete).toBe(true);
    expect(r.stops.map((s) => [s.start, s.durationMs, s.ongoing])).toEqual([
      [T0, 9 * MIN, false],
      [T0 + 19 * MIN, 15 * MIN, true],
    ]);
    expect(r.stops[1]?.lat).toBeCloseTo(25.2 + 10 * KM_LAT, 6);
    expect(r.distanceKm).toBeCloseTo(10, 1);
    expect(r.drivingMs).toBe(10 * MIN);
  });

  test('a halt shorter than the stop time (a red light) does not end the trip; a longer one does', () => {
    const track = [at(0, 0, 0), ...drive(0, 0, 5), ...park(5, 5, 3), ...drive(8, 5, 5), ...park(13, 10, 6)];
    const five = detectTrips(track, { minStopMs: 5 * MIN });
    expect(five.trips).toHaveLength(1);
    expect(five.trips[0]?.distanceKm).toBeCloseTo(10, 1);
    expect(five.stops).toHaveLength(1);
    // With a stop time of 2 minutes the 3-minute halt is a stop: two trips.
    const two = detectTrips(track, { minStopMs: 2 * MIN });
    expect(two.trips.map((t) => Math.round(t.distanceKm))).toEqual([5, 5]);
    expect(two.stops.map((s) => s.durationMs)).toEqual([3 * MIN, 6 * MIN]);
  });

  test('data ending while driving leaves the trip incomplete', () => {
    const r = detectTrips([at(0, 0, 0), ...drive(0, 0, 4)], { minStopMs: 5 * MIN });
    expect(r.trips).toHaveLength(1);
    expect(r.trips[0]?.complete).toBe(false);
    expect(r.trips[0]?.end.ts).toBe(T0 + 4 * MIN);
    expect(r.stops).toEqual([]);
  });

  test('idle is standing with the ignition on, not standing with it off or unknown', () => {
    const withIgnition = [
      at(0, 0, 0, true),
      ...park(0, 0, 4, true),
      ...drive(4, 0, 3).map((p) => ({ ...p, ignition: true })),
      ...park(7, 3, 10, false),
    ];
    const r = detectTrips(withIgnition, { minStopMs: 5 * MIN });
    expect(r.idleMs).toBe(4 * MIN);
    expect(r.drivingMs).toBe(3 * MIN);
    const unknown = [at(0, 0, 0), ...drive(0, 0, 3), ...park(3, 3, 2), ...drive(5, 3, 3), ...park(8, 6, 10)];
    expect(detectTrips(unknown, { minStopMs: 5 * MIN }).idleMs).toBe(0);
  });

  test('a tracker asleep while parked (a gap in place) is a stop; a GPS jump adds no distance', () => {
    const track = [at(0, 0, 0), ...drive(0, 0, 3), at(63, 3.02, 40), ...drive(63, 3.02, 2)];
    const r = detectTrips(track, { minStopMs: 5 * MIN });
    expect(r.stops).toHaveLength(1);
    expect(r.stops[0]?.durationMs).toBe(60 * MIN);
    expect(r.trips).toHaveLength(2);
    const jump = [at(0, 0, 50), at(1, 1, 50), at(2, 500, 50), at(3, 501, 50)];
    expect(detectTrips(jump, { minStopMs: 5 * MIN }).distanceKm).toBeCloseTo(2, 1);
  });

  test('the ignition off means not moving even with a speed reading; unsorted input is sorted', () => {
    const r = detectTrips([at(2, 0, 20, false), at(0, 0, 0, false), at(1, 0, 20, false)], {
      minStopMs: 60_000,
    });
    expect(r.trips).toEqual([]);
    expect(r.stops).toHaveLength(1);
    expect(r.stops[0]?.start).toBe(T0);
  });

  test('no positions or a single one: nothing', () => {
    expect(detectTrips([], { minStopMs: MIN })).toMatchObject({ trips: [], stops: [], distanceKm: 0 });
    expect(detectTrips([at(0, 0, 50)], { minStopMs: MIN }).trips).toEqual([]);
  });

  test('without speed readings the speed is derived from the positions', () => {
    const track = [at(0, 0, null), at(1, 1, null), at(2, 2, null), at(8, 2, null)];
    const r = detectTrips(track, { minStopMs: 5 * MIN });
    expect(r.trips).toHaveLength(1);
    expect(r.trips[0]?.maxSpeedKmh).toBeCloseTo(60, 0);
    expect(r.stops).toHaveLength(1);
  });
});

describe('[FLEET][REPORTS] speeding segments', () => {
  test('runs over the limit with their duration, top speed and distance', () => {
    const speeds = [70, 90, 110, 95, 70, 85, 60];
    const track = speeds.map((s, i) => at(i, i, s));
    const runs = detectSpeeding(track, 80);
    expect(runs.map((r) => [r.start.ts - T0, r.durationMs, r.maxSpeedKmh])).toEqual([
      [MIN, 2 * MIN, 110],
      [5 * MIN, 0, 85],
    ]);
    expect(runs[0]?.distanceKm).toBeCloseTo(2, 1);
    expect(detectSpeeding(track, 120)).toEqual([]);
    // At the limit is not over it; no speed reading is not speeding.
    expect(detectSpeeding([at(0, 0, 80), at(1, 1, null)], 80)).toEqual([]);
  });
});

describe('[FLEET][REPORTS] geofence visits', () => {
  const depot = {
    id: 7,
    name: 'Depot',
    shape: { type: 'circle' as const, center: { lat: 25.2 + 5 * KM_LAT, lng: 55.3 }, radius: 1500 },
  };
  test('from the first position inside to the first outside; a visit open at the end lasts to the end', () => {
    const track = Array.from({ length: 12 }, (_, i) => at(i, i, 60));
    const visits = detectVisits([...track, at(20, 5, 0)], [depot]);
    expect(visits.map((v) => [v.enter - T0, v.exit === null ? null : v.exit - T0, v.durationMs])).toEqual([
      [4 * MIN, 7 * MIN, 3 * MIN],
      [20 * MIN, null, 0],
    ]);
    expect(visits[0]?.geofence).toEqual({ id: 7, name: 'Depot' });
    expect(detectVisits(track.slice(0, 3), [depot])).toEqual([]);
  });
});
