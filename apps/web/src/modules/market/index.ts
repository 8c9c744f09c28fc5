import { defineModule } from '../../app/module.ts';
import { commerceRoutes } from './commerceRoutes.tsx';
import en from './i18n/en.json';
import { marketMainRoutes, marketPublicRoutes } from './routes.tsx';

/**
 * Market (spec §2 "Market", §4 cart restore, §5 price display, §9 currency): the catalogue, each app's
 * market steps, the cart kept in storage, checkout and payment, discount codes; a guest variant under /global.
 */
export const marketModule = defineModule({
  id: 'market',
  family: 'core',
  i18n: { en, ar: () => import('./i18n/ar.json') },
  routes: { main: [...marketMainRoutes, ...commerceRoutes], public: marketPublicRoutes },
});
