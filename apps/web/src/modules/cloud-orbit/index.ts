import { defineModule } from '../../app/module.ts';
import { cloudOrbitRoutes } from './routes.tsx';

/** Cloud orbit, rodent control (spec §2, prefix /cloud-orbit); English only (§1). */
export const cloudOrbitModule = defineModule({
  id: 'cloud-orbit',
  family: 'app',
  i18n: {
    en: () => import('./i18n/en.json'),
    ar: () => import('./i18n/ar.json'),
  },
  routes: { main: cloudOrbitRoutes },
});
