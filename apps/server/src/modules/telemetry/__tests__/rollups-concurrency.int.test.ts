import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rowsOf } from '../../../kernel/db/sql.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { foldRollups } from '../batch-rollups.ts';
import { type ReadingRow, storeReadings } from '../readings.store.ts';
import { activeCompanyDevices } from './active-devices.ts';

/**
 * Issue 16: batches written side by side (two server processes: two connections on PostgreSQL) into the same
 * minute, hour and day buckets, and a plain INSERT (a seed, rolled up by the trigger) among them, lose no count,
 * sum, min, max or last value, nor do folds run side by side with them (the ingest's and a reader's): the rollups
 * equal the aggregates of the raw readings stored.
 */
let t: TestApp;
let all: Awaited<ReturnType<typeof activeCompanyDevices>> = [];
beforeAll(async () => {
  t = await createTestApp();
  all = await activeCompanyDevices(t, 3);
});
afterAll(async () => {
  await t?.close();
});

/** Two minutes from here: every batch lands in the same few buckets. */
const T0 = Date.UTC(2026, 4, 4, 10, 59, 30);

/**
 * `n` readings of the devices (in the given order); writer `w` (0, 1; 2 is the plain INSERT) of round `round`
 * writes at milliseconds no other writer or round uses, so the last value by ts is never a tie.
 */
function batch(order: typeof all, w: number, round: number, n: number): ReadingRow[] {
  return Array.from({ length: n }, (_, i) => {
    const d = order[i % order.length] ?? { id: 0, companyId: 0, serial: '' };
    return {
      deviceId: d.id,
      companyId: d.companyId,
      serial: d.serial,
      ts: new Date(T0 + 3 * (i * 40 + round) + w),
      receivedAt: new Date(),
      values: { temperature: (round + i * 7) % 41, co2: 400 + ((w + i * 13) % 900) },
    };
  });
}

/** Per device, level, bucket and key, the rollups and the same aggregates computed from the raw readings. */
async function rollupsAndRaw(ids: number[]) {
  const { db } = t.deps.database;
  await foldRollups(db);
  const idList = `{${ids.join(',')}}`;
  const rollups = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select device_id, level, bucket::text, key, count, sum, min, max, last, last_ts::text
      from reading_rollups where device_id = any(${idList}::int[])
      order by device_id, level, bucket, key`),
  );
  const raw = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with kv as (
        select r.device_id, r.ts, e.key, (e.value)::float8 as v from readings r
          cross join lateral jsonb_each(r.values) e where r.device_id = any(${idList}::int[])
        union all
        select r.device_id, r.ts, '', null from readings r where r.device_id = any(${idList}::int[])
      )
      select kv.device_id, l.level, date_trunc(l.level, kv.ts, 'UTC')::text as bucket, kv.key, count(*)::int as count,
        sum(kv.v) as sum, min(kv.v) as min, max(kv.v) as max, (array_agg(kv.v order by kv.ts desc))[1] as last,
        max(kv.ts)::text as last_ts
      from kv cross join (values ('minute'), ('hour'), ('day')) as l(level)
      group by 1, 2, 3, 4
      order by 1, 2, 3, 4`),
  );
  return { rollups, raw };
}

test('batches written side by side into the same buckets, a plain INSERT and folds among them, lose no count', async () => {
  const { db } = t.deps.database;
  expect(all.length).toBe(3);
  const ids = all.map((d) => d.id);
  const idList = `{${ids.join(',')}}`;
  await db.execute(sql`delete from readings where device_id = any(${idList}::int[])`);
  await db.execute(sql`delete from reading_rollups where device_id = any(${idList}::int[])`);
  const reversed = [...all].reverse();
  for (let round = 0; round < 5; round += 1) {
    await Promise.all([
      storeReadings(db, batch(all, 0, round, 600)),
      storeReadings(db, batch(reversed, 1, round, 600)),
      db.execute(sql`
        insert into readings (device_id, ts, received_at, values)
        select d, ${new Date(T0).toISOString()}::timestamptz + (3 * (g * 100 + ${round}) + 2) * interval '1 ms', now(),
          jsonb_build_object('temperature', g % 37, 'co2', 500 + g)
        from unnest(${idList}::int[]) as d, generate_series(0, 199) as g`),
      foldRollups(db),
      foldRollups(db),
    ]);
  }
  const { rollups, raw } = await rollupsAndRaw(ids);
  // 5 rounds of 600 + 600 batch readings and 3 × 200 inserted ones, over two minutes, two hours and one day.
  const total = (rows: Record<string, unknown>[]) =>
    rows.filter((r) => r.key === '' && r.level === 'day').reduce((n, r) => n + Number(r.count), 0);
  expect(total(raw)).toBe(5 * (600 + 600 + 600));
  expect(rollups).toEqual(raw);
}, 60_000);
