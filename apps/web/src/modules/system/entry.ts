import { defineModule } from '../../app/module.ts';
import en from './i18n/en.json';
import { systemPublicRoutes } from './publicRoutes.tsx';

/** The system pages' part in the app's entry: page not found and not available on mobile, and their English. */
export const systemEntry = defineModule({
  id: 'system',
  family: 'core',
  i18n: { en, ar: () => import('./i18n/ar.json') },
  routes: { public: systemPublicRoutes },
});
