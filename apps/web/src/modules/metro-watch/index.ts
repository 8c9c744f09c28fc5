import { defineModule } from '../../app/module.ts';
import { metroWatchEntry } from './entry.ts';
import { metroWatchMainRoutes } from './routes.tsx';

/** Metro Watch (spec §2, prefix /metro-watch): access control, door locks, trackers and cold storage. */
export const metroWatchModule = defineModule({
  ...metroWatchEntry,
  routes: { ...metroWatchEntry.routes, main: metroWatchMainRoutes },
});
