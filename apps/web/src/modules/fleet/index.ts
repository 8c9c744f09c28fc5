import { defineModule } from '../../app/module.ts';
import { fleetRoutes } from './routes.tsx';

/**
 * Fleet (spec §2, prefix /fleet): vehicles on a live map with track playback, vehicle groups, drivers, job
 * cards and dispatch, routes and points of interest, geofences, alarms, reports and analysis, and the kit's
 * tracker screens. Shown in English and Arabic (right to left); hidden for a fleet Driver.
 */
export const fleetModule = defineModule({
  id: 'fleet',
  family: 'app',
  i18n: {
    en: () => import('./i18n/english.ts'),
    ar: () => import('./i18n/arabic.ts'),
    uses: ['kit', 'places', 'support'],
  },
  routes: { main: fleetRoutes },
});
