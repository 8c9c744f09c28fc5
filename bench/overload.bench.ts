/**
 * Overload bench: does the server shed load (503 OVERLOADED) instead of growing memory without bound, and
 * does it recover by itself? The real server runs as its own process (`apps/server/src/main.ts`) so its
 * memory is its own; it reports its figures on GET /api/health, polled every second.
 *
 *   1. sustainable: autocannon at 100 connections on the paged users list (50 rows) → R req/s
 *   2. overload:    10 × R req/s offered (open loop, up to OVERLOAD_CONNECTIONS connections) for
 *                   OVERLOAD_SECONDS (default 120)
 *   3. recovery:    seconds until a single request is served fast again, then 100 connections once more
 *
 *   npm run bench:overload -w @atrium/bench
 *   OVERLOAD_SECONDS=30 OVERLOAD_CONNECTIONS=1000 SUSTAIN_SECONDS=10 PRESSURE_*=… (server thresholds)
 *   DATABASE_URL=postgres://… for PostgreSQL (a fresh database, dropped after)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const OVERLOAD_SECONDS = Number(process.env.OVERLOAD_SECONDS ?? 120);
const OVERLOAD_CONNECTIONS = Number(process.env.OVERLOAD_CONNECTIONS ?? 1000);
const SUSTAIN_SECONDS = Number(process.env.SUSTAIN_SECONDS ?? 10);
const SERVER_DIR = path.resolve(import.meta.dirname, '../apps/server');
const ADMIN = { email: 'admin@bench.example', password: 'Admin#12345' };
const MB = 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A fresh PostgreSQL database when DATABASE_URL names a server, else none (PGlite in DATA_DIR). */
async function freshDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `atrium_overload_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function startServer(dataDir: string, databaseUrl: string | undefined) {
  const [port, mqttPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      MQTT_PORT: String(mqttPort),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { baseUrl, child };
    await sleep(250);
  }
  throw new Error('the server did not become healthy within 2 minutes');
}

async function call(baseUrl: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { data?: Record<string, unknown> } | null;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json?.data as Record<string, unknown>;
}

/** A company with an owner and 60 users, made through the API; returns the owner's list URL and token. */
async function seed(baseUrl: string) {
  const admin = (await call(baseUrl, 'POST', '/auth/login', undefined, ADMIN)) as { token: string };
  const company = await call(baseUrl, 'POST', '/company', admin.token, {
    name: 'Overload Co',
    email: 'contact@overload.example',
    type: 'Customer',
  });
  const id = company.id as number;
  const roles = (await fetch(`${baseUrl}/api/company/${id}/role`, {
    headers: { authorization: `Bearer ${admin.token}` },
  }).then((r) => r.json())) as { data: { id: number; key: string }[] };
  const ownerRole = roles.data.find((r) => r.key === 'company_owner')?.id;
  const owner = { email: 'owner@overload.example', password: 'Owner#12345' };
  await call(baseUrl, 'POST', `/company/${id}/user`, admin.token, {
    ...owner,
    firstName: 'Owner',
    lastName: 'Overload',
    roleId: ownerRole,
  });
  for (let i = 0; i < 60; i++) {
    await call(baseUrl, 'POST', `/company/${id}/user`, admin.token, {
      email: `user${String(i).padStart(2, '0')}@overload.example`,
      firstName: `User ${i}`,
      lastName: 'Overload',
      password: 'Member#12345',
    });
  }
  const session = (await call(baseUrl, 'POST', '/auth/login', undefined, owner)) as { token: string };
  return {
    url: `${baseUrl}/api/company/${id}/user?limit=50&sortBy=email&sortType=asc`,
    token: session.token,
  };
}

interface Sample {
  t: number;
  status: number;
  rssMb: number;
  heapMb: number;
  inFlight: number;
  overloaded: boolean;
  eventLoopDelayMs: number;
}

/** Polls GET /api/health once a second (it is never shed) until `stop` is called. */
function watch(baseUrl: string, started: number) {
  const samples: Sample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = Date.now();
      const sample = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) })
        .then(async (res) => {
          const { pressure } = (await res.json()) as {
            pressure: {
              rssBytes: number;
              heapUsedBytes: number;
              inFlight: number;
              overloaded: boolean;
              eventLoopDelayMs: number | null;
            };
          };
          return {
            t: Math.round((at - started) / 1000),
            status: res.status,
            rssMb: Math.round(pressure.rssBytes / MB),
            heapMb: Math.round(pressure.heapUsedBytes / MB),
            inFlight: pressure.inFlight,
            overloaded: pressure.overloaded,
            eventLoopDelayMs: pressure.eventLoopDelayMs ?? -1,
          };
        })
        .catch(() => ({
          t: Math.round((at - started) / 1000),
          status: 0,
          rssMb: 0,
          heapMb: 0,
          inFlight: 0,
          overloaded: true,
          eventLoopDelayMs: 0,
        }));
      samples.push(sample);
      await sleep(Math.max(0, 1000 - (Date.now() - at)));
    }
  })();
  const stop = async () => {
    running = false;
    await loop;
  };
  return { samples, stop };
}

type Run = autocannon.Result & { statusCodeStats?: Record<string, { count: number }> };
const run = (opts: autocannon.Options) => autocannon({ ...opts, timeout: 10 }) as unknown as Promise<Run>;
/** Requests answered 200 per second (a shed 503 is fast, and must not count as throughput). */
const okRate = (r: Run) => Math.round(r['2xx'] / r.duration);
const codesOf = (r: Run) =>
  Object.entries(r.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ') || 'no replies';

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-overload-'));
  const database = await freshDatabase();
  let child: ChildProcess | undefined;
  try {
    const server = await startServer(dataDir, database.url);
    child = server.child;
    const { url, token } = await seed(server.baseUrl);
    const headers = { authorization: `Bearer ${token}` };

    const sustained = await run({ url, headers, connections: 100, duration: SUSTAIN_SECONDS });
    const rate = Math.max(1, okRate(sustained));
    console.log(
      `sustainable: ${rate} req/s answered 200 (${codesOf(sustained)}), p99 ${sustained.latency.p99} ms`,
    );

    const started = Date.now();
    const watcher = watch(server.baseUrl, started);
    const overload = await run({
      url,
      headers,
      connections: OVERLOAD_CONNECTIONS,
      overallRate: 10 * rate,
      duration: OVERLOAD_SECONDS,
    });
    const loadEnded = Date.now();
    // Recovery: the first single request answered 200 within twice the sustainable p50.
    let recoveredAfter = Number.NaN;
    for (let i = 0; i < 600; i++) {
      const at = Date.now();
      const res = await fetch(url, { headers }).catch(() => undefined);
      await res?.arrayBuffer();
      if (res?.status === 200 && Date.now() - at <= Math.max(50, 2 * sustained.latency.p50)) {
        recoveredAfter = (Date.now() - loadEnded) / 1000;
        break;
      }
      await sleep(100);
    }
    await sleep(3000);
    await watcher.stop();
    const after = await run({ url, headers, connections: 100, duration: SUSTAIN_SECONDS });

    // Samples the health route answered (a health check can time out under overload).
    const during = watcher.samples.filter((s) => s.t <= (loadEnded - started) / 1000 && s.status === 200);
    const polled = watcher.samples.filter((s) => s.t <= (loadEnded - started) / 1000);
    const peak = (key: 'rssMb' | 'heapMb' | 'inFlight') => Math.max(...during.map((s) => s[key]));
    const half = during.slice(Math.floor(during.length / 2));
    const slope =
      half.length > 1
        ? ((half.at(-1)?.rssMb ?? 0) - (half[0]?.rssMb ?? 0)) /
          (((half.at(-1)?.t ?? 0) - (half[0]?.t ?? 0)) / 60 || 1)
        : 0;
    const lines = [
      `Overload bench, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${database.url ? 'PostgreSQL' : 'embedded PGlite'}, paged users list (50 rows)`,
      '',
      '| phase | figures |',
      '|---|---|',
      `| sustainable (100 connections, ${SUSTAIN_SECONDS} s) | ${rate} req/s answered 200 (${codesOf(sustained)}), p50 ${sustained.latency.p50} ms, p99 ${sustained.latency.p99} ms |`,
      `| overload offered | ${10 * rate} req/s for ${OVERLOAD_SECONDS} s over up to ${OVERLOAD_CONNECTIONS} connections |`,
      `| overload answered | ${Math.round(overload.requests.average)} req/s; ${codesOf(overload)}; ${okRate(overload)} req/s answered 200; ${overload.timeouts} time-outs, ${overload.errors} errors |`,
      `| latency under overload | p50 ${overload.latency.p50} ms, p99 ${overload.latency.p99} ms |`,
      `| server memory (health, 1 s) | RSS ${during[0]?.rssMb ?? '?'} → peak ${peak('rssMb')} MB (second half: ${slope.toFixed(1)} MB/min), heap peak ${peak('heapMb')} MB, in flight peak ${peak('inFlight')} |`,
      `| shedding seen on health | ${during.filter((s) => s.overloaded).length} of ${during.length} answered samples overloaded; health answered ${during.length} of ${polled.length} polls |`,
      `| recovery | first fast 200 ${Number.isNaN(recoveredAfter) ? 'never (60 s)' : `${recoveredAfter.toFixed(1)} s`} after the load stopped; then ${okRate(after)} req/s answered 200 (${codesOf(after)}), p99 ${after.latency.p99} ms (${Math.round((100 * okRate(after)) / rate)} % of before) |`,
    ];
    console.log(lines.join('\n'));
    mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    const driver = database.url ? 'postgres' : 'pglite';
    writeFileSync(
      path.join(import.meta.dirname, 'results', `overload-${driver}.md`),
      `${lines.join('\n')}\n`,
    );
    writeFileSync(
      path.join(import.meta.dirname, 'results', `overload-${driver}-samples.json`),
      JSON.stringify(watcher.samples),
    );
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
