/**
 * OsmAnd benchmark (issue 19): N trackers (a separate process, one keep-alive connection each, one position at
 * a time as Traccar Client posts) send query-form positions to the OsmAnd receiver, which decodes, refuses or
 * batches them into `fleet_positions` exactly as in production and answers once stored. Beside it, in the same
 * run, the same number of rows is written into the same table by COPY (PostgreSQL only: psql's \copy).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:osmand -w @atrium/bench
 *   BENCH_TRACKERS=500 BENCH_SECONDS=20, TELEMETRY_* (the positions path uses telemetry's batching settings)
 *
 * Reports positions stored per second (after a 3 s warm-up), p50/p99 post-to-stored latency (from the
 * position's timestamp, its send time, to the batch handed on by `onPositionsStored`), the trackers' p99
 * answer time, the server's and PostgreSQL's CPU, and positions answered 200 but missing from the table.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { createDeps } from '@atrium/server/src/deps.ts';
import { loadConfig } from '@atrium/server/src/kernel/config.ts';
import { createTestDatabase } from '@atrium/server/src/kernel/db/test-db.ts';
import { companies } from '@atrium/server/src/modules/companies/companies.schema.ts';
import { devices } from '@atrium/server/src/modules/devices/devices.schema.ts';
import { fleetVehicles } from '@atrium/server/src/modules/fleet/fleet.schema.ts';
import { startOsmand } from '@atrium/server/src/modules/fleet/osmand/start.ts';
import { closePositions, onPositionsStored } from '@atrium/server/src/modules/fleet/positions.runtime.ts';
import { modules } from '@atrium/server/src/modules/index.ts';
import { seedOnce } from '@atrium/server/src/seed.ts';
import { type SQL, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { copyBaseline } from '../harness/copyBaseline.ts';
import { measureWindow } from '../harness/cpuWindow.ts';
import { loadAverage } from '../harness/load.ts';

const TRACKERS = Number(process.env.BENCH_TRACKERS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_MS = 3000;
const PREFIX = 'OSMB-';
const serial = (i: number) => `${PREFIX}${String(i).padStart(6, '0')}`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-osmand-'));
  const telemetryEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key.startsWith('TELEMETRY_')),
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-only-secret-that-is-long-enough-0123456789',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    OSMAND_PORT: '0',
    // The benchmark trackers post far faster than a real one: no per-tracker limit here.
    OSMAND_DEVICE_RATE_PER_SECOND: '10000',
    OSMAND_DEVICE_BURST: '100000',
    ...telemetryEnv,
  } as NodeJS.ProcessEnv);
  const database = await createTestDatabase();
  const deps = createDeps(config, database);
  await seedOnce(deps, modules);
  const { db } = database;
  const scalar = async (query: SQL) =>
    Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  const [company] = await db
    .insert(companies)
    .values({ name: 'Bench fleet', email: 'fleet@bench.test', type: 'Customer' })
    .returning({ id: companies.id });
  const companyId = company?.id ?? 0;
  for (let from = 0; from < TRACKERS; from += 1000) {
    const made = await db
      .insert(devices)
      .values(
        Array.from({ length: Math.min(1000, TRACKERS - from) }, (_, i) => ({
          serial: serial(from + i),
          hardwareId: 601,
          solutionId: 80,
          companyId,
          reportingIntervalSeconds: 5,
        })),
      )
      .returning({ id: devices.id, serial: devices.serial });
    await db
      .insert(fleetVehicles)
      .values(made.map((d) => ({ companyId, name: d.serial, plate: d.serial, deviceId: d.id })));
  }

  const log = Fastify({ logger: { level: 'warn' } }).log;
  const osmand = await startOsmand(deps, log);
  console.log(`osmand bench: ${database.driver}, ${TRACKERS} trackers, ${SECONDS} s, load ${loadAverage()}`);

  const latencies: number[] = [];
  let windowStart = Number.POSITIVE_INFINITY;
  let windowEnd = Number.POSITIVE_INFINITY;
  let storedInWindow = 0;
  let firstBatch: () => void = () => {};
  const flowing = new Promise<void>((resolve) => {
    firstBatch = resolve;
  });
  const stopListening = onPositionsStored(deps, (rows) => {
    firstBatch();
    const now = Date.now();
    if (now < windowStart || now > windowEnd) return;
    storedInWindow += rows.length;
    for (const row of rows) latencies.push(now - row.ts.getTime());
  });
  const trackers = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'trackers.ts'),
      String(osmand.receiver.port),
      String(TRACKERS),
      String(SECONDS),
      PREFIX,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  trackers.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const closed = new Promise((resolve) => trackers.on('close', resolve));
  await flowing;
  const started = Date.now();
  windowStart = started + WARMUP_MS;
  windowEnd = started + SECONDS * 1000 - 1000;
  const { cpu, elu, machineMs, postgresMs, windowS } = await measureWindow(windowStart, windowEnd);
  await closed;
  stopListening();
  await osmand.stop();
  await closePositions(deps);
  const posted = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
    sent: number;
    ok: number;
    refused: number;
    failed: number;
    cpuMs: number;
    wallMs: number;
    p99: number;
  };
  const storedTotal = await scalar(sql`select count(*)::int as n from fleet_positions`);
  latencies.sort((a, b) => a - b);
  const perS = storedInWindow / windowS;

  // Baseline: the same number of rows by COPY into the same table (times a day back: no key collides).
  const firstId = await scalar(sql`select min(id)::int as n from devices where serial like ${`${PREFIX}%`}`);
  const base = Date.now() - 86_400_000;
  const copy = copyBaseline(
    database,
    'fleet_positions (device_id, ts, company_id, lat, lon, speed_kmh, heading, altitude, accuracy, battery, ignition, odometer_km, attributes)',
    Math.min(Math.max(storedTotal, 1), 2_000_000),
    (i) =>
      `${firstId + (i % TRACKERS)}\t${new Date(base + i).toISOString()}\t${companyId}\t25.1\t55.2\t50\t90\t5\t4\t80\t\\N\t\\N\t\\N`,
  );

  const header = `osmand bench ${new Date().toISOString()}, ${database.driver}, ${TRACKERS} trackers, ${cpus().length} cores, load ${loadAverage()}; posted ${posted.sent}, answered 200 ${posted.ok}, refused ${posted.refused}, failed ${posted.failed}, stored ${storedTotal}, answered 200 not stored ${Math.max(0, posted.ok - storedTotal)}`;
  const lines = [
    '| positions/s stored | post-to-stored p50 / p99 ms | answer p99 ms | CPU cores: server / trackers / PostgreSQL / machine | server event loop busy | machine CPU µs per position | COPY rows/s | COPY: machine CPU µs per row | OsmAnd ÷ COPY |',
    '|---|---|---|---|---|---|---|---|---|',
    `| ${perS.toFixed(0)} | ${percentile(latencies, 0.5)} / ${percentile(latencies, 0.99)} | ${posted.p99} | ${((cpu.user + cpu.system) / 1000 / (windowS * 1000)).toFixed(2)} / ${(posted.cpuMs / posted.wallMs).toFixed(2)} / ${(postgresMs / (windowS * 1000)).toFixed(2)} / ${(machineMs / (windowS * 1000)).toFixed(2)} | ${(elu * 100).toFixed(0)} % | ${((machineMs * 1000) / windowS / perS).toFixed(1)} | ${copy ? copy.rowsPerS.toFixed(0) : '–'} | ${copy ? copy.cpuUsPerRow.toFixed(1) : '–'} | ${copy ? (perS / copy.rowsPerS).toFixed(3) : '–'} |`,
  ];
  console.log([header, ...lines].join('\n'));
  mkdirSync(path.join(import.meta.dirname, '..', 'results'), { recursive: true });
  writeFileSync(
    path.join(import.meta.dirname, '..', 'results', `osmand-${database.driver}.md`),
    `${[header, ...lines].join('\n')}\n`,
  );
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(posted.ok > storedTotal ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
