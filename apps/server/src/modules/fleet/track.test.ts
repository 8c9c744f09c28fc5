import { describe, expect, test } from 'vitest';
import { detectEvents, detectStops, distanceKm, type TrackFix, trackDistanceKm } from './track.ts';

const T0 = Date.parse('2026-11-25T06:00:00Z');
const fix = (minute: number, speedKmh: number | null, extra: Partial<TrackFix> = {}): TrackFix => ({
  ts: new Date(T0 + minute * 60_000),
  lat: 25.2 + minute * 0.001,
  lon: 55.27,
  speedKmh,
  heading: 0,
  ignition: true,
  alarm: null,
  ...extra,
});

describe('stops along a track', () => {
  test('a run slower than the moving speed for at least the minimum is a stop, a shorter one is not', () => {
    const fixes = [
      fix(0, 40),
      fix(1, 2),
      fix(4, 0),
      fix(7, 0),
      fix(8, 50),
      fix(9, 0),
      fix(10, 0),
      fix(11, 60),
    ];
    expect(detectStops(fixes, 5)).toEqual([
      {
        from: '2026-11-25T06:01:00.000Z',
        to: '2026-11-25T06:07:00.000Z',
        lat: fixes[1]?.lat,
        lon: 55.27,
        durationSeconds: 360,
      },
    ]);
    expect(detectStops(fixes, 1)).toHaveLength(2);
  });

  test('a stop still running at the end of the period counts', () => {
    expect(detectStops([fix(0, 30), fix(1, 0), fix(20, 0)], 5)).toHaveLength(1);
  });

  test('without a reported speed, the move between fixes tells', () => {
    const still = [fix(0, null, { lat: 25.2 }), fix(3, null, { lat: 25.2 }), fix(6, null, { lat: 25.2 })];
    expect(detectStops(still, 5)).toHaveLength(1);
    const moving = [fix(0, null), fix(3, null), fix(6, null)];
    expect(detectStops(moving, 5)).toHaveLength(0);
  });
});

describe('events and distance', () => {
  test('ignition changes between fixes that report it, and alarms', () => {
    const events = detectEvents([
      fix(0, 0, { ignition: false }),
      fix(1, 0, { ignition: null }),
      fix(2, 10, { ignition: true }),
      fix(3, 10, { alarm: 'sos' }),
      fix(4, 0, { ignition: false }),
    ]);
    expect(events.map((e) => [e.kind, e.detail])).toEqual([
      ['ignition-on', null],
      ['alarm', 'sos'],
      ['ignition-off', null],
    ]);
  });

  test('distance: the great circle between fixes', () => {
    expect(distanceKm({ lat: 25.2285, lon: 55.2867 }, { lat: 25.011, lon: 55.092 })).toBeCloseTo(31.2, 0);
    expect(trackDistanceKm([fix(0, 0), fix(1, 0), fix(2, 0)])).toBeCloseTo(0.22, 2);
  });
});
