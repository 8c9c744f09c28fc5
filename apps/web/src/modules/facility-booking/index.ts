import { defineModule } from '../../app/module.ts';
import { facilityBookingRoutes } from './routes.tsx';

/** Facility booking (spec §2, prefix /facility-booking). */
export const facilityBookingModule = defineModule({
  id: 'facility-booking',
  family: 'app',
  i18n: {
    en: () => import('./i18n/en.json'),
    ar: () => import('./i18n/ar.json'),
    uses: ['kit', 'places', 'support'],
  },
  routes: { main: facilityBookingRoutes },
});
