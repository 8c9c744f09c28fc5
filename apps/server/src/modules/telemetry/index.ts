import { devices as contract } from '@atrium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../kernel/db/client.ts';
import { type AppDeps, defineModule } from '../../kernel/module.ts';
import { startBrokerThread } from './broker-thread.ts';
import { startEmbeddedBroker, type Transport } from './embedded-broker.ts';
import { startExternalSubscriber } from './external-broker.ts';
import { Ingest, type ReadingsListener } from './ingest.ts';
import { seedDemoTariffs } from './meter-bill.seed.ts';
import { telemetryRoutes } from './telemetry.routes.ts';

export type { ReadingRow } from './readings.store.ts';

/** One ingest path per application (per database): shared by the MQTT transport and the HTTP route. */
const ingests = new WeakMap<Database, Ingest>();

export function ingestOf(deps: AppDeps): Ingest {
  let ingest = ingests.get(deps.database);
  if (!ingest) {
    // PGlite is one connection: its batches go one at a time; PostgreSQL writes TELEMETRY_WRITE_BATCHES at once.
    const concurrency = deps.database.driver === 'postgres' ? deps.config.TELEMETRY_WRITE_BATCHES : 1;
    ingest = new Ingest(deps.database.db, { ...deps.config, TELEMETRY_WRITE_BATCHES: concurrency });
    ingests.set(deps.database, ingest);
  }
  return ingest;
}

/** The hook for alarm evaluation and socket push: runs after every stored batch of readings. */
export const onReadingsStored = (deps: AppDeps, listener: ReadingsListener) =>
  ingestOf(deps).onReadingsStored(listener);

export interface Telemetry {
  ingest: Ingest;
  transport: Transport;
  stop(): Promise<void>;
}

/**
 * The embedded broker on MQTT_PORT (0: any free port), or the subscription to MQTT_URL; queued device
 * configurations go out on `devices/<serial>/config`. Stopping closes the transport, then writes the buffer.
 */
export async function startTelemetry(deps: AppDeps, log: FastifyBaseLogger): Promise<Telemetry> {
  const { config } = deps;
  const ingest = ingestOf(deps);
  ingest.useLogger(log);
  const transport = config.MQTT_URL
    ? await startExternalSubscriber(ingest, config.MQTT_URL, log, config)
    : config.MQTT_BROKER_THREAD
      ? await startBrokerThread(
          ingest,
          {
            port: config.MQTT_PORT,
            host: config.HOST,
            queueRows: config.TELEMETRY_QUEUE_ROWS,
            ratePerSecond: config.TELEMETRY_DEVICE_RATE_PER_SECOND,
            burst: config.TELEMETRY_DEVICE_BURST,
          },
          log,
        )
      : await startEmbeddedBroker(ingest, { port: config.MQTT_PORT, host: config.HOST }, log);
  const stopConfigs = ingest.onConfigDue((delivery) => {
    const payload = JSON.stringify({ reportingIntervalSeconds: delivery.reportingIntervalSeconds });
    transport
      .publish(contract.configTopic(delivery.serial), payload)
      .catch((error) =>
        log.warn({ err: error, serial: delivery.serial }, 'could not send a device its configuration'),
      );
  });
  return {
    ingest,
    transport,
    async stop() {
      stopConfigs();
      await transport.close();
      await ingest.close();
      ingests.delete(deps.database);
    },
  };
}

/** Issue 6: device telemetry over MQTT and HTTP into `readings`; device last seen and latest values. */
export const telemetryModule = defineModule({
  name: 'telemetry',
  routes: (deps) => telemetryRoutes(deps, () => ingestOf(deps)),
  seed: seedDemoTariffs,
  async start(deps, log) {
    const telemetry = await startTelemetry(deps, log);
    return {
      summary: `device telemetry: ${telemetry.transport.address}, topic devices/<serial>/telemetry`,
      stop: telemetry.stop,
    };
  },
});
