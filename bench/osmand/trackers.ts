/**
 * The trackers of the OsmAnd benchmark, in their own process so the server's CPU is measured apart.
 * argv: port, tracker count, seconds, serial prefix. Each tracker is its own keep-alive TCP connection
 * posting one position at a time (as Traccar Client does: the next once the last is answered), the query form
 * in the URL with its send time in milliseconds as `timestamp`. Requests and answers are written and read by
 * hand: a general HTTP client cost more CPU than the server's side. Prints a JSON summary on stdout.
 */
import { connect } from 'node:net';

const [portText = '5055', countText = '1', secondsText = '10', prefix = 'OSMB-'] = process.argv.slice(2);
const port = Number(portText);
const count = Number(countText);
const seconds = Number(secondsText);
const serial = (i: number) => `${prefix}${String(i).padStart(6, '0')}`;

const summary = { sent: 0, ok: 0, refused: 0, failed: 0, cpuMs: 0, wallMs: 0, p50: 0, p99: 0 };
const latencies: number[] = [];
const started = Date.now();
const cpuStart = process.cpuUsage();
const until = started + seconds * 1000;

function tracker(i: number) {
  return new Promise<void>((resolve) => {
    const id = serial(i);
    const socket = connect({ port, host: '127.0.0.1', noDelay: true });
    let sentAt = 0;
    let buffer = '';
    let step = 0;
    const send = () => {
      if (Date.now() >= until) {
        socket.end();
        return;
      }
      step += 1;
      sentAt = Date.now();
      const lat = (25.1 + (i % 100) * 0.001 + step * 0.00001).toFixed(6);
      const lon = (55.2 + Math.floor(i / 100) * 0.001).toFixed(6);
      socket.write(
        `POST /?id=${id}&timestamp=${sentAt}&lat=${lat}&lon=${lon}&speed=27.0&bearing=90&altitude=5&accuracy=4&batt=80 HTTP/1.1\r\nHost: bench\r\nContent-Length: 0\r\n\r\n`,
      );
      summary.sent += 1;
    };
    socket.on('connect', send);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      let end = buffer.indexOf('\r\n\r\n');
      while (end >= 0) {
        const head = buffer.slice(0, end);
        buffer = buffer.slice(end + 4);
        const status = Number(head.slice(9, 12));
        latencies.push(Date.now() - sentAt);
        if (status === 200) summary.ok += 1;
        else summary.refused += 1;
        send();
        end = buffer.indexOf('\r\n\r\n');
      }
    });
    socket.on('error', () => {
      summary.failed += 1;
      resolve();
    });
    socket.on('close', () => resolve());
  });
}

await Promise.all(Array.from({ length: count }, (_, i) => tracker(i)));
const cpu = process.cpuUsage(cpuStart);
latencies.sort((a, b) => a - b);
summary.cpuMs = (cpu.user + cpu.system) / 1000;
summary.wallMs = Date.now() - started;
summary.p50 = latencies[Math.floor(latencies.length * 0.5)] ?? 0;
summary.p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
console.log(JSON.stringify(summary));
