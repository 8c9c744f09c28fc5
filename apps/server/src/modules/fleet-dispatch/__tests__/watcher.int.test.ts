import { type alarms as alarmContract, fleet } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { onAlarmChanged } from '../../alarms/index.ts';
import { closePositions, positionsOf } from '../../fleet/positions.runtime.ts';
import type { PositionInput } from '../../fleet/positions.store.ts';
import { startDispatchWatcher } from '../index.ts';
import { scanLateStops } from '../watch.service.ts';
import { type DispatchKit, dispatchKit } from './kit.ts';

/**
 * The dispatch watcher on positions stored through the fleet positions path: out of route, late stops,
 * speeding, geofences and low battery raise fleet alarms in the alarms module (the kit's lists show them,
 * the alarm socket event carries them), once while open.
 */

let k: DispatchKit;
let stopWatcher: () => void;
const heard: alarmContract.AlarmEvent[] = [];
let stopHearing: () => void;

beforeAll(async () => {
  k = await dispatchKit({ TELEMETRY_FLUSH_MS: '5' });
  stopWatcher = startDispatchWatcher(k.t.deps, console);
  stopHearing = onAlarmChanged(k.t.deps, (event) => heard.push(event));
});
afterAll(async () => {
  stopWatcher?.();
  stopHearing?.();
  if (k) await closePositions(k.t.deps);
  await k?.t.close();
});

// A north-south road of two stops about 11 km apart, near Al Quoz.
const south = { lat: 25.1, lng: 55.22 };
const north = { lat: 25.2, lng: 55.22 };

function store(
  deviceId: number,
  fixes: { at: Date; lat: number; lon: number; speedKmh?: number; battery?: number }[],
) {
  const { ingest } = positionsOf(k.t.deps);
  return Promise.all(
    fixes.map((f) =>
      ingest.add({
        deviceId,
        ts: f.at,
        lat: f.lat,
        lon: f.lon,
        speedKmh: f.speedKmh ?? 40,
        heading: 0,
        altitude: null,
        accuracy: null,
        battery: f.battery ?? 80,
        ignition: true,
        odometerKm: null,
        attributes: null,
        source: 'osmand',
      } satisfies PositionInput),
    ),
  );
}

const list = async (screen: fleet.FleetAlarmScreen, history = false) => {
  const { category, kind } = fleet.FLEET_ALARM_SCREEN_QUERY[screen];
  const url = `/api/fleet/alarms/${category}${history ? '/history' : ''}?limit=100${kind ? `&kind=${kind}` : ''}`;
  const res = await k.call('Customer', 'GET', url);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: alarmContract.Alarm[] }).data;
};

async function jobInProgress(vehicleId: number, plannedStart: Date) {
  const routeId = await k.route(`Watched ${vehicleId}`, [south, north]);
  const card = (
    await k.call('Customer', 'POST', '/api/fleet/job-card', {
      title: `Watched ${vehicleId}`,
      vehicleId,
      routeId,
      plannedStart: plannedStart.toISOString(),
    })
  ).json().data as fleet.JobCardDetail;
  for (const state of ['assigned', 'in-progress'] as const)
    expect(
      (await k.call('Customer', 'PATCH', `/api/fleet/job-card/${card.id}/state`, { state })).statusCode,
    ).toBe(200);
  return card.id;
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('[FLEET][DISPATCH] the watcher', () => {
  test('leaving the corridor raises one out-of-route alarm, live; back inside clears it and raises nothing', async () => {
    const { vehicleId, deviceId } = await k.vehicle('Corridor van');
    const jobId = await jobInProgress(vehicleId, minutesAgo(5));
    const ruleId = fleet.fleetRuleId('out-of-route', { jobCardId: jobId });
    await store(deviceId, [{ at: minutesAgo(4), ...{ lat: south.lat, lon: south.lng } }]);
    expect((await list('job-cards')).filter((a) => a.ruleId === ruleId)).toEqual([]);

    // About 1 km east of the road, twice: one alarm.
    await store(deviceId, [{ at: minutesAgo(3), lat: 25.13, lon: 55.23 }]);
    await store(deviceId, [{ at: minutesAgo(2), lat: 25.14, lon: 55.231 }]);
    const open = (await list('job-cards')).filter((a) => a.ruleId === ruleId);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      app: 'fleet',
      kind: 'fleet-job',
      key: 'out-of-route',
      category: 'operational',
      status: 'active',
    });
    expect(open[0]?.message).toMatch(/Corridor van is 1\d{3} m off the route of job/);
    expect(fleet.jobCardIdOfAlarm(open[0]?.ruleId ?? '')).toBe(jobId);
    expect(heard.filter((e) => e.change === 'raised' && e.alarm.ruleId === ruleId)).toHaveLength(1);
    // Not on the vehicles screen.
    expect((await list('vehicles')).some((a) => a.ruleId === ruleId)).toBe(false);

    // Back on the road: cleared, nothing raised.
    await store(deviceId, [{ at: minutesAgo(1), lat: 25.15, lon: 55.2201 }]);
    expect((await list('job-cards')).filter((a) => a.ruleId === ruleId)).toEqual([]);
    const closed = (await list('job-cards', true)).filter((a) => a.ruleId === ruleId);
    expect(closed.map((a) => a.status)).toEqual(['cleared']);
    expect(heard.filter((e) => e.alarm.ruleId === ruleId).map((e) => e.change)).toEqual([
      'raised',
      'cleared',
    ]);
  });

  test('a replayed position out of the corridor raises nothing', async () => {
    const { vehicleId, deviceId } = await k.vehicle('Replay van');
    const jobId = await jobInProgress(vehicleId, minutesAgo(5));
    await store(deviceId, [{ at: minutesAgo(2), lat: south.lat, lon: south.lng }]);
    await store(deviceId, [{ at: minutesAgo(3), lat: 25.13, lon: 55.26 }]);
    const ruleId = fleet.fleetRuleId('out-of-route', { jobCardId: jobId });
    expect(
      [...(await list('job-cards')), ...(await list('job-cards', true))].filter((a) => a.ruleId === ruleId),
    ).toEqual([]);
  });

  test('a stop not reached by its planned time and tolerance raises one late alarm; the job done clears it', async () => {
    const { vehicleId, deviceId } = await k.vehicle('Late van');
    // Planned an hour ago: the second stop was due 30 minutes ago (tolerance 10 by the demo settings).
    const jobId = await jobInProgress(vehicleId, minutesAgo(60));
    await store(deviceId, [{ at: minutesAgo(1), lat: south.lat, lon: south.lng }]);
    const lateRule = fleet.fleetRuleId('late', { jobCardId: jobId, stop: 1 });
    const late = (await list('job-cards')).filter((a) => a.ruleId === lateRule);
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({ key: 'late', severity: 'minor' });
    // The first stop was reached on time only now (planned 60 minutes ago): late too, and arrived.
    const card = (await k.call('Customer', 'GET', `/api/fleet/job-card/${jobId}`)).json()
      .data as fleet.JobCardDetail;
    expect(card.stops.map((s) => [s.arrivedAt !== null, s.late])).toEqual([
      [true, false],
      [false, true],
    ]);
    // Neither the minute scan nor a later position raises it again.
    await scanLateStops(k.t.deps.database);
    await store(deviceId, [{ at: new Date(), lat: south.lat + 0.001, lon: south.lng }]);
    expect((await list('job-cards')).filter((a) => a.ruleId === lateRule)).toHaveLength(1);

    expect(
      (await k.call('Customer', 'PATCH', `/api/fleet/job-card/${jobId}/state`, { state: 'done' })).statusCode,
    ).toBe(200);
    expect((await list('job-cards')).filter((a) => fleet.jobCardIdOfAlarm(a.ruleId) === jobId)).toEqual([]);
  });

  test('the minute scan raises late stops of a vehicle that stopped reporting', async () => {
    const { vehicleId } = await k.vehicle('Silent van');
    const jobId = await jobInProgress(vehicleId, minutesAgo(45));
    expect(await scanLateStops(k.t.deps.database)).toBeGreaterThanOrEqual(2);
    const late = (await list('job-cards')).filter((a) => fleet.jobCardIdOfAlarm(a.ruleId) === jobId);
    expect(late.map((a) => a.ruleId).sort()).toEqual([
      fleet.fleetRuleId('late', { jobCardId: jobId, stop: 0 }),
      fleet.fleetRuleId('late', { jobCardId: jobId, stop: 1 }),
    ]);
  });

  test('speeding, geofence entry and exit, low battery per the settings, on their screens', async () => {
    const { deviceId } = await k.vehicle('Fast van');
    const fence = await k.call('Customer', 'POST', `/api/company/${k.ids.Customer}/geofence`, {
      name: 'Watcher yard',
      shape: { type: 'circle', center: { lat: 24.9, lng: 55.5 }, radius: 300 },
    });
    expect(fence.statusCode).toBe(201);
    const fenceId = fence.json().data.id as number;
    await store(deviceId, [{ at: minutesAgo(5), lat: 24.92, lon: 55.5, speedKmh: 80 }]);
    await store(deviceId, [{ at: minutesAgo(4), lat: 24.9, lon: 55.5, speedKmh: 130, battery: 12 }]);
    await store(deviceId, [{ at: minutesAgo(3), lat: 24.9, lon: 55.5, speedKmh: 135, battery: 11 }]);
    await store(deviceId, [{ at: minutesAgo(2), lat: 24.92, lon: 55.5, speedKmh: 60, battery: 11 }]);
    const vehicles = (await list('vehicles')).filter((a) => a.device.id === deviceId);
    expect(vehicles.map((a) => a.key).sort()).toEqual(['geofence-enter', 'geofence-exit']);
    expect(vehicles.map((a) => fleet.geofenceIdOfAlarm(a.ruleId))).toEqual([fenceId, fenceId]);
    // Speeding over the demo's 100 km/h, once, cleared at 60.
    const speeding = (await list('vehicles', true)).filter((a) => a.device.id === deviceId);
    expect(speeding.map((a) => [a.key, a.status, a.value])).toEqual([['speeding', 'cleared', 130]]);
    const devices = (await list('devices')).filter((a) => a.device.id === deviceId);
    expect(devices.map((a) => [fleet.fleetAlarmKindOf(a), a.kind, a.category])).toEqual([
      ['low-battery', 'battery-low', 'status'],
    ]);
  });

  test("settings off raise nothing; another company's settings are its own", async () => {
    const { deviceId } = await k.vehicle('School bus', 'School');
    const off = {
      ...fleet.DEFAULT_ALARM_SETTINGS,
      speedLimitKmh: null,
      lowBatteryPercent: null,
      harshEvents: false,
    };
    expect((await k.call('School', 'PUT', '/api/fleet/alarm-settings', off)).statusCode).toBe(200);
    await store(deviceId, [{ at: minutesAgo(2), lat: 24.5, lon: 54.5, speedKmh: 200, battery: 5 }]);
    const raised = heard.filter((e) => e.alarm.device.id === deviceId);
    expect(raised).toEqual([]);
  });
});
