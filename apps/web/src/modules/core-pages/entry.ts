import { defineModule } from '../../app/module.ts';
import en from './i18n/en.json';
import { corePagesPublicRoutes } from './publicRoutes.tsx';

/** The core pages' part in the app's entry: terms, data policy and global updates (public), and their English. */
export const corePagesEntry = defineModule({
  id: 'core-pages',
  family: 'core',
  i18n: { en, ar: () => import('./i18n/ar.json') },
  routes: { public: corePagesPublicRoutes },
});
