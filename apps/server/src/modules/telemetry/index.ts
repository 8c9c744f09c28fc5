import { devices as contract } from '@atrium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../kernel/db/client.ts';
import { type AppDeps, defineModule } from '../../kernel/module.ts';
import { startSimulator } from '../../simulator/simulator.ts';
import { startBrokerThread } from './broker-thread.ts';
import { commandChannelOf } from './command-channel.ts';
import { startEmbeddedBroker, type Transport } from './embedded-broker.ts';
import { startExternalSubscriber } from './external-broker.ts';
import { Ingest, type ReadingsListener } from './ingest.ts';
import { seedDemoTariffs } from './meter-bill.seed.ts';
import { meterInvoiceRoute } from './meter-invoice.routes.ts';
import { ensureReadingsPartitions } from './partitions.ts';
import { maintainReadings, retentionOf } from './retention.ts';
import { deviceReadingsReportSource } from './telemetry.report-source.ts';
import { telemetryRoutes } from './telemetry.routes.ts';

export { commandChannelOf } from './command-channel.ts';
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

/**
 * Writes what the ingest of this application's database holds and folds its rollups, if one was made: for an
 * application closing without a transport (started by `startTelemetry`, whose stop does it), before its database.
 */
export async function closeIngest(deps: AppDeps): Promise<void> {
  await ingests.get(deps.database)?.close();
}

/** The hook for alarm evaluation and socket push: runs after every stored batch of readings. */
export const onReadingsStored = (deps: AppDeps, listener: ReadingsListener) =>
  ingestOf(deps).onReadingsStored(listener);

export interface Telemetry {
  ingest: Ingest;
  transport: Transport;
  stop(): Promise<void>;
}

/** Ports tried after 1883 while it is taken, when MQTT_PORT is not set (a system Mosquitto often holds 1883). */
const PORT_SEARCH = 100;
const portSearch = (config: AppDeps['config']) => (config.mqttPortSet ? 0 : PORT_SEARCH);

/**
 * The embedded broker on MQTT_PORT (0: any free port; unset: 1883 or the next free port after it), or the
 * subscription to MQTT_URL; queued device configurations go out on `devices/<serial>/config`. Stopping
 * closes the transport, then writes the buffer.
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
            search: portSearch(config),
            queueRows: config.TELEMETRY_QUEUE_ROWS,
            ratePerSecond: config.TELEMETRY_DEVICE_RATE_PER_SECOND,
            burst: config.TELEMETRY_DEVICE_BURST,
          },
          log,
        )
      : await startEmbeddedBroker(
          ingest,
          { port: config.MQTT_PORT, host: config.HOST, search: portSearch(config) },
          log,
        );
  const commands = commandChannelOf(deps.database);
  commands.attach(transport);
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
      commands.detach();
      await transport.close();
      await ingest.close();
      ingests.delete(deps.database);
    },
  };
}

/** The in-process simulator (SIMULATE): every demo device every 5 s, 5 % of the messages faulty. */
const SIMULATION = { intervalMs: 5000, faults: 0.05 };

/** Where the simulator reaches this server's broker: loopback unless HOST is one address. */
function brokerUrl(config: AppDeps['config'], transport: Transport) {
  if (config.MQTT_URL) return config.MQTT_URL;
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  return `mqtt://${host.includes(':') ? `[${host}]` : host}:${transport.port}`;
}

/** The demo devices publishing to this server (development with demo data); a failure is logged, not fatal. */
async function startSimulation(deps: AppDeps, log: FastifyBaseLogger, transport: Transport) {
  const url = brokerUrl(deps.config, transport);
  try {
    const simulator = await startSimulator({ url, ...SIMULATION, log });
    return {
      summary: `simulator: ${simulator.devices.length} demo devices publish every ${SIMULATION.intervalMs / 1000} s, ${SIMULATION.faults * 100} % faulty (SIMULATE=false turns it off)`,
      stop: simulator.stop,
    };
  } catch (error) {
    log.warn({ err: error }, 'the demo devices simulator could not start');
    return { summary: `simulator: not running (${error instanceof Error ? error.message : error})` };
  }
}

/** Issue 6: device telemetry over MQTT and HTTP into `readings`; device last seen and latest values. */
export const telemetryModule = defineModule({
  name: 'telemetry',
  routes: (deps) => [...telemetryRoutes(deps, () => ingestOf(deps)), meterInvoiceRoute(deps)],
  seed: seedDemoTariffs,
  reportSources: [deviceReadingsReportSource],
  jobs: (deps) => [
    {
      // Months ahead, readings in the default partition moved to theirs, then retention (issue 16).
      name: 'telemetry.partitions',
      cron: '7 * * * *',
      handler: async () =>
        void (await maintainReadings(deps.database.db, new Date(), {
          ...retentionOf(deps.config),
          monthsAhead: deps.config.TELEMETRY_PARTITIONS_AHEAD_MONTHS,
        })),
    },
  ],
  async start(deps, log) {
    // Before readings arrive: this month's partition and the ones ahead, seeded history moved out of the default.
    // A failure is not fatal: the default partition takes every reading until the hourly job succeeds.
    await ensureReadingsPartitions(
      deps.database.db,
      new Date(),
      deps.config.TELEMETRY_PARTITIONS_AHEAD_MONTHS,
    ).catch((error) => log.warn({ err: error }, 'could not create the readings partitions ahead'));
    const telemetry = await startTelemetry(deps, log);
    const { address, port } = telemetry.transport;
    const moved =
      !deps.config.MQTT_URL && !deps.config.mqttPortSet && port !== deps.config.MQTT_PORT
        ? ` (${deps.config.MQTT_PORT} is taken; set MQTT_PORT to choose)`
        : '';
    const simulation = deps.config.SIMULATE
      ? await startSimulation(deps, log, telemetry.transport)
      : undefined;
    const lines = [`device telemetry: ${address}${moved}, topic devices/<serial>/telemetry`];
    if (simulation) lines.push(simulation.summary);
    return {
      summary: lines.join('\n'),
      async stop() {
        // The devices sign off before the broker closes.
        await simulation?.stop?.();
        await telemetry.stop();
      },
    };
  },
});
