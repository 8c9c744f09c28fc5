/**
 * Neuron's gate benchmark (issue 20): 50 edge boxes (gates) publish a Frigate plate event at the same instant
 * over MQTT to the embedded broker (in its thread); each plate has an access at its gate, so each gate's
 * barrier, signed in on its own MQTT connection, receives `open-barrier`. Measured: from the box's publish
 * to the barrier's receipt. Baseline in the same run and through the same broker and threads: a message of
 * each box that the server hands straight back to its barrier (no decision, no database). Target: p99 under
 * 300 ms.
 *
 *   npm run bench:anpr -w @atrium/bench
 *   BENCH_GATES=50 BENCH_ROUNDS=20 (each round every gate reads one new car)
 *   DATABASE_URL=postgres://… runs it on PostgreSQL instead of the embedded PGlite.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { metrowatch } from '@atrium/contracts';
import {
  createAccess,
  createGate,
  createResidentVehicle,
  type TestGate,
} from '@atrium/server/src/modules/anpr-frigate/__tests__/gate-fixture.ts';
import { startFrigateIngest } from '@atrium/server/src/modules/anpr-frigate/index.ts';
import { DEMO_DEVICE_PASSWORD } from '@atrium/server/src/modules/devices/devices.seed.ts';
import { startCommands } from '@atrium/server/src/modules/metrowatch/commands.service.ts';
import { commandChannelOf, startTelemetry } from '@atrium/server/src/modules/telemetry/index.ts';
import { frigateEventMessage, frigateObjectId } from '@atrium/server/src/simulator/anpr.ts';
import { createTestApp } from '@atrium/server/src/test/harness.ts';
import { connectAsync, type MqttClient } from 'mqtt';

const GATES = Number(process.env.BENCH_GATES ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const PING_TOPIC = 'frigate/ping/car/snapshot';

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');
const plateOf = (gate: number) => `BN${String(gate).padStart(3, '0')}7`;

async function main() {
  const t = await createTestApp({
    MQTT_PORT: '0',
    HOST: '127.0.0.1',
    ANPR_BOX_RATE_PER_SECOND: '1000',
    ANPR_BOX_BURST: '1000',
  });
  const { db } = t.deps.database;
  const telemetry = await startTelemetry(t.deps, t.app.log);
  const stopCommands = startCommands(t.deps, t.app.log);
  const frigate = startFrigateIngest(t.deps, t.app.log);
  const url = `mqtt://127.0.0.1:${telemetry.transport.port}`;

  const gates: TestGate[] = [];
  for (let i = 0; i < GATES; i++) {
    const gate = await createGate(db, `BG${i}`);
    const { vehicleId } = await createResidentVehicle(db, gate.companyId, `Resident ${i}`, plateOf(i));
    await createAccess(db, gate, { name: 'Residents', vehicleId });
    gates.push(gate);
  }
  // The baseline: a box's ping goes straight back to its gate's barrier.
  const barrierOf = new Map(gates.map((g) => [g.box.serial, g.barrier.serial]));
  const channel = commandChannelOf(t.deps.database);
  const stopPing = channel.onFrigate((message) => {
    if (message.topic !== PING_TOPIC) return;
    const barrier = barrierOf.get(message.serial);
    if (barrier)
      void channel.publish(metrowatch.commandTopic(barrier), Buffer.from(message.payload).toString('utf8'));
  });

  const connect = (serial: string) =>
    connectAsync(url, {
      username: serial,
      password: DEMO_DEVICE_PASSWORD,
      reconnectPeriod: 0,
      connectTimeout: 10_000,
    });
  const received = new Map<string, number>();
  const clients: MqttClient[] = [];
  const boxes: MqttClient[] = [];
  for (const gate of gates) {
    const barrier = await connect(gate.barrier.serial);
    barrier.on('message', (_topic, payload) => {
      const at = performance.now();
      const message = JSON.parse(payload.toString('utf8')) as { ping?: string; params?: { plate?: string } };
      const key = message.ping ?? `plate:${message.params?.plate}`;
      if (!received.has(key)) received.set(key, at);
    });
    await barrier.subscribeAsync(metrowatch.commandTopic(gate.barrier.serial), { qos: 1 });
    const box = await connect(gate.box.serial);
    clients.push(barrier, box);
    boxes.push(box);
  }

  /** Every gate at once; resolves with each message's latency once all arrived (or 10 s passed). */
  async function burst(
    keyOf: (gate: number) => string,
    send: (box: MqttClient, gate: number) => Promise<unknown>,
  ) {
    for (let i = 0; i < GATES; i++) received.delete(keyOf(i));
    const sentAt = new Map<string, number>();
    await Promise.all(
      boxes.map((box, i) => {
        sentAt.set(keyOf(i), performance.now());
        return send(box, i);
      }),
    );
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline && [...sentAt.keys()].some((k) => !received.has(k))) {
      await new Promise((r) => setTimeout(r, 5));
    }
    const latencies: number[] = [];
    let missing = 0;
    for (const [key, at] of sentAt) {
      const got = received.get(key);
      if (got === undefined) missing += 1;
      else latencies.push(got - at);
    }
    return { latencies, missing };
  }

  const baseline: number[] = [];
  const plates: number[] = [];
  let missingBaseline = 0;
  let missingPlates = 0;
  // Warm-up round (connections, caches, prepared paths), not counted.
  for (let round = -1; round < ROUNDS; round++) {
    const ping = await burst(
      (i) => `r${round}g${i}`,
      (box, i) => box.publishAsync(PING_TOPIC, JSON.stringify({ ping: `r${round}g${i}` }), { qos: 0 }),
    );
    // Each round a new car (tracked object) at every gate; `burst` clears the previous round's receipts.
    const cars = await burst(
      (i) => `plate:${plateOf(i)}`,
      (box, i) =>
        box.publishAsync(
          'frigate/events',
          frigateEventMessage('update', {
            id: frigateObjectId(),
            camera: 'gate_cam',
            plate: plateOf(i),
            score: 0.93,
          }),
          { qos: 0 },
        ),
    );
    if (round < 0) continue;
    baseline.push(...ping.latencies);
    plates.push(...cars.latencies);
    missingBaseline += ping.missing;
    missingPlates += cars.missing;
    await new Promise((r) => setTimeout(r, 200));
  }

  const lines = [
    '# Neuron: Frigate plate event → barrier command (50 gates at once)',
    '',
    `${new Date().toISOString()} · ${cpus().length} CPUs · load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} · ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
    '',
    `${GATES} gates (edge box, camera, barrier; one MQTT connection per box and per barrier), ${ROUNDS} rounds; each round every box publishes at once a \`frigate/events\` update with a resident's plate (access at its gate), and the barrier receives \`open-barrier\`. Baseline: each box's message handed straight back to its barrier by the server (same broker thread, same channel, no decision).`,
    '',
    '| path | messages | p50 | p95 | p99 | max | missing |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| baseline: box → server → barrier | ${baseline.length} | ${ms(pct(baseline, 50))} | ${ms(pct(baseline, 95))} | ${ms(pct(baseline, 99))} | ${ms(Math.max(...baseline))} | ${missingBaseline} |`,
    `| plate event → decision, log, command → barrier | ${plates.length} | ${ms(pct(plates, 50))} | ${ms(pct(plates, 95))} | ${ms(pct(plates, 99))} | ${ms(Math.max(...plates))} | ${missingPlates} |`,
    '',
  ];
  const text = lines.join('\n');
  console.log(text);
  const dir = path.join(import.meta.dirname, '..', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'anpr-frigate.md'), text);

  await Promise.all(clients.map((c) => c.endAsync(true)));
  stopPing();
  await frigate.stop();
  stopCommands();
  await telemetry.stop();
  await t.close();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
