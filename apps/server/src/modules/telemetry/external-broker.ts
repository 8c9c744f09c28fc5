import { randomBytes } from 'node:crypto';
import { devices as contract } from '@atrium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { connectAsync } from 'mqtt';
import type { Transport } from './embedded-broker.ts';
import type { Ingest } from './ingest.ts';

/**
 * MQTT_URL: the server subscribes to an external broker (Mosquitto, EMQX) with a shared subscription, so
 * several servers split the devices' messages. The broker signs devices in itself (its password file or
 * auth plugin; see docs/real-services.md); here an unknown serial is dropped and a blocked device refused.
 *
 * mqtt.js handles one incoming message at a time, so a message is acknowledged once it is in the buffer,
 * not once stored: on a crash, up to TELEMETRY_FLUSH_MS of acknowledged readings can be lost (a graceful
 * stop writes them). The buffer's back-pressure still holds: a full buffer delays the acknowledgement.
 */
export async function startExternalSubscriber(
  ingest: Ingest,
  url: string,
  log: FastifyBaseLogger,
): Promise<Transport> {
  const client = await connectAsync(url, {
    clientId: `atrium-ingest-${randomBytes(4).toString('hex')}`,
    protocolVersion: 5,
    clean: true,
    reconnectPeriod: 2000,
    customHandleAcks: (topic, message, _packet, done) => {
      void handle(topic, message).then(
        () => done(0),
        (error) => {
          log.error({ err: error, topic }, 'telemetry from the external broker failed');
          done(0x80);
        },
      );
    },
  });

  async function handle(topic: string, message: Buffer) {
    const serial = contract.serialOfTopic(topic);
    const device = serial ? await ingest.directory.bySerial(serial) : null;
    if (!device) {
      log.debug({ topic }, 'telemetry for an unknown device dropped');
      return;
    }
    const parsed = contract.parseTelemetryMessage(message);
    if (ingest.refuse(device, parsed) || !parsed.ok) return;
    await ingest.enqueue(device, parsed);
  }

  client.on('error', (error) => log.warn({ err: error }, 'external MQTT broker error'));
  await client.subscribeAsync(contract.SHARED_TELEMETRY_SUBSCRIPTION, { qos: 1 });
  const address = new URL(url);
  address.username = '';
  address.password = '';
  return {
    address: `${address.toString()} (external, ${contract.SHARED_TELEMETRY_SUBSCRIPTION})`,
    publish: async (topic, payload) => {
      await client.publishAsync(topic, payload, { qos: 1 });
    },
    close: () => client.endAsync(),
  };
}
