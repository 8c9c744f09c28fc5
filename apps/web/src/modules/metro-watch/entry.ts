import { defineModule } from '../../app/module.ts';
import { metroWatchPublicRoutes } from './publicRoutes.tsx';

/** Metro Watch's part in the app's entry: the public one-time access page (its strings travel with it). */
export const metroWatchEntry = defineModule({
  id: 'metro-watch',
  family: 'app',
  i18n: {
    en: () => import('./i18n/english.ts'),
    ar: () => import('./i18n/arabic.ts'),
    // Its signed-in pages' (index.ts): the entry part is the same module less those routes.
    uses: ['kit', 'places', 'support'],
  },
  routes: { public: metroWatchPublicRoutes },
});
