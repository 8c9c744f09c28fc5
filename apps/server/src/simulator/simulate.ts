/**
 * `npm run simulate`: the demo devices publish realistic readings over MQTT, each signed in as itself. The
 * server already runs the same simulator in development (SIMULATE); this command drives another server or
 * broker, or the same one harder.
 *
 *   --url mqtt://127.0.0.1:1883   broker (SIMULATOR_MQTT_URL; default: localhost on MQTT_PORT, else 1883)
 *   --devices 5                   how many demo devices (default: all)
 *   --interval 5000               ms between two readings of one device (SIMULATOR_INTERVAL_MS)
 *   --faults 0.05                 share of messages that are faulty: half of them excursions that cross the
 *                                 demo alarm template's rules, the rest malformed, out of range, wrong type
 *   --flood AQ5-0001              this device publishes as fast as it can (the server rate-limits it)
 *   --duration 60                 seconds, then stop (default: until Ctrl-C)
 *   --qos 1                       MQTT QoS (0 or 1)
 */
import { parseArgs } from 'node:util';
import { ALL_DEMO_DEVICES, type Simulator, startSimulator } from './simulator.ts';

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
const count = number(args.devices, ALL_DEMO_DEVICES.length, 'devices', 1, ALL_DEMO_DEVICES.length);
const intervalMs = number(args.interval ?? process.env.SIMULATOR_INTERVAL_MS, 5000, 'interval', 10);
const faults = number(args.faults, 0, 'faults', 0, 1);
const durationS = number(args.duration, 0, 'duration');
const qos = number(args.qos, 1, 'qos', 0, 1) as 0 | 1;

let simulator: Simulator | undefined;
const report = (simulator: Simulator, what: string) => {
  const { sent, acked, faulty, excursions, failed } = simulator.stats;
  console.log(
    `simulator: ${what} ${sent} messages, ${acked} acknowledged, ${faulty} faulty (${excursions} excursions), ${failed} failed`,
  );
};

async function stop(code = 0) {
  if (simulator) {
    await simulator.stop();
    report(simulator, 'stopped after');
  }
  process.exit(code);
}

async function main() {
  const devices = ALL_DEMO_DEVICES.slice(0, count);
  console.log(
    `simulator: ${devices.length} devices → ${url}, every ${intervalMs} ms, faults ${faults * 100} %`,
  );
  try {
    simulator = await startSimulator({
      url,
      devices,
      intervalMs,
      faults,
      qos,
      flood: args.flood,
      password: args.password,
      log: { warn: (message) => console.warn(message) },
    });
  } catch (error) {
    console.error(
      `simulator: could not connect to ${url}: ${error instanceof Error ? error.message : error}`,
    );
    console.error(
      'Is the server running (npm start)? Its start banner says which port its MQTT broker took (MQTT_PORT).',
    );
    return stop(1);
  }
  const running = simulator;
  setInterval(() => report(running, 'so far'), 10_000);
  if (durationS > 0) setTimeout(() => void stop(), durationS * 1000);
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

void main();
