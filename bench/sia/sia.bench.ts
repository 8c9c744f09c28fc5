/**
 * SIA DC-09 receiver benchmark (issue 18): N simulated panels, each on its own TCP connection, send their NULL
 * link test once per supervision interval; after a warm-up, 1,000 burglary frames (SIA-DCS `BA`) arrive
 * within one second, one per panel. Measured: frames ACKed per second and the frame→ACK time (p50/p99/max) of the
 * burglaries and of the link tests; then a closed loop (every connection sends its next frame as soon as the
 * last is ACKed) for the receiver's ceiling. The same schedule, byte for byte the same sizes, then runs as plain
 * TCP round trips to a bare echo server in the same process: the floor the receiver is measured against.
 *
 * The receiver and the echo server run in this process; the panels in a child process (panels.ts), so the
 * senders' work is not billed to the receiver. onEvent is an empty async function: the frame→alarm part
 * belongs to the Defcon domain. All panels share one address (127.0.0.1), so the flood limit is off here.
 *
 *   npm run bench:sia                     (root or -w @atrium/bench)
 *   BENCH_PANELS=2000 BENCH_INTERVAL_S=60 BENCH_BURST=1000 BENCH_WARMUP_S=5 BENCH_SATURATE_S=5
 *   BENCH_CONCURRENCY=200 (closed-loop connections) BENCH_ROUNDS=3 (alternating which server goes first; the rows
 *   merge the rounds: a shared machine's load falls on both sides alike) BENCH_ENCRYPTED=0 (1: every panel AES-128, *ACK replies)
 */
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { startSiaReceiver } from '@atrium/server/src/modules/defcon/sia/index.ts';
import { BENCH_KEY, type PanelsConfig, type PhaseResult } from './panels.ts';

const config: PanelsConfig = {
  panels: Number(process.env.BENCH_PANELS ?? 2000),
  intervalS: Number(process.env.BENCH_INTERVAL_S ?? 60),
  burst: Number(process.env.BENCH_BURST ?? 1000),
  warmupS: Number(process.env.BENCH_WARMUP_S ?? 5),
  saturateS: Number(process.env.BENCH_SATURATE_S ?? 5),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 200),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  encrypted: process.env.BENCH_ENCRYPTED === '1',
  siaPort: 0,
  echoPort: 0,
};

const receiver = await startSiaReceiver({
  port: 0,
  host: '127.0.0.1',
  udp: false,
  maxFramesPerSecond: 0,
  lookupAccount: async () => (config.encrypted ? { key: BENCH_KEY } : {}),
  onEvent: async () => {},
});
const echo = net.createServer((socket) => {
  socket.setNoDelay(true);
  socket.on('data', (chunk) => socket.write(chunk));
  socket.on('error', () => {});
});
echo.maxConnections = 50_000;
await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
config.siaPort = receiver.tcpPort as number;
config.echoPort = (echo.address() as net.AddressInfo).port;

const serverCpu = new Map<string, number>();
let phaseStart = process.cpuUsage();
const child = fork(path.join(import.meta.dirname, 'panels.ts'), [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
const results = await new Promise<PhaseResult[]>((resolve, reject) => {
  child.on('message', (message: { type: string; phase?: string; results?: PhaseResult[] }) => {
    if (message.type === 'phase-start') phaseStart = process.cpuUsage();
    if (message.type === 'phase-end' && message.phase) {
      const used = process.cpuUsage(phaseStart);
      serverCpu.set(message.phase, (serverCpu.get(message.phase) ?? 0) + (used.user + used.system) / 1000);
    }
    if (message.type === 'done' && message.results) resolve(message.results);
  });
  child.on('exit', (code) => (code ? reject(new Error(`panels exited with ${code}`)) : undefined));
  child.send({ type: 'start', config });
});
const stats = receiver.stats();
await receiver.close();
echo.close();

const f = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const row = (r: PhaseResult) =>
  `| ${r.name} | ${r.sent} | ${r.answered} | ${f(r.perSecond)} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.max)} | ${f(serverCpu.get(r.phase) ?? 0)} |`;
const lines = [
  `SIA DC-09 receiver, ${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, node ${process.version}`,
  `${config.panels} panels, link test every ${config.intervalS} s (${f(config.panels / config.intervalS)}/s), burst ${config.burst} BA frames in 1 s after ${config.warmupS} s, closed loop ${config.concurrency} connections × ${config.saturateS} s, ${config.rounds} rounds alternating, ${config.encrypted ? 'AES-128 encrypted (*ACK)' : 'clear frames'}`,
  '',
  '| phase | sent | answered | answered/s | p50 ms | p99 ms | max ms | server CPU ms (phase) |',
  '|---|---|---|---|---|---|---|---|',
  ...results.map(row),
  '',
  `receiver counters: ${JSON.stringify(stats)}`,
];
console.log(lines.join('\n'));
mkdirSync(path.join(import.meta.dirname, '..', 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, '..', 'results', `sia${config.encrypted ? '-encrypted' : ''}.md`),
  `${lines.join('\n')}\n`,
);
process.exit(0);
