import { defineModule } from '../../app/module.ts';
import { usersMainRoutes } from './routes.tsx';

export const usersModule = defineModule({
  id: 'users',
  family: 'core',
  i18n: { en: () => import('./i18n/en.json'), ar: () => import('./i18n/ar.json') },
  routes: { main: usersMainRoutes },
});
