import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rowsOf } from '../../../kernel/db/sql.ts';
import { ingestOf } from '../../telemetry/index.ts';
import { fleetPositions } from '../fleet.schema.ts';
import { closePositions, onPositionsStored } from '../positions.runtime.ts';
import type { PositionRow } from '../positions.store.ts';
import { deleteOldPositions } from '../retention.ts';
import { bridgeTelemetryPositions } from '../telemetry-bridge.ts';
import { type FleetKit, fleetKit } from './kit.ts';

/** Positions from MQTT telemetry of fleet devices, and their retention. */

let k: FleetKit;
let stopBridge: () => void;

beforeAll(async () => {
  k = await fleetKit();
  stopBridge = bridgeTelemetryPositions(k.t.deps);
});
afterAll(async () => {
  stopBridge();
  await ingestOf(k.t.deps).close();
  await closePositions(k.t.deps);
  await k.t.close();
});

/** The next batch of positions handed on for `deviceId`. */
const nextPositions = (deviceId: number) =>
  new Promise<PositionRow[]>((resolve) => {
    const stop = onPositionsStored(k.t.deps, (rows) => {
      const mine = rows.filter((r) => r.deviceId === deviceId);
      if (mine.length === 0) return;
      stop();
      resolve(mine);
    });
  });

describe('MQTT telemetry of fleet devices', () => {
  test('a reading with latitude and longitude becomes a position of its vehicle; other readings do not', async () => {
    const id = await k.tracker('MQ-1');
    const vehicle = (
      await k.call('Customer', 'POST', '/api/fleet/vehicle', { name: 'MQ', plate: 'MQ 1', deviceId: id })
    ).json().data;
    const device = { id, serial: 'MQ-1', companyId: k.ids.Customer, blocked: false };
    const telemetry = ingestOf(k.t.deps);
    const arrived = nextPositions(id);
    const ts = new Date(Date.now() - 10_000);
    await telemetry.add(device, { ts: new Date(ts.getTime() - 1000), values: { battery: 80 } });
    await telemetry.add(device, {
      ts,
      values: { latitude: 25.1, longitude: 55.2, speed: 64, heading: 270, ignition: 1, odometer: 1234.5 },
    });
    const [position] = await arrived;
    expect(position).toMatchObject({
      vehicleId: vehicle.id,
      companyId: k.ids.Customer,
      lat: 25.1,
      lon: 55.2,
      speedKmh: 64,
      heading: 270,
      ignition: true,
    });
    const rows = await k.t.deps.database.db
      .select()
      .from(fleetPositions)
      .where(eq(fleetPositions.deviceId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.odometerKm).toBe(1234.5);
  });

  test("another app's device reporting a position is not a fleet position", async () => {
    const [sensor] = rowsOf<{ id: number }>(
      await k.t.deps.database.db.execute(sql`select id from devices where serial = 'AQ5-0001'`),
    );
    const fleetDevice = await k.tracker('MQ-2');
    const telemetry = ingestOf(k.t.deps);
    const arrived = nextPositions(fleetDevice);
    const ts = new Date(Date.now() - 5_000);
    await telemetry.add(
      { id: sensor?.id as number, serial: 'AQ5-0001', companyId: k.ids.Customer, blocked: false },
      { ts, values: { latitude: 25, longitude: 55 } },
    );
    await telemetry.add(
      { id: fleetDevice, serial: 'MQ-2', companyId: k.ids.Customer, blocked: false },
      { ts, values: { latitude: 25, longitude: 55 } },
    );
    await arrived;
    const count = await k.t.deps.database.db
      .select()
      .from(fleetPositions)
      .where(eq(fleetPositions.deviceId, sensor?.id as number));
    expect(count).toHaveLength(0);
  });
});

describe('retention', () => {
  test('positions older than the setting go, in batches; newer ones stay; 0 keeps all', async () => {
    const id = await k.tracker('RET-1');
    const day = 86_400_000;
    const now = Date.now();
    await k.positions(
      [40, 39, 38, 37, 36, 2, 1].map((days) => ({
        deviceId: id,
        companyId: k.ids.Customer,
        at: new Date(now - days * day),
        lat: 25,
        lon: 55,
      })),
    );
    const count = async () =>
      (await k.t.deps.database.db.select().from(fleetPositions).where(eq(fleetPositions.deviceId, id)))
        .length;
    expect(await deleteOldPositions(k.t.deps.database.db, 0)).toBe(0);
    expect(await count()).toBe(7);
    expect(await deleteOldPositions(k.t.deps.database.db, 30, { batch: 2 })).toBeGreaterThanOrEqual(5);
    expect(await count()).toBe(2);
  });
});
