import { defineModule } from '../../app/module.ts';
import { metroWatchPublicRoutes } from './accessRoutes.tsx';
import { metroWatchMainRoutes } from './routes.tsx';

/** Metro Watch (spec §2, prefix /metro-watch): access control, door locks, trackers and cold storage. */
export const metroWatchModule = defineModule({
  id: 'metro-watch',
  family: 'app',
  i18n: {
    en: () => import('./i18n/english.ts'),
    ar: () => import('./i18n/arabic.ts'),
  },
  routes: { main: metroWatchMainRoutes, public: metroWatchPublicRoutes },
});
