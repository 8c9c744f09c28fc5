import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devices as contract, market } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../kernel/db/client.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../modules/companies/companies.seed.ts';
import { DEMO_DEVICE_PASSWORD, DEMO_DEVICES } from '../../modules/devices/devices.seed.ts';
import { ADDRESS, SENSOR_ORDER } from '../../modules/orders/__tests__/kit.ts';
import { keysOf, signalState, simulatedValues } from '../../simulator/signals.ts';
import { freshDatabaseUrl, type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * Crash safety (issue 8, part 5): the real server in its own process takes QoS 1 readings from several demo
 * devices and orders paid by card, is killed with SIGKILL in the middle of it, and restarts on the same
 * data. Whatever it acknowledged must be there, whole: every reading whose PUBACK arrived (once), every
 * order whose 201 arrived with its lines, and every order whose payment success arrived paid, with its
 * succeeded payment, its devices and their tokens. Runs on PGlite (DATA_DIR) or, with DATABASE_URL, on a
 * fresh PostgreSQL database.
 */

const READING_DEVICES = DEMO_DEVICES.filter((d) => d.company === 'Demo Customer').slice(0, 4);
const INFLIGHT_PER_DEVICE = 8;
/** Traffic runs at least this long, and until enough was acknowledged, before the kill. */
const MIN_TRAFFIC_MS = 3000;
/** How long a device waits for the restarted server to acknowledge what it sent again. */
const RESEND_WAIT_MS = 120_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-crash-'));
const database = await freshDatabaseUrl();
const env = {
  DATA_DIR: dataDir,
  ...(database.url && { DATABASE_URL: database.url }),
  JWT_SECRET: 'crash-test-secret-that-is-long-enough-0123456789',
  // Devices here publish far faster than a real sensor would.
  TELEMETRY_DEVICE_RATE_PER_SECOND: '10000',
  TELEMETRY_DEVICE_BURST: '100000',
};
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited();
  }
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const acked: { serial: string; ts: number }[] = [];
const submitted: number[] = [];
const paid: number[] = [];
let stopped = false;

async function publishReadings(client: MqttClient, device: (typeof DEMO_DEVICES)[number], index: number) {
  const keys = keysOf(device.hardwareId);
  const state = signalState(index + 1);
  const topic = contract.telemetryTopic(device.serial);
  let lastTs = 0;
  let open = 0;
  const settled: Promise<void>[] = [];
  while (!stopped) {
    if (open >= INFLIGHT_PER_DEVICE) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      continue;
    }
    // One reading per millisecond at most, so each (device, ts) names one message.
    const ts = Math.max(Date.now(), lastTs + 1);
    lastTs = ts;
    const payload = JSON.stringify({ ts, values: simulatedValues(keys, state, new Date(ts)) });
    open += 1;
    settled.push(
      client.publishAsync(topic, payload, { qos: 1 }).then(
        () => void acked.push({ serial: device.serial, ts }),
        () => {},
      ),
    );
    settled.at(-1)?.finally(() => {
      open -= 1;
    });
  }
  // The device keeps what is unacknowledged, reconnects to the restarted server and sends it again (QoS 1).
  const resent = Promise.all(settled);
  await Promise.race([resent, new Promise((resolve) => setTimeout(resolve, RESEND_WAIT_MS))]);
  client.end(true);
  await resent;
}

async function call<T = unknown>(base: string, token: string, method: string, url: string, body?: object) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body && { 'content-type': 'application/json' }),
      ...(method === 'POST' && url.endsWith('/order') && { 'idempotency-key': `crash-${Math.random()}` }),
    },
    body: body && JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { data?: T } | null;
  return { status: res.status, data: json?.data };
}

async function login(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api/auth/login?shortTerm=0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', timezone: 'UTC' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as {
    data: { token: string; user: { personalInfo: { companyId: number } } };
  };
  return { token: data.token, companyId: data.user.personalInfo.companyId };
}

/** Submit → card → sandbox confirm → success, again and again; records each answer that arrived. */
async function buyOrders(base: string, token: string, companyId: number) {
  while (!stopped) {
    try {
      const order = await call<{ id: number }>(base, token, 'POST', `/company/${companyId}/order`, {
        orders: [SENSOR_ORDER],
        address: ADDRESS,
      });
      if (order.status !== 201) throw new Error(`submit answered ${order.status}`);
      const id = order.data?.id;
      if (id === undefined) throw new Error('submit answered no order');
      submitted.push(id);
      const method = await call<{ payment: { clientSecret: string } }>(
        base,
        token,
        'PUT',
        `/company/${companyId}/order/${id}/payment-method`,
        {
          method: 'card',
        },
      );
      const secret = method.data?.payment.clientSecret;
      await call(base, token, 'POST', '/public/payment/sandbox/confirm', {
        clientSecret: secret,
        cardNumber: market.SANDBOX_CARDS.succeeds,
      });
      const success = await call(base, token, 'POST', '/payment/success', { orderId: id });
      if (success.status === 200) paid.push(id);
    } catch {
      // The server went away mid-request: what was not answered is not counted.
      return;
    }
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('crash safety: SIGKILL mid-flight, then restart on the same data', () => {
  test('every acknowledged reading and every confirmed or paid order survives, whole', async () => {
    server = await startServerProcess(env);
    const first = server;
    const owner = await login(first.baseUrl, demoOwnerEmail('Customer'), DEMO_PASSWORD);
    const clients = await Promise.all(
      READING_DEVICES.map((d) =>
        connectAsync(first.mqttUrl, {
          username: d.serial,
          password: DEMO_DEVICE_PASSWORD,
          reconnectPeriod: 250,
          clientId: `crash-${d.serial}`,
        }),
      ),
    );
    const traffic = [
      ...clients.map((c, i) => publishReadings(c, READING_DEVICES[i] as (typeof DEMO_DEVICES)[number], i)),
      buyOrders(first.baseUrl, owner.token, owner.companyId),
      buyOrders(first.baseUrl, owner.token, owner.companyId),
    ];
    const started = Date.now();
    const deadline = started + 45_000;
    while (
      Date.now() < deadline &&
      (Date.now() - started < MIN_TRAFFIC_MS || paid.length < 2 || acked.length < 200)
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Mid-flight: the devices and buyers are still sending.
    first.child.kill('SIGKILL');
    await first.exited();
    stopped = true;
    const ackedBeforeKill = acked.length;
    const buyers = await Promise.allSettled(traffic.slice(READING_DEVICES.length));
    expect(buyers.every((b) => b.status === 'fulfilled')).toBe(true);
    console.info(
      `crash: killed after ${acked.length} acknowledged readings, ${submitted.length} orders confirmed, ${paid.length} paid`,
    );
    expect(paid.length, 'orders paid before the kill').toBeGreaterThan(0);
    expect(acked.length, 'readings acknowledged before the kill').toBeGreaterThan(0);

    server = await startServerProcess(env, first.ports);
    // The devices reconnect on their own and send their unacknowledged messages again.
    await Promise.all(traffic.slice(0, READING_DEVICES.length));
    const resent = acked.slice(ackedBeforeKill);
    const again = await login(server.baseUrl, demoOwnerEmail('Customer'), DEMO_PASSWORD);
    for (const id of paid) {
      const order = await call(server.baseUrl, again.token, 'GET', `/company/${again.companyId}/order/${id}`);
      expect(order.status).toBe(200);
      expect(order.data).toMatchObject({ status: 'paid', fulfilment: 'done' });
    }
    server.child.kill('SIGTERM');
    expect(await server.exited(20_000), 'the restarted server stops cleanly').toBe(true);

    const db = await openDatabase({ url: database.url, dataDir });
    try {
      const stored = rowsOf<{ serial: string; ts: string; n: number }>(
        await db.db.execute(sql`
          select d.serial, (extract(epoch from r.ts) * 1000)::bigint::text as ts, count(*)::int as n
          from readings r join devices d on d.id = r.device_id
          where d.serial in ${READING_DEVICES.map((d) => d.serial)}
          group by d.serial, r.ts`),
      );
      const present = new Map(stored.map((r) => [`${r.serial}@${r.ts}`, r.n]));
      const lost = acked.filter((a) => !present.has(`${a.serial}@${a.ts}`));
      expect(lost, `${lost.length} of ${acked.length} acknowledged readings lost`).toEqual([]);
      // QoS 1 is at least once: a message committed whose PUBACK the kill cut off is stored again when the
      // device resends it. Only those may be twice; nothing acknowledged before the kill is.
      const resentKeys = new Set(resent.map((a) => `${a.serial}@${a.ts}`));
      const duplicates = stored.filter((r) => r.n > 1);
      console.info(
        `crash: ${resent.length} resent and acknowledged after the restart, ${duplicates.length} stored twice`,
      );
      expect(duplicates.filter((r) => r.n > 2 || !resentKeys.has(`${r.serial}@${r.ts}`))).toEqual([]);

      const orders = rowsOf<{
        id: number;
        status: string;
        fulfilment: string;
        lines: number;
        succeeded: number;
        devices: number;
        tokens: number;
      }>(
        await db.db.execute(sql`
          select o.id, o.status, o.fulfilment,
            (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
            (select count(*)::int from payments p where p.order_id = o.id and p.status = 'succeeded') as succeeded,
            (select count(*)::int from devices d where d.serial like 'O' || lpad(o.id::text, 6, '0') || '-%') as devices,
            (select count(*)::int from device_tokens t join devices d on d.id = t.device_id
              where d.serial like 'O' || lpad(o.id::text, 6, '0') || '-%') as tokens
          from orders o where o.company_id = ${again.companyId}`),
      );
      const byId = new Map(orders.map((o) => [o.id, o]));
      expect(
        submitted.filter((id) => !byId.has(id)),
        'confirmed orders lost',
      ).toEqual([]);
      // No half-written order, confirmed or not: lines with every order; paid means payment and devices.
      expect(orders.filter((o) => o.lines === 0)).toEqual([]);
      const devicesPerOrder = SENSOR_ORDER.devices.reduce((sum, d) => sum + d.qty, 0);
      for (const o of orders) {
        const isPaid = o.status === 'paid' || o.status === 'deployed';
        expect(o.succeeded, `order ${o.id}: succeeded payments`).toBe(isPaid ? 1 : 0);
        expect(o.devices, `order ${o.id}: devices`).toBe(isPaid ? devicesPerOrder : 0);
        expect(o.tokens, `order ${o.id}: tokens`).toBe(isPaid ? devicesPerOrder : 0);
        if (isPaid) expect(o.fulfilment).toBe('done');
      }
      for (const id of paid) expect(byId.get(id)?.status).toBe('paid');
    } finally {
      await db.close();
    }
  }, 180_000);
});
