import type { alarms } from '@atrium/contracts';
import { devices as contract, metrowatch } from '@atrium/contracts';
import { connectAsync, type MqttClient } from 'mqtt';
import { DEMO_ALARM_RULES } from '../modules/alarms/alarms.seed.ts';
import { DEMO_DEVICE_PASSWORD, DEMO_DEVICES, type DemoDevice } from '../modules/devices/devices.seed.ts';
import { METROWATCH_DEMO_DEVICES } from '../modules/metrowatch/metrowatch.seed.ts';
import { LORAWAN_DEMO_HARDWARE_IDS } from './lorawan.ts';
import { type DeviceBehaviour, metrowatchBehaviour } from './metrowatch.ts';
import {
  crossableRules,
  FAULTS,
  faultyPayload,
  keysOf,
  type SignalState,
  signalState,
  simulatedValues,
} from './signals.ts';

/**
 * The demo devices publishing over MQTT, each signed in as itself: run by `npm run simulate` (simulate.ts)
 * and, in development with demo data, by the server itself on its embedded broker (SIMULATE).
 *
 * A faulty message is, half the time, an excursion: for EXCURSION_READINGS readings one value crosses a rule
 * of the demo alarm template (alarms.seed.ts, the one source of the thresholds), then it comes back, so the
 * operational alarm is raised, stays open a while and is cleared. The other faulty messages are refused by
 * the ingest (malformed, out of range, wrong type).
 */

/** Readings an excursion lasts: two minutes at the default interval of 5 s. */
export const EXCURSION_READINGS = 24;

/** Every demo device: the sensor solution's and Metro Watch's; LoRaWAN ones post through their network servers (lorawan.ts). */
export const ALL_DEMO_DEVICES: readonly DemoDevice[] = [...DEMO_DEVICES, ...METROWATCH_DEMO_DEVICES].filter(
  (device) => !LORAWAN_DEMO_HARDWARE_IDS.includes(device.hardwareId),
);

export interface SimulatorOptions {
  /** The broker, e.g. `mqtt://127.0.0.1:1883`. */
  url: string;
  /** Default: every demo device (ALL_DEMO_DEVICES). */
  devices?: readonly DemoDevice[];
  /** ms between two readings of one device; 0: no timers, the caller drives `tick()` (tests). */
  intervalMs: number;
  /** Share of messages that are faulty (0-1). */
  faults: number;
  qos?: 0 | 1;
  password?: string;
  /** This serial publishes as fast as it can (the server rate-limits it). */
  flood?: string;
  /** The rules excursions cross. Default: the demo alarm template's. */
  rules?: readonly alarms.Rule[];
  log?: { warn(message: string): void };
}

export interface SimulatorStats {
  sent: number;
  acked: number;
  faulty: number;
  excursions: number;
  failed: number;
  /** Credentials presented at locks (on `devices/<serial>/access`). */
  presented: number;
}

export interface Simulator {
  /** The devices signed in and publishing. */
  devices: readonly DemoDevice[];
  stats: SimulatorStats;
  /** One reading of every device now; resolves once the broker acknowledged them (QoS 1: stored). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/** One simulated device: its signals, and the excursion it is in, if any. */
export class SimulatedDevice {
  readonly keys: string[];
  readonly topic: string;
  private readonly state: SignalState;
  private readonly crossable: { key: string; value: number }[];
  private excursion: { key: string; value: number; left: number } | undefined;
  /** Metro Watch devices: doors, routes and commands instead of the sensor signals. */
  readonly behaviour: DeviceBehaviour | null;

  constructor(
    readonly demo: DemoDevice,
    seed: number,
    rules: readonly alarms.Rule[] = DEMO_ALARM_RULES,
  ) {
    this.keys = keysOf(demo.hardwareId);
    this.topic = contract.telemetryTopic(demo.serial);
    this.state = signalState(seed);
    this.behaviour = metrowatchBehaviour(demo, this.state);
    // The sensor solution's template has no rule for a lock or a tracker: their events are their own.
    this.crossable = this.behaviour ? [] : crossableRules(rules, this.keys);
  }

  /** The device's answer to a command message (a JSON text), or null when it is not one. */
  answer(payload: string, now: Date): metrowatch.CommandAck | null {
    let message: metrowatch.CommandMessage;
    try {
      const parsed = metrowatch.commandMessage.safeParse(JSON.parse(payload));
      if (!parsed.success) return null;
      message = parsed.data;
    } catch {
      return null;
    }
    const answer = this.behaviour?.command(message, now) ?? {
      status: 'error' as const,
      message: 'Unknown command',
    };
    return { id: message.id, ...answer };
  }

  /** The next message at `now`; `faults` is the share of faulty ones. */
  next(now: Date, faults: number): { payload: string; fault?: 'excursion' | (typeof FAULTS)[number] } {
    const { state } = this;
    if (state.next() < faults) {
      const pick = this.crossable[Math.floor(state.next() * this.crossable.length)];
      if (pick && !this.excursion && state.next() < 0.5) {
        this.excursion = { ...pick, left: EXCURSION_READINGS };
        return { payload: this.reading(now), fault: 'excursion' };
      }
      const fault = FAULTS[Math.floor(state.next() * FAULTS.length)] ?? 'malformed';
      return { payload: faultyPayload(fault, this.keys), fault };
    }
    return { payload: this.reading(now) };
  }

  private reading(now: Date): string {
    const values = this.behaviour ? this.behaviour.values(now) : simulatedValues(this.keys, this.state, now);
    const excursion = this.excursion;
    if (excursion) {
      values[excursion.key] = excursion.value;
      excursion.left -= 1;
      if (excursion.left <= 0) this.excursion = undefined;
    }
    return JSON.stringify({ ts: now.getTime(), values });
  }
}

/**
 * Metro Watch devices take their commands and acknowledge each on their ack topic; locks hear the server's
 * decisions on the credentials presented at them.
 */
async function obeyCommands(client: MqttClient, device: SimulatedDevice) {
  const topic = metrowatch.commandTopic(device.demo.serial);
  const decisions = metrowatch.accessDecisionTopic(device.demo.serial);
  client.on('message', (received, payload) => {
    if (received === decisions) {
      try {
        device.behaviour?.decided?.(JSON.parse(payload.toString('utf8')));
      } catch {
        // Not a decision: ignored, as a lock would.
      }
      return;
    }
    if (received !== topic) return;
    const ack = device.answer(payload.toString('utf8'), new Date());
    if (ack)
      void client
        .publishAsync(metrowatch.commandAckTopic(device.demo.serial), JSON.stringify(ack), { qos: 1 })
        .catch(() => {});
  });
  await client.subscribeAsync(device.behaviour?.presentation ? [topic, decisions] : topic, { qos: 1 });
}

/** A credential someone presented at a simulated lock since its last reading, published for a decision. */
function presentCredential(client: MqttClient, device: SimulatedDevice, now: Date, stats: SimulatorStats) {
  const request = device.behaviour?.presentation?.(now);
  if (!request) return;
  stats.presented += 1;
  void client
    .publishAsync(metrowatch.accessTopic(device.demo.serial), JSON.stringify(request), { qos: 1 })
    .catch(() => {});
}

/** Signs the devices in and starts publishing (with `intervalMs` 0, only on `tick()`). */
export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const chosen = options.devices ?? ALL_DEMO_DEVICES;
  const qos = options.qos ?? 1;
  const stats: SimulatorStats = { sent: 0, acked: 0, faulty: 0, excursions: 0, failed: 0, presented: 0 };
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const connected = await Promise.allSettled(
    chosen.map(async (demo, index) => {
      // No retries before the first connection: a refused sign-in or an absent broker fails at once.
      const client = await connectAsync(
        options.url,
        {
          username: demo.serial,
          password: options.password ?? DEMO_DEVICE_PASSWORD,
          reconnectPeriod: 2000,
          connectTimeout: 10_000,
        },
        false,
      );
      const device = new SimulatedDevice(demo, index + 1, options.rules);
      if (device.behaviour) await obeyCommands(client, device);
      return { client, device, index };
    }),
  );
  const running: { client: MqttClient; device: SimulatedDevice; index: number }[] = [];
  connected.forEach((result, index) => {
    if (result.status === 'fulfilled') running.push(result.value);
    else {
      const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
      options.log?.warn(`simulator: ${chosen[index]?.serial} could not sign in at ${options.url}: ${reason}`);
    }
  });
  if (running.length === 0 && chosen.length > 0) {
    throw new Error(`no demo device could sign in at ${options.url}`);
  }

  const send = ({ client, device }: (typeof running)[number]) => {
    const now = new Date();
    const { payload, fault } = device.next(now, options.faults);
    presentCredential(client, device, now, stats);
    stats.sent += 1;
    if (fault) stats.faulty += 1;
    if (fault === 'excursion') stats.excursions += 1;
    return client.publishAsync(device.topic, payload, { qos }).then(
      () => {
        stats.acked += 1;
      },
      () => {
        stats.failed += 1;
      },
    );
  };

  if (options.intervalMs > 0) {
    for (const one of running) {
      if (one.device.demo.serial === options.flood) {
        const flood = () => {
          if (stopped) return;
          for (let i = 0; i < 50; i++) void send(one);
          timers.push(setTimeout(flood, 10));
        };
        flood();
        continue;
      }
      // Spread the devices over the interval instead of publishing all at once.
      const first = (options.intervalMs * one.index) / chosen.length;
      timers.push(
        setTimeout(() => {
          void send(one);
          timers.push(setInterval(() => void send(one), options.intervalMs));
        }, first),
      );
    }
  }

  return {
    devices: running.map((r) => r.device.demo),
    stats,
    tick: async () => {
      await Promise.all(running.map(send));
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled(running.map(({ client }) => client.endAsync()));
    },
  };
}
