import { fleet } from '@atrium/contracts';
import { describe, expect, test } from 'vitest';
import { EMPTY_STATE, evaluateDevice, type JobContext, lateIntents, type Position } from './evaluate.ts';

const at = (hms: string) => new Date(`2026-11-26T${hms}Z`);
const settings = fleet.DEFAULT_ALARM_SETTINGS;
// A job along a north-south road with two stops 0.1° (about 11 km) apart.
const job: JobContext = {
  jobCardId: 7,
  title: 'Delivery',
  stops: [
    {
      position: 0,
      name: 'Depot',
      lat: 25.1,
      lng: 55.2,
      radiusMeters: 100,
      plannedAt: at('09:00:00'),
      arrivedAt: null,
      lateAlarmed: false,
    },
    {
      position: 1,
      name: 'Client',
      lat: 25.2,
      lng: 55.2,
      radiusMeters: 100,
      plannedAt: at('09:30:00'),
      arrivedAt: null,
      lateAlarmed: false,
    },
  ],
};
const pos = (hms: string, lat: number, lon: number, more: Partial<Position> = {}): Position => ({
  ts: at(hms),
  lat,
  lon,
  speedKmh: 50,
  ignition: true,
  battery: 90,
  ...more,
});
const run = (positions: Position[], open: string[] = [], j: JobContext | null = job) =>
  evaluateDevice({
    vehicleName: 'Van 1',
    settings,
    state: EMPTY_STATE,
    job: j,
    geofences: [],
    positions,
    open: new Set(open),
  });
const routeRule = fleet.fleetRuleId('out-of-route', { jobCardId: 7 });

describe('[FLEET][DISPATCH] one device through the rules', () => {
  test('leaving the corridor raises once; coming back clears', () => {
    const out = run([
      pos('09:00:00', 25.1, 55.2),
      pos('09:05:00', 25.15, 55.21),
      pos('09:06:00', 25.15, 55.211),
      pos('09:07:00', 25.15, 55.2001),
    ]);
    const route = out.intents.filter((i) => i.kind === 'out-of-route');
    expect(route.map((i) => i.op)).toEqual(['raise', 'clear']);
    expect(route[0]?.ruleId).toBe(routeRule);
    expect(route[0]?.message).toMatch(/Van 1 is 10\d\d m off the route of job "Delivery"/);
  });

  test('an open out-of-route alarm is not raised again while the vehicle stays out', () => {
    const out = run([pos('09:05:00', 25.15, 55.21)], [routeRule]);
    expect(out.intents.filter((i) => i.kind === 'out-of-route')).toEqual([]);
  });

  test('a stop reached is recorded; a stop past its time and tolerance raises late once', () => {
    const out = run([
      pos('09:00:30', 25.1, 55.2),
      pos('09:41:00', 25.15, 55.2),
      pos('09:42:00', 25.16, 55.2),
    ]);
    expect(out.arrivals).toEqual([{ position: 0, at: at('09:00:30') }]);
    const late = out.intents.filter((i) => i.kind === 'late');
    expect(late).toHaveLength(1);
    expect(late[0]?.ruleId).toBe(fleet.fleetRuleId('late', { jobCardId: 7, stop: 1 }));
    expect(late[0]?.value).toBe(11);
    // 0.05° (about 5.6 km) from the stop at 50 km/h: expected about 7 minutes later.
    expect(late[0]?.message).toMatch(/planned at 09:30 UTC, expected at 09:47 UTC$/);
    expect(out.lateMarks).toEqual([{ position: 1, at: at('09:41:00') }]);
  });

  test('arriving at a late stop clears its alarm', () => {
    const lateRule = fleet.fleetRuleId('late', { jobCardId: 7, stop: 1 });
    const stops = job.stops.map((s) => (s.position === 1 ? { ...s, lateAlarmed: true } : s));
    const out = run([pos('09:50:00', 25.2, 55.2)], [lateRule], { ...job, stops });
    expect(out.intents.map((i) => [i.op, i.kind])).toContainEqual(['clear', 'late']);
    expect(out.arrivals).toContainEqual({ position: 1, at: at('09:50:00') });
  });

  test('speeding raises and clears; replayed positions change nothing', () => {
    const first = run(
      [pos('09:00:00', 25.1, 55.2, { speedKmh: 140 }), pos('09:00:30', 25.1, 55.2, { speedKmh: 100 })],
      [],
      null,
    );
    expect(first.intents.map((i) => `${i.op}:${i.kind}`)).toEqual(['raise:speeding', 'clear:speeding']);
    const replay = evaluateDevice({
      vehicleName: 'Van 1',
      settings,
      state: first.state,
      job: null,
      geofences: [],
      positions: [pos('09:00:00', 25.1, 55.2, { speedKmh: 140 })],
      open: new Set(),
    });
    expect(replay.intents).toEqual([]);
    expect(replay.state).toEqual(first.state);
  });

  test('idle after the set minutes with the ignition on; moving clears it', () => {
    const still = { speedKmh: 0 };
    const out = run(
      [
        pos('09:00:00', 25.1, 55.2, still),
        pos('09:09:00', 25.1, 55.2, still),
        pos('09:10:00', 25.1, 55.2, still),
        pos('09:12:00', 25.1, 55.2),
      ],
      [],
      null,
    );
    expect(out.intents.map((i) => `${i.op}:${i.kind}`)).toEqual(['raise:idle', 'clear:idle']);
  });

  test('harsh braking, low battery and geofence entry per the settings', () => {
    const geofences = [
      {
        id: 3,
        name: 'Yard',
        shape: { type: 'circle' as const, center: { lat: 25.1, lng: 55.2 }, radius: 200 },
      },
    ];
    const out = evaluateDevice({
      vehicleName: 'Van 1',
      settings,
      state: EMPTY_STATE,
      job: null,
      geofences,
      open: new Set(),
      positions: [
        pos('09:00:00', 25.11, 55.2, { speedKmh: 90 }),
        pos('09:00:02', 25.1, 55.2, { speedKmh: 40, battery: 15 }),
      ],
    });
    expect(out.intents.map((i) => `${i.op}:${i.kind}`)).toEqual([
      'raise:harsh-braking',
      'raise:geofence-enter',
      'raise:low-battery',
    ]);
    expect(out.state.insideGeofences).toEqual([3]);
    const off = evaluateDevice({
      vehicleName: 'Van 1',
      settings: { ...settings, harshEvents: false, geofenceEnter: false, lowBatteryPercent: null },
      state: EMPTY_STATE,
      job: null,
      geofences,
      open: new Set(),
      positions: [
        pos('09:00:00', 25.11, 55.2, { speedKmh: 90 }),
        pos('09:00:02', 25.1, 55.2, { speedKmh: 40, battery: 15 }),
      ],
    });
    expect(off.intents).toEqual([]);
  });

  test('the minute scan finds late stops without positions', () => {
    const { intents, marks } = lateIntents('Van 1', job, at('09:11:00'), 10);
    expect(intents.map((i) => i.ruleId)).toEqual([fleet.fleetRuleId('late', { jobCardId: 7, stop: 0 })]);
    expect(marks).toEqual([{ position: 0, at: at('09:11:00') }]);
  });
});
