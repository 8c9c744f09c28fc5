import { createServer, type Server } from 'node:net';
import { anpr, devices as contract, metrowatch } from '@atrium/contracts';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { DeviceDirectory, DeviceIdentity } from './device-directory.ts';
import type { Ingest } from './ingest.ts';

/** A device's answer to a command, as it came on `devices/<serial>/commands/ack` (parsed by the listener). */
export interface CommandAckMessage {
  serial: string;
  payload: string;
}
export type CommandAckListener = (ack: CommandAckMessage) => void;
/** A credential a lock presents, as it came on `devices/<serial>/access` (parsed by the listener). */
export type AccessRequestMessage = CommandAckMessage;
export type AccessRequestListener = (request: AccessRequestMessage) => void;
/**
 * What an edge box's Frigate published on a topic the server reads (`anpr.frigateTopicOf`: events, lpr
 * updates, snapshots), with the box's serial: its sign-in on the embedded broker, its topic prefix
 * `frigate/<serial>` on an external one. Bytes: a snapshot is a JPEG.
 */
export interface FrigateMessage {
  serial: string;
  topic: string;
  payload: Uint8Array;
}
export type FrigateListener = (message: FrigateMessage) => void;

/** The messages devices publish that the transport hands to the server's listeners, by kind. */
export interface DeviceMessages {
  'command-ack': CommandAckMessage;
  'access-request': AccessRequestMessage;
  frigate: FrigateMessage;
}
export type DeviceMessageKind = keyof DeviceMessages;
export const DEVICE_MESSAGE_KINDS: readonly DeviceMessageKind[] = [
  'command-ack',
  'access-request',
  'frigate',
];
export type DeviceMessageListener<K extends DeviceMessageKind> = (message: DeviceMessages[K]) => void;

export interface Transport {
  /** Where devices connect, for the start banner. */
  address: string;
  port?: number;
  publish(topic: string, payload: string): Promise<void>;
  /** Devices' command acks, credentials presented at locks, edge boxes' Frigate messages; returns the unsubscribe. */
  on<K extends DeviceMessageKind>(kind: K, listener: DeviceMessageListener<K>): () => void;
  close(): Promise<void>;
}

/** The listeners of one transport's device messages, by kind; a failing listener does not stop the others. */
export function deviceMessageListeners() {
  const listeners = new Map<DeviceMessageKind, Set<(message: never) => void>>(
    DEVICE_MESSAGE_KINDS.map((kind) => [kind, new Set()]),
  );
  const of = <K extends DeviceMessageKind>(kind: K) => listeners.get(kind) as Set<DeviceMessageListener<K>>;
  return {
    on<K extends DeviceMessageKind>(kind: K, listener: DeviceMessageListener<K>) {
      of(kind).add(listener);
      return () => void of(kind).delete(listener);
    },
    emit<K extends DeviceMessageKind>(kind: K, message: DeviceMessages[K]) {
      for (const listener of of(kind)) listener(message);
    },
  };
}

/** What the broker needs of the ingest path: the Ingest itself, or the broker thread's proxy of it. */
export type BrokerIngest = Pick<Ingest, 'refuse' | 'hasRoom' | 'add' | 'enqueue'> & {
  directory: Pick<DeviceDirectory, 'signIn'>;
};

export interface BrokerLog {
  error(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export interface EmbeddedBrokerOptions {
  port: number;
  host: string;
  /** How many ports after `port` to try while it is taken (MQTT_PORT unset); 0 or none: that port or an error. */
  search?: number;
}

const authError = (message: string, returnCode: 4 | 5) =>
  Object.assign(new Error(message), { returnCode }) as AuthenticateError;

/** The aedes types give `Client.conn` as a Duplex; over TCP it is a socket with an address. */
const remoteOf = (client: Client) => (client.conn as { remoteAddress?: string }).remoteAddress;

function listenOnce(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * Listens on `port`; while it is taken, on the next of `search` more ports (1884, 1885, … after 1883). A port
 * that must be that one (`search` 0: MQTT_PORT was set) being taken stops the start with a message naming it.
 */
async function listen(server: Server, port: number, host: string, search: number): Promise<number> {
  const last = port === 0 ? port : Math.min(65_535, port + search);
  for (let candidate = port; ; candidate += 1) {
    try {
      return await listenOnce(server, candidate, host);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if (candidate < last) continue;
      throw new Error(
        search === 0
          ? `MQTT_PORT ${port} is already in use (another MQTT broker?): set MQTT_PORT to a free port, or MQTT_URL to use that broker`
          : `MQTT ports ${port} to ${last} are all in use: set MQTT_PORT to a free port, or MQTT_URL to use that broker`,
      );
    }
  }
}

/**
 * The embedded MQTT broker (aedes) on MQTT_PORT (unset: 1883 or the next free port). A device signs in as
 * itself (username = serial, password = its credential), may publish only to `devices/<serial>/telemetry`,
 * its command acks `devices/<serial>/commands/ack` and the credentials presented at it
 * `devices/<serial>/access` (an edge box also anything under `frigate/`: its Frigate NVR), and subscribe
 * only to its own `devices/<serial>/...` (its commands, access
 * decisions and configuration). A QoS 1 message is acknowledged once stored; until then aedes reads no more from
 * that device's socket, which is the back-pressure of a full buffer.
 */
export async function startEmbeddedBroker(
  ingest: BrokerIngest,
  options: EmbeddedBrokerOptions,
  log: BrokerLog,
): Promise<Transport> {
  const signedIn = new WeakMap<Client, DeviceIdentity>();
  const messages = deviceMessageListeners();
  /**
   * Frigate publishes much more than plates (stats, availability, counts, reviews, retained camera states):
   * all of it is accepted, none retained or routed further (no device may subscribe there); the plate
   * topics under the default prefix, or under the box's own `frigate/<serial>`, go to the listeners.
   */
  function takeFrigate(device: DeviceIdentity, packet: { topic: string; payload: unknown; retain: boolean }) {
    packet.retain = false;
    const topic = anpr.frigateTopicOf(packet.topic);
    if (!topic || (topic.serial !== null && topic.serial !== device.serial)) return;
    // A copy: only its bytes cross to the main thread (a view would take its whole socket chunk along).
    const payload = new Uint8Array(packet.payload as Buffer);
    messages.emit('frigate', { serial: device.serial, topic: packet.topic, payload });
  }
  const broker = await Aedes.createBroker({
    authenticate(client, username, password, done) {
      const serial = username ?? '';
      void ingest.directory.signIn(serial, password?.toString('utf8') ?? '', 'mqtt', remoteOf(client)).then(
        (result) => {
          if (result.ok) {
            signedIn.set(client, result.device);
            return done(null, true);
          }
          const blocked = result.reason === 'DEVICE_BLOCKED';
          done(authError(result.reason, blocked ? 5 : 4), false);
        },
        (error) => {
          log.error({ err: error }, 'MQTT sign-in failed');
          done(authError('SERVER_ERROR', 5), false);
        },
      );
    },
    authorizePublish(client, packet, done) {
      const device = client && signedIn.get(client);
      if (device && packet.topic === metrowatch.commandAckTopic(device.serial)) {
        messages.emit('command-ack', {
          serial: device.serial,
          payload: (packet.payload as Buffer).toString('utf8'),
        });
        return done(null);
      }
      if (device && packet.topic === metrowatch.accessTopic(device.serial)) {
        messages.emit('access-request', {
          serial: device.serial,
          payload: (packet.payload as Buffer).toString('utf8'),
        });
        return done(null);
      }
      if (device?.hardwareType === 'edge-box' && anpr.isFrigateTopic(packet.topic)) {
        takeFrigate(device, packet);
        return done(null);
      }
      if (!device || packet.topic !== contract.telemetryTopic(device.serial)) {
        return done(
          new Error(
            'A device publishes only to its own telemetry, command ack and access topics (an edge box also under frigate/)',
          ),
        );
      }
      const parsed = contract.parseTelemetryMessage(packet.payload as Buffer);
      if (ingest.refuse(device, parsed) || !parsed.ok) return done(null);
      if (ingest.hasRoom()) {
        // The common case without a promise chain per message: one callback on the batch's promise.
        const stored = ingest.add(device, parsed);
        if (packet.qos === 0) return done(null);
        stored.then(() => done(null), done);
        return;
      }
      ingest
        .enqueue(device, parsed)
        .then(({ stored }) => (packet.qos > 0 ? stored : undefined))
        .then(() => done(null), done);
    },
    authorizeSubscribe(client, subscription, done) {
      const device = signedIn.get(client);
      // A refused subscription is granted nothing (SUBACK 128); the connection goes on.
      const own = device && subscription.topic.startsWith(`devices/${device.serial}/`);
      done(null, own ? subscription : null);
    },
  });
  broker.on('clientError', (client, error) =>
    log.debug({ err: error, client: client.id }, 'MQTT client error'),
  );
  const server = createServer(broker.handle);
  let port: number;
  try {
    port = await listen(server, options.port, options.host, options.search ?? 0);
  } catch (error) {
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    throw error;
  }
  return {
    address: `mqtt://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}`,
    port,
    publish: (topic, payload) =>
      new Promise((resolve, reject) =>
        broker.publish(
          { cmd: 'publish', topic, payload: Buffer.from(payload), qos: 1, retain: false, dup: false },
          (error) => (error ? reject(error) : resolve()),
        ),
      ),
    on: messages.on,
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
