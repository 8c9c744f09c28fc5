/**
 * Readings at scale (issue 16): 200 devices' readings over 30 days, loaded in stages up to each of
 * BENCH_SCALE_STAGES total readings (default 1 M, then 10 M), and after each stage, in the same run, timed
 * through the API (the server's routes and services, in-process by inject):
 * - the statistics of 50 devices over 30 days by hour and by day (`GET /swam/statistics`, from the rollups; the
 *   route takes at most 10 devices, so 5 requests of 10 at once, as a dashboard's charts load: the time until
 *   all 5 answered);
 * - a device report's data (its statistics: one device, 30 days by hour);
 * - the 1st page of a device's readings and a page 24,975 readings in (the 1,000th of 25, by cursor), with
 *   the total;
 * and the same 50-device statistics computed from the raw rows (the query the route ran before the rollups).
 *
 * The readings are loaded by `INSERT … SELECT generate_series` into `readings`, one statement per device, with
 * the rollup trigger disabled; then the rollups are rebuilt from all the readings by the product's own rebuild,
 * the last two statements of migration 0017 (minutes from the raw rows, hours and days from the minutes; the
 * rollups test holds them to what the trigger and the ingest make). BENCH_SCALE_ROLLUPS=trigger loads with the
 * trigger on instead (one statement per device and day; much slower at one reading a minute or sparser, where
 * each reading makes its own minute rows).
 *
 * BENCH_SCALE_KEEP_DB=<name> runs on the PostgreSQL database <name> of DATABASE_URL's server, created and seeded
 * if missing, and keeps it: a later run with the same name skips the stages already loaded.
 *
 * The app runs with NODE_ENV=production, as served (the statistics' bulk answers are stringified without the
 * schema check), and the package script passes the server's start flag (--max-semi-space-size=64);
 * BENCH_SCALE_NODE_ENV=test runs it as the test suites do (every answer checked).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:rollups-scale -w @atrium/bench
 *   BENCH_SCALE_STAGES=1000000,10000000 BENCH_REPEAT=20 BENCH_RAW_REPEAT=1
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { openDatabase } from '@atrium/server/src/kernel/db/client.ts';
import { databaseUrl, withAdmin } from '@atrium/server/src/kernel/db/test-db.ts';
import { createTestApp, testAppOn } from '@atrium/server/src/test/harness.ts';
import { type SQL, sql } from 'drizzle-orm';

const STAGES = (process.env.BENCH_SCALE_STAGES ?? '1000000,10000000').split(',').map(Number);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 20);
const RAW_REPEAT = Number(process.env.BENCH_RAW_REPEAT ?? 1);
const BY_TRIGGER = process.env.BENCH_SCALE_ROLLUPS === 'trigger';
const DEVICES = 200;
const CHART_DEVICES = 50;
const DAYS = 30;
const DAY = 86_400_000;
const KEEP_DB = process.env.BENCH_SCALE_KEEP_DB;
const APP_ENV: Record<string, string> =
  process.env.BENCH_SCALE_NODE_ENV === 'test'
    ? {}
    : { NODE_ENV: 'production', JWT_SECRET: randomBytes(48).toString('base64url') };

/** The app on the kept database `name` (created and seeded on first use), left in place by `close`. */
async function keptApp(name: string) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || !/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error('BENCH_SCALE_KEEP_DB needs DATABASE_URL and a plain name');
  await withAdmin(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  });
  return testAppOn(await openDatabase({ url: databaseUrl(serverUrl, name) }), APP_ENV);
}

const t = KEEP_DB ? await keptApp(KEEP_DB) : await createTestApp(APP_ENV);
const { db } = t.deps.database;
const rows = async <T>(query: SQL) => (await db.execute(query)) as unknown as { rows: T[] };
// Signed in again after each stage's load: a 50 M load outlasts an access token.
let { token } = await t.login();

// 200 active devices of one company: the demo's first active device cloned.
const [template] = (
  await rows<{ id: number }>(
    sql`select id from devices where state = 'active' and company_id is not null order by id limit 1`,
  )
).rows;
if (!template) throw new Error('no demo device to clone');
const scaleDevices = sql`select id from devices where serial like 'SCALE-%' order by id`;
if ((await rows(scaleDevices)).rows.length === 0) {
  await db.execute(sql`
  insert into devices (serial, name, hardware_id, company_id, state, reporting_interval_seconds)
  select 'SCALE-' || lpad(g::text, 4, '0'), 'Scale ' || g, hardware_id, company_id, 'active',
    reporting_interval_seconds
  from devices, generate_series(1, ${DEVICES}) as g where id = ${template.id}`);
}
const ids = (await rows<{ id: number }>(scaleDevices)).rows.map((r) => r.id);

const end = Date.UTC(2026, 10, 1);
const start = end - DAYS * DAY;
const iso = (ms: number) => new Date(ms).toISOString();

const rebuild = (await readFile(new URL('../apps/server/drizzle/0017_rollups.sql', import.meta.url), 'utf8'))
  .split('--> statement-breakpoint')
  .slice(-2);

/** Adds `count` readings spread evenly over the 30 days and the devices, `phaseS` seconds off the others. */
async function load(count: number, phaseS: number) {
  const everyS = (DAYS * 86_400 * DEVICES) / count;
  const days = BY_TRIGGER ? DAYS : 1;
  const span = BY_TRIGGER ? DAY : DAYS * DAY;
  if (!BY_TRIGGER) await db.execute(sql`alter table readings disable trigger readings_roll_up`);
  for (const id of ids) {
    for (let day = 0; day < days; day += 1) {
      const from = iso(start + day * span + phaseS * 1000);
      await db.execute(sql`
        insert into readings (device_id, ts, received_at, values)
        select ${id}, ts, ts, jsonb_build_object('temperature', 20 + 5 * sin(extract(epoch from ts) / 3600),
          'humidity', 50 + (extract(epoch from ts)::bigint % 17), 'co2', 400 + (extract(epoch from ts)::bigint % 600))
        from generate_series(${from}::timestamptz,
          least(${from}::timestamptz + ${`${span / 1000} seconds`}::interval, ${iso(end)}::timestamptz) - interval '1 ms',
          ${`${everyS} seconds`}::interval) as ts`);
    }
  }
  if (BY_TRIGGER) return;
  await db.execute(sql`alter table readings enable trigger readings_roll_up`);
  await db.execute(sql`truncate reading_rollups`);
  for (const statement of rebuild) await db.execute(sql.raw(statement));
}

async function time(label: string, repeat: number, run: () => Promise<unknown>) {
  if (repeat === 0) return;
  if (repeat > 1) await run();
  await timed([[label, run]], repeat);
}

/**
 * Each case run `repeat` times, taking turns run by run (so a change in the machine's load falls on all alike),
 * then reported: wall time percentiles and this process's CPU time per run, the Node side's cost (routes,
 * serialisation, GC), less swayed by the machine's other load than the wall time.
 */
async function timed(cases: [label: string, run: () => Promise<unknown>][], repeat: number) {
  const ms = cases.map(() => [] as number[]);
  const cpuUs = cases.map(() => 0);
  for (let i = 0; i < repeat; i += 1) {
    for (const [c, [, run]] of cases.entries()) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      await run();
      ms[c]?.push(performance.now() - t0);
      const cpu = process.cpuUsage(cpu0);
      cpuUs[c] = (cpuUs[c] ?? 0) + cpu.user + cpu.system;
    }
  }
  for (const [c, [label]] of cases.entries()) report(label, ms[c] ?? [], (cpuUs[c] ?? 0) / 1000 / repeat);
}

function report(label: string, ms: number[], cpuPerRun: number) {
  const repeat = ms.length;
  ms.sort((a, b) => a - b);
  const p = (q: number) => ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)]?.toFixed(0);
  const cpuMs = cpuPerRun.toFixed(0);
  console.log(
    `  ${label.padEnd(62)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  cpu ${cpuMs} ms/run  (${repeat} runs)`,
  );
}

// The same app on the same database with no closed days' points kept in memory (STATISTICS_CACHE_MB=0): the
// statistics as they were before them, timed beside it. Closed by its app alone: the database is shared.
const plain = await testAppOn(t.deps.database, { ...APP_ENV, STATISTICS_CACHE_MB: '0' });

/** The answer to a GET, refused unless 200. */
async function api(url: string) {
  const res = await t.as(token, { method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
}

/**
 * A timed GET: refused unless 200, its body read to the end as the server writes it, its size returned. Not
 * parsed, nor gathered into one string as `inject` does by default: that is the client's work, and done in this
 * process it doubled the CPU counted for a 1.8 MB chart.
 */
async function timedApi(url: string, app = t) {
  const res = await app.as(token, { method: 'GET', url, payloadAsStream: true });
  let bytes = 0;
  for await (const chunk of res.stream()) bytes += (chunk as Buffer).length;
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  return bytes;
}

const chart = ids.slice(0, CHART_DEVICES);
const one = ids[0] ?? 0;
// A period cut at a local midnight (UTC+3), as the web app sends: days inside, hours at the edges.
const from = end - 30 * DAY - 3 * 3_600_000;
const to = end - 3 * 3_600_000 - 1;
const period = `from=${iso(from)}&to=${iso(to)}`;
const tens = Array.from({ length: CHART_DEVICES / 10 }, (_, i) => ids.slice(i * 10, i * 10 + 10));
const chartOf = (bucket: string, app = t) =>
  Promise.all(tens.map((ten) => timedApi(statistics(ten, bucket), app)));
const statistics = (deviceIds: number[], bucket: string) =>
  `/api/swam/statistics?${period}&bucket=${bucket}&sensors=temperature,humidity,co2&deviceIds=${deviceIds.join(',')}&customerId=:none`;

const scaleReadings = async () => {
  const [counted] = (
    await rows<{ n: number }>(
      sql`select count(*)::float8 as n from readings where device_id = any(${`{${ids.join(',')}}`}::int[])`,
    )
  ).rows;
  return Number(counted?.n ?? 0);
};
let loaded = await scaleReadings();
for (const [stage, target] of STAGES.entries()) {
  const t0 = performance.now();
  if (target > loaded) await load(target - loaded, stage);
  ({ token } = await t.login());
  const loadS = (performance.now() - t0) / 1000;
  loaded = await scaleReadings();
  const [sizes] = (
    await rows<{ readings: string; rollups: string; rollup_rows: number }>(sql`
      select pg_size_pretty(sum(pg_total_relation_size(i.inhrelid))) as readings,
        pg_size_pretty(pg_total_relation_size('reading_rollups')) as rollups,
        (select count(*)::float8 from reading_rollups) as rollup_rows
      from pg_inherits i where i.inhparent = 'readings'::regclass`)
  ).rows;
  await db.execute(sql`vacuum analyze readings`);
  await db.execute(sql`vacuum analyze reading_rollups`);
  console.log(
    `\n${loaded} readings (${DEVICES} devices, ${DAYS} days; ${sizes?.readings}), ${sizes?.rollup_rows} rollup rows (${sizes?.rollups}); this stage loaded ${BY_TRIGGER ? 'through the trigger' : 'then all rolled up again'} in ${loadS.toFixed(0)} s`,
  );
  const series = (await Promise.all(tens.map((ten) => api(statistics(ten, 'day'))))).flatMap(
    (r) => r.json().data.series as { points: unknown[] }[],
  );
  const points = series.reduce((n, s) => n + s.points.length, 0);
  console.log(`  (50-device chart by day: ${series.length} series, ${points} points)`);

  // The hourly chart: first as a process that has just started sees it (no closed day kept yet: the same
  // statements as without, plus keeping their days), then warm beside the app that keeps nothing.
  await time(
    `statistics ${CHART_DEVICES} devices, 30 days by hour (API, rollups, first after start)`,
    1,
    () => chartOf('hour'),
  );
  await chartOf('hour', plain);
  await timed(
    [
      [
        `statistics ${CHART_DEVICES} devices, 30 days by hour (API, rollups, closed days kept)`,
        () => chartOf('hour'),
      ],
      [
        `statistics ${CHART_DEVICES} devices, 30 days by hour (API, rollups, nothing kept)`,
        () => chartOf('hour', plain),
      ],
    ],
    REPEAT,
  );
  await time(`statistics ${CHART_DEVICES} devices, 30 days by day (API, rollups)`, REPEAT, () =>
    chartOf('day'),
  );
  await time('device report data (its statistics: 1 device, 30 days by hour)', REPEAT, () =>
    timedApi(statistics([one], 'hour')),
  );
  const list = `/api/device/${one}/readings?limit=25&total=true`;
  await time("a device's readings, page 1 with total (API)", REPEAT, () => timedApi(list));
  const [deep] = (
    await rows<{ ts: string; n: number }>(sql`
      select to_char(ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ts,
        (select count(*)::int from readings where device_id = ${one}) as n
      from readings where device_id = ${one} order by ts desc limit 1 offset 24974`)
  ).rows;
  if (deep) {
    await time("a device's readings, page 1,000 by cursor with total (API)", REPEAT, () =>
      timedApi(`${list}&cursor=${deep.ts}_1`),
    );
  } else console.log("  a device's readings, page 1,000: the device has fewer than 25,000 readings");

  const idArray = sql`${`{${chart.join(',')}}`}::int[]`;
  for (const bucket of ['hour', 'day'] as const) {
    await time(`statistics ${CHART_DEVICES} devices, 30 days by ${bucket} (SQL, raw rows)`, RAW_REPEAT, () =>
      db.execute(sql`
        select r.device_id, date_trunc(${bucket}, r.ts, 'UTC') as t, kv.key, min((kv.value)::float8),
          max((kv.value)::float8), avg((kv.value)::float8), count(*)::int
        from readings r cross join lateral jsonb_each(r.values) as kv
        where r.device_id = any(${idArray}) and r.ts >= ${iso(from)}::timestamptz
          and r.ts <= ${iso(to)}::timestamptz and jsonb_typeof(kv.value) = 'number'
        group by 1, 2, 3`),
    );
  }
}
await plain.app.close();
await t.close();
process.exit(0);
