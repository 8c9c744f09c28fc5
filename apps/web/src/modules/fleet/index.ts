import { defineModule, withShell } from '../../app/module.ts';
import en from './i18n/english.ts';
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
    en: withShell(en),
    ar: () => import('./i18n/arabic.ts'),
  },
  routes: { main: fleetRoutes },
});
