import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { alarms, devices as contract } from '@atrium/contracts';
import { connectAsync, type MqttClient } from 'mqtt';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  freshDatabaseUrl,
  type ServerProcess,
  startServerProcess,
} from '../../../test/hardening/server-process.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';

/**
 * Issue 15 §5, scale out on real services: two real server processes on one PostgreSQL, one Redis and one
 * MQTT broker (MQTT_URL, e.g. the machine's Mosquitto). The devices' messages split between them (shared
 * subscription), an alarm raised by a reading one process handled reaches a browser on the other (Socket.IO
 * Redis adapter), and a process killed with SIGKILL under load and started again loses no reading the broker
 * acknowledged to the publisher, and stores none twice. Which process handled a message comes from its
 * debug log ('telemetry from the external broker', with serial, ts and the MQTT DUP flag).
 * Skipped unless MQTT_URL, DATABASE_URL and REDIS_URL are all set (two processes cannot share PGlite).
 */
const brokerUrl = process.env.MQTT_URL ?? '';
const redisUrl = process.env.REDIS_URL ?? '';
const ready = Boolean(process.env.MQTT_URL && process.env.DATABASE_URL && process.env.REDIS_URL);

const HANDLED = 'telemetry from the external broker';

interface Handled {
  serial: string;
  ts: number;
  dup: boolean;
}

interface Server extends ServerProcess {
  name: string;
  /** Messages this process took from the broker, from its debug log. */
  handled: Handled[];
}

/** Polls `probe` until it returns something other than undefined, or fails after `ms`. */
async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The real server on free ports, its debug log read from the start for the messages it handled. */
async function startServer(name: string, env: Record<string, string>, ms = 150_000): Promise<Server> {
  const handled: Handled[] = [];
  const takeHandled = (line: string) => {
    if (!line.includes(HANDLED)) return line.includes('"level":20');
    try {
      const entry = JSON.parse(line) as Handled;
      handled.push({ serial: entry.serial, ts: entry.ts, dup: entry.dup });
      return true;
    } catch {
      return false;
    }
  };
  const server = await startServerProcess({ LOG_LEVEL: 'debug', ...env }, undefined, ms, takeHandled);
  return Object.assign(server, { name, handled });
}

async function stopServer(server: Server | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  if (!(await server.exited(20_000))) server.child.kill('SIGKILL');
}

describe.skipIf(!ready)('[TELEMETRY] two servers on PostgreSQL, Redis and an external MQTT broker', () => {
  const run = randomBytes(4).toString('hex');
  const clientIds = { A: `atrium-scale-${run}-a`, B: `atrium-scale-${run}-b` };
  const dirs: string[] = [];
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let db: pg.Client;
  let envOf: (who: 'A' | 'B') => Record<string, string>;
  let a: Server;
  let b: Server;
  let restartedA: Server | undefined;
  let publisher: MqttClient;
  let token: string;
  let serials: string[];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await freshDatabaseUrl();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const shared = {
      DATABASE_URL: database.url ?? '',
      REDIS_URL: redisUrl,
      MQTT_URL: brokerUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      // A group of this run's own: sessions other suites leave on the broker take none of these messages.
      MQTT_SHARE_GROUP: `atrium-scale-${run}`,
      MQTT_SESSION_EXPIRY_SECONDS: '300',
      // Long enough that a process killed under load holds read, unacknowledged messages.
      TELEMETRY_FLUSH_MS: '250',
      TELEMETRY_DEVICE_RATE_PER_SECOND: '10000',
      TELEMETRY_DEVICE_BURST: '100000',
    };
    envOf = (who) => {
      const dir = mkdtempSync(path.join(tmpdir(), `atrium-scale-${who}-`));
      dirs.push(dir);
      return { ...shared, DATA_DIR: dir, MQTT_CLIENT_ID: clientIds[who] };
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    // The first A holds what it reads longer (1.5 s before its write and acknowledgement), so the SIGKILL, sent
    // once its log shows a read, still finds messages unacknowledged on a loaded machine (CI once saw none).
    a = await startServer('A', { ...envOf('A'), TELEMETRY_FLUSH_MS: '1500' });
    b = await startServer('B', envOf('B'));
    publisher = await connectAsync(brokerUrl, { protocolVersion: 5, reconnectPeriod: 0 });

    const login = await fetch(`${a.baseUrl}/api/auth/login?shortTerm=0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoOwnerEmail('Customer'), password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const session = ((await login.json()) as { data: unknown }).data as {
      token: string;
      user: { personalInfo: { companyId: number } };
    };
    token = session.token;
    const rows = await db.query<{ serial: string }>(
      `select serial from devices where company_id = $1 and state = 'active' order by id`,
      [session.user.personalInfo.companyId],
    );
    serials = rows.rows.map((r) => r.serial);
    expect(serials.length).toBeGreaterThanOrEqual(4);
  }, 400_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await publisher?.endAsync().catch(() => undefined);
    await Promise.all([a, b, restartedA].map(stopServer));
    // A killed process's session would keep taking its share of the group until it expires.
    for (const clientId of Object.values(clientIds)) {
      const purge = await connectAsync(brokerUrl, {
        clientId,
        protocolVersion: 5,
        clean: true,
        reconnectPeriod: 0,
      }).catch(() => undefined);
      await purge?.endAsync().catch(() => undefined);
    }
    await db?.end().catch(() => undefined);
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  const openSocket = async (server: Server) => {
    const socket = io(server.baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };

  test('an alarm raised by a reading one process handled reaches a browser on the other', async () => {
    const created = await fetch(`${a.baseUrl}/api/swam/template`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'Leak',
        rules: [{ kind: 'above', key: 'leak', value: 0, severity: 'critical' }],
      }),
    });
    expect(created.status).toBe(201);
    const raised = { A: new Set<string>(), B: new Set<string>() };
    for (const [name, server] of [
      ['A', a],
      ['B', b],
    ] as const) {
      (await openSocket(server)).on(alarms.SOCKET_EVENTS.alarm, (event: alarms.AlarmEvent) => {
        if (event.change === 'raised' && event.alarm.key === 'leak')
          raised[name].add(event.alarm.device.serial);
      });
    }
    // One leak per device, until each process has handled one: the broker picks the process.
    const handledBy: Partial<Record<'A' | 'B', string>> = {};
    for (const serial of serials) {
      if (handledBy.A && handledBy.B) break;
      const ts = Date.now();
      await publisher.publishAsync(
        contract.telemetryTopic(serial),
        JSON.stringify({ ts, values: { leak: 1 } }),
        { qos: 1 },
      );
      const by = await until(`the leak of ${serial} handled`, () =>
        [a, b].find((s) => s.handled.some((h) => h.serial === serial && h.ts === ts)),
      );
      await until(`the alarm of ${serial} on both sockets`, () =>
        raised.A.has(serial) && raised.B.has(serial) ? true : undefined,
      );
      handledBy[by.name as 'A' | 'B'] ??= serial;
    }
    expect(handledBy.A, 'process A handled a leak').toBeDefined();
    expect(handledBy.B, 'process B handled a leak').toBeDefined();
    // The browser on A saw the alarm B raised, and the other way round (Redis adapter).
    expect(raised.A.has(handledBy.B ?? '')).toBe(true);
    expect(raised.B.has(handledBy.A ?? '')).toBe(true);
  }, 120_000);

  test('SIGKILL under load, then a restart: every reading the broker acknowledged is stored exactly once', async () => {
    const base = Date.now() - 120_000;
    const acknowledged = new Set<number>();
    const KILL_AT = 700;
    /** Publishes seq from..to-1 (QoS 1, 64 in flight); `ts` = base + seq identifies each reading. */
    const publish = async (from: number, to: number, onAck?: (count: number) => void) => {
      let next = from;
      await Promise.all(
        Array.from({ length: 64 }, async () => {
          while (next < to) {
            const seq = next++;
            const serial = serials[seq % serials.length] ?? '';
            await publisher.publishAsync(
              contract.telemetryTopic(serial),
              JSON.stringify({ ts: base + seq, values: { seq } }),
              { qos: 1 },
            );
            acknowledged.add(seq);
            onAck?.(acknowledged.size);
          }
        }),
      );
    };
    const seqOf = (h: Handled) => h.ts - base;
    const storedCounts = async () => {
      const rows = await db.query<{ seq: number; n: number }>(
        `select (values ->> 'seq')::int as seq, count(*)::int as n from readings where values ? 'seq' group by 1`,
      );
      return new Map(rows.rows.map((r) => [r.seq, r.n]));
    };
    const allStored = async (upTo: number) => {
      const counts = await storedCounts();
      return [...acknowledged].every((seq) => seq >= upTo || counts.has(seq)) ? counts : undefined;
    };
    const fromLoad = (h: Handled) => h.ts >= base && h.ts < base + 1_000_000;

    // Both running and storing; then A killed mid-stream: the broker holds what A read but had not
    // acknowledged, and keeps giving A's session its share while A is down.
    await publish(0, 400);
    await until('the first 400 readings stored', () => allStored(400));
    // Killed once A has read a message of this stretch (logged before it is buffered; acknowledged only
    // after the next write, up to 250 ms later) and 700 readings are acknowledged to the publisher.
    let killed = false;
    const kill = () => {
      killed = a.child.kill('SIGKILL');
    };
    await publish(400, 1000, (count) => {
      if (!killed && count >= KILL_AT && a.handled.some((h) => seqOf(h) >= 400)) kill();
    });
    if (!killed) kill();
    await a.exited();
    const key = (h: Handled) => `${h.serial}@${h.ts}`;
    const readByFirstA = new Set(a.handled.filter(fromLoad).map(key));
    // A comes back with the same client id while the load goes on.
    const [restarted] = await Promise.all([startServer('A again', envOf('A')), publish(1000, 1400)]);
    restartedA = restarted;
    await publish(1400, 1800);
    expect(acknowledged.size).toBe(1800);

    const stored = await until('every acknowledged reading stored', () => allStored(Infinity), 90_000).catch(
      (error: Error) => {
        throw new Error(`${error.message}\nA:\n${a.logs()}\nB:\n${b.logs()}\nA again:\n${restarted.logs()}`);
      },
    );
    const twice = [...stored].filter(([, n]) => n !== 1).map(([seq]) => seq);
    expect(twice, 'readings stored more than once').toEqual([]);
    expect(stored.size).toBe(1800);

    const byB = b.handled.filter(fromLoad);
    const byRestartedA = restarted.handled.filter(fromLoad);
    // What A had read but not acknowledged when it was killed, the broker delivered again to A's session.
    const readAgain = byRestartedA.filter((h) => readByFirstA.has(key(h)));
    const queued = byRestartedA.filter((h) => seqOf(h) < 1000 && !readByFirstA.has(key(h)));
    console.info(
      `scale-out: A read ${readByFirstA.size} before SIGKILL, B ${byB.length}, A again ${byRestartedA.length} ` +
        `(${readAgain.length} of them read before the kill, ${queued.length} more published before the restart; ` +
        `${byRestartedA.filter((h) => h.dup).length} flagged DUP)`,
    );
    // Both processes took a share, and the restarted A got its session back.
    expect(readByFirstA.size).toBeGreaterThan(0);
    expect(byB.length).toBeGreaterThan(0);
    expect(readAgain.length).toBeGreaterThan(0);
    expect(readAgain.length).toBeLessThan(readByFirstA.size);
    expect(queued.length).toBeGreaterThan(0);
  }, 300_000);
});
