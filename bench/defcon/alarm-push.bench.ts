/**
 * Defcon's frame → alarm benchmark (issue 18): burglary frames from many panels reach the real product (the
 * SIA receiver of the defcon module on its database, its alarm queue raising in batches, the Socket.IO server) and the time is
 * measured from each frame sent to its ACK and to the alarm pushed to a security company operator's socket.
 * Target: p99 frame → socket under 2 s.
 *
 *   npm run bench:defcon-alarms -w @atrium/bench
 *   BENCH_PANELS=1000 (panels, one burglary each) BENCH_SPREAD_MS=1000 (the frames arrive within this window)
 *   BENCH_ROUNDS=2 (each round a new burglary code on every panel; rows merge the rounds)
 *   DATABASE_URL=postgres://… runs it on PostgreSQL instead of the embedded PGlite.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { companies } from '@atrium/server/src/modules/companies/companies.schema.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '@atrium/server/src/modules/companies/companies.seed.ts';
import { defconPanels } from '@atrium/server/src/modules/defcon/panels.schema.ts';
import { startPanelReceiver } from '@atrium/server/src/modules/defcon/receiver.service.ts';
import { buildFrame, SiaTcpClient, siaData } from '@atrium/server/src/modules/defcon/sia/index.ts';
import { devices } from '@atrium/server/src/modules/devices/devices.schema.ts';
import { attachRealtime } from '@atrium/server/src/modules/realtime/realtime.ts';
import { createTestApp } from '@atrium/server/src/test/harness.ts';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';

const PANELS = Number(process.env.BENCH_PANELS ?? 1000);
const SPREAD_MS = Number(process.env.BENCH_SPREAD_MS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const KEY = '0123456789ABCDEF';
/** Burglary codes of the rounds: each opens a new alarm (another code family) on every panel. */
const CODES = ['BA', 'PA', 'FA', 'TA'] as const;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');

async function main() {
  const t = await createTestApp({
    SIA_MAX_FRAMES_PER_SECOND: '0',
    SIA_TIME_WINDOW: 'off',
    HOST: '127.0.0.1',
  });
  const { db } = t.deps.database;
  const realtime = attachRealtime(t.app.server, t.deps, t.app.log);
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const receiver = await startPanelReceiver(t.deps, t.app.log, { port: 0 });

  const companyId = async (name: string) =>
    (await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]?.id ?? 0;
  const customer = await companyId('Demo Customer');
  const security = await companyId('Demo Security Company');
  const accounts: string[] = [];
  const panelOf = new Map<number, string>();
  for (let start = 0; start < PANELS; start += 500) {
    const batch = Array.from({ length: Math.min(500, PANELS - start) }, (_, j) => start + j);
    const rows = await db
      .insert(devices)
      .values(
        batch.map((i) => ({
          serial: `BENCH-${i}`,
          name: `Bench panel ${i}`,
          hardwareId: 501,
          solutionId: 70,
          companyId: customer,
          reportingIntervalSeconds: 600,
        })),
      )
      .returning({ id: devices.id, serial: devices.serial });
    const values = rows.map((r) => {
      const account = (0x100000 + Number(r.serial.slice(6))).toString(16).toUpperCase();
      accounts.push(account);
      panelOf.set(r.id, account);
      return { deviceId: r.id, accountNumber: account, siaKey: KEY, securityCompanyId: security };
    });
    await db.insert(defconPanels).values(values);
  }

  // The security company's operator: its owner, signed in, on a socket.
  const { token } = await t.login(demoOwnerEmail('Security Company'), DEMO_PASSWORD);
  const socket: Socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const pushedAt = new Map<string, number>();
  socket.on('alarm', (event: { change: string; alarm: { device?: { id: number }; key?: string | null } }) => {
    const account = event.alarm.device ? panelOf.get(event.alarm.device.id) : undefined;
    if (event.change === 'raised' && account)
      pushedAt.set(`${account}:${event.alarm.key}`, performance.now());
  });

  const clients = new Map<string, SiaTcpClient>();
  for (const account of accounts) {
    const client = new SiaTcpClient(receiver.tcpPort ?? 0, '127.0.0.1', { key: KEY, timeoutMs: 60_000 });
    await client.ready;
    clients.set(account, client);
  }
  // Warm-up: one link test per panel.
  let seq = 0;
  await Promise.all(
    accounts.map((account) =>
      clients.get(account)?.send(buildFrame({ token: 'NULL', sequence: ++seq % 9999, account, key: KEY })),
    ),
  );

  const ack: number[] = [];
  const pushed: number[] = [];
  let acked = 0;
  let missing = 0;
  let spanMs = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const code = CODES[round % CODES.length] ?? 'BA';
    const sentAt = new Map<string, number>();
    const started = performance.now();
    const answers = accounts.map(
      (account, i) =>
        new Promise<void>((resolve) => {
          setTimeout(
            () => {
              const frame = buildFrame({
                token: 'SIA-DCS',
                sequence: ++seq % 9999,
                account,
                data: siaData(code, 1, 1),
                key: KEY,
              });
              const at = performance.now();
              sentAt.set(`${account}:${code}`, at);
              void clients
                .get(account)
                ?.send(frame)
                .then((answer) => {
                  if (answer?.token === 'ACK') {
                    acked += 1;
                    ack.push(performance.now() - at);
                  }
                  resolve();
                });
            },
            (i * SPREAD_MS) / accounts.length,
          );
        }),
    );
    await Promise.all(answers);
    const deadline = performance.now() + 30_000;
    while (performance.now() < deadline && [...sentAt.keys()].some((k) => !pushedAt.has(k))) {
      await new Promise((r) => setTimeout(r, 50));
    }
    spanMs += performance.now() - started;
    for (const [k, at] of sentAt) {
      const p = pushedAt.get(k);
      if (p === undefined) missing += 1;
      else pushed.push(p - at);
    }
  }

  const frames = accounts.length * ROUNDS;
  const lines = [
    '# Defcon: SIA frame → ACK → alarm on an operator socket',
    '',
    `${new Date().toISOString()} · ${cpus().length} CPUs · load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} · ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
    '',
    `${accounts.length} panels (encrypted, one TCP connection each), ${ROUNDS} rounds of one burglary per panel sent within ${SPREAD_MS} ms; the real receiver, its alarm queue (batches) and Socket.IO; the security company's owner listening.`,
    '',
    '| measure | value |',
    '| --- | --- |',
    `| frames | ${frames} |`,
    `| ACKed | ${acked} |`,
    `| alarms pushed to the socket | ${pushed.length} (${missing} not within 30 s) |`,
    `| frames ACKed per second (over the rounds' spans) | ${((acked / spanMs) * 1000).toFixed(0)} |`,
    `| frame → ACK p50 / p99 / max | ${ms(pct(ack, 50))} / ${ms(pct(ack, 99))} / ${ms(Math.max(...ack))} |`,
    `| frame → socket p50 / p99 / max | ${ms(pct(pushed, 50))} / ${ms(pct(pushed, 99))} / ${ms(Math.max(...pushed))} |`,
    '',
  ];
  const text = lines.join('\n');
  console.log(text);
  const dir = path.join(import.meta.dirname, '..', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'defcon-alarm-push.md'), text);

  socket.disconnect();
  for (const client of clients.values()) client.close();
  await receiver.close();
  await realtime.close();
  await t.close();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
