import { defineModule } from '../../kernel/module.ts';
import { marketRoutes } from './market.routes.ts';
import { seedMarketCatalogue } from './market.seed.ts';

/** Issue 7: the market's catalogue (solutions, products, add-ons, tokens, plugins, packages) and packages. */
export const marketModule = defineModule({
  name: 'market',
  routes: marketRoutes,
  seed: seedMarketCatalogue,
});
