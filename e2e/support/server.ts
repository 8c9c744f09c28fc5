import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_DIR = path.join(REPO_ROOT, 'apps/server');
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

/**
 * Spec files run on this many workers side by side, each with its own server (E2E_WORKERS, default 2: the
 * browser, the server and the runner of one worker leave a 2-core machine idle much of the time).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

export const ADMIN = { email: 'admin@atrium.demo', password: 'Admin#12345' } as const;

export interface TestServer {
  baseUrl: string;
  /** The embedded MQTT broker, for tests that publish as a device. */
  mqttUrl: string;
  /** The SIA DC-09 receiver's TCP and UDP port, for tests that send as an intrusion panel. */
  siaPort: number;
  /** The OsmAnd position receiver's HTTP port, for tests that post as a vehicle tracker. */
  osmandPort: number;
  /** The server's recent output, for failure messages. */
  logs: () => string;
  stop: () => Promise<void>;
}

/** Ports this process has handed out: a port is free until its server binds it, so two servers started side by
 * side (one per worker) could be given the same one and one of them fail with EADDRINUSE. */
const handedOut = new Set<number>();

/** A free TCP port on the loopback interface, never one this process has handed out already. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await unusedPort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The browser suite runs the product as `npm start` does on a bare machine (embedded database, broker, no
 * Redis), even when the run's environment names real services for the server suites (CI does).
 */
function embeddedOnly(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, REDIS_URL: _redis, MQTT_URL: _mqtt, ...rest } = env;
  return rest;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`) on free ports with a fresh data
 * directory, serving the built web app, and resolves once GET /api/health answers 200.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  timeoutMs = 180_000,
): Promise<TestServer> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(
      `The web app is not built (${WEB_DIST}): run \`npm run build\` first (npm run test:e2e does).`,
    );
  }
  const [port, mqttPort, siaPort, osmandPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...embeddedOnly(process.env),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      MQTT_PORT: String(mqttPort),
      SIA_PORT: String(siaPort),
      OSMAND_PORT: String(osmandPort),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: WEB_DIST,
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // No simulated devices: the browser tests publish what they need (NODE_ENV=test already means off).
      SIMULATE: 'false',
      // Every browser suite signs in from 127.0.0.1; the per-IP limit has its own API test.
      LOGIN_RATE_LIMIT_PER_MINUTE: '300',
      // Two browsers, two servers and their runners share a 2-core machine: the event loop stalls past a
      // second now and then, and shedding load then (503 OVERLOADED) failed pages, not the server. Shedding
      // has its own API test (apps/server/src/kernel/http/pressure.int.test.ts).
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const logs = () => output.join('');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await exited(child, 15_000))) {
        child.kill('SIGKILL');
        await exited(child, 5_000);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy:\n${logs()}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (healthy) return { baseUrl, mqttUrl: `mqtt://127.0.0.1:${mqttPort}`, siaPort, osmandPort, logs, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`The server did not answer GET /api/health with 200 within ${timeoutMs} ms:\n${logs()}`);
}
