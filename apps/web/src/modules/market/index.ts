import { defineModule } from '../../app/module.ts';
import { commerceRoutes } from './commerceRoutes.tsx';
import { marketEntry } from './entry.ts';
import { marketMainRoutes } from './routes.tsx';

/**
 * Market (spec §2 "Market", §4 cart restore, §5 price display, §9 currency): the catalogue, each app's
 * market steps, the cart kept in storage, checkout and payment, discount codes; a guest variant under /global.
 */
export const marketModule = defineModule({
  ...marketEntry,
  routes: { ...marketEntry.routes, main: [...marketMainRoutes, ...commerceRoutes] },
});
