import { defineModule } from '../../app/module.ts';
import { gmRoutes } from './routes.tsx';

/**
 * Global mobility (spec §2, prefix /gm): staff who travel or work alone with personal trackers and phones; the
 * kit's devices, templates and alarms, a device's last position, track, battery and SOS, notification settings
 * with escalation, staff management.
 */
export const globalMobilityModule = defineModule({
  id: 'gm',
  family: 'app',
  i18n: {
    en: () => import('./i18n/en.json'),
    ar: () => import('./i18n/ar.json'),
    uses: ['kit', 'places', 'support'],
  },
  routes: { main: gmRoutes },
});
