import { defineModule } from '../../app/module.ts';
import en from './i18n/en.json';
import { marketPublicRoutes } from './publicRoutes.tsx';

/** The market's part in the app's entry: the guest market's pages (public) and the English they show. */
export const marketEntry = defineModule({
  id: 'market',
  family: 'core',
  i18n: { en, ar: () => import('./i18n/ar.json') },
  routes: { public: marketPublicRoutes },
});
