/**
 * Ingest benchmark: N simulated devices publish over MQTT (QoS 1, 3 values a message) through the embedded
 * broker into `readings`, with alarm evaluation on (a template whose rules the values cross and clear);
 * beside it, in the same run, the same number of rows written by COPY into the same table (PostgreSQL only:
 * psql's \copy).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:ingest -w @atrium/bench
 *   BENCH_DEVICES=200 BENCH_SECONDS=20 BENCH_INFLIGHT=50 (unacknowledged messages per device: enough that the server, not the devices' windows, sets the rate)
 *   BENCH_RATE=0 (messages/s overall; 0: as fast as acknowledgements allow), BENCH_ALARMS=1, TELEMETRY_*,
 *   MQTT_BROKER_THREAD
 *
 * Soak (BENCH_MODE=soak): first the sustainable rate (closed loop for BENCH_SECONDS, or BENCH_SUSTAINED
 * msgs/s), then BENCH_SOAK_FACTOR (10) times it offered for BENCH_SOAK_SECONDS (300; 30 for a short rerun),
 * each device holding at most BENCH_SOAK_WINDOW unacknowledged messages (what it cannot send is counted as
 * held back). Samples the server's memory and queue every second; checks that memory stays bounded and every
 * acknowledged message is stored.
 *
 * Reports sustained messages and values per second (after a 3 s warm-up), p50/p99 publish-to-stored
 * latency (stored = committed and alarms evaluated, when the PUBACK goes out), the server's CPU and peak
 * memory, and acknowledged messages missing from the table.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import type { alarms as alarmsContract } from '@atrium/contracts';
import { createDeps } from '@atrium/server/src/deps.ts';
import { hashPassword } from '@atrium/server/src/kernel/auth/passwords.ts';
import { loadConfig } from '@atrium/server/src/kernel/config.ts';
import { createTestDatabase } from '@atrium/server/src/kernel/db/test-db.ts';
import { alarmTemplates } from '@atrium/server/src/modules/alarms/alarms.schema.ts';
import { startAlarms } from '@atrium/server/src/modules/alarms/index.ts';
import { companies } from '@atrium/server/src/modules/companies/companies.schema.ts';
import { devices } from '@atrium/server/src/modules/devices/devices.schema.ts';
import { modules } from '@atrium/server/src/modules/index.ts';
import { startTelemetry, type Telemetry } from '@atrium/server/src/modules/telemetry/index.ts';
import { seedOnce } from '@atrium/server/src/seed.ts';
import { type SQL, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { copyBaseline } from '../harness/copyBaseline.ts';
import { measureWindow } from '../harness/cpuWindow.ts';
import { loadAverage } from '../harness/load.ts';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const INFLIGHT = Number(process.env.BENCH_INFLIGHT ?? 50);
const RATE = Number(process.env.BENCH_RATE ?? 0);
const ALARMS = process.env.BENCH_ALARMS !== '0';
const SOAK = process.env.BENCH_MODE === 'soak';
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const SOAK_FACTOR = Number(process.env.BENCH_SOAK_FACTOR ?? 10);
const SOAK_WINDOW = Number(process.env.BENCH_SOAK_WINDOW ?? 500);
const SUSTAINED = Number(process.env.BENCH_SUSTAINED ?? 0);
const WARMUP_MS = 3000;
const PASSWORD = 'bench-device-password';
const VALUES_PER_MESSAGE = 3;
const MAX_SAMPLES = 200_000;

/** Crossed and cleared by the publisher's values (temperature 20-29.9, humidity 40-76, battery 80). */
const BENCH_RULES: alarmsContract.Rule[] = [
  { id: 'bench-temperature', kind: 'range', key: 'temperature', min: 18, max: 25, severity: 'minor' },
  { id: 'bench-humidity', kind: 'above', key: 'humidity', value: 70, severity: 'major' },
  { id: 'bench-battery', kind: 'battery-low', severity: 'warning' },
];

const serial = (i: number) => `BENCH-${String(i).padStart(6, '0')}`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

interface PublisherSummary {
  sent: number;
  acked: number;
  failed: number;
  heldBack: number;
  cpuMs: number;
  wallMs: number;
}

interface Phase {
  msgsPerS: number;
  p50: number;
  p99: number;
  serverCpu: number;
  /** Share of the window the server's JavaScript thread was busy (1: saturated). */
  eventLoop: number;
  publisherCpu: number;
  /** PostgreSQL's processes, in cores. */
  postgresCpu: number;
  /** Every process of the machine, in cores. */
  machineCpu: number;
  peakRss: number;
  peakHeap: number;
  peakQueued: number;
  sent: PublisherSummary;
  timeline: { s: number; rssMb: number; heapMb: number; queued: number }[];
}

/** One publisher run: `rate` 0 is closed loop with `inflight` per device, else open loop at `rate`. */
async function runPhase(
  telemetry: Telemetry,
  seconds: number,
  inflight: number,
  rate: number,
): Promise<Phase> {
  const latencies: number[] = [];
  let seen = 0;
  let windowStart = Number.POSITIVE_INFINITY;
  let windowEnd = Number.POSITIVE_INFINITY;
  let storedInWindow = 0;
  const stopListening = telemetry.ingest.onReadingsStored((rows) => {
    const now = Date.now();
    if (now < windowStart || now > windowEnd) return;
    storedInWindow += rows.length;
    for (const row of rows) {
      // Reservoir sample: memory stays flat however long the run.
      seen += 1;
      if (latencies.length < MAX_SAMPLES) latencies.push(now - row.ts.getTime());
      else {
        const slot = Math.floor(Math.random() * seen);
        if (slot < MAX_SAMPLES) latencies[slot] = now - row.ts.getTime();
      }
    }
  });
  let peakRss = 0;
  let peakHeap = 0;
  let peakQueued = 0;
  const timeline: Phase['timeline'] = [];
  const began = Date.now();
  const sampler = setInterval(() => {
    const memory = process.memoryUsage();
    peakRss = Math.max(peakRss, memory.rss);
    peakHeap = Math.max(peakHeap, memory.heapUsed);
    peakQueued = Math.max(peakQueued, telemetry.ingest.queued);
    if (timeline.length === 0 || Date.now() - began >= timeline.length * 1000) {
      timeline.push({
        s: Math.round((Date.now() - began) / 1000),
        rssMb: mb(memory.rss),
        heapMb: mb(memory.heapUsed),
        queued: telemetry.ingest.queued,
      });
    }
  }, 250);

  const url = `mqtt://127.0.0.1:${telemetry.transport.port}`;
  const publisher = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'publisher.ts'),
      url,
      String(DEVICES),
      PASSWORD,
      String(seconds),
      String(inflight),
      String(rate),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  publisher.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const closed = new Promise((resolve) => publisher.on('close', resolve));
  // Devices connect (one Argon2 check each) before they publish: the window opens when readings flow.
  await new Promise<void>((resolve) => {
    const off = telemetry.ingest.onReadingsStored(() => {
      off();
      resolve();
    });
  });
  const publishStart = Date.now();
  windowStart = publishStart + WARMUP_MS;
  windowEnd = publishStart + seconds * 1000 - 500;
  const { cpu, elu, machineMs, postgresMs, windowS } = await measureWindow(windowStart, windowEnd);
  await closed;
  // The last acknowledgements are in: what is still queued was never acknowledged.
  clearInterval(sampler);
  stopListening();
  const sent = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as PublisherSummary;
  latencies.sort((a, b) => a - b);
  return {
    msgsPerS: storedInWindow / windowS,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    serverCpu: (cpu.user + cpu.system) / 1000 / (windowS * 1000),
    eventLoop: elu,
    publisherCpu: sent.cpuMs / sent.wallMs,
    postgresCpu: postgresMs / (windowS * 1000),
    machineCpu: machineMs / (windowS * 1000),
    peakRss,
    peakHeap,
    peakQueued,
    sent,
    timeline,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-ingest-'));
  const telemetryEnv = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => key.startsWith('TELEMETRY_') || key === 'MQTT_BROKER_THREAD',
    ),
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
  const companyId = company?.id ?? 0;
  const passwordHash = await hashPassword(PASSWORD);
  for (let from = 0; from < DEVICES; from += 1000) {
    await db.insert(devices).values(
      Array.from({ length: Math.min(1000, DEVICES - from) }, (_, i) => ({
        serial: serial(from + i),
        hardwareId: 202,
        solutionId: 18,
        companyId,
        passwordHash,
        reportingIntervalSeconds: 60,
      })),
    );
  }
  if (ALARMS) {
    await db.insert(alarmTemplates).values({ companyId, name: 'Bench rules', rules: BENCH_RULES });
  }

  const log = Fastify({ logger: { level: 'warn' } }).log;
  const telemetry = await startTelemetry(deps, log);
  // Registered before the bench's own listener: a batch counts as stored once its alarms are evaluated.
  const stopAlarms = ALARMS ? startAlarms(deps, log) : () => {};
  console.log(
    `ingest bench: ${database.driver}, ${DEVICES} devices, alarms ${ALARMS ? 'on' : 'off'}, ${
      SOAK
        ? `soak ${SOAK_FACTOR}× for ${SOAK_SECONDS} s`
        : `${SECONDS} s, inflight ${INFLIGHT}/device, rate ${RATE || 'max'}`
    }, load ${loadAverage()}`,
  );

  const phases: { name: string; phase: Phase }[] = [];
  if (SOAK) {
    let sustained = SUSTAINED;
    if (!sustained) {
      const measured = await runPhase(telemetry, SECONDS, INFLIGHT, 0);
      phases.push({ name: 'sustainable (closed loop)', phase: measured });
      sustained = measured.msgsPerS;
    }
    const offered = Math.round(sustained * SOAK_FACTOR);
    console.log(
      `sustainable ${sustained.toFixed(0)} msgs/s: offering ${offered} msgs/s for ${SOAK_SECONDS} s`,
    );
    phases.push({
      name: `soak ${SOAK_FACTOR}× = ${offered} msgs/s offered`,
      phase: await runPhase(telemetry, SOAK_SECONDS, SOAK_WINDOW, offered),
    });
  } else {
    phases.push({
      name: RATE ? `open loop ${RATE} msgs/s` : 'closed loop',
      phase: await runPhase(telemetry, SECONDS, INFLIGHT, RATE),
    });
  }
  const queuedAtEnd = telemetry.ingest.queued;
  stopAlarms();
  await telemetry.stop();
  const storedTotal = await scalar(sql`select count(*)::int as n from readings`);
  const ackedTotal = phases.reduce((sum, p) => sum + p.phase.sent.acked, 0);
  const alarmCount = await scalar(sql`select count(*)::int as n from alarms`);

  // Baseline: the same number of rows by COPY into the same table.
  const firstId = await scalar(sql`select min(id)::int as n from devices`);
  const base = Date.now();
  const copy = copyBaseline(
    database,
    'readings (device_id, ts, received_at, values)',
    Math.min(storedTotal, 2_000_000),
    (i) => {
      const t = new Date(base + i).toISOString();
      return `${firstId + (i % DEVICES)}\t${t}\t${t}\t{"temperature": 21.5, "humidity": 40, "battery": 80}`;
    },
  );

  const header = `ingest bench ${new Date().toISOString()}, ${database.driver}, ${DEVICES} devices, alarms ${
    ALARMS ? 'on' : 'off'
  }, ${cpus().length} cores, load ${loadAverage()}; acknowledged ${ackedTotal}, stored ${storedTotal}, acknowledged not stored ${Math.max(
    0,
    ackedTotal - storedTotal,
  )}, alarms raised ${alarmCount}, queued at the end ${queuedAtEnd}`;
  const lines = [
    '| phase | msgs/s | values/s | p50 / p99 ms | CPU cores: server / publisher / PostgreSQL / machine | server event loop busy | machine CPU µs per message | peak RSS / heap MB | peak queued rows | sent / acked / failed / held back | COPY rows/s | COPY: machine CPU µs per row | MQTT ÷ COPY |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...phases.map(
      ({ name, phase: p }) =>
        `| ${name} | ${p.msgsPerS.toFixed(0)} | ${(p.msgsPerS * VALUES_PER_MESSAGE).toFixed(0)} | ${p.p50} / ${p.p99} | ${p.serverCpu.toFixed(2)} / ${p.publisherCpu.toFixed(2)} / ${p.postgresCpu.toFixed(2)} / ${p.machineCpu.toFixed(2)} | ${(p.eventLoop * 100).toFixed(0)} % | ${((p.machineCpu * 1e6) / p.msgsPerS).toFixed(1)} | ${mb(p.peakRss)} / ${mb(p.peakHeap)} | ${p.peakQueued} | ${p.sent.sent} / ${p.sent.acked} / ${p.sent.failed} / ${p.sent.heldBack} | ${copy ? copy.rowsPerS.toFixed(0) : '–'} | ${copy ? copy.cpuUsPerRow.toFixed(1) : '–'} | ${copy ? (p.msgsPerS / copy.rowsPerS).toFixed(2) : '–'} |`,
    ),
  ];
  const soak = phases.at(-1)?.phase;
  if (SOAK && soak) {
    const minute = (from: number, to: number) => soak.timeline.filter((t) => t.s >= from && t.s < to);
    const peak = (points: Phase['timeline']) => Math.max(0, ...points.map((t) => t.rssMb));
    const last = soak.timeline.at(-1)?.s ?? 0;
    lines.push(
      '',
      `soak memory: RSS peak ${peak(minute(0, 60))} MB in the first minute, ${peak(minute(last - 60, last + 1))} MB in the last; heap peak ${mb(soak.peakHeap)} MB; rows queued at most ${soak.peakQueued} (cap TELEMETRY_QUEUE_ROWS=${config.TELEMETRY_QUEUE_ROWS})`,
      `soak timeline (s: RSS MB / heap MB / queued): ${soak.timeline
        .filter((t) => t.s % 10 === 0)
        .map((t) => `${t.s}: ${t.rssMb}/${t.heapMb}/${t.queued}`)
        .join(', ')}`,
    );
  }
  console.log([header, ...lines].join('\n'));
  mkdirSync(path.join(import.meta.dirname, '..', 'results'), { recursive: true });
  writeFileSync(
    path.join(import.meta.dirname, '..', 'results', `ingest-${SOAK ? 'soak-' : ''}${database.driver}.md`),
    `${[header, ...lines].join('\n')}\n`,
  );
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(ackedTotal > storedTotal ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
