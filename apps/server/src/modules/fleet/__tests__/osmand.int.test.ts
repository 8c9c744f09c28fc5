import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { deviceInfoLogs, devices } from '../../devices/devices.schema.ts';
import { fleetPositions } from '../fleet.schema.ts';
import { startOsmand } from '../osmand/start.ts';
import { closePositions, onPositionsStored, positionsOf } from '../positions.runtime.ts';
import type { PositionRow } from '../positions.store.ts';
import { type FleetKit, fleetKit } from './kit.ts';

/**
 * The OsmAnd receiver over a real socket on a free port (issue 19): both forms land on the tracker's vehicle;
 * unknown and foreign serials, unreadable requests, impossible fixes and floods are refused and counted,
 * nothing stored wrongly, other trackers unaffected.
 */

let k: FleetKit;
let osmand: Awaited<ReturnType<typeof startOsmand>>;
let base: string;
const ids: Record<string, number> = {};
const handed: PositionRow[] = [];

beforeAll(async () => {
  k = await fleetKit({ HOST: '127.0.0.1', OSMAND_DEVICE_BURST: '3', OSMAND_DEVICE_RATE_PER_SECOND: '0.01' });
  for (const serial of ['OSM-1', 'OSM-2', 'OSM-3', 'OSM-4', 'OSM-5', 'OSM-6', 'OSM-7', 'OSM-8'])
    ids[serial] = await k.tracker(serial);
  ids['OSM-S'] = await k.tracker('OSM-S', 'Demo School');
  osmand = await startOsmand(k.t.deps, k.t.app.log);
  base = `http://127.0.0.1:${osmand.receiver.port}`;
  onPositionsStored(k.t.deps, (rows) => void handed.push(...rows));
});
afterAll(async () => {
  await osmand.stop();
  await closePositions(k.t.deps);
  await k.t.close();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const stored = (deviceId: number) =>
  k.t.deps.database.db
    .select()
    .from(fleetPositions)
    .where(eq(fleetPositions.deviceId, deviceId))
    .orderBy(asc(fleetPositions.ts));
const post = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { method: 'POST', ...init });
const vehicleOn = async (who: 'Customer' | 'School', deviceId: number, plate: string) => {
  const res = await k.call(who, 'POST', '/api/fleet/vehicle', { name: plate, plate, deviceId });
  return res.json().data.id as number;
};
const refusals = async (deviceId: number) => {
  await positionsOf(k.t.deps).ingest.flushRefusals();
  const rows = await k.t.deps.database.db
    .select({ code: deviceInfoLogs.code, count: deviceInfoLogs.count })
    .from(deviceInfoLogs)
    .where(and(eq(deviceInfoLogs.deviceId, deviceId), sql`${deviceInfoLogs.code} <> 'REGISTERED'`));
  return Object.fromEntries(rows.map((r) => [r.code, r.count]));
};

describe('the query form', () => {
  test('GET with the URL parameters: 200 with an empty body, stored on the vehicle in km/h', async () => {
    const vehicleId = await vehicleOn('Customer', ids['OSM-1'] as number, 'OSM 1');
    const ts = nowSeconds() - 60;
    const res = await fetch(
      `${base}/?id=OSM-1&timestamp=${ts}&lat=25.2048&lon=55.2708&speed=27&bearing=90&altitude=5&accuracy=4&batt=77&ignition=true&alarm=sos`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('0');
    expect(await res.text()).toBe('');
    const [row] = await stored(ids['OSM-1'] as number);
    expect(row).toMatchObject({
      lat: 25.2048,
      lon: 55.2708,
      heading: 90,
      battery: 77,
      ignition: true,
      companyId: k.ids.Customer,
      attributes: { alarm: 'sos' },
    });
    expect(row?.speedKmh).toBeCloseTo(50, 1);
    expect(row?.ts.getTime()).toBe(ts * 1000);
    expect(handed.find((r) => r.deviceId === ids['OSM-1'])).toMatchObject({
      vehicleId,
      companyId: k.ids.Customer,
    });
    const live = (await k.call('Customer', 'GET', '/api/fleet/vehicle/live')).json().data;
    expect(live.find((v: { id: number }) => v.id === vehicleId)).toMatchObject({
      state: 'moving',
      lat: 25.2048,
    });
    const device = await k.t.deps.database.db
      .select({ lastValues: devices.lastValues })
      .from(devices)
      .where(eq(devices.id, ids['OSM-1'] as number));
    expect(device[0]?.lastValues).toMatchObject({ latitude: 25.2048, longitude: 55.2708, battery: 77 });
  });

  test('POST with a form body (the SDK client), any path', async () => {
    const res = await post('/whatever/path', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=OSM-2&lat=25.1&lon=55.2&timestamp=${nowSeconds()}&speed=0&batt=50&charge=false`,
    });
    expect(res.status).toBe(200);
    expect(await stored(ids['OSM-2'] as number)).toHaveLength(1);
  });

  test('unreadable requests are 400 and store nothing', async () => {
    expect((await fetch(`${base}/?timestamp=${nowSeconds()}&lat=25&lon=55`)).status).toBe(400);
    expect((await fetch(`${base}/?id=OSM-3&lat=abc&lon=55`)).status).toBe(400);
    expect((await fetch(`${base}/?id=OSM-3&lat=25&lon=55&timestamp=tomorrow`)).status).toBe(400);
    expect(await stored(ids['OSM-3'] as number)).toHaveLength(0);
  });
});

describe('the JSON form', () => {
  test('Traccar Client 9: stored with speed from m/s and battery from 0..1', async () => {
    const res = await post('/', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: 'OSM-4',
        location: {
          timestamp: new Date(Date.now() - 30_000).toISOString(),
          coords: { latitude: 25.08, longitude: 55.14, speed: 10, heading: 180, accuracy: 3, altitude: 2 },
          battery: { level: 0.5, is_charging: false },
          is_moving: true,
        },
      }),
    });
    expect(res.status).toBe(200);
    const [row] = await stored(ids['OSM-4'] as number);
    expect(row).toMatchObject({
      lat: 25.08,
      speedKmh: 36,
      heading: 180,
      battery: 50,
      attributes: { motion: true },
    });
  });

  test('an unknown device_id is a 404, a body that is not JSON a 400', async () => {
    const unknown = await post('/', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: 'NO-SUCH',
        location: { timestamp: new Date().toISOString(), coords: { latitude: 1, longitude: 1 } },
      }),
    });
    expect(unknown.status).toBe(404);
    expect(
      (await post('/', { headers: { 'content-type': 'application/json' }, body: '{"device_id":' })).status,
    ).toBe(400);
  });
});

describe('refusals: counted, never stored', () => {
  test('an unknown serial: 400 and counted', async () => {
    const before = positionsOf(k.t.deps).ingest.refused.get('UNKNOWN_DEVICE') ?? 0;
    expect((await fetch(`${base}/?id=NO-SUCH-TRACKER&lat=25&lon=55`)).status).toBe(400);
    expect(positionsOf(k.t.deps).ingest.refused.get('UNKNOWN_DEVICE')).toBe(before + 1);
  });

  test("another app's device: 400, counted in its info log, nothing stored", async () => {
    const [sensor] = await k.t.deps.database.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.serial, 'AQ5-0004'));
    expect((await fetch(`${base}/?id=AQ5-0004&lat=25&lon=55`)).status).toBe(400);
    expect(await stored(sensor?.id as number)).toHaveLength(0);
    expect(await refusals(sensor?.id as number)).toEqual({ NOT_A_TRACKER: 1 });
  });

  test('a blocked tracker: refused as unknown', async () => {
    await k.t.deps.database.db
      .update(devices)
      .set({ state: 'blocked' })
      .where(eq(devices.id, ids['OSM-8'] as number));
    // The directory remembers a tracker for a minute: a fresh path sees the block at once.
    positionsOf(k.t.deps).trackers.forget('OSM-8');
    expect((await fetch(`${base}/?id=OSM-8&lat=25&lon=55`)).status).toBe(400);
    expect(await stored(ids['OSM-8'] as number)).toHaveLength(0);
  });

  test('impossible coordinates, no fix and a time far ahead: 200 (the client moves on), counted, not stored', async () => {
    const id = ids['OSM-5'] as number;
    expect((await fetch(`${base}/?id=OSM-5&lat=95&lon=55`)).status).toBe(200);
    expect((await fetch(`${base}/?id=OSM-5&lat=0&lon=0`)).status).toBe(200);
    expect((await fetch(`${base}/?id=OSM-5&timestamp=${nowSeconds() + 3600}&lat=25&lon=55`)).status).toBe(
      200,
    );
    expect(await stored(id)).toHaveLength(0);
    expect(await refusals(id)).toEqual({ BAD_POSITION: 2, BAD_TIMESTAMP: 1 });
  });

  test('a flood from one id: 429 with Retry-After past its burst, counted; another tracker is unaffected', async () => {
    const t = nowSeconds() - 600;
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await fetch(`${base}/?id=OSM-6&timestamp=${t + i}&lat=25.1&lon=55.1`)).status);
    expect(answers).toEqual([200, 200, 200, 429, 429, 429]);
    const limited = await fetch(`${base}/?id=OSM-6&timestamp=${t + 9}&lat=25.1&lon=55.1`);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(await stored(ids['OSM-6'] as number)).toHaveLength(3);
    expect(await refusals(ids['OSM-6'] as number)).toEqual({ RATE_LIMITED: 4 });
    expect((await fetch(`${base}/?id=OSM-7&timestamp=${t}&lat=25.1&lon=55.1`)).status).toBe(200);
  });
});

describe('order and replays', () => {
  test('a replayed fix is stored once; a late one is stored in time order but not handed on as news', async () => {
    const id = ids['OSM-3'] as number;
    const t = nowSeconds() - 300;
    const at = (s: number) => fetch(`${base}/?id=OSM-3&timestamp=${s}&lat=25.2&lon=55.3&speed=10`);
    expect((await at(t + 100)).status).toBe(200);
    expect((await at(t + 100)).status).toBe(200);
    expect((await at(t + 50)).status).toBe(200);
    expect((await stored(id)).map((r) => r.ts.getTime() / 1000)).toEqual([t + 50, t + 100]);
    expect(handed.filter((r) => r.deviceId === id).map((r) => r.ts.getTime() / 1000)).toEqual([t + 100]);
  });
});

describe('isolation', () => {
  test("a school tracker's positions land on the school's vehicle, never on the customer's map", async () => {
    const vehicleId = await vehicleOn('School', ids['OSM-S'] as number, 'SCH 1');
    expect((await fetch(`${base}/?id=OSM-S&lat=25.3&lon=55.4`)).status).toBe(200);
    const school = (await k.call('School', 'GET', '/api/fleet/vehicle/live')).json().data;
    expect(school.find((v: { id: number }) => v.id === vehicleId)).toMatchObject({ lat: 25.3 });
    const customer = (await k.call('Customer', 'GET', '/api/fleet/vehicle/live')).json().data;
    expect(customer.some((v: { lat: number | null }) => v.lat === 25.3)).toBe(false);
    expect(handed.find((r) => r.deviceId === ids['OSM-S'])).toMatchObject({
      companyId: k.ids.School,
      vehicleId,
    });
  });
});
