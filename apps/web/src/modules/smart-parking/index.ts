import { defineModule, withShell } from '../../app/module.ts';
import en from './i18n/en.json';
import { smartParkingRoutes } from './routes.tsx';

/** Smart parking (spec §2, prefix /smart-parking). */
export const smartParkingModule = defineModule({
  id: 'smart-parking',
  family: 'app',
  i18n: {
    en: withShell(en),
    ar: () => import('./i18n/ar.json'),
  },
  routes: { main: smartParkingRoutes },
});
