import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rowsOf } from '../../../kernel/db/sql.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { foldRollups } from '../batch-rollups.ts';
import { Ingest } from '../ingest.ts';
import { type ReadingRow, storeReadings } from '../readings.store.ts';
import { deviceReadingsReportSource } from '../telemetry.report-source.ts';
import { readings } from '../telemetry.schema.ts';
import { activeCompanyDevices } from './active-devices.ts';

/**
 * Issue 16: the ingest's batch leaves its minute rollups pending as JSON text, and a fold adds them in; keys that
 * need quoting (quotes, backslashes, commas, braces, spaces, 'NULL') and values that print in exponent form or are
 * not binary fractions come out as the trigger makes them from the same readings; a device blocked or deleted
 * between its batch and the fold is handled; the ingest folds on its own, without a read.
 */
let t: TestApp;
let pair: Awaited<ReturnType<typeof activeCompanyDevices>> = [];
beforeAll(async () => {
  t = await createTestApp();
  pair = await activeCompanyDevices(t, 4);
});
afterAll(async () => {
  await t?.close();
});

const T0 = Date.UTC(2026, 6, 14, 23, 59, 30);
/** Sums stay exact (binary fractions, or a key's only value), so both ways must agree to the bit. */
const READINGS: { at: number; values: Record<string, number> }[] = [
  {
    at: 0,
    values: { 'a"b': 0.5, 'c\\d': 0.125, 'e,f': -3.75, '{g}': 1e21, NULL: 0.1, 'with space': 2.5e-7 },
  },
  { at: 1_000, values: { 'a"b': -0.25, 'c\\d': 0.125, "o'q": 7, ünï: 5e-324 } },
  { at: 61_000, values: { 'a"b': 0.5, 'e,f': 2, '{g}': 1e21 } },
  { at: 3_601_000, values: { 'c\\d': -0.125, NULL: 0.1 } },
];

const PERIOD = { key: 'custom' as const, from: null, to: null };

const pending = async () =>
  rowsOf<{ n: number }>(
    await t.deps.database.db.execute(sql`select count(*)::int as n from reading_rollups_pending`),
  )[0]?.n;

const rowOf = (d: { id: number; companyId: number; serial: string }, at: number, v: number): ReadingRow => ({
  deviceId: d.id,
  companyId: d.companyId,
  serial: d.serial,
  ts: new Date(at),
  receivedAt: new Date(),
  values: { temperature: v },
});

async function dayCount(id: number, day: number) {
  return rowsOf<{ count: number }>(
    await t.deps.database.db.execute(sql`
      select count from reading_rollups where device_id = ${id} and level = 'day' and key = 'temperature'
        and bucket = ${new Date(day).toISOString()}::timestamptz`),
  )[0]?.count;
}

test('odd keys and values roll up from the batch as the trigger rolls them up', async () => {
  const { db } = t.deps.database;
  const [batched, triggered] = pair;
  if (!batched || !triggered) throw new Error('two active devices expected');
  await storeReadings(
    db,
    READINGS.map((r) => ({
      deviceId: batched.id,
      companyId: batched.companyId,
      serial: batched.serial,
      ts: new Date(T0 + r.at),
      receivedAt: new Date(),
      values: r.values,
    })),
  );
  await db.insert(readings).values(
    READINGS.map((r) => ({
      deviceId: triggered.id,
      ts: new Date(T0 + r.at),
      receivedAt: new Date(),
      values: r.values,
    })),
  );
  expect(await pending()).toBe(1);
  expect(await foldRollups(db)).toBe(1);
  expect(await pending()).toBe(0);
  const of = async (id: number) =>
    rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select level, bucket::text, key, count, sum, min, max, last, last_ts::text from reading_rollups
        where device_id = ${id} and bucket >= ${new Date(T0 - 86_400_000).toISOString()}::timestamptz
        order by level, bucket, key`),
    );
  const fromBatch = await of(batched.id);
  expect(new Set(fromBatch.map((r) => r.key))).toEqual(
    new Set(['', 'a"b', 'c\\d', 'e,f', '{g}', 'NULL', 'with space', "o'q", 'ünï']),
  );
  expect(fromBatch).toEqual(await of(triggered.id));
});

test('a device blocked after its batch is stored keeps those readings rolled up; one deleted leaves nothing to fold', async () => {
  const { db } = t.deps.database;
  const [, , blocked, gone] = pair;
  if (!blocked || !gone) throw new Error('four active devices expected');
  const day = Date.UTC(2026, 6, 20);
  await storeReadings(db, [rowOf(blocked, day + 1_000, 1), rowOf(gone, day + 2_000, 2)]);
  await db.execute(sql`update devices set state = 'blocked' where id = ${blocked.id}`);
  await db.execute(sql`delete from readings where device_id = ${gone.id}`);
  await db.execute(sql`delete from devices where id = ${gone.id}`);
  // Blocked now: a later batch of it is not stored, so not rolled up either.
  await storeReadings(db, [rowOf(blocked, day + 3_000, 3)]);
  await foldRollups(db);
  expect(await pending()).toBe(0);
  expect(await dayCount(blocked.id, day)).toBe(1);
  expect(await dayCount(gone.id, day)).toBeUndefined();
});

test('the ingest folds its batches by itself within a second or so, with no read asking', async () => {
  const { db } = t.deps.database;
  const [device] = pair;
  if (!device) throw new Error('an active device expected');
  const ingest = new Ingest(db, {
    TELEMETRY_FLUSH_MS: 5,
    TELEMETRY_BATCH_ROWS: 2,
    TELEMETRY_QUEUE_ROWS: 100,
    TELEMETRY_WRITE_BATCHES: 1,
    TELEMETRY_DEVICE_RATE_PER_SECOND: 100,
    TELEMETRY_DEVICE_BURST: 100,
  });
  const day = Date.UTC(2026, 6, 22);
  await Promise.all(
    [1, 2, 3, 4, 5].map((i) =>
      ingest.add(
        { ...device, blocked: false },
        { ts: new Date(day + i * 1_000), values: { temperature: i } },
      ),
    ),
  );
  await expect.poll(() => dayCount(device.id, day), { timeout: 5_000, interval: 100 }).toBe(5);
  expect(await pending()).toBe(0);
  await ingest.close();
});

test("the report generator's readings source folds what is pending before it reads", async () => {
  const { db } = t.deps.database;
  const [device] = pair;
  if (!device) throw new Error('an active device expected');
  const day = Date.UTC(2026, 6, 24);
  await storeReadings(db, [rowOf(device, day + 1_000, 4), rowOf(device, day + 2_000, 6)]);
  expect(await pending()).toBe(1);
  const batches: Record<string, unknown>[][] = [];
  for await (const rows of deviceReadingsReportSource.rows({
    db,
    companyId: device.companyId,
    filters: {
      period: PERIOD,
      deviceIds: [device.id],
      structureIds: [],
      valueKey: 'temperature',
      bucket: 'day',
    },
    from: new Date(day),
    to: new Date(day + 86_399_999),
    language: 'en',
    limit: 10,
  }))
    batches.push(rows);
  expect(batches.flat()).toEqual([expect.objectContaining({ count: 2, min: 4, max: 6, avg: 5 })]);
});
