import { parentPort, workerData } from 'node:worker_threads';
import type { devices as contract } from '@atrium/contracts';
import type { HostMessage, ThreadMessage, ThreadOptions } from './broker-thread.ts';
import type { DeviceIdentity, SignIn } from './device-directory.ts';
import {
  type BrokerIngest,
  type BrokerLog,
  DEVICE_MESSAGE_KINDS,
  startEmbeddedBroker,
} from './embedded-broker.ts';
import { DeviceRateLimiter } from './rate-limit.ts';
import { type Rejection, rejectionOf } from './refusal.ts';

/** The broker thread (see broker-thread.ts): the embedded broker, feeding the ingest on the main thread. */

const CHUNK_ROWS = 500;

interface Waiting<T> {
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

/** The ingest as the broker sees it, across the thread boundary. */
class IngestProxy implements BrokerIngest {
  private nextSeq = 1;
  private readonly unstored = new Map<number, Waiting<void>>();
  private readonly signIns = new Map<number, Waiting<SignIn>>();
  private nextSignIn = 1;
  private waiters: (() => void)[] = [];
  private chunk: Extract<ThreadMessage, { t: 'readings' }> = this.emptyChunk();
  private refusals: Extract<ThreadMessage, { t: 'refused' }>['events'] = [];
  private flushing = false;
  private readonly limiter: DeviceRateLimiter;

  readonly directory = {
    signIn: (serial: string, password: string, _via: 'mqtt' | 'http', remote?: string) =>
      new Promise<SignIn>((resolve, reject) => {
        const id = this.nextSignIn++;
        this.signIns.set(id, { resolve, reject });
        this.post({ t: 'sign-in', id, serial, password, remote });
      }),
  };

  constructor(
    private readonly post: (message: ThreadMessage) => void,
    private readonly options: ThreadOptions,
  ) {
    this.limiter = new DeviceRateLimiter(options.ratePerSecond, options.burst);
  }

  refuse(device: DeviceIdentity, parsed: contract.ParsedReading): Rejection | null {
    const rejection = rejectionOf(device, parsed, this.limiter);
    if (rejection) {
      this.refusals.push([device.id, rejection.code, rejection.msg]);
      this.scheduleFlush();
    }
    return rejection;
  }

  /** Room while fewer than the ingest's queue of messages wait to be stored. */
  hasRoom(rows = 1) {
    return this.unstored.size + rows <= this.options.queueRows;
  }

  add(device: DeviceIdentity, reading: { ts: Date; values: Record<string, number> }): Promise<void> {
    const seq = this.nextSeq++;
    const chunk = this.chunk;
    if (chunk.ids.length === 0) chunk.first = seq;
    chunk.ids.push(device.id);
    chunk.times.push(reading.ts.getTime(), Date.now());
    chunk.values.push(reading.values);
    if (chunk.ids.length >= CHUNK_ROWS) this.flush();
    else this.scheduleFlush();
    return new Promise((resolve, reject) => this.unstored.set(seq, { resolve, reject }));
  }

  async enqueue(device: DeviceIdentity, reading: { ts: Date; values: Record<string, number> }) {
    while (!this.hasRoom()) await new Promise<void>((wake) => this.waiters.push(wake));
    return { stored: this.add(device, reading) };
  }

  receive(message: HostMessage) {
    switch (message.t) {
      case 'stored':
      case 'failed': {
        const error = message.t === 'failed' ? new Error(message.message) : undefined;
        for (let seq = message.from; seq <= message.to; seq++) {
          const waiting = this.unstored.get(seq);
          this.unstored.delete(seq);
          if (error) waiting?.reject(error);
          else waiting?.resolve();
        }
        for (const wake of this.waiters.splice(0, message.to - message.from + 1)) wake();
        return;
      }
      case 'signed-in':
      case 'sign-in-failed': {
        const waiting = this.signIns.get(message.id);
        this.signIns.delete(message.id);
        if (message.t === 'signed-in') waiting?.resolve(message.result);
        else waiting?.reject(new Error(message.message));
        return;
      }
    }
  }

  private emptyChunk(): Extract<ThreadMessage, { t: 'readings' }> {
    return { t: 'readings', first: 0, ids: [], times: [], values: [] };
  }

  /** Once per turn of the event loop: the readings accepted in it go over as one message. */
  private scheduleFlush() {
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => this.flush());
  }

  private flush() {
    this.flushing = false;
    if (this.chunk.ids.length > 0) {
      this.post(this.chunk);
      this.chunk = this.emptyChunk();
    }
    if (this.refusals.length > 0) {
      this.post({ t: 'refused', events: this.refusals });
      this.refusals = [];
    }
  }
}

const port = parentPort;
if (!port) throw new Error('broker-thread.worker.ts runs as a worker thread');
const options = workerData as ThreadOptions;
const post = (message: ThreadMessage) => port.postMessage(message);
const ingest = new IngestProxy(post, options);
const log: BrokerLog = {
  error: (details, message) => {
    const error = (details as { err?: unknown }).err;
    post({ t: 'log', message, error: error === undefined ? undefined : String(error) });
  },
  debug: () => {},
};

try {
  const transport = await startEmbeddedBroker(
    ingest,
    { port: options.port, host: options.host, search: options.search },
    log,
  );
  for (const kind of DEVICE_MESSAGE_KINDS) {
    transport.on(kind, (message) => post({ t: 'device-message', kind, message } as ThreadMessage));
  }
  port.on('message', (message: HostMessage) => {
    if (message.t === 'publish') {
      transport.publish(message.topic, message.payload).then(
        () => post({ t: 'published', id: message.id }),
        (error: unknown) => post({ t: 'published', id: message.id, error: String(error) }),
      );
    } else if (message.t === 'close') {
      void transport.close().then(() => post({ t: 'closed' }));
    } else {
      ingest.receive(message);
    }
  });
  post({ t: 'listening', port: transport.port ?? options.port, address: transport.address });
} catch (error) {
  post({ t: 'start-failed', message: error instanceof Error ? error.message : String(error) });
}
