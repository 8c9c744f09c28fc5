import { defineModule } from '../../app/module.ts';
import { assetWatchRoutes } from './routes.tsx';

/** Asset watch (spec §2, prefix /asset-watch). */
export const assetWatchModule = defineModule({
  id: 'asset-watch',
  family: 'app',
  i18n: {
    en: () => import('./i18n/en.json'),
    ar: () => import('./i18n/ar.json'),
    uses: ['kit', 'places', 'support'],
  },
  routes: { main: assetWatchRoutes },
});
