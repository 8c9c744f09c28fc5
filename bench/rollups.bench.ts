/**
 * Rollups benchmark (issue 16): the demo devices' readings over BENCH_DAYS days, one every BENCH_INTERVAL_S
 * seconds (3 values each), then, in the same run and on the same data, timed BENCH_REPEAT times:
 * - the statistics series of BENCH_STAT_DEVICES devices over 30 days by hour and by day, from the rollups (what
 *   `GET /swam/statistics` now runs) and from the raw rows (what it ran before);
 * - a device's readings total from the rollups and by counting its rows; its 1st and 1,000th page by offset and
 *   the 1,000th by cursor;
 * - the ingest's batch write (storeReadings, BENCH_BATCH rows of BENCH_INGEST_DEVICES devices) with the rollups
 *   left pending and folded as the ingest folds them, by the trigger, and none.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:rollups -w @atrium/bench
 *   BENCH_DAYS=30 BENCH_INTERVAL_S=60 BENCH_STAT_DEVICES=10 BENCH_REPEAT=7 BENCH_BATCH=2000 BENCH_ROUNDS=5
 *   BENCH_WRITE_MS=3000 BENCH_INGEST_DEVICES=20
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDeps } from '@atrium/server/src/deps.ts';
import { loadConfig } from '@atrium/server/src/kernel/config.ts';
import { createTestDatabase } from '@atrium/server/src/kernel/db/test-db.ts';
import { devices } from '@atrium/server/src/modules/devices/devices.schema.ts';
import { modules } from '@atrium/server/src/modules/index.ts';
import { ROLLUP_FOLD_DELAY_MS } from '@atrium/server/src/modules/telemetry/ingest.ts';
import { type ReadingRow, storeReadings } from '@atrium/server/src/modules/telemetry/readings.store.ts';
import { RollupFolder } from '@atrium/server/src/modules/telemetry/rollup-folder.ts';
import { piecesOf, piecesRelation, readingsCountSql } from '@atrium/server/src/modules/telemetry/rollups.ts';
import { seedOnce } from '@atrium/server/src/seed.ts';
import { eq, type SQL, sql } from 'drizzle-orm';

const env = (key: string, fallback: number) => Number(process.env[key] ?? fallback);
const DAYS = env('BENCH_DAYS', 30);
const INTERVAL_S = env('BENCH_INTERVAL_S', 60);
const STAT_DEVICES = env('BENCH_STAT_DEVICES', 10);
const REPEAT = env('BENCH_REPEAT', 7);
const BATCH = env('BENCH_BATCH', 2000);
const ROUNDS = env('BENCH_ROUNDS', 5);
const WRITE_MS = env('BENCH_WRITE_MS', 3000);
const INGEST_DEVICES = env('BENCH_INGEST_DEVICES', 20);
const DAY = 86_400_000;

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atrium-bench-rollups-')),
  JWT_SECRET: 'bench-only-secret-that-is-long-enough-0123456789',
  MQTT_PORT: '0',
} as NodeJS.ProcessEnv);
const database = await createTestDatabase();
const deps = createDeps(config, database);
await seedOnce(deps, modules);
const { db } = database;
const rows = async <T>(query: SQL) => (await db.execute(query)) as unknown as { rows: T[] };

const all = await db
  .select({ id: devices.id, companyId: devices.companyId, serial: devices.serial })
  .from(devices)
  .where(eq(devices.state, 'active'))
  .orderBy(devices.id);
const ids = all.map((d) => d.id);
const end = Date.UTC(2026, 10, 1);
const start = end - DAYS * DAY;

// The history: one statement per device and day (the trigger rolls each up as it is inserted).
let t0 = performance.now();
for (const id of ids) {
  for (let day = 0; day < DAYS; day += 1) {
    const from = new Date(start + day * DAY).toISOString();
    await db.execute(sql`
      insert into readings (device_id, ts, received_at, values)
      select ${id}, ts, ts, jsonb_build_object('temperature', 20 + 5 * sin(extract(epoch from ts) / 3600),
        'humidity', 50 + (extract(epoch from ts)::bigint % 17), 'co2', 400 + (extract(epoch from ts)::bigint % 600))
      from generate_series(${from}::timestamptz, ${from}::timestamptz + interval '1 day' - interval '1 ms',
        ${`${INTERVAL_S} seconds`}::interval) as ts`);
  }
}
const loadedMs = performance.now() - t0;
const [{ n: readingCount } = { n: 0 }] = (
  await rows<{ n: number }>(sql`select count(*)::int as n from readings`)
).rows;
console.log(
  `${readingCount} readings (${ids.length} devices, ${DAYS} days, every ${INTERVAL_S} s) loaded with rollups in ${(loadedMs / 1000).toFixed(1)} s`,
);

async function time(label: string, run: () => Promise<unknown>) {
  const ms: number[] = [];
  await run();
  for (let i = 0; i < REPEAT; i += 1) {
    t0 = performance.now();
    await run();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const p = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]?.toFixed(1);
  console.log(`${label.padEnd(58)} p50 ${p(0.5)} ms  max ${p(1)} ms`);
}

const statIds = ids.slice(0, STAT_DEVICES);
const idArray = sql`${`{${statIds.join(',')}}`}::int[]`;
// A period cut at a local midnight (UTC+3), as the web app sends: days inside, hours at the edges.
const from = end - 30 * DAY - 3 * 3_600_000;
const to = end - 3 * 3_600_000;
for (const bucket of ['hour', 'day'] as const) {
  const bucketOf = (column: SQL) =>
    sql`(extract(epoch from date_trunc(${bucket}, ${column} at time zone 'UTC') at time zone 'UTC') * 1000)::float8`;
  await time(`statistics ${statIds.length} devices, 30 days by ${bucket}: rollups`, () =>
    db.execute(sql`
      select p.device_id, ${bucketOf(sql`p.t`)} as t, p.key, min(p.min), max(p.max), sum(p.sum) / sum(p.count),
        sum(p.count)::int
      from (${piecesRelation(piecesOf(from, to, bucket), statIds)}) as p
      group by 1, 2, 3`),
  );
  await time(`statistics ${statIds.length} devices, 30 days by ${bucket}: raw rows`, () =>
    db.execute(sql`
      select r.device_id, ${bucketOf(sql`r.ts`)} as t, kv.key, min((kv.value)::float8), max((kv.value)::float8),
        avg((kv.value)::float8), count(*)::int
      from readings r cross join lateral jsonb_each(r.values) as kv
      where r.device_id = any(${idArray}) and r.ts >= ${new Date(from).toISOString()}::timestamptz
        and r.ts < ${new Date(to).toISOString()}::timestamptz and jsonb_typeof(kv.value) = 'number'
      group by 1, 2, 3`),
  );
}

const one = ids[0] ?? 0;
await time('readings total of one device: rollups', () => db.execute(readingsCountSql(one, 0, end + DAY)));
await time('readings total of one device: count(*)', () =>
  db.execute(sql`select count(*) from readings where device_id = ${one}`),
);
const page = (offset: number) =>
  sql`select * from readings where device_id = ${one} order by ts desc, received_at desc, values desc limit 25 offset ${offset}`;
await time('readings page 1 (offset 0)', () => db.execute(page(0)));
await time('readings page 1,000 (offset 24,975)', () => db.execute(page(24_975)));
const [cursorRow] = (
  await rows<{ ts: string }>(
    sql`select ts::text as ts from readings where device_id = ${one} order by ts desc limit 1 offset 24974`,
  )
).rows;
if (cursorRow) {
  await time('readings page 1,000 (cursor)', () =>
    db.execute(sql`select * from readings where device_id = ${one} and ts <= ${cursorRow.ts}::timestamptz
      order by ts desc, received_at desc, values desc limit 25 offset 1`),
  );
}

// The ingest's write of BENCH_BATCH rows from BENCH_INGEST_DEVICES devices, on fresh times, for BENCH_WRITE_MS
// in each mode, the modes taking turns BENCH_ROUNDS times: rollups left pending by the batch and folded by the
// product's folder (at most ROLLUP_FOLD_DELAY_MS behind, and the last fold inside the timed span: the product's
// path, whole), by the table's trigger (what every other writer gets), and none (the baseline: the trigger stands
// by as it does for the batch, so the two differ by the rollups alone).
const ingestDevices = all.slice(0, INGEST_DEVICES);
let next = end + DAY;
const batch = (): ReadingRow[] =>
  Array.from({ length: BATCH }, (_, i) => {
    const device = ingestDevices[i % ingestDevices.length] ?? { id: 0, companyId: 0, serial: '' };
    next += 7;
    return {
      deviceId: device.id,
      companyId: device.companyId ?? 0,
      serial: device.serial,
      ts: new Date(next),
      receivedAt: new Date(),
      values: { temperature: 21 + (i % 5), humidity: 40 + (i % 9), co2: 500 + i },
    };
  });
const written = { batch: { rows: 0, ms: 0 }, trigger: { rows: 0, ms: 0 }, off: { rows: 0, ms: 0 } };
for (let round = 0; round < ROUNDS; round += 1) {
  for (const mode of ['batch', 'trigger', 'off'] as const) {
    const folder = new RollupFolder(db, ROLLUP_FOLD_DELAY_MS, (error) => {
      throw error;
    });
    t0 = performance.now();
    while (performance.now() - t0 < WRITE_MS) {
      await storeReadings(db, batch(), { rollups: mode === 'off' ? 'none' : mode });
      if (mode === 'batch') folder.soon();
      written[mode].rows += BATCH;
    }
    await folder.close();
    written[mode].ms += performance.now() - t0;
  }
}
const [{ n: left } = { n: 0 }] = (
  await rows<{ n: number }>(sql`select count(*)::int as n from reading_rollups_pending`)
).rows;
if (left !== 0) throw new Error(`${left} batches left pending`);
const rate = (m: keyof typeof written) => Math.round(written[m].rows / (written[m].ms / 1000));
const share = (m: keyof typeof written) => `${((100 * rate(m)) / rate('off')).toFixed(0)} %`;
console.log(
  `ingest batch write (${BATCH} rows of ${ingestDevices.length} devices, ${ROUNDS} x ${WRITE_MS} ms per mode): ` +
    `no rollups ${rate('off')} rows/s; pending and folded ${rate('batch')} rows/s (${share('batch')}); ` +
    `by the trigger ${rate('trigger')} rows/s (${share('trigger')})`,
);
await database.close();
