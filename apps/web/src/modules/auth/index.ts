import { defineModule } from '../../app/module.ts';
import en from './i18n/en.json';
import { authLayoutRoutes } from './routes.tsx';

export const authModule = defineModule({
  id: 'auth',
  family: 'core',
  i18n: { en, ar: () => import('./i18n/ar.json') },
  routes: { auth: authLayoutRoutes },
});
