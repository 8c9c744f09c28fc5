import type { FastifyBaseLogger } from 'fastify';
import { type AppDeps, defineModule } from '../../kernel/module.ts';
import { commandChannelOf } from '../telemetry/index.ts';
import { FrigateIngest } from './frigate.ingest.ts';
import { vehicleLogRoutes } from './vehicle-logs.routes.ts';
import { seedVehicleLogs } from './vehicle-logs.seed.ts';

export { FrigateIngest } from './frigate.ingest.ts';

/**
 * Listens to the edge boxes' Frigate messages on the device channel (embedded broker, its thread, or the
 * external broker) and hands them to the ingest. Returns the ingest and the way to stop (the tests and the
 * benchmark start it themselves).
 */
export function startFrigateIngest(deps: AppDeps, log: Pick<FastifyBaseLogger, 'error' | 'debug'>) {
  const ingest = new FrigateIngest(deps, log);
  const stopListening = commandChannelOf(deps.database).onFrigate((message) => {
    void ingest.handle(message).catch((error: unknown) => log.error({ err: error }, 'plate event failed'));
  });
  return {
    ingest,
    async stop() {
      stopListening();
      await ingest.close();
    },
  };
}

/** Issue 20, number-plate recognition: Frigate NVR plate events, gate decisions, barrier commands, vehicle logs. */
export const anprFrigateModule = defineModule({
  name: 'anpr-frigate',
  routes: vehicleLogRoutes,
  seed: seedVehicleLogs,
  async start(deps, log) {
    const running = startFrigateIngest(deps, log);
    return {
      summary: `plate events: Frigate NVR on frigate/events and frigate/tracked_object_update (an edge box signed in), or frigate/<serial>/... on MQTT_URL; minimum score ${deps.config.ANPR_MIN_PLATE_SCORE}`,
      stop: running.stop,
    };
  },
});
