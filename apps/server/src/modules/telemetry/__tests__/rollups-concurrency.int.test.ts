import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { rowsOf } from '../../../kernel/db/sql.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { rollUpAllPending, rollUpPending } from '../hour-rollups.ts';
import { type ReadingRow, storeReadings } from '../readings.store.ts';
import { activeCompanyDevices } from './active-devices.ts';

/**
 * Issue 16: batches written side by side (two server processes: two connections on PostgreSQL) into the same
 * minute, hour and day buckets, and a plain INSERT (a seed, rolled up by the trigger) among them, lose no count,
 * sum, min, max or last value: the rollups equal the aggregates of the raw readings stored (the hours and
 * days once `rollUpPending` has derived them). And a batch that lands while `rollUpPending` runs leaves its
 * hour pending for the next run, never a stale hour row with no mark (issue 16, minute-only ingest).
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

test('batches written side by side into the same buckets, and a plain INSERT among them, lose no count', async () => {
  const { db } = t.deps.database;
  expect(all.length).toBe(3);
  const ids = all.map((d) => d.id);
  const idList = `{${ids.join(',')}}`;
  await db.execute(sql`delete from readings where device_id = any(${idList}::int[])`);
  await db.execute(sql`delete from reading_rollups where device_id = any(${idList}::int[])`);
  await db.execute(sql`delete from reading_rollups_pending where device_id = any(${idList}::int[])`);
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
    ]);
  }
  await rollUpAllPending(db);
  const { rollups, raw } = await rollupsAndRaw(ids);
  // 5 rounds of 600 + 600 batch readings and 3 × 200 inserted ones, over two minutes, two hours and one day.
  const total = (rows: Record<string, unknown>[]) =>
    rows.filter((r) => r.key === '' && r.level === 'day').reduce((n, r) => n + Number(r.count), 0);
  expect(total(raw)).toBe(5 * (600 + 600 + 600));
  expect(rollups).toEqual(raw);
}, 60_000);

/** The marks of the devices' hours, as `device|hour ISO`. */
async function marks(ids: number[]) {
  const rows = rowsOf<{ device_id: number; hour: string }>(
    await t.deps.database.db.execute(sql`
      select device_id, to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as hour
      from reading_rollups_pending where device_id = any(${`{${ids.join(',')}}`}::int[]) order by 1, 2`),
  );
  return rows.map((r) => `${r.device_id}|${r.hour}`);
}

/** Some statement of this database waits for a lock (another transaction holds it). */
async function someoneWaits() {
  const [row] = rowsOf<{ n: number }>(
    await t.deps.database.db.execute(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`),
  );
  expect(row?.n ?? 0).toBeGreaterThan(0);
}

/** A transaction held open until `release` is called, after `lock` ran in it. */
async function holding(lock: ReturnType<typeof sql>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const ready = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = t.deps.database.db.transaction(async (tx) => {
    await tx.execute(lock);
    locked();
    await released;
  });
  await ready;
  return { release, done };
}

// PGlite is one connection: nothing runs side by side there.
describe.skipIf(!process.env.DATABASE_URL)('issue 16: a batch landing while the hour job runs', () => {
  test('a batch that marks an hour the job has taken waits for it, and leaves the hour pending for the next run', async () => {
    const { db } = t.deps.database;
    const [one] = all;
    if (!one) throw new Error('no device');
    const ids = [one.id];
    await db.execute(sql`delete from readings where device_id = ${one.id}`);
    await db.execute(sql`delete from reading_rollups where device_id = ${one.id}`);
    await db.execute(sql`delete from reading_rollups_pending where device_id = ${one.id}`);
    await storeReadings(db, batch([one], 0, 0, 50));
    await rollUpAllPending(db);
    // A second batch into the same hour: its hour row exists and is locked by another transaction, so the job
    // takes the mark, then waits on that row before writing the hour.
    await storeReadings(db, batch([one], 1, 1, 50));
    expect(await marks(ids)).toEqual([`${one.id}|2026-05-04T10:00`]);
    const blocker = await holding(sql`
      select 1 from reading_rollups where device_id = ${one.id} and level = 'hour' and key = '' for update`);
    const job = rollUpPending(db);
    await vi.waitFor(someoneWaits, { timeout: 10_000, interval: 20 });
    // The third batch lands now: its mark waits for the job's transaction.
    const third = storeReadings(db, batch([one], 0, 2, 50));
    await vi.waitFor(
      async () => {
        const [row] = rowsOf<{ n: number }>(
          await db.execute(sql`
            select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`),
        );
        expect(row?.n).toBeGreaterThanOrEqual(2);
      },
      { timeout: 10_000, interval: 20 },
    );
    blocker.release();
    await blocker.done;
    const run = await job;
    expect(run.skipped).toBe(false);
    expect(run.hours).toBeGreaterThanOrEqual(1);
    await third;
    // The job saw the second batch, not the third: the third's hour is pending again.
    expect(await marks(ids)).toEqual([`${one.id}|2026-05-04T10:00`]);
    const stale = await rollupsAndRaw(ids);
    expect(stale.rollups).not.toEqual(stale.raw);
    await rollUpAllPending(db);
    expect(await marks(ids)).toEqual([]);
    const exact = await rollupsAndRaw(ids);
    expect(exact.rollups).toEqual(exact.raw);
  }, 60_000);

  test('the job skips a mark a batch holds (its minutes not committed yet), and a second job skips while one runs', async () => {
    const { db } = t.deps.database;
    const [one] = all;
    if (!one) throw new Error('no device');
    const ids = [one.id];
    await db.execute(sql`delete from readings where device_id = ${one.id}`);
    await db.execute(sql`delete from reading_rollups where device_id = ${one.id}`);
    await db.execute(sql`delete from reading_rollups_pending where device_id = ${one.id}`);
    await storeReadings(db, batch([one], 0, 0, 50));
    expect(await marks(ids)).toEqual([`${one.id}|2026-05-04T10:00`]);
    // The batch stops after its readings' statement (minute rows and its mark held), on its device's lock.
    const blocker = await holding(sql`select 1 from devices where id = ${one.id} for no key update`);
    const batchWaiting = storeReadings(db, batch([one], 1, 1, 50));
    await vi.waitFor(someoneWaits, { timeout: 10_000, interval: 20 });
    const run = await rollUpPending(db);
    expect(run).toMatchObject({ skipped: false, hours: 0 });
    blocker.release();
    await blocker.done;
    await batchWaiting;
    expect(await marks(ids)).toEqual([`${one.id}|2026-05-04T10:00`]);
    // Another server's run holds the lock: this one does nothing.
    const other = await holding(sql`select pg_advisory_xact_lock(${1_716_000_016})`);
    expect(await rollUpPending(db)).toEqual({ skipped: true, hours: 0, days: 0, more: false });
    other.release();
    await other.done;
    expect(await rollUpPending(db)).toMatchObject({ skipped: false, hours: 1, days: 1 });
    expect(await marks(ids)).toEqual([]);
    const exact = await rollupsAndRaw(ids);
    expect(exact.rollups).toEqual(exact.raw);
  }, 60_000);
});
