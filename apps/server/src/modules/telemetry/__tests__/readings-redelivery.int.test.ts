import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rowsOf } from '../../../kernel/db/sql.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { devices } from '../../devices/devices.schema.ts';
import { type ReadingRow, storeReadings } from '../readings.store.ts';

/** A reading the broker delivers again after a crash (MQTT DUP) is stored once; other readings as they come. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

test('a redelivered reading already stored is skipped; a new one or a plain repeat is stored', async () => {
  const { db } = t.deps.database;
  const [device] = await db
    .select({ id: devices.id, companyId: devices.companyId, serial: devices.serial })
    .from(devices)
    .where(eq(devices.serial, 'AQ5-0001'));
  if (!device?.companyId) throw new Error('no demo device AQ5-0001');
  const ts = new Date('2026-11-20T10:00:00.123Z');
  const row = (values: Record<string, number>, redelivered?: boolean): ReadingRow => ({
    deviceId: device.id,
    companyId: device.companyId ?? 0,
    serial: device.serial,
    ts,
    receivedAt: new Date(),
    values,
    ...(redelivered && { redelivered }),
  });
  const count = async () =>
    rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from readings where device_id = ${device.id} and ts = ${ts}`,
      ),
    )[0]?.n;

  await storeReadings(db, [row({ temperature: 21 })]);
  await storeReadings(db, [row({ temperature: 21 }, true), row({ temperature: 22 }, true)]);
  // The redelivered copy of the first is skipped; the redelivered 22 was never stored, so it is.
  expect(await count()).toBe(2);
  // Without the DUP flag nothing is checked: a device may send the same reading twice.
  await storeReadings(db, [row({ temperature: 21 })]);
  expect(await count()).toBe(3);
});
