/**
 * `npm run simulate`: the demo devices publish realistic readings over MQTT, each signed in as itself, so
 * `npm start` + `npm run simulate` shows live data.
 *
 *   --url mqtt://127.0.0.1:1883   broker (SIMULATOR_MQTT_URL; default: localhost on MQTT_PORT)
 *   --devices 5                   how many demo devices (default: all)
 *   --interval 5000               ms between two readings of one device (SIMULATOR_INTERVAL_MS)
 *   --faults 0.05                 share of messages that are faulty: malformed, out of range, wrong type
 *   --flood AQ5-0001              this device publishes as fast as it can (the server rate-limits it)
 *   --duration 60                 seconds, then stop (default: until Ctrl-C)
 *   --qos 1                       MQTT QoS (0 or 1)
 */
import { parseArgs } from 'node:util';
import { devices as contract } from '@atrium/contracts';
import { connectAsync, type MqttClient } from 'mqtt';
import { DEMO_DEVICE_PASSWORD, DEMO_DEVICES } from '../modules/devices/devices.seed.ts';
import { FAULTS, faultyPayload, keysOf, signalState, simulatedValues } from './signals.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    devices: { type: 'string' },
    interval: { type: 'string' },
    faults: { type: 'string' },
    flood: { type: 'string' },
    duration: { type: 'string' },
    qos: { type: 'string' },
    password: { type: 'string' },
  },
});

const number = (
  text: string | undefined,
  fallback: number,
  name: string,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
) => {
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isFinite(value) || value < min || value > max) {
    console.error(`--${name} must be a number from ${min} to ${max}`);
    process.exit(2);
  }
  return value;
};

const url = args.url ?? process.env.SIMULATOR_MQTT_URL ?? `mqtt://127.0.0.1:${process.env.MQTT_PORT ?? 1883}`;
const count = number(args.devices, DEMO_DEVICES.length, 'devices', 1, DEMO_DEVICES.length);
const intervalMs = number(args.interval ?? process.env.SIMULATOR_INTERVAL_MS, 5000, 'interval', 10);
const faultShare = number(args.faults, 0, 'faults', 0, 1);
const durationS = number(args.duration, 0, 'duration');
const qos = number(args.qos, 1, 'qos', 0, 1) as 0 | 1;
const password = args.password ?? DEMO_DEVICE_PASSWORD;

const stats = { sent: 0, acked: 0, faulty: 0, failed: 0 };
const clients: MqttClient[] = [];
const timers: NodeJS.Timeout[] = [];

async function run(demo: (typeof DEMO_DEVICES)[number], index: number) {
  const client = await connectAsync(url, { username: demo.serial, password, reconnectPeriod: 2000 });
  clients.push(client);
  const keys = keysOf(demo.hardwareId);
  const state = signalState(index + 1);
  const topic = contract.telemetryTopic(demo.serial);
  const send = () => {
    const faulty = state.next() < faultShare;
    const payload = faulty
      ? faultyPayload(FAULTS[Math.floor(state.next() * FAULTS.length)] ?? 'malformed', keys)
      : JSON.stringify({ ts: Date.now(), values: simulatedValues(keys, state, new Date()) });
    stats.sent += 1;
    if (faulty) stats.faulty += 1;
    client.publishAsync(topic, payload, { qos }).then(
      () => {
        stats.acked += 1;
      },
      () => {
        stats.failed += 1;
      },
    );
  };
  if (demo.serial === args.flood) {
    const flood = () => {
      for (let i = 0; i < 50; i++) send();
      timers.push(setTimeout(flood, 10));
    };
    flood();
    return;
  }
  // Spread the devices over the interval instead of publishing all at once.
  timers.push(
    setTimeout(
      () => {
        send();
        timers.push(setInterval(send, intervalMs));
      },
      (intervalMs * index) / count,
    ),
  );
}

async function stop(code = 0) {
  for (const timer of timers) clearTimeout(timer);
  await Promise.allSettled(clients.map((client) => client.endAsync()));
  console.log(
    `simulator: stopped after ${stats.sent} messages (${stats.faulty} faulty, ${stats.failed} failed)`,
  );
  process.exit(code);
}

async function main() {
  const chosen = DEMO_DEVICES.slice(0, count);
  console.log(
    `simulator: ${chosen.length} devices → ${url}, every ${intervalMs} ms, faults ${faultShare * 100} %`,
  );
  try {
    await Promise.all(chosen.map(run));
  } catch (error) {
    console.error(
      `simulator: could not connect to ${url}: ${error instanceof Error ? error.message : error}`,
    );
    console.error('Is the server running (npm start)? Is MQTT_PORT the same here and there?');
    await stop(1);
  }
  const report = setInterval(() => {
    console.log(
      `simulator: ${stats.sent} sent, ${stats.acked} acknowledged, ${stats.faulty} faulty, ${stats.failed} failed`,
    );
  }, 10_000);
  timers.push(report);
  if (durationS > 0) timers.push(setTimeout(() => void stop(), durationS * 1000));
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

void main();
