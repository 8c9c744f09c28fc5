import type { FastifyBaseLogger } from 'fastify';
import { type AppDeps, defineModule } from '../../kernel/module.ts';
import { onReadingsStored } from '../telemetry/index.ts';
import { rodentRoutes } from './rodent.routes.ts';
import { seedRodent } from './rodent.seed.ts';
import { recordStationReadings, scanSilentStations } from './watch.service.ts';

export { recordStationReadings, scanSilentStations } from './watch.service.ts';

/** Turns every stored batch's station readings into events and alarms; returns the way to stop. */
export function startRodentWatcher(deps: AppDeps, log: Pick<FastifyBaseLogger, 'error'>) {
  return onReadingsStored(deps, async (rows) => {
    try {
      await recordStationReadings(deps.database, rows);
    } catch (error) {
      log.error({ err: error }, 'cloud orbit station events failed');
    }
  });
}

/**
 * Issue 21: cloud orbit, rodent control: traps and bait stations (devices of app `rodent`), their events and
 * alarms from their readings, silent stations, technicians' visits, the dashboard and the floor heat map.
 */
export const rodentModule = defineModule({
  name: 'rodent',
  routes: rodentRoutes,
  jobs: (deps) => [
    {
      // A station goes silent without any reading: only a scan finds it.
      name: 'rodent.silent-stations',
      cron: '* * * * *',
      handler: async () => void (await scanSilentStations(deps.database)),
    },
  ],
  async start(deps, log) {
    const stop = startRodentWatcher(deps, log);
    return {
      summary: 'cloud orbit station events and alarms on every stored batch of readings',
      stop: async () => stop(),
    };
  },
  seed: seedRodent,
});
