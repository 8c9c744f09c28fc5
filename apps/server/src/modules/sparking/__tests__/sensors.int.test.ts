import type { sparking } from '@atrium/contracts';
import { SENSOR_SILENT_MINUTES } from '@atrium/contracts/sparking/states';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { alarms } from '../../alarms/alarms.schema.ts';
import { DEMO_DEVICE_PASSWORD } from '../../devices/devices.seed.ts';
import { onRoomEvent } from '../../realtime/room-events.ts';
import { startTelemetry, type Telemetry } from '../../telemetry/index.ts';
import { followSpotSensors, markSilentSpots, SILENT_RULE } from '../sensor-bridge.ts';
import { spSpots } from '../sparking.schema.ts';
import { API, inside, type ParkingKit, parkingKit, SQUARE } from './kit.ts';

/**
 * A parking sensor's `occupancy` readings (POST /api/telemetry with the device's credentials, answered once
 * the readings' listeners ran) set its spot's state through the API, ignore out-of-order readings, push the
 * change on `sparking:spot`; a silent sensor leaves its spot unknown.
 */

let k: ParkingKit;
let telemetry: Telemetry;
let stopSensors: () => void;
let stopEvents: () => void;
const pushed: { rooms: string[]; name: string; payload: sparking.Spot }[] = [];
let spot: sparking.Spot;

async function reading(occupancy: number, ts: Date) {
  const res = await k.t.app.inject({
    method: 'POST',
    url: '/api/telemetry',
    headers: { authorization: `Basic ${Buffer.from(`PS1-T001:${DEMO_DEVICE_PASSWORD}`).toString('base64')}` },
    body: { ts: ts.getTime(), values: { occupancy, battery: 90 } },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const current = async () => k.data<sparking.Spot>(await k.call('Customer', 'GET', `${API}/spots/${spot.id}`));

beforeAll(async () => {
  k = await parkingKit({ MQTT_PORT: '0', HOST: '127.0.0.1', TELEMETRY_FLUSH_MS: '20' });
  telemetry = await startTelemetry(k.t.deps, k.t.app.log);
  stopSensors = followSpotSensors(k.t.deps, k.t.app.log);
  stopEvents = onRoomEvent(k.t.deps, (event) => void pushed.push(event as (typeof pushed)[number]));
  const created = await k.create('Customer', {
    name: 'Sensor car park',
    outline: SQUARE,
    spots: [{ code: 'T-01', ...inside(0), deviceId: k.device['PS1-T001'] }],
  });
  spot = k.data<sparking.LocationDetails>(created).spots[0] as sparking.Spot;
});
afterAll(async () => {
  stopEvents?.();
  stopSensors?.();
  await telemetry?.stop();
  await k?.t.close();
});

describe('parking spot state from its sensor', () => {
  test('occupancy 1 makes the spot occupied; an older reading does not flip it back; 0 frees it', async () => {
    expect(spot.state).toBe('unknown');
    // Readings older than the spot's state (it began when the spot was added) would be ignored.
    const at = new Date();
    await reading(1, at);
    expect(await current()).toMatchObject({ state: 'occupied', since: at.toISOString() });
    const event = pushed.find((e) => e.name === 'sparking:spot' && e.payload.id === spot.id);
    expect(event?.payload.state).toBe('occupied');
    expect(event?.rooms).toEqual([`company:${k.ids.Customer}`]);

    await reading(0, new Date(at.getTime() - 30_000));
    expect((await current()).state).toBe('occupied');

    const later = new Date(at.getTime() + 1000);
    await reading(0, later);
    expect(await current()).toMatchObject({ state: 'free', since: later.toISOString() });
    const history = (await k.call('Customer', 'GET', `${API}/spots/${spot.id}/events`)).json() as {
      data: sparking.SpotEvent[];
    };
    expect(history.data.map((e) => [e.state, e.from])).toEqual([
      ['free', later.toISOString()],
      ['occupied', at.toISOString()],
      ['unknown', spot.since],
    ]);
    expect(history.data[1]?.to).toBe(later.toISOString());
  });

  test('a closed spot follows its sensor and opens to its state', async () => {
    await k.call('Customer', 'POST', `${API}/spots/${spot.id}/close`);
    await reading(1, new Date(Date.now() + 2000));
    expect((await current()).state).toBe('closed');
    const opened = await k.call('Customer', 'POST', `${API}/spots/${spot.id}/open`);
    expect(k.data<sparking.Spot>(opened).state).toBe('occupied');
  });

  test('a sensor silent past the threshold leaves its spot unknown and raises the parking alarm until it reports', async () => {
    const { db } = k.t.deps.database;
    const anHourAgo = new Date(Date.now() - (SENSOR_SILENT_MINUTES + 1) * 60_000);
    await db.update(spSpots).set({ sensedAt: anHourAgo }).where(eq(spSpots.id, spot.id));
    const changed = await markSilentSpots(k.t.deps.database);
    expect(changed).toContain(spot.id);
    expect((await current()).state).toBe('unknown');
    const open = () =>
      db
        .select({ kind: alarms.kind, status: alarms.status })
        .from(alarms)
        .where(
          and(
            eq(alarms.deviceId, k.device['PS1-T001'] ?? 0),
            eq(alarms.ruleId, SILENT_RULE),
            isNull(alarms.closedAt),
          ),
        );
    expect(await open()).toEqual([{ kind: 'parking', status: 'active' }]);
    await reading(0, new Date(Date.now() + 1000));
    expect((await current()).state).toBe('free');
    expect(await open()).toEqual([]);
  });
});
