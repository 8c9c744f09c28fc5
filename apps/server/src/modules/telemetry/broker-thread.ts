import { Worker } from 'node:worker_threads';
import type { devices as contract } from '@atrium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DeviceIdentity, SignIn } from './device-directory.ts';
import {
  type DeviceMessageKind,
  type DeviceMessages,
  deviceMessageListeners,
  type Transport,
} from './embedded-broker.ts';
import type { Ingest } from './ingest.ts';

/**
 * The embedded broker in a thread of its own. MQTT's packet handling, routing and acknowledgements, and the
 * parsing, validation and rate limiting of every message, took about half of the one JavaScript thread
 * that also batches, writes and evaluates alarms; in a worker thread they run beside it on another core.
 * The thread hands the accepted readings over in chunks; this side adds them to the ingest buffer and
 * answers, per range of messages, once they are stored (the PUBACKs wait for that, as before).
 */

export interface ThreadOptions {
  port: number;
  host: string;
  /** Ports after `port` to try while it is taken (see embedded-broker.ts). */
  search?: number;
  queueRows: number;
  ratePerSecond: number;
  burst: number;
}

/** From the broker thread. */
export type ThreadMessage =
  | { t: 'listening'; port: number; address: string }
  | { t: 'start-failed'; message: string }
  | { t: 'sign-in'; id: number; serial: string; password: string; remote?: string }
  /** Messages `first`, `first + 1`, ...: device ids; ts and receipt time (epoch ms) in pairs; values. */
  | { t: 'readings'; first: number; ids: number[]; times: number[]; values: Record<string, number>[] }
  | { t: 'refused'; events: [deviceId: number, code: contract.RejectionCode, msg: string][] }
  | { t: 'published'; id: number; error?: string }
  /** A command ack, an access request or a Frigate message (see `DeviceMessages`). */
  | {
      [K in DeviceMessageKind]: { t: 'device-message'; kind: K; message: DeviceMessages[K] };
    }[DeviceMessageKind]
  | { t: 'log'; message: string; error?: string }
  | { t: 'closed' };

/** To the broker thread. */
export type HostMessage =
  | { t: 'signed-in'; id: number; result: SignIn }
  | { t: 'sign-in-failed'; id: number; message: string }
  | { t: 'stored'; from: number; to: number }
  | { t: 'failed'; from: number; to: number; message: string }
  | { t: 'publish'; id: number; topic: string; payload: string }
  | { t: 'close' };

export function startBrokerThread(
  ingest: Ingest,
  options: ThreadOptions,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<Transport> {
  const worker = new Worker(new URL('./broker-thread.boot.mjs', import.meta.url), { workerData: options });
  // The broker's own listening socket keeps the thread alive; the thread does not keep the process alive.
  worker.unref();
  const post = (message: HostMessage) => worker.postMessage(message);
  /** Devices signed in through the thread: what their readings need beside the id. */
  const identities = new Map<number, DeviceIdentity>();
  const publishes = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let publishId = 0;
  const messages = deviceMessageListeners();
  let closed: (() => void) | undefined;
  let exited = false;

  const answer = (stored: Promise<void>, from: number, to: number) =>
    stored.then(
      () => post({ t: 'stored', from, to }),
      (error: unknown) => post({ t: 'failed', from, to, message: String(error) }),
    );

  const take = (message: Extract<ThreadMessage, { t: 'readings' }>) => {
    let from = message.first;
    let batch: Promise<void> | undefined;
    for (let i = 0; i < message.ids.length; i++) {
      const device = identities.get(message.ids[i] ?? 0);
      const seq = message.first + i;
      if (!device) {
        post({ t: 'failed', from: seq, to: seq, message: 'unknown device' });
        continue;
      }
      const stored = ingest.add(
        device,
        { ts: new Date(message.times[2 * i] ?? 0), values: message.values[i] ?? {} },
        new Date(message.times[2 * i + 1] ?? 0),
      );
      // Rows of one chunk share their batch's promise: one answer per batch, not per message.
      if (stored !== batch) {
        if (batch) void answer(batch, from, seq - 1);
        batch = stored;
        from = seq;
      }
    }
    if (batch) void answer(batch, from, message.first + message.ids.length - 1);
  };

  return new Promise((resolve, reject) => {
    const transport: Transport = {
      address: '',
      publish: (topic, payload) =>
        new Promise((done, fail) => {
          publishId += 1;
          publishes.set(publishId, { resolve: done, reject: fail });
          post({ t: 'publish', id: publishId, topic, payload });
        }),
      on: messages.on,
      close: () =>
        new Promise<void>((done) => {
          if (exited) return done();
          closed = done;
          post({ t: 'close' });
        }).then(() => worker.terminate().then(() => undefined)),
    };
    worker.on('error', (error) => {
      log.error({ err: error }, 'the MQTT broker thread failed');
      reject(error);
    });
    // A thread that ended (failed, or closed) answers no more: a pending or later close must not wait for it.
    worker.on('exit', () => {
      exited = true;
      closed?.();
    });
    worker.on('message', (message: ThreadMessage) => {
      switch (message.t) {
        case 'readings':
          return take(message);
        case 'sign-in':
          return void ingest.directory.signIn(message.serial, message.password, 'mqtt', message.remote).then(
            (result) => {
              if (result.ok) identities.set(result.device.id, result.device);
              post({ t: 'signed-in', id: message.id, result });
            },
            (error: unknown) => {
              log.error({ err: error }, 'MQTT sign-in failed');
              post({ t: 'sign-in-failed', id: message.id, message: String(error) });
            },
          );
        case 'refused':
          for (const [deviceId, code, msg] of message.events) ingest.countRefusal(deviceId, { code, msg });
          return;
        case 'published': {
          const waiting = publishes.get(message.id);
          publishes.delete(message.id);
          return message.error ? waiting?.reject(new Error(message.error)) : waiting?.resolve();
        }
        case 'device-message':
          return messages.emit(message.kind, message.message as never);
        case 'listening':
          transport.port = message.port;
          transport.address = message.address;
          return resolve(transport);
        case 'start-failed':
          reject(new Error(message.message));
          return void worker.terminate();
        case 'log':
          return log.error({ err: message.error }, message.message);
        case 'closed':
          return closed?.();
      }
    });
  });
}
