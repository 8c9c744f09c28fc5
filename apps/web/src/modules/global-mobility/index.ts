import { defineModule, withShell } from '../../app/module.ts';
import en from './i18n/en.json';
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
    en: withShell(en),
    ar: () => import('./i18n/ar.json'),
  },
  routes: { main: gmRoutes },
});
