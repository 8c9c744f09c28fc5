import { describe, expect, test } from 'vitest';
import {
  distanceToRoute,
  distanceToSegment,
  estimatedArrival,
  geofenceTransitions,
  harshChange,
  idleSinceAfter,
  idleTooLong,
  isLate,
  isLowBattery,
  isSpeeding,
  outOfRoute,
  plannedArrival,
  reachesStop,
  routeLength,
} from './rules.ts';

// Sheikh Zayed Road, roughly south-west from the Trade Centre towards the Marina (Dubai).
const tradeCentre = { lat: 25.2285, lng: 55.2867 };
const marina = { lat: 25.0805, lng: 55.1403 };
const at = (iso: string) => new Date(`2026-11-26T${iso}Z`);

describe('[FLEET][DISPATCH] corridor', () => {
  test('a point on the segment is at distance 0; the ends bound the distance beyond them', () => {
    const mid = { lat: (tradeCentre.lat + marina.lat) / 2, lng: (tradeCentre.lng + marina.lng) / 2 };
    expect(distanceToSegment(mid, tradeCentre, marina)).toBeLessThan(5);
    const beyond = { lat: marina.lat - 0.01, lng: marina.lng - 0.01 };
    // Past the Marina end: the distance to the end point (about 1.5 km), not to the line through it.
    expect(distanceToSegment(beyond, tradeCentre, marina)).toBeGreaterThan(1400);
    expect(distanceToSegment(beyond, tradeCentre, marina)).toBeLessThan(1600);
  });

  test('0.01° of latitude off a north-south road is about 1.1 km', () => {
    const a = { lat: 25.1, lng: 55.2 };
    const b = { lat: 25.3, lng: 55.2 };
    const d = distanceToSegment({ lat: 25.2, lng: 55.2 + 0.01 / Math.cos((25.2 * Math.PI) / 180) }, a, b);
    expect(d).toBeGreaterThan(1100);
    expect(d).toBeLessThan(1125);
  });

  test('the route distance is the nearest of its legs; its length sums them', () => {
    const stops = [tradeCentre, { lat: 25.1972, lng: 55.2744 }, marina];
    expect(distanceToRoute({ lat: 25.1972, lng: 55.2744 }, stops)).toBeLessThan(1);
    expect(distanceToRoute(tradeCentre, [])).toBe(Number.POSITIVE_INFINITY);
    expect(routeLength(stops)).toBeGreaterThan(21_000);
    expect(routeLength([tradeCentre])).toBe(0);
  });

  test('out of route only strictly beyond the set distance', () => {
    expect(outOfRoute(300, 300)).toBe(false);
    expect(outOfRoute(300.1, 300)).toBe(true);
  });

  test('a stop is reached within its radius', () => {
    expect(reachesStop({ lat: 25.2285, lng: 55.2872 }, { ...tradeCentre, radiusMeters: 100 })).toBe(true);
    expect(reachesStop({ lat: 25.2285, lng: 55.2897 }, { ...tradeCentre, radiusMeters: 100 })).toBe(false);
  });
});

describe('[FLEET][DISPATCH] ETA and lateness', () => {
  test('planned arrival is the start plus the offset; none without a start', () => {
    expect(plannedArrival(at('08:00:00'), 45)?.toISOString()).toBe('2026-11-26T08:45:00.000Z');
    expect(plannedArrival(null, 45)).toBeNull();
  });

  test('late only past the tolerance and while not reached', () => {
    const stop = { plannedAt: at('09:00:00'), arrivedAt: null };
    expect(isLate(stop, at('09:10:00'), 10)).toBe(false);
    expect(isLate(stop, at('09:10:01'), 10)).toBe(true);
    expect(isLate({ ...stop, arrivedAt: at('09:05:00') }, at('10:00:00'), 10)).toBe(false);
    expect(isLate({ plannedAt: null, arrivedAt: null }, at('10:00:00'), 0)).toBe(false);
  });

  test('estimated arrival from distance and speed; none standing still', () => {
    expect(estimatedArrival(at('09:00:00'), 36_000, 72)?.toISOString()).toBe('2026-11-26T09:30:00.000Z');
    expect(estimatedArrival(at('09:00:00'), 1000, 0)).toBeNull();
    expect(estimatedArrival(at('09:00:00'), 1000, null)).toBeNull();
  });
});

describe('[FLEET][DISPATCH] driving', () => {
  test('speeding strictly over the limit; off without a limit or a speed', () => {
    expect(isSpeeding(121, 120)).toBe(true);
    expect(isSpeeding(120, 120)).toBe(false);
    expect(isSpeeding(200, null)).toBe(false);
    expect(isSpeeding(null, 120)).toBe(false);
  });

  test('idle keeps its start while standing with the ignition on, and lasts the set minutes', () => {
    const since = idleSinceAfter(null, { ts: at('09:00:00'), ignition: true, speedKmh: 0 });
    expect(since?.toISOString()).toBe(at('09:00:00').toISOString());
    expect(idleSinceAfter(since, { ts: at('09:05:00'), ignition: true, speedKmh: 1 })).toBe(since);
    expect(idleSinceAfter(since, { ts: at('09:06:00'), ignition: true, speedKmh: 30 })).toBeNull();
    expect(idleSinceAfter(since, { ts: at('09:06:00'), ignition: false, speedKmh: 0 })).toBeNull();
    expect(idleSinceAfter(null, { ts: at('09:06:00'), ignition: null, speedKmh: 0 })).toBeNull();
    expect(idleTooLong(since, at('09:09:59'), 10)).toBe(false);
    expect(idleTooLong(since, at('09:10:00'), 10)).toBe(true);
    expect(idleTooLong(since, at('11:00:00'), null)).toBe(false);
  });

  test('harsh braking and acceleration from consecutive fixes close in time', () => {
    const before = { ts: at('09:00:00'), speedKmh: 80 };
    expect(harshChange(before, { ts: at('09:00:02'), speedKmh: 50 })?.kind).toBe('harsh-braking');
    expect(harshChange(before, { ts: at('09:00:02'), speedKmh: 110 })?.kind).toBe('harsh-acceleration');
    expect(harshChange(before, { ts: at('09:00:02'), speedKmh: 70 })).toBeNull();
    // Far apart in time: no evidence of a harsh change.
    expect(harshChange(before, { ts: at('09:01:00'), speedKmh: 0 })).toBeNull();
    expect(harshChange(before, { ts: at('09:00:02'), speedKmh: null })).toBeNull();
  });

  test('low battery at or below the set percent', () => {
    expect(isLowBattery(20, 20)).toBe(true);
    expect(isLowBattery(21, 20)).toBe(false);
    expect(isLowBattery(5, null)).toBe(false);
    expect(isLowBattery(null, 20)).toBe(false);
  });
});

describe('[FLEET][DISPATCH] geofences', () => {
  const depot = { id: 1, shape: { type: 'circle' as const, center: tradeCentre, radius: 500 } };
  const box = {
    id: 2,
    shape: { type: 'rectangle' as const, bounds: { north: 25.09, south: 25.07, east: 55.15, west: 55.13 } },
  };

  test('the first fix only sets where the vehicle is', () => {
    expect(geofenceTransitions(null, tradeCentre, [depot, box])).toEqual({
      inside: [1],
      entered: [],
      exited: [],
    });
  });

  test('entries and exits against the geofences held before', () => {
    expect(geofenceTransitions([1], marina, [depot, box])).toEqual({
      inside: [2],
      entered: [2],
      exited: [1],
    });
    expect(geofenceTransitions([2], marina, [depot, box])).toEqual({ inside: [2], entered: [], exited: [] });
  });

  test('a geofence deleted meanwhile is not exited', () => {
    expect(geofenceTransitions([9], tradeCentre, [depot])).toEqual({ inside: [1], entered: [1], exited: [] });
  });
});
