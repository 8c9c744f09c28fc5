/**
 * The panels of the SIA benchmark (a child process of sia.bench.ts): one TCP connection per panel, frames
 * pipelined on it, answers paired in order. Runs the same schedule against the DC-09 receiver and against a bare
 * echo server (payloads of the same sizes) and reports each phase to the parent.
 */
import net from 'node:net';
import { buildFrame, siaData } from '@atrium/server/src/modules/defcon/sia/index.ts';

export const BENCH_KEY = '0123456789ABCDEF';

export interface PanelsConfig {
  panels: number;
  intervalS: number;
  burst: number;
  warmupS: number;
  saturateS: number;
  concurrency: number;
  /** Rounds, alternating which server goes first; rows merge the rounds. */
  rounds: number;
  encrypted: boolean;
  siaPort: number;
  echoPort: number;
}

export interface PhaseResult {
  /** The phase the server's CPU is measured over (several rows may share one). */
  phase: string;
  name: string;
  sent: number;
  answered: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
}

class LineClient {
  private socket: net.Socket;
  private text = '';
  private queue: { started: number; resolve: (answer: { ms: number; reply: string }) => void }[] = [];
  readonly ready: Promise<void>;
  constructor(port: number) {
    this.socket = net.connect({ port, host: '127.0.0.1' });
    this.socket.setNoDelay(true);
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk) => {
      this.text += chunk.toString('latin1');
      let cr = this.text.indexOf('\r');
      while (cr >= 0) {
        const reply = this.text.slice(0, cr);
        this.text = this.text.slice(cr + 1);
        cr = this.text.indexOf('\r');
        const next = this.queue.shift();
        next?.resolve({ ms: performance.now() - next.started, reply });
      }
    });
  }
  request(payload: string) {
    return new Promise<{ ms: number; reply: string }>((resolve) => {
      this.queue.push({ started: performance.now(), resolve });
      this.socket.write(payload, 'latin1');
    });
  }
  close() {
    this.socket.destroy();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Raw {
  phase: string;
  name: string;
  sent: number;
  latencies: number[];
  seconds: number;
}
const raw = (phase: string, name: string, sent: number, latencies: number[], seconds: number): Raw => ({
  phase,
  name,
  sent,
  latencies,
  seconds,
});

function summary({ phase, name, sent, latencies, seconds }: Raw): PhaseResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    phase,
    name,
    sent,
    answered: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}

async function connectAll(port: number, count: number): Promise<LineClient[]> {
  const clients: LineClient[] = [];
  for (let i = 0; i < count; i += 500) {
    const batch = Array.from({ length: Math.min(500, count - i) }, () => new LineClient(port));
    await Promise.all(batch.map((c) => c.ready));
    clients.push(...batch);
  }
  return clients;
}

type Kind = 'null' | 'burglary';
interface Payloads {
  make(panel: number, kind: Kind): string;
  ok(reply: string): boolean;
}

function siaPayloads(config: PanelsConfig): Payloads {
  const sequences = new Uint16Array(config.panels);
  return {
    make(panel, kind) {
      sequences[panel] = ((sequences[panel] ?? 0) % 9999) + 1;
      const sequence = sequences[panel] as number;
      return buildFrame({
        token: kind === 'null' ? 'NULL' : 'SIA-DCS',
        sequence,
        account: (0x10000 + panel).toString(16).toUpperCase(),
        data: kind === 'null' ? '' : siaData('BA', (sequence % 999) + 1, 1),
        ...(config.encrypted && { key: BENCH_KEY }),
      });
    },
    ok: (reply) => reply.includes('ACK"'),
  };
}

/** Echo payloads of the same sizes as the frames (a <CR> ends each, none inside); sizes are fixed per kind. */
function echoPayloads(config: PanelsConfig): Payloads {
  const sia = siaPayloads(config);
  const line = (kind: Kind) => `${'E'.repeat(sia.make(0, kind).length - 1)}\r`;
  const lines: Record<Kind, string> = { null: line('null'), burglary: line('burglary') };
  return {
    make: (_panel, kind) => lines[kind],
    ok: (reply) => reply.length > 0,
  };
}

function phase(name: string) {
  process.send?.({ type: 'phase-start', phase: name });
  return () => process.send?.({ type: 'phase-end', phase: name });
}

/** Link tests on the supervision interval, a burst of burglaries in one second after the warm-up. */
async function scheduled(label: string, clients: LineClient[], payloads: Payloads, config: PanelsConfig) {
  const duration = config.warmupS + 1 + 3;
  const plan: { at: number; panel: number; kind: Kind }[] = [];
  for (let panel = 0; panel < config.panels; panel++) {
    for (let at = (panel / config.panels) * config.intervalS; at < duration; at += config.intervalS) {
      plan.push({ at: at * 1000, panel, kind: 'null' });
    }
  }
  for (let j = 0; j < config.burst; j++) {
    plan.push({ at: (config.warmupS + j / config.burst) * 1000, panel: j % config.panels, kind: 'burglary' });
  }
  plan.sort((a, b) => a.at - b.at);
  const latencies: Record<Kind, number[]> = { null: [], burglary: [] };
  let burstFirst = Number.POSITIVE_INFINITY;
  let burstLast = 0;
  const waits: Promise<void>[] = [];
  const end = phase(`${label} schedule`);
  const start = performance.now();
  let next = 0;
  while (next < plan.length) {
    const now = performance.now() - start;
    while (next < plan.length && (plan[next]?.at ?? 0) <= now) {
      const item = plan[next++] as (typeof plan)[number];
      const client = clients[item.panel] as LineClient;
      if (item.kind === 'burglary') burstFirst = Math.min(burstFirst, performance.now());
      waits.push(
        client.request(payloads.make(item.panel, item.kind)).then(({ ms, reply }) => {
          if (!payloads.ok(reply)) return;
          latencies[item.kind].push(ms);
          if (item.kind === 'burglary') burstLast = Math.max(burstLast, performance.now());
        }),
      );
    }
    await sleep(2);
  }
  await Promise.all(waits);
  end();
  const nulls = plan.filter((p) => p.kind === 'null').length;
  return [
    raw(
      `${label} schedule`,
      `${label}: ${config.burst} burglaries in 1 s`,
      config.burst,
      latencies.burglary,
      (burstLast - burstFirst) / 1000,
    ),
    raw(`${label} schedule`, `${label}: link tests`, nulls, latencies.null, duration),
  ];
}

/** Every connection sends its next frame once the last is answered, for saturateS seconds. */
async function closedLoop(label: string, clients: LineClient[], payloads: Payloads, config: PanelsConfig) {
  const latencies: number[] = [];
  let sent = 0;
  const end = phase(`${label} closed loop`);
  const stop = performance.now() + config.saturateS * 1000;
  await Promise.all(
    clients.slice(0, config.concurrency).map(async (client, panel) => {
      while (performance.now() < stop) {
        sent++;
        const { ms, reply } = await client.request(payloads.make(panel, 'burglary'));
        if (payloads.ok(reply)) latencies.push(ms);
      }
    }),
  );
  end();
  return raw(
    `${label} closed loop`,
    `${label}: closed loop, ${config.concurrency} connections`,
    sent,
    latencies,
    config.saturateS,
  );
}

process.on('message', async (message: { type: string; config: PanelsConfig }) => {
  if (message.type !== 'start') return;
  const config = message.config;
  const merged = new Map<string, Raw>();
  const add = (r: Raw) => {
    const m = merged.get(r.name);
    if (!m) merged.set(r.name, { ...r, latencies: [...r.latencies] });
    else {
      m.sent += r.sent;
      m.seconds += r.seconds;
      m.latencies = m.latencies.concat(r.latencies);
    }
  };
  const frames = siaPayloads(config);
  const lines = echoPayloads(config);
  const targets = {
    'DC-09': { port: config.siaPort, payloads: frames },
    'TCP echo': { port: config.echoPort, payloads: lines },
  } as const;
  for (let round = 0; round < config.rounds; round++) {
    const order = round % 2 === 0 ? (['DC-09', 'TCP echo'] as const) : (['TCP echo', 'DC-09'] as const);
    for (const label of order) {
      const { port, payloads } = targets[label];
      const clients = await connectAll(port, config.panels);
      for (const r of await scheduled(label, clients, payloads, config)) add(r);
      add(await closedLoop(label, clients, payloads, config));
      for (const c of clients) c.close();
      await sleep(500);
    }
  }
  const order = [...merged.values()].sort(
    (a, b) => (a.name.startsWith('DC-09') ? 0 : 1) - (b.name.startsWith('DC-09') ? 0 : 1),
  );
  process.send?.({ type: 'done', results: order.map(summary) });
  process.exit(0);
});
