import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_DIR = path.join(REPO_ROOT, 'apps/server');
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

export const ADMIN = { email: 'admin@atrium.demo', password: 'Admin#12345' } as const;

export interface TestServer {
  baseUrl: string;
  /** The embedded MQTT broker, for tests that publish as a device. */
  mqttUrl: string;
  /** The server's recent output, for failure messages. */
  logs: () => string;
  stop: () => Promise<void>;
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
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
  timeoutMs = 60_000,
): Promise<TestServer> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(
      `The web app is not built (${WEB_DIST}): run \`npm run build\` first (npm run test:e2e does).`,
    );
  }
  const [port, mqttPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      MQTT_PORT: String(mqttPort),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: WEB_DIST,
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // No simulated devices: the browser tests publish what they need (NODE_ENV=test already means off).
      SIMULATE: 'false',
      // Every browser suite signs in from 127.0.0.1; the per-IP limit has its own API test.
      LOGIN_RATE_LIMIT_PER_MINUTE: '300',
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
    if (healthy) return { baseUrl, mqttUrl: `mqtt://127.0.0.1:${mqttPort}`, logs, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`The server did not answer GET /api/health with 200 within ${timeoutMs} ms:\n${logs()}`);
}
