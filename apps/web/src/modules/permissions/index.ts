import { defineModule, withShell } from '../../app/module.ts';
import en from './i18n/en.json';
import { permissionsMainRoutes } from './routes.tsx';

/** Roles and their permissions (spec §2 core/permissions/list, §4 permission toggling). */
export const permissionsModule = defineModule({
  id: 'permissions',
  family: 'core',
  i18n: { en: withShell(en), ar: () => import('./i18n/ar.json') },
  routes: { main: permissionsMainRoutes },
});
