import { defineModule } from '../../kernel/module.ts';
import { followSpotSensors, markSilentSpots } from './sensor-bridge.ts';
import { sparkingRoutes } from './sparking.routes.ts';
import { seedSmartParking } from './sparking.seed.ts';

export { spLocations, spSpotEvents, spSpots } from './sparking.schema.ts';

/**
 * Issue 21: smart parking: parking locations with their outline and spots, each spot's state (free, occupied,
 * closed, unknown) from its sensor's `occupancy` readings, its history, the devices map (pushed live as
 * `sparking:spot`) and the dashboard.
 */
export const sparkingModule = defineModule({
  name: 'sparking',
  routes: sparkingRoutes,
  jobs: (deps) => [
    {
      // A silent sensor sends nothing: the minute scan finds it.
      name: 'sparking.silent-sensors',
      cron: '* * * * *',
      handler: async () => void (await markSilentSpots(deps.database)),
    },
  ],
  async start(deps, log) {
    const stop = followSpotSensors(deps, log);
    return { summary: "parking spots follow their sensors' occupancy", stop: async () => stop() };
  },
  seed: seedSmartParking,
});
