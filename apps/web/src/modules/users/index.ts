import { defineModule } from '../../app/module.ts';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import { usersMainRoutes } from './routes.tsx';

export const usersModule = defineModule({
  id: 'users',
  family: 'core',
  i18n: { en, ar },
  routes: { main: usersMainRoutes },
});
