/**
 * The devices of the ingest benchmark, in their own process so the server's CPU is measured apart.
 * argv: url, device count, password, seconds, inflight per device, target msgs/s overall (0: as fast as
 * acknowledgements allow; open loop, each device holds at most `inflight` unacknowledged and counts what it
 * held back). Each message carries 3 values and its send time as `ts`. Prints a JSON
 * summary on stdout when done.
 */
import { connectAsync, type MqttClient } from 'mqtt';

const [url = '', countText = '1', password = '', secondsText = '10', inflightText = '50', rateText = '0'] =
  process.argv.slice(2);
const count = Number(countText);
const seconds = Number(secondsText);
const inflight = Number(inflightText);
const rate = Number(rateText);

const serial = (i: number) => `BENCH-${String(i).padStart(6, '0')}`;
const clients: MqttClient[] = [];
for (let i = 0; i < count; i++) {
  clients.push(
    await connectAsync(url, { username: serial(i), password, reconnectPeriod: 0, clientId: serial(i) }),
  );
}

let sent = 0;
let acked = 0;
let failed = 0;
let heldBack = 0;
const started = process.hrtime.bigint();
const cpuStart = process.cpuUsage();
const end = Date.now() + seconds * 1000;

function payload() {
  const t = Date.now();
  return JSON.stringify({
    ts: t,
    values: { temperature: 20 + (t % 100) / 10, humidity: 40 + (t % 37), battery: 80 },
  });
}

async function device(client: MqttClient, index: number) {
  const topic = `devices/${serial(index)}/telemetry`;
  let open = 0;
  // Open loop at `rate` msgs/s overall when given, each device holding at most `inflight` unacknowledged
  // (a message due while the window is full is held back and counted); else a closed window of `inflight`.
  const gapMs = rate > 0 ? (1000 * count) / rate : 0;
  let next = Date.now() + (gapMs * index) / count;
  while (Date.now() < end) {
    if (gapMs > 0) {
      const wait = next - Date.now();
      // Always yield, so the acknowledgements are read even when this process runs behind its schedule.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
      next += gapMs;
      if (open >= inflight) {
        heldBack += 1;
        continue;
      }
    } else if (open >= inflight) {
      await new Promise((resolve) => setImmediate(resolve));
      continue;
    }
    open += 1;
    sent += 1;
    client.publishAsync(topic, payload(), { qos: 1 }).then(
      () => {
        open -= 1;
        acked += 1;
      },
      () => {
        open -= 1;
        failed += 1;
      },
    );
  }
  // Let the last acknowledgements arrive.
  const drain = Date.now() + 10_000;
  while (open > 0 && Date.now() < drain) await new Promise((resolve) => setTimeout(resolve, 20));
}

await Promise.all(clients.map((client, i) => device(client, i)));
const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
const cpu = process.cpuUsage(cpuStart);
await Promise.all(clients.map((client) => client.endAsync()));
console.log(JSON.stringify({ sent, acked, failed, heldBack, wallMs, cpuMs: (cpu.user + cpu.system) / 1000 }));
