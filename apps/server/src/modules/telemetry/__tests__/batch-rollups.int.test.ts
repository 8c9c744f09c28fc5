import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rowsOf } from '../../../kernel/db/sql.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { storeReadings } from '../readings.store.ts';
import { readings } from '../telemetry.schema.ts';
import { activeCompanyDevices } from './active-devices.ts';

/**
 * Issue 16: the ingest's batch sends its rollups as PostgreSQL array literals; keys that need quoting there
 * (quotes, backslashes, commas, braces, spaces, 'NULL') and values that print in exponent form or are not binary
 * fractions come out as the trigger makes them from the same readings.
 */
let t: TestApp;
let pair: Awaited<ReturnType<typeof activeCompanyDevices>> = [];
beforeAll(async () => {
  t = await createTestApp();
  pair = await activeCompanyDevices(t, 2);
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
