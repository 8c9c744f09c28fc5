import { defineModule } from '../../app/module.ts';
import en from './i18n/en.json';
import { systemMainRoutes, systemPublicRoutes } from './routes.tsx';

export const systemModule = defineModule({
  id: 'system',
  family: 'core',
  i18n: { en, ar: () => import('./i18n/ar.json') },
  routes: { public: systemPublicRoutes, main: systemMainRoutes },
});
