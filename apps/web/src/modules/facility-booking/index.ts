import { defineModule, withShell } from '../../app/module.ts';
import en from './i18n/en.json';
import { facilityBookingRoutes } from './routes.tsx';

/** Facility booking (spec §2, prefix /facility-booking). */
export const facilityBookingModule = defineModule({
  id: 'facility-booking',
  family: 'app',
  i18n: {
    en: withShell(en),
    ar: () => import('./i18n/ar.json'),
  },
  routes: { main: facilityBookingRoutes },
});
