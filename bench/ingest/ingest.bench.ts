/**
 * Ingest benchmark: N simulated devices publish over MQTT (QoS 1, 3 values a message) through the embedded
 * broker into `readings`; beside it, in the same run, the same number of rows written by COPY into the
 * same table (PostgreSQL only: psql's \copy).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:ingest -w @atrium/bench
 *   BENCH_DEVICES=200 BENCH_SECONDS=20 BENCH_INFLIGHT=20 (unacknowledged messages per device)
 *   BENCH_RATE=0 (messages/s overall; 0: as fast as acknowledgements allow), TELEMETRY_* as the server's
 *
 * Reports sustained messages and values per second (after a 3 s warm-up), p50/p99 publish-to-stored
 * latency, the server process's CPU and peak memory, and checks that every acknowledged message is stored.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createDeps } from '@atrium/server/src/deps.ts';
import { hashPassword } from '@atrium/server/src/kernel/auth/passwords.ts';
import { loadConfig } from '@atrium/server/src/kernel/config.ts';
import { createTestDatabase } from '@atrium/server/src/kernel/db/test-db.ts';
import { companies } from '@atrium/server/src/modules/companies/companies.schema.ts';
import { devices } from '@atrium/server/src/modules/devices/devices.schema.ts';
import { modules } from '@atrium/server/src/modules/index.ts';
import { startTelemetry } from '@atrium/server/src/modules/telemetry/index.ts';
import { seedOnce } from '@atrium/server/src/seed.ts';
import { type SQL, sql } from 'drizzle-orm';
import Fastify from 'fastify';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const INFLIGHT = Number(process.env.BENCH_INFLIGHT ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 0);
const WARMUP_MS = 3000;
const PASSWORD = 'bench-device-password';
const VALUES_PER_MESSAGE = 3;

const serial = (i: number) => `BENCH-${String(i).padStart(6, '0')}`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-ingest-'));
  const telemetryEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key.startsWith('TELEMETRY_')),
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-only-secret-that-is-long-enough-0123456789',
    SEED_DEMO: 'false',
    MQTT_PORT: '0',
    HOST: '127.0.0.1',
    // The benchmark devices publish far faster than a real sensor: no per-device limit here.
    TELEMETRY_DEVICE_RATE_PER_SECOND: '10000',
    TELEMETRY_DEVICE_BURST: '100000',
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
    .values({ name: 'Bench', email: 'bench@bench.test', type: 'Customer' })
    .returning({ id: companies.id });
  const passwordHash = await hashPassword(PASSWORD);
  for (let from = 0; from < DEVICES; from += 1000) {
    await db.insert(devices).values(
      Array.from({ length: Math.min(1000, DEVICES - from) }, (_, i) => ({
        serial: serial(from + i),
        hardwareId: 202,
        solutionId: 18,
        companyId: company?.id ?? 0,
        passwordHash,
        reportingIntervalSeconds: 60,
      })),
    );
  }

  const log = Fastify({ logger: { level: 'warn' } }).log;
  const telemetry = await startTelemetry(deps, log);
  const latencies: number[] = [];
  let windowStart = Number.POSITIVE_INFINITY;
  let windowEnd = Number.POSITIVE_INFINITY;
  let storedInWindow = 0;
  telemetry.ingest.onReadingsStored((rows) => {
    const now = Date.now();
    if (now < windowStart || now > windowEnd) return;
    storedInWindow += rows.length;
    for (const row of rows) latencies.push(now - row.ts.getTime());
  });
  let peakRss = 0;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    const memory = process.memoryUsage();
    peakRss = Math.max(peakRss, memory.rss);
    peakHeap = Math.max(peakHeap, memory.heapUsed);
  }, 250);

  const url = `mqtt://127.0.0.1:${telemetry.transport.port}`;
  console.log(
    `ingest bench: ${database.driver}, ${DEVICES} devices, ${SECONDS} s, inflight ${INFLIGHT}/device, rate ${RATE || 'max'}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const publisher = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'publisher.ts'),
      url,
      String(DEVICES),
      PASSWORD,
      String(SECONDS),
      String(INFLIGHT),
      String(RATE),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  publisher.stdout.on('data', (chunk) => {
    output += chunk;
  });
  // Devices connect (one Argon2 check each) before they publish: the window opens when readings flow.
  const firstReading = new Promise<void>((resolve) => {
    const off = telemetry.ingest.onReadingsStored(() => {
      off();
      resolve();
    });
  });
  await firstReading;
  const publishStart = Date.now();
  windowStart = publishStart + WARMUP_MS;
  windowEnd = publishStart + SECONDS * 1000 - 500;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, windowStart - Date.now())));
  const cpuStart = process.cpuUsage();

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, windowEnd - Date.now())));
  const cpu = process.cpuUsage(cpuStart);

  const windowS = (windowEnd - windowStart) / 1000;
  await new Promise((resolve) => publisher.on('close', resolve));
  await telemetry.stop();
  clearInterval(sampler);
  const sent = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
    sent: number;
    acked: number;
    failed: number;
    cpuMs: number;
    wallMs: number;
  };
  const storedTotal = await scalar(sql`select count(*)::int as n from readings`);

  latencies.sort((a, b) => a - b);
  const msgsPerS = storedInWindow / windowS;
  const result = {
    msgsPerS,
    valuesPerS: msgsPerS * VALUES_PER_MESSAGE,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    serverCpu: (cpu.user + cpu.system) / 1000 / (windowS * 1000),
    publisherCpu: sent.cpuMs / sent.wallMs,
    peakRssMb: peakRss / 2 ** 20,
    peakHeapMb: peakHeap / 2 ** 20,
    sent: sent.sent,
    acked: sent.acked,
    stored: storedTotal,
  };

  // Baseline: the same number of rows by COPY into the same table.
  let copy: { rowsPerS: number; ms: number } | undefined;
  if (database.driver === 'postgres' && spawnSync('psql', ['--version']).status === 0) {
    const firstId = await scalar(sql`select min(id)::int as n from devices`);
    const rows = storedTotal;
    const lines: string[] = [];
    const base = Date.now();
    for (let i = 0; i < rows; i++) {
      const t = new Date(base + i).toISOString();
      lines.push(
        `${firstId + (i % DEVICES)}\t${t}\t${t}\t{"temperature": 21.5, "humidity": 40, "battery": 80}`,
      );
    }
    const input = `${lines.join('\n')}\n`;
    const started = process.hrtime.bigint();
    const done = spawnSync(
      'psql',
      [
        database.connectionString ?? '',
        '-v',
        'ON_ERROR_STOP=1',
        '-c',
        '\\copy readings (device_id, ts, received_at, values) from stdin',
      ],
      { input, maxBuffer: 1 << 30 },
    );
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (done.status === 0) copy = { rowsPerS: rows / (ms / 1000), ms };
    else console.error(`COPY failed: ${done.stderr.toString()}`);
  }

  const lines = [
    `| database | devices | msgs/s | values/s | p50 / p99 ms | server CPU (cores) | publisher CPU | peak RSS / heap MB | COPY rows/s | MQTT ÷ COPY | acked not stored |`,
    `|---|---|---|---|---|---|---|---|---|---|---|`,
    `| ${database.driver} | ${DEVICES} | ${result.msgsPerS.toFixed(0)} | ${result.valuesPerS.toFixed(0)} | ${result.p50} / ${result.p99} | ${result.serverCpu.toFixed(2)} | ${result.publisherCpu.toFixed(2)} | ${result.peakRssMb.toFixed(0)} / ${result.peakHeapMb.toFixed(0)} | ${copy ? copy.rowsPerS.toFixed(0) : '–'} | ${copy ? (result.msgsPerS / copy.rowsPerS).toFixed(2) : '–'} | ${Math.max(0, result.acked - result.stored)} |`,
  ];
  const header = `ingest bench ${new Date().toISOString()}, ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; sent ${result.sent}, acknowledged ${result.acked}, stored ${result.stored}`;
  console.log([header, ...lines].join('\n'));
  mkdirSync(path.join(import.meta.dirname, '..', 'results'), { recursive: true });
  writeFileSync(
    path.join(import.meta.dirname, '..', 'results', `ingest-${database.driver}.md`),
    `${[header, ...lines].join('\n')}\n`,
  );
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
