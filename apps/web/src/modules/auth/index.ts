import { defineModule } from '../../app/module.ts';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import { authLayoutRoutes } from './routes.tsx';

export const authModule = defineModule({
  id: 'auth',
  family: 'core',
  i18n: { en, ar },
  routes: { auth: authLayoutRoutes },
});
