import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');

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

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Where the server process keeps its data across restarts: a fresh PostgreSQL database when DATABASE_URL
 * is set (dropped by `drop`), else the embedded PGlite in the data directory.
 */
export async function freshDatabaseUrl(): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { drop: async () => {} };
  const name = `atrium_crash_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () =>
      void (await withAdmin(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`))),
  };
}

export interface ServerProcess {
  baseUrl: string;
  mqttUrl: string;
  ports: { http: number; mqtt: number };
  child: ChildProcess;
  logs(): string;
  /** Resolves once the process has exited (any signal). */
  exited(timeoutMs?: number): Promise<boolean>;
}

/**
 * The real server (`node --import tsx src/main.ts`) as a child process on free ports (or the given ones: a
 * restart where its clients reconnect), on the given data directory (and database); resolves once
 * GET /api/health answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  ports?: { http: number; mqtt: number },
  timeoutMs = 90_000,
  /** Sees every line the process prints; one it returns true for is not kept in `logs()`. */
  onLine?: (line: string) => boolean,
): Promise<ServerProcess> {
  const [port, mqttPort] = ports ? [ports.http, ports.mqtt] : [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      MQTT_PORT: String(mqttPort),
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      // The embedded broker, whatever the environment says: the test publishes to MQTT_PORT.
      MQTT_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (line: string) => {
    if (onLine?.(line)) return;
    output.push(line);
    if (output.length > 200) output.shift();
  };
  for (const stream of [child.stdout, child.stderr])
    if (stream) createInterface({ input: stream }).on('line', keep);
  const exited = (ms = 15_000) =>
    new Promise<boolean>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
      const timer = setTimeout(() => resolve(false), ms);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    mqttUrl: `mqtt://127.0.0.1:${mqttPort}`,
    ports: { http: port, mqtt: mqttPort },
    child,
    logs: () => output.join('\n'),
    exited,
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${server.logs()}`);
    const healthy = await fetch(`${server.baseUrl}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server was not healthy within ${timeoutMs} ms:\n${server.logs()}`);
}
