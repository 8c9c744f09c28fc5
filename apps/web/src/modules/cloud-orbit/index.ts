import { defineModule, withShell } from '../../app/module.ts';
import en from './i18n/english.ts';
import { cloudOrbitRoutes } from './routes.tsx';

/**
 * Cloud orbit, rodent control (spec §2, prefix /cloud-orbit): traps and bait stations, their events and
 * visits, the dashboard with the floor heat map, the kit's devices, groups and alarms. A4 (spec §1): its pages
 * are shown in English, left to right, even when Arabic is chosen, so its Arabic namespace is the English one.
 */
export const cloudOrbitModule = defineModule({
  id: 'cloud-orbit',
  family: 'app',
  i18n: {
    en: withShell(en),
    ar: () => import('./i18n/arabic.ts'),
  },
  routes: { main: cloudOrbitRoutes },
});
