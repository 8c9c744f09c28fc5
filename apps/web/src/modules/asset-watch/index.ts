import { defineModule, withShell } from '../../app/module.ts';
import en from './i18n/en.json';
import { assetWatchRoutes } from './routes.tsx';

/** Asset watch (spec §2, prefix /asset-watch). */
export const assetWatchModule = defineModule({
  id: 'asset-watch',
  family: 'app',
  i18n: {
    en: withShell(en),
    ar: () => import('./i18n/ar.json'),
  },
  routes: { main: assetWatchRoutes },
});
