import { defineModule } from '../../app/module.ts';
import { permissionsMainRoutes } from './routes.tsx';

/** Roles and their permissions (spec §2 core/permissions/list, §4 permission toggling). */
export const permissionsModule = defineModule({
  id: 'permissions',
  family: 'core',
  i18n: { en: () => import('./i18n/en.json'), ar: () => import('./i18n/ar.json') },
  routes: { main: permissionsMainRoutes },
});
