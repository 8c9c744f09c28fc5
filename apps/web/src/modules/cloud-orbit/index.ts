import { defineModule } from '../../app/module.ts';
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
    en: () => import('./i18n/english.ts'),
    ar: () => import('./i18n/arabic.ts'),
    uses: ['kit', 'places', 'support'],
  },
  routes: { main: cloudOrbitRoutes },
});
