import { defineModule } from '../../app/module.ts';
import { smartParkingRoutes } from './routes.tsx';

/** Smart parking (spec §2, prefix /smart-parking). */
export const smartParkingModule = defineModule({
  id: 'smart-parking',
  family: 'app',
  i18n: {
    en: () => import('./i18n/en.json'),
    ar: () => import('./i18n/ar.json'),
    uses: ['kit', 'places', 'support'],
  },
  routes: { main: smartParkingRoutes },
});
