import { metrowatch } from '@atrium/contracts';
import { connectAsync, type MqttClient } from 'mqtt';
import { DEFCON_DEMO_PANELS, type DemoPanel } from '../modules/defcon/panels.seed.ts';
import { buildFrame, sendSiaFrame, siaData } from '../modules/defcon/sia/index.ts';

/**
 * Defcon's demo panels speaking SIA DC-09 to the receiver (issue 18): each panel sends a link test (`NULL`)
 * at once and then three times per supervision interval, so it shows online and never trips 'panel offline';
 * now and then one panel reports a burglary on a detector or contact zone (`BA`) and its restoral (`BR`)
 * a little later. Keyed panels send encrypted frames over TCP, the clear one over UDP, as real communicators
 * do. With `mqttUrl`, each panel also takes its commands on `devices/<serial>/commands` (signed in as itself):
 * arm and disarm report a closing or opening by keypad user 1 over SIA, panic a panic alarm (restored later),
 * the others are acknowledged (a Wi-Fi scan with the networks it found). Started by the defcon module when
 * SIMULATE is on; a failed send is counted, never thrown.
 */

export interface PanelSimulatorOptions {
  host?: string;
  /** The receiver's TCP port. */
  port: number;
  /** Its UDP port (default: the TCP port). */
  udpPort?: number;
  panels?: readonly DemoPanel[];
  /** Between two link tests of a panel (default: a third of its supervision interval, at least 5 s). */
  linkTestMs?: number;
  /** Between two burglaries (default 15 minutes; the first after firstBurglaryMs). */
  burglaryEveryMs?: number;
  firstBurglaryMs?: number;
  /** From a burglary to its restoral (default 45 s). */
  restoreAfterMs?: number;
  random?: () => number;
  log?: { warn(details: object, message: string): void };
  /** The broker the panels take their commands from, and their device password. */
  mqttUrl?: string;
  mqttPassword?: string;
}

export interface PanelSimulatorStats {
  sent: number;
  acked: number;
  refused: number;
  unanswered: number;
}

export interface PanelSimulator {
  panels: readonly DemoPanel[];
  stats(): PanelSimulatorStats;
  /** Resolves once every panel listens for its commands (at once without mqttUrl). */
  listening: Promise<void>;
  stop(): Promise<void>;
}

const DETECTOR_HARDWARE = new Set([502, 503]);

export function startPanelSimulator(options: PanelSimulatorOptions): PanelSimulator {
  const panels = options.panels ?? DEFCON_DEMO_PANELS;
  const random = options.random ?? Math.random;
  const host = options.host ?? '127.0.0.1';
  const stats: PanelSimulatorStats = { sent: 0, acked: 0, refused: 0, unanswered: 0 };
  const timers = new Set<NodeJS.Timeout>();
  const pending = new Set<Promise<unknown>>();
  const sequences = new Map<string, number>();
  let stopped = false;

  const later = (ms: number, run: () => void, repeat = false) => {
    const timer = (repeat ? setInterval : setTimeout)(() => {
      if (!repeat) timers.delete(timer);
      if (!stopped) run();
    }, ms);
    timer.unref?.();
    timers.add(timer);
  };

  function send(panel: DemoPanel, token: 'NULL' | 'SIA-DCS', data = '') {
    const sequence = ((sequences.get(panel.account) ?? 0) % 9999) + 1;
    sequences.set(panel.account, sequence);
    const key = panel.key ?? undefined;
    const frame = buildFrame({ token, sequence, account: panel.account, data, ...(key && { key }) });
    stats.sent += 1;
    const job = sendSiaFrame({
      host,
      port: key ? options.port : (options.udpPort ?? options.port),
      transport: key ? 'tcp' : 'udp',
      frame,
      ...(key && { key }),
      timeoutMs: 5000,
    })
      .then((answer) => {
        if (!answer) stats.unanswered += 1;
        else if (answer.token === 'ACK') stats.acked += 1;
        else {
          stats.refused += 1;
          options.log?.warn({ account: panel.account, answer: answer.token }, 'simulated panel refused');
        }
      })
      .catch((error: unknown) => {
        stats.unanswered += 1;
        options.log?.warn({ err: error, account: panel.account }, 'simulated panel could not send');
      })
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  panels.forEach((panel, i) => {
    const every = options.linkTestMs ?? Math.max(5000, (panel.supervisionSeconds * 1000) / 3);
    later(50 + i * 100, () => send(panel, 'NULL'));
    later(every, () => send(panel, 'NULL'), true);
  });

  const burglary = () => {
    const candidates = panels.flatMap((panel) =>
      panel.zones.filter((z) => DETECTOR_HARDWARE.has(z.hardwareId)).map((zone) => ({ panel, zone })),
    );
    const pick = candidates[Math.floor(random() * candidates.length)];
    if (!pick) return;
    send(pick.panel, 'SIA-DCS', siaData('BA', pick.zone.zone, 1));
    later(options.restoreAfterMs ?? 45_000, () =>
      send(pick.panel, 'SIA-DCS', siaData('BR', pick.zone.zone, 1)),
    );
  };
  later(options.firstBurglaryMs ?? 120_000, burglary);
  later(options.burglaryEveryMs ?? 15 * 60_000, burglary, true);

  const clients: MqttClient[] = [];
  async function listen(panel: DemoPanel, url: string) {
    const client = await connectAsync(url, {
      username: panel.serial,
      password: options.mqttPassword ?? '',
      reconnectPeriod: 5000,
      connectTimeout: 5000,
    });
    clients.push(client);
    const topic = metrowatch.commandTopic(panel.serial);
    client.on('message', (t, payload) => {
      if (t !== topic || stopped) return;
      let message: { id?: string; command?: string };
      try {
        message = JSON.parse(payload.toString('utf8'));
      } catch {
        return;
      }
      const ack = (extra: { message?: string } = {}) =>
        void client
          .publishAsync(
            metrowatch.commandAckTopic(panel.serial),
            JSON.stringify({ id: message.id, status: 'ok', ...extra }),
          )
          .catch(() => undefined);
      if (message.command === 'arm') send(panel, 'SIA-DCS', siaData('CL', 1, 1));
      if (message.command === 'disarm') send(panel, 'SIA-DCS', siaData('OP', 1, 1));
      if (message.command === 'panic') {
        send(panel, 'SIA-DCS', siaData('PA', undefined, 1));
        later(options.restoreAfterMs ?? 45_000, () => send(panel, 'SIA-DCS', siaData('PR', undefined, 1)));
      }
      ack(
        message.command === 'wifi-scan'
          ? { message: 'Office (-48 dBm), Guest (-61 dBm), Warehouse-5G (-74 dBm)' }
          : {},
      );
    });
    await client.subscribeAsync(topic, { qos: 1 });
  }
  const { mqttUrl } = options;
  const listening = mqttUrl
    ? Promise.all(panels.map((panel) => listen(panel, mqttUrl))).then(
        () => undefined,
        (error: unknown) => options.log?.warn({ err: error }, 'simulated panels take no commands'),
      )
    : Promise.resolve();

  return {
    panels,
    listening,
    stats: () => ({ ...stats }),
    async stop() {
      stopped = true;
      await Promise.allSettled(clients.map((c) => c.endAsync(true)));
      for (const timer of timers) {
        clearTimeout(timer);
        clearInterval(timer);
      }
      timers.clear();
      await Promise.allSettled([...pending]);
    },
  };
}
