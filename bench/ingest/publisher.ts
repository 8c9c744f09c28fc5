/**
 * The devices of the ingest benchmark, in their own process so the server's CPU is measured apart.
 * argv: url, device count, password, seconds, inflight per device, target msgs/s overall (0: as fast as
 * acknowledgements allow; open loop, each device holds at most `inflight` unacknowledged and counts what it
 * held back). Each message carries 3 values and its send time as `ts`. Prints a JSON summary on stdout.
 *
 * Each device is its own TCP connection speaking MQTT 3.1.1 (CONNECT with its credential, PUBLISH at QoS 1,
 * PUBACK awaited) with the packets written by hand: a general client library cost about 37 µs of CPU a
 * message here, more than the server, and on a 2-core machine the load generator's CPU is taken from the
 * server and PostgreSQL. Like psql for the COPY baseline, the generator should be the cheap side.
 */
import { connect, type Socket } from 'node:net';

const [url = '', countText = '1', password = '', secondsText = '10', inflightText = '50', rateText = '0'] =
  process.argv.slice(2);
const count = Number(countText);
const seconds = Number(secondsText);
const inflight = Number(inflightText);
const rate = Number(rateText);
const { hostname, port } = new URL(url);

const CONNACK = 2;
const PUBACK = 4;

const serial = (i: number) => `BENCH-${String(i).padStart(6, '0')}`;

/** MQTT's variable-length "remaining length". */
function remainingLength(n: number): number[] {
  const bytes: number[] = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    bytes.push(byte);
  } while (n > 0);
  return bytes;
}

const utf8 = (text: string) => {
  const bytes = Buffer.from(text);
  return Buffer.concat([Buffer.from([bytes.length >> 8, bytes.length & 0xff]), bytes]);
};

function connectPacket(clientId: string, username: string) {
  const body = Buffer.concat([
    utf8('MQTT'),
    // Level 4 (3.1.1); flags: username, password, clean session; keep-alive 60 s.
    Buffer.from([4, 0xc2, 0, 60]),
    utf8(clientId),
    utf8(username),
    utf8(password),
  ]);
  return Buffer.concat([Buffer.from([0x10, ...remainingLength(body.length)]), body]);
}

function publishPacket(topic: Buffer, packetId: number, payload: string) {
  const body = Buffer.byteLength(payload);
  const length = topic.length + 2 + body;
  const head = remainingLength(length);
  const packet = Buffer.allocUnsafe(1 + head.length + length);
  packet[0] = 0x32; // PUBLISH, QoS 1
  let at = 1;
  for (const byte of head) packet[at++] = byte;
  at += topic.copy(packet, at);
  packet[at++] = packetId >> 8;
  packet[at++] = packetId & 0xff;
  packet.write(payload, at);
  return packet;
}

function payload() {
  const t = Date.now();
  return `{"ts":${t},"values":{"temperature":${20 + (t % 100) / 10},"humidity":${40 + (t % 37)},"battery":80}}`;
}

let sent = 0;
let acked = 0;
let failed = 0;
let heldBack = 0;

/** One device: a socket, its window of unacknowledged packet ids, and a parser of what the broker sends. */
class Device {
  private readonly socket: Socket;
  private readonly topic: Buffer;
  private open = new Set<number>();
  private nextId = 1;
  private pending: Buffer = Buffer.alloc(0);
  private connected!: () => void;
  private refused!: (error: Error) => void;
  readonly ready = new Promise<void>((resolve, reject) => {
    this.connected = resolve;
    this.refused = reject;
  });
  onAck: () => void = () => {};

  constructor(index: number) {
    const name = serial(index);
    this.topic = utf8(`devices/${name}/telemetry`);
    this.socket = connect({ host: hostname, port: Number(port), noDelay: true });
    this.socket.on('connect', () => this.socket.write(connectPacket(name, name)));
    this.socket.on('data', (chunk) => this.read(chunk));
    this.socket.on('error', (error) => this.refused(error));
    this.socket.on('close', () => {
      failed += this.open.size;
      this.open.clear();
      this.refused(new Error(`${name}: connection closed`));
    });
  }

  get unacknowledged() {
    return this.open.size;
  }

  /** Writes `n` messages in one go (one syscall for a window's worth). */
  publish(n: number) {
    const packets: Buffer[] = [];
    for (let i = 0; i < n; i++) {
      const id = this.nextId;
      this.nextId = this.nextId === 0xffff ? 1 : this.nextId + 1;
      this.open.add(id);
      packets.push(publishPacket(this.topic, id, payload()));
    }
    sent += n;
    this.socket.write(n === 1 ? (packets[0] as Buffer) : Buffer.concat(packets));
  }

  close() {
    this.socket.end();
  }

  private read(chunk: Buffer) {
    let data = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    while (data.length >= 2) {
      let length = 0;
      let multiplier = 1;
      let at = 1;
      let byte: number;
      do {
        if (at >= data.length) break;
        byte = data[at++] as number;
        length += (byte & 0x7f) * multiplier;
        multiplier *= 128;
      } while (byte & 0x80);
      if (at + length > data.length) break;
      const type = (data[0] as number) >> 4;
      if (type === CONNACK) {
        if (data[at + 1] === 0) this.connected();
        else this.refused(new Error(`CONNACK return code ${data[at + 1]}`));
      } else if (type === PUBACK) {
        const id = ((data[at] as number) << 8) | (data[at + 1] as number);
        if (this.open.delete(id)) {
          acked += 1;
          this.onAck();
        }
      }
      data = data.subarray(at + length);
    }
    this.pending = data;
  }
}

const devices = Array.from({ length: count }, (_, i) => new Device(i));
await Promise.all(devices.map((d) => d.ready));

const started = process.hrtime.bigint();
const cpuStart = process.cpuUsage();
const end = Date.now() + seconds * 1000;

if (rate === 0) {
  // Closed loop: every acknowledgement frees a slot that is refilled at the end of the current read.
  for (const device of devices) {
    let refill = false;
    device.onAck = () => {
      if (refill || Date.now() >= end) return;
      refill = true;
      queueMicrotask(() => {
        refill = false;
        device.publish(inflight - device.unacknowledged);
      });
    };
    device.publish(inflight);
  }
  await new Promise((resolve) => setTimeout(resolve, end - Date.now()));
} else {
  // Open loop: every 10 ms each device sends what its share of the rate makes due by now (not by the tick
  // count, so a late timer does not lower the rate); a device whose window is full holds the rest back.
  const perDevicePerMs = rate / count / 1000;
  const begun = Date.now();
  let issued = 0;
  while (Date.now() < end) {
    const due = Math.floor((Date.now() - begun) * perDevicePerMs) - issued;
    if (due > 0) {
      issued += due;
      for (const device of devices) {
        const now = Math.min(Math.max(0, inflight - device.unacknowledged), due);
        if (now > 0) device.publish(now);
        heldBack += due - now;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// Let the last acknowledgements arrive.
const drain = Date.now() + 10_000;
while (devices.some((d) => d.unacknowledged > 0) && Date.now() < drain) {
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
const cpu = process.cpuUsage(cpuStart);
for (const device of devices) device.close();
console.log(JSON.stringify({ sent, acked, failed, heldBack, wallMs, cpuMs: (cpu.user + cpu.system) / 1000 }));
