import type { FastifyBaseLogger } from 'fastify';
import { type AppDeps, defineModule } from '../../kernel/module.ts';
import { onPositionsStored } from '../fleet/index.ts';
import { seedFleetDispatch } from './dispatch.seed.ts';
import { dispatchRoutes } from './fleet-dispatch.routes.ts';
import { scanLateStops, watchPositions } from './watch.service.ts';

export { onJobCardChanged } from './job-card-events.ts';
export { scanLateStops, watchPositions } from './watch.service.ts';

/** Runs the dispatch rules on every stored batch of positions; returns the way to stop. */
export function startDispatchWatcher(deps: AppDeps, log: Pick<FastifyBaseLogger, 'error'>) {
  return onPositionsStored(deps, async (rows) => {
    try {
      await watchPositions(deps.database, rows);
    } catch (error) {
      log.error({ err: error }, 'fleet dispatch rules failed');
    }
  });
}

/**
 * Issue 19, Fleet dispatch: job cards with their states and history, routes of ordered stops and points of
 * interest, the company's alarm settings, and the watcher raising fleet alarms (out of route, late stop,
 * speeding, idle, geofence entry and exit, harsh driving, low battery) through the alarms module.
 */
export const fleetDispatchModule = defineModule({
  name: 'fleetDispatch',
  routes: dispatchRoutes,
  jobs: (deps) => [
    {
      // Late stops of vehicles that stopped reporting (the watcher finds the others on their positions).
      name: 'fleet-dispatch.late-stops',
      cron: '* * * * *',
      handler: async () => void (await scanLateStops(deps.database)),
    },
  ],
  async start(deps, log) {
    const stop = startDispatchWatcher(deps, log);
    return { summary: 'fleet dispatch rules on every stored batch of positions', stop: async () => stop() };
  },
  seed: seedFleetDispatch,
});
