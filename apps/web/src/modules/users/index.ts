import { defineModule, withShell } from '../../app/module.ts';
import en from './i18n/en.json';
import { usersMainRoutes } from './routes.tsx';

export const usersModule = defineModule({
  id: 'users',
  family: 'core',
  i18n: { en: withShell(en), ar: () => import('./i18n/ar.json') },
  routes: { main: usersMainRoutes },
});
