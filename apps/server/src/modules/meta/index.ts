import { defineModule } from '../../kernel/module.ts';
import { metaRoutes } from './meta.routes.ts';
import { createMetaService } from './meta.service.ts';

/** Countries, cities, timezones and app defaults: static reference data, no tables. */
export const metaModule = defineModule({
  name: 'meta',
  routes: () => metaRoutes(createMetaService()),
});
