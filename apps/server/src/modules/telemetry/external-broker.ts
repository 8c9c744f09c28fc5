import { hostname } from 'node:os';
import { anpr, devices as contract, metrowatch } from '@atrium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { connect, type IPublishPacket, type MqttClient } from 'mqtt';
import type { Config } from '../../kernel/config.ts';
import { deviceMessageListeners, type Transport } from './embedded-broker.ts';
import type { Ingest } from './ingest.ts';

export type ExternalBrokerConfig = Pick<
  Config,
  'PORT' | 'MQTT_CLIENT_ID' | 'MQTT_SESSION_EXPIRY_SECONDS' | 'MQTT_SHARE_GROUP' | 'TELEMETRY_QUEUE_ROWS'
>;

/** MQTT 5 allows at most this many unacknowledged messages in flight (Receive Maximum). */
const MAX_RECEIVE_MAXIMUM = 65_535;

/**
 * Given to mqtt.js's `handleMessage` callback so that it sends no PUBACK of its own (it sends one only when
 * the callback gets no error, and passes an error on to nothing): the message is acknowledged here, once stored.
 */
const ACKNOWLEDGED_ONCE_STORED = new Error('acknowledged once stored');

/** mqtt.js's packet writer; PUBACKs are sent with it once the reading is stored. */
interface PacketSender {
  _sendPacket(packet: { cmd: 'puback'; messageId: number; reasonCode: number }): void;
}

export const externalClientId = (config: Pick<Config, 'MQTT_CLIENT_ID' | 'PORT'>) =>
  config.MQTT_CLIENT_ID ?? `atrium-${hostname()}-${config.PORT}`;

/**
 * MQTT_URL: the server subscribes to an external broker (Mosquitto, EMQX) with a shared subscription, so
 * several servers split the devices' messages. The broker signs devices in itself (its password file or
 * auth plugin; see docs/real-services.md); here an unknown serial is dropped and a blocked device refused.
 *
 * Delivery: a QoS 1 message is acknowledged (PUBACK) only once its reading is committed, in the order
 * received (MQTT 5 §4.6), while the next messages are already read and batched (mqtt.js would take one
 * message at a time: its `handleMessage` callback is told not to acknowledge, and the PUBACK is sent here).
 * The session is persistent (clean start off, a stable client id, MQTT_SESSION_EXPIRY_SECONDS): after a
 * crash the broker keeps the messages it had sent unacknowledged and those it queues for this server, and
 * delivers them when the same client id connects again; a redelivered reading already stored is skipped
 * (readings.store.ts). A graceful stop unsubscribes, acknowledges what it holds and ends the session, so the
 * other servers take every message. A failed write is not acknowledged: the connection is dropped and the
 * broker redelivers on reconnection.
 */
export async function startExternalSubscriber(
  ingest: Ingest,
  url: string,
  log: FastifyBaseLogger,
  config: ExternalBrokerConfig,
): Promise<Transport> {
  const clientId = externalClientId(config);
  const subscription = `$share/${config.MQTT_SHARE_GROUP}/${contract.telemetryTopic('+')}`;
  // Devices' command acks: one server of the group takes each; the commands table is shared by all of them.
  const ackSubscription = `$share/${config.MQTT_SHARE_GROUP}/${metrowatch.commandAckTopic('+')}`;
  // Credentials presented at locks: one server of the group decides each (`devices/+/access` does not
  // match the decisions it publishes on `devices/<serial>/access/decision`).
  const accessSubscription = `$share/${config.MQTT_SHARE_GROUP}/${metrowatch.accessTopic('+')}`;
  // Edge boxes' Frigate NVRs publish under `frigate/<serial>` (Frigate's `mqtt.topic_prefix`): the broker does
  // not tell who published, so the prefix names the box.
  const subscriptions = [
    subscription,
    ackSubscription,
    accessSubscription,
    ...anpr.frigateSubscriptions(config.MQTT_SHARE_GROUP),
  ];
  const messages = deviceMessageListeners();
  const client = connect(url, {
    clientId,
    protocolVersion: 5,
    clean: false,
    reconnectPeriod: 2000,
    properties: {
      sessionExpiryInterval: config.MQTT_SESSION_EXPIRY_SECONDS,
      // Messages wait in the write buffer unacknowledged: the broker may send as many as the buffer holds.
      receiveMaximum: Math.min(MAX_RECEIVE_MAXIMUM, Math.max(1, config.TELEMETRY_QUEUE_ROWS)),
    },
  });

  /** Messages received and not yet acknowledged or dropped. */
  let holding = 0;
  let whenIdle: (() => void)[] = [];
  const settled = () => {
    holding -= 1;
    if (holding === 0) for (const wake of whenIdle.splice(0)) wake();
  };
  /** PUBACKs go out in the order the messages came, each once its reading is stored. */
  let acknowledgements: Promise<void> = Promise.resolve();

  const dropConnection = (stream: MqttClient['stream']) => {
    if (client.stream === stream && !stream.destroyed) stream.destroy();
  };

  function acknowledge(packet: IPublishPacket, stream: MqttClient['stream'], stored: Promise<void>) {
    acknowledgements = acknowledgements
      .then(() => stored)
      .then(
        () => {
          // On another connection the broker has sent it again (DUP): that copy is acknowledged instead.
          if (client.connected && client.stream === stream && packet.messageId !== undefined)
            (client as unknown as PacketSender)._sendPacket({
              cmd: 'puback',
              messageId: packet.messageId,
              reasonCode: 0,
            });
        },
        (error: unknown) => {
          log.error({ err: error, topic: packet.topic }, 'telemetry from the external broker not stored');
          dropConnection(stream);
        },
      )
      .finally(settled);
  }

  /** Each message in the debug log (which server took which message; no object made per message otherwise). */
  const traced = log.level === 'debug' || log.level === 'trace';

  /** Resolves once the message is dropped, refused, or in the write buffer (`stored` settles once written). */
  async function receive(packet: IPublishPacket): Promise<{ stored: Promise<void> }> {
    const serial = contract.serialOfTopic(packet.topic);
    const device = serial ? await ingest.directory.bySerial(serial) : null;
    if (!device) {
      log.debug({ topic: packet.topic }, 'telemetry for an unknown device dropped');
      return { stored: Promise.resolve() };
    }
    const parsed = contract.parseTelemetryMessage(packet.payload as Buffer);
    const redelivered = packet.dup === true;
    if (ingest.refuse(device, parsed, redelivered) || !parsed.ok) return { stored: Promise.resolve() };
    if (traced)
      log.debug(
        { serial: device.serial, ts: parsed.ts.getTime(), dup: redelivered, clientId },
        'telemetry from the external broker',
      );
    return ingest.enqueue(device, { ts: parsed.ts, values: parsed.values, redelivered });
  }

  // mqtt.js reads the next packet once this callback is called: after the message is in the buffer (a full
  // buffer holds the socket: back-pressure), not once it is stored.
  client.handleMessage = (packet, callback) => {
    const ackOf = metrowatch.serialOfAckTopic(packet.topic);
    if (ackOf) {
      messages.emit('command-ack', { serial: ackOf, payload: (packet.payload as Buffer).toString('utf8') });
      return callback();
    }
    const accessOf = metrowatch.serialOfAccessTopic(packet.topic);
    if (accessOf) {
      messages.emit('access-request', {
        serial: accessOf,
        payload: (packet.payload as Buffer).toString('utf8'),
      });
      return callback();
    }
    const frigateOf = anpr.isFrigateTopic(packet.topic) ? anpr.frigateTopicOf(packet.topic) : null;
    if (frigateOf?.serial) {
      const payload = new Uint8Array(packet.payload as Buffer);
      messages.emit('frigate', { serial: frigateOf.serial, topic: packet.topic, payload });
      return callback();
    }
    const stream = client.stream;
    holding += 1;
    receive(packet).then(
      ({ stored }) => {
        if (packet.qos === 0) {
          void stored.catch(() => {}).finally(settled);
          return callback();
        }
        acknowledge(packet, stream, stored);
        callback(ACKNOWLEDGED_ONCE_STORED);
      },
      (error: unknown) => {
        // Not acknowledged: the broker redelivers it on the next connection.
        log.error({ err: error, topic: packet.topic }, 'telemetry from the external broker failed');
        dropConnection(stream);
        settled();
        callback(ACKNOWLEDGED_ONCE_STORED);
      },
    );
  };

  client.on('error', (error) => log.warn({ err: error }, 'external MQTT broker error'));
  client.on('connect', (connack) => {
    if (connack.sessionPresent)
      log.info({ clientId }, 'external MQTT broker: session resumed, messages held for this server follow');
  });
  await new Promise<void>((resolve, reject) => {
    const connected = () => {
      client.off('error', failed);
      resolve();
    };
    const failed = (error: Error) => {
      client.off('connect', connected);
      client.end(true);
      reject(error);
    };
    client.once('connect', connected);
    client.once('error', failed);
  });
  await client.subscribeAsync(subscriptions, { qos: 1 });

  const address = new URL(url);
  address.username = '';
  address.password = '';
  return {
    address: `${address.toString()} (external, ${subscription}, client ${clientId})`,
    publish: async (topic, payload) => {
      await client.publishAsync(topic, payload, { qos: 1 });
    },
    on: messages.on,
    async close() {
      // No new messages for this server; those it holds are stored and acknowledged; then the session ends,
      // so the broker queues nothing for a server that is gone.
      if (client.connected) {
        await client
          .unsubscribeAsync(subscriptions)
          .catch((error) => log.warn({ err: error }, 'could not unsubscribe from the external broker'));
      }
      while (holding > 0) await new Promise<void>((resolve) => whenIdle.push(resolve));
      await acknowledgements;
      whenIdle = [];
      await client.endAsync(!client.connected, { properties: { sessionExpiryInterval: 0 } });
    },
  };
}
