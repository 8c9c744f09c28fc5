import { defineModule } from '../../app/module.ts';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import { systemMainRoutes, systemPublicRoutes } from './routes.tsx';

export const systemModule = defineModule({
  id: 'system',
  family: 'core',
  i18n: { en, ar },
  routes: { public: systemPublicRoutes, main: systemMainRoutes },
});
