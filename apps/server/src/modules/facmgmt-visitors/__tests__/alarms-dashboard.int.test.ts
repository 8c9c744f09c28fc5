import { type alarms, facmgmt } from '@atrium/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { alarms as alarmRows } from '../../alarms/alarms.schema.ts';
import { devices } from '../../devices/devices.schema.ts';
import { insertDemoDevices } from '../../devices/devices.seed.ts';
import { fmReservations } from '../../facmgmt/facmgmt.schema.ts';
import { storeReadings } from '../../telemetry/readings.store.ts';
import { readings } from '../../telemetry/telemetry.schema.ts';
import { scanFacilityAlarms } from '../watch.service.ts';
import { type VisitorKit, visitorKit } from './kit.ts';

let k: VisitorKit;
let sensorId: number;
let doorId: number;
let boardroomId: number;

const MINUTE = 60_000;

beforeAll(async () => {
  k = await visitorKit();
  const { db } = k.t.deps.database;
  await insertDemoDevices(db, [
    {
      serial: 'OS9-0001',
      name: 'Boardroom occupancy',
      hardwareId: 701,
      solutionId: 90,
      company: 'Elsewhere Rooms',
      place: ['Elsewhere tower', 'Ground', 'Boardroom'],
    },
    {
      serial: 'DC9-0001',
      name: 'Tower entrance',
      hardwareId: 702,
      solutionId: 90,
      company: 'Elsewhere Rooms',
      place: ['Elsewhere tower', 'Ground'],
    },
  ]);
  const idOf = async (serial: string) => {
    const [row] = await db
      .select({ id: devices.id, spaceId: devices.spaceId })
      .from(devices)
      .where(eq(devices.serial, serial));
    if (!row) throw new Error(`no ${serial}`);
    return row;
  };
  const sensor = await idOf('OS9-0001');
  sensorId = sensor.id;
  boardroomId = sensor.spaceId ?? 0;
  doorId = (await idOf('DC9-0001')).id;
});
afterAll(async () => k?.t.close());

/** A reading stored as the ingest stores it (its rollups left to be folded), and the device's last values. */
async function report(deviceId: number, at: Date, values: Record<string, number>) {
  const { db } = k.t.deps.database;
  const [device] = await db
    .select({ companyId: devices.companyId, serial: devices.serial, last: devices.lastValues })
    .from(devices)
    .where(eq(devices.id, deviceId));
  if (!device) throw new Error(`no device ${deviceId}`);
  await storeReadings(db, [
    { deviceId, companyId: device.companyId ?? 0, serial: device.serial, ts: at, receivedAt: at, values },
  ]);
  // The tests move back in time too: the device's last values are this reading's, whatever came before.
  await db
    .update(devices)
    .set({ lastValues: { ...(device.last ?? {}), ...values }, lastSeenAt: at })
    .where(eq(devices.id, deviceId));
}

async function openAlarms(deviceId: number) {
  const { db } = k.t.deps.database;
  return db
    .select()
    .from(alarmRows)
    .where(and(eq(alarmRows.deviceId, deviceId), isNull(alarmRows.closedAt)));
}

const scan = (deviceIds: number[]) => scanFacilityAlarms(k.t.deps.database, { deviceIds });

describe('[FACMGMT][ALARMS] the watcher', () => {
  test('occupied without a booking: raised while the sensor says occupied, cleared when it empties', async () => {
    await report(sensorId, new Date(Date.now() - 2 * MINUTE), { occupancy: 1 });
    await scan([sensorId]);
    const open = await openAlarms(sensorId);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      kind: 'facility-booking',
      key: 'occupied-without-booking',
      ruleId: 'fb:occupied-without-booking',
      category: 'operational',
      templateId: null,
    });
    // Scanning again raises nothing more.
    expect((await scan([sensorId])).raised).toEqual([]);
    await report(sensorId, new Date(Date.now() - MINUTE), { occupancy: 0 });
    const applied = await scan([sensorId]);
    expect(applied.cleared).toEqual([open[0]?.id]);
    expect(await openAlarms(sensorId)).toEqual([]);
  });

  test('no-show: nobody 15 minutes after the start raises it on the sensor; someone arriving clears it', async () => {
    const { db } = k.t.deps.database;
    const start = Date.now() - 20 * MINUTE;
    await db.delete(readings).where(eq(readings.deviceId, sensorId));
    const [booking] = await db
      .insert(fmReservations)
      .values({
        companyId: k.other.companyId,
        spaceId: boardroomId,
        structureId: k.other.buildingId,
        title: 'Ghost meeting',
        bookedBy: k.other.userId,
        startsAt: new Date(start),
        endsAt: new Date(start + 60 * MINUTE),
      })
      .returning();
    if (!booking) throw new Error('no booking');
    await report(sensorId, new Date(start + 5 * MINUTE), { occupancy: 0 });
    await scan([sensorId]);
    const open = await openAlarms(sensorId);
    expect(open.map((a) => a.ruleId)).toEqual([facmgmt.fbRuleId('no-show', { reservationId: booking.id })]);
    expect(open[0]?.raisedAt.getTime()).toBe(start + facmgmt.NO_SHOW_MINUTES * MINUTE);

    await report(sensorId, new Date(Date.now() - 30_000), { occupancy: 1 });
    await scan([sensorId]);
    // Someone is in during a booking: neither a no-show nor occupied without a booking.
    expect(await openAlarms(sensorId)).toEqual([]);
    await db.delete(fmReservations).where(eq(fmReservations.id, booking.id));
  });

  test('door held open: raised once open for more than 5 minutes, cleared when it closes', async () => {
    await report(doorId, new Date(Date.now() - 4 * MINUTE), { door: 1 });
    await scan([doorId]);
    expect(await openAlarms(doorId)).toEqual([]);
    const { db } = k.t.deps.database;
    await db
      .update(readings)
      .set({ ts: new Date(Date.now() - 9 * MINUTE) })
      .where(eq(readings.deviceId, doorId));
    await scan([doorId]);
    const open = await openAlarms(doorId);
    expect(open.map((a) => a.key)).toEqual(['door-held-open']);
    await report(doorId, new Date(), { door: 0 });
    await scan([doorId]);
    expect(await openAlarms(doorId)).toEqual([]);
  });
});

describe('[FACMGMT][ALARMS] GET /facmgmt/api/alarm', () => {
  test('the live list of the app, of the caller’s companies only; bad filters are 418', async () => {
    await k.t.deps.database.db.delete(readings).where(eq(readings.deviceId, doorId));
    await report(doorId, new Date(Date.now() - 10 * MINUTE), { door: 1 });
    await scan([doorId]);
    const theirs = await k.asOther('GET', '/api/facmgmt/api/alarm');
    expect(theirs.statusCode).toBe(200);
    const list = theirs.json() as { data: alarms.Alarm[]; totalRecords: number };
    expect(list.data.map((a) => a.key)).toContain('door-held-open');
    expect(list.data.every((a) => a.device.id === doorId || a.device.id === sensorId)).toBe(true);

    const ours = await k.call('Customer', 'GET', '/api/facmgmt/api/alarm?limit=100');
    expect(ours.statusCode).toBe(200);
    const ids = (ours.json() as { data: alarms.Alarm[] }).data.map((a) => a.device.id);
    expect(ids).not.toContain(doorId);
    expect((await k.call('Customer', 'GET', '/api/facmgmt/api/alarm?category=nope')).statusCode).toBe(418);
    expect((await k.call('Customer', 'GET', `/api/facmgmt/api/alarm?deviceId=${doorId}`)).statusCode).toBe(
      418,
    );
  });

  test('the demo entrance door propped open raises a live alarm for the demo customer', async () => {
    const res = await k.call('Customer', 'GET', '/api/facmgmt/api/alarm?kind=facility-booking');
    expect(res.statusCode).toBe(200);
    const demo = (res.json() as { data: alarms.Alarm[] }).data;
    expect(demo.some((a) => a.key === 'door-held-open' && a.device.name === 'Main entrance door')).toBe(true);
  });
});

describe('[FACMGMT][DASHBOARD] GET /facmgmt/api/analysis/dashboard', () => {
  const URL = '/api/facmgmt/api/analysis/dashboard';

  test('utilisation, bookings and peak hours of the caller’s buildings', async () => {
    const { db } = k.t.deps.database;
    const [other] = await db
      .select()
      .from(fmReservations)
      .where(eq(fmReservations.id, k.other.reservationId));
    const from = new Date((other?.startsAt.getTime() ?? 0) - 12 * 3_600_000).toISOString();
    const to = new Date((other?.startsAt.getTime() ?? 0) + 12 * 3_600_000).toISOString();
    const res = await k.asOther('GET', `${URL}?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as facmgmt.Dashboard;
    expect(data.buildings.map((b) => b.id)).toEqual([k.other.buildingId]);
    expect(data.buildings[0]).toMatchObject({ spaces: 1, reservations: 1, bookedHours: 1, openHours: 24 });
    expect(data.buildings[0]?.utilisation).toBeCloseTo(1 / 24, 3);
    expect(data.spaces[0]).toMatchObject({ id: boardroomId, hasSensor: true, capacity: 8 });
    expect(data.peakHours).toHaveLength(168);
    expect(data.peakHours.reduce((n, c) => n + c.bookedHours, 0)).toBe(1);
    expect(data.peakHours[0]).toMatchObject({ weekday: 0, hour: 0 });
  });

  test("measured occupancy counts the readings just stored (the ingest's rollups are folded before the read)", async () => {
    const start = Date.UTC(2026, 2, 2, 9);
    for (const [i, occupancy] of [1, 1, 1, 0].entries()) {
      await report(sensorId, new Date(start + i * 10 * MINUTE), { occupancy });
    }
    const from = new Date(start - 3_600_000).toISOString();
    const to = new Date(start + 3_600_000).toISOString();
    const res = await k.asOther('GET', `${URL}?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as facmgmt.Dashboard;
    expect(data.spaces.find((s) => s.id === boardroomId)?.measuredOccupancy).toBeCloseTo(0.75, 3);
  });

  test('the demo customer sees Headquarters with measured occupancy from its sensors', async () => {
    const res = await k.call('Customer', 'GET', URL);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as facmgmt.Dashboard;
    expect(data.buildings.map((b) => b.id)).toContain(k.hq.id);
    expect(data.buildings.map((b) => b.id)).not.toContain(k.other.buildingId);
    const room = data.spaces.find((s) => s.id === k.hq.meetingRoomId);
    expect(room?.hasSensor).toBe(true);
    expect(room?.measuredOccupancy).not.toBeNull();
  });

  test('bad input: a period backwards or too long, another company’s building', async () => {
    const backwards = await k.call(
      'Customer',
      'GET',
      `${URL}?from=2026-12-02T00:00:00Z&to=2026-12-01T00:00:00Z`,
    );
    expect(backwards.statusCode).toBe(418);
    expect(k.fields(backwards)).toEqual(['to: Must be after From']);
    const long = await k.call('Customer', 'GET', `${URL}?from=2024-01-01T00:00:00Z&to=2026-01-01T00:00:00Z`);
    expect(long.statusCode).toBe(418);
    const building = await k.call('Customer', 'GET', `${URL}?buildingId=${k.other.buildingId}`);
    expect(building.statusCode).toBe(418);
    expect(k.fields(building)).toEqual(['buildingId: Choose a Building of Your Companies']);
    expect((await k.call('Customer', 'GET', `${URL}?from=yesterday`)).statusCode).toBe(418);
  });
});
