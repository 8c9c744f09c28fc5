/**
 * LoRaWAN uplink benchmark (issue 21): the demo customer's parking sensors deliver ChirpStack v4 `up` events,
 * each a new frame (fresh deduplication id, the device's next frame counter), over HTTP to
 * `POST /api/integrations/chirpstack?event=up`: bearer secret, DevEUI lookup, replay check, payload decoding,
 * then telemetry's batching into readings, answered once stored. Baseline in the same run, process and
 * database: a bare Fastify route hands the same readings of the same devices to the same batching (no secret,
 * no lookup, no replay check, no decoding), so the difference is the integration's own cost. The two take turns
 * round by round; medians reported. Every uplink answered `stored` must then be a reading (nothing lost).
 *
 *   npm run bench:lorawan
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:lorawan
 *   BENCH_SECONDS=5 BENCH_ROUNDS=3; each demo sensor posts its frames one after another, in order, as a
 *   network server delivers them
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { devices as contract } from '@atrium/contracts';
import { devices } from '@atrium/server/src/modules/devices/devices.schema.ts';
import { lorawanDevices } from '@atrium/server/src/modules/lorawan/lorawan.schema.ts';
import { DEMO_LORAWAN_SECRETS } from '@atrium/server/src/modules/lorawan/lorawan.seed.ts';
import { ingestOf } from '@atrium/server/src/modules/telemetry/index.ts';
import { createTestApp, type TestApp } from '@atrium/server/src/test/harness.ts';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadAverage } from '../harness/load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const VALUES = { occupancy: 1, battery: 90 };
/** The parking sensor's frame of VALUES (contracts' encoder and decoder for hardware 1701). */
const SPOT_FRAME = Buffer.from(contract.encodePayload.parking(VALUES)).toString('base64');

interface Device {
  id: number;
  serial: string;
  companyId: number;
  devEui: string;
}

interface Round {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Each device posts its next request as soon as its last is answered (a network server's order), for SECONDS. */
async function fire(
  baseUrl: string,
  demo: Device[],
  next: (device: Device) => { path: string; headers?: Record<string, string>; body: string },
  onAnswer: (body: string) => void,
): Promise<Round> {
  const latencies: number[] = [];
  let non2xx = 0;
  const started = performance.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    demo.map(async (device) => {
      while (performance.now() < end) {
        const { path, headers, body } = next(device);
        const sent = performance.now();
        const res = await fetch(`${baseUrl}${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        });
        const text = await res.text();
        latencies.push(performance.now() - sent);
        if (!res.ok) non2xx += 1;
        onAnswer(text);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return {
    rps: latencies.length / ((performance.now() - started) / 1000),
    p50: at(0.5),
    p99: at(0.99),
    non2xx,
  };
}

async function readingsOf(t: TestApp, demo: Device[]) {
  const ids = sql.raw(demo.map((d) => d.id).join(','));
  const result = (await t.deps.database.db.execute(
    sql`select count(*)::int as n from readings where device_id in (${ids})`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

async function main() {
  const t = await createTestApp({
    // Both paths are measured at capacity: no per-device or per-integration limit.
    TELEMETRY_DEVICE_RATE_PER_SECOND: '10000',
    TELEMETRY_DEVICE_BURST: '100000',
    LORAWAN_INTEGRATION_RATE_PER_SECOND: '100000',
    LORAWAN_INTEGRATION_BURST: '1000000',
  });
  const demo: Device[] = await t.deps.database.db
    .select({
      id: devices.id,
      serial: devices.serial,
      companyId: devices.companyId,
      devEui: lorawanDevices.devEui,
    })
    .from(lorawanDevices)
    .innerJoin(devices, eq(devices.id, lorawanDevices.deviceId))
    .where(eq(devices.hardwareId, 1701))
    .then((rows) => rows.map((r) => ({ ...r, companyId: r.companyId ?? 0 })));
  if (demo.length === 0) throw new Error('no demo parking sensors with a DevEUI');
  const appUrl = await listen(t.app);

  const ingest = ingestOf(t.deps);
  const byId = new Map(demo.map((d) => [d.id, d]));
  const bare = Fastify();
  bare.post<{ Params: { id: string } }>('/bare/:id', async (request) => {
    const device = byId.get(Number(request.params.id)) as Device;
    const parsed = contract.checkReading(request.body, new Date());
    if (!parsed.ok) throw new Error(parsed.msg);
    await ingest.add({ ...device, blocked: false }, parsed);
    return { data: { outcome: 'stored' } };
  });
  const bareUrl = await listen(bare);
  console.log(
    `lorawan bench: ${t.deps.database.driver}, ${demo.length} sensors (one connection each), ${SECONDS} s × ${ROUNDS} rounds, load ${loadAverage()}`,
  );

  const fCnt = new Map<number, number>();
  const chirpstack = (device: Device) => {
    const counter = (fCnt.get(device.id) ?? 1_000_000) + 1;
    fCnt.set(device.id, counter);
    return {
      path: '/api/integrations/chirpstack?event=up',
      headers: { authorization: `Bearer ${DEMO_LORAWAN_SECRETS.chirpstack}` },
      body: JSON.stringify({
        deduplicationId: randomUUID(),
        time: new Date().toISOString(),
        deviceInfo: { deviceName: device.serial, devEui: device.devEui.toLowerCase() },
        fCnt: counter,
        fPort: 1,
        data: SPOT_FRAME,
        rxInfo: [{ gatewayId: '0016c001ff10a235', rssi: -71, snr: 7.25 }],
      }),
    };
  };
  const plain = (device: Device) => ({
    path: `/bare/${device.id}`,
    body: JSON.stringify({ values: VALUES }),
  });

  const before = await readingsOf(t, demo);
  const outcomes = new Map<string, number>();
  const count = (body: string) => {
    let outcome = 'error';
    try {
      outcome = (JSON.parse(body) as { data?: { outcome?: string } }).data?.outcome ?? 'error';
    } catch {}
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  };
  const baseline: Round[] = [];
  const lora: Round[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    baseline.push(await fire(bareUrl, demo, plain, count));
    lora.push(await fire(appUrl, demo, chirpstack, count));
  }
  // Answers come once stored, and every request was answered.
  const added = (await readingsOf(t, demo)) - before;
  const answeredStored = outcomes.get('stored') ?? 0;
  const missing = Math.max(0, answeredStored - added);

  const summary = (rounds: Round[]) => ({
    'uplinks/s': Math.round(median(rounds.map((r) => r.rps))),
    'p50 ms': median(rounds.map((r) => r.p50)),
    'p99 ms': median(rounds.map((r) => r.p99)),
    'non-2xx': rounds.reduce((n, r) => n + r.non2xx, 0),
  });
  const rows = [
    { path: 'bare route → batching (baseline)', ...summary(baseline) },
    { path: 'ChirpStack integration', ...summary(lora) },
  ];
  console.table(rows);
  const ratio = (rows[1]?.['uplinks/s'] ?? 0) / Math.max(1, rows[0]?.['uplinks/s'] ?? 1);
  console.log(
    `ChirpStack uplinks at ${(ratio * 100).toFixed(0)} % of the baseline's rate; answers ${JSON.stringify(Object.fromEntries(outcomes))}; ` +
      `readings added ${added}; answered stored but missing: ${missing}`,
  );
  const out = path.join(import.meta.dirname, '..', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'lorawan.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        driver: t.deps.database.driver,
        load: loadAverage(),
        rows,
        ratio,
        missing,
      },
      null,
      2,
    ),
  );
  await bare.close();
  await t.close();
  if (missing !== 0) process.exitCode = 1;
}

await main();
