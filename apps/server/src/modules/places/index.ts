import { defineModule } from '../../kernel/module.ts';
import { assetRoutes } from './assets.routes.ts';
import { gatewayRoutes } from './gateways.routes.ts';
import { geofenceRoutes } from './geofences.routes.ts';
import { layoutRoutes } from './layouts.routes.ts';
import { seedDemoPlaces } from './places.seed.ts';
import { structureRoutes } from './structures.routes.ts';

/** Issue 5: structures, floors, spaces, layouts, assets, areas, geofences and LoRaWAN gateways. */
export const placesModule = defineModule({
  name: 'places',
  routes: (deps) => [
    ...structureRoutes(deps),
    ...layoutRoutes(deps),
    ...assetRoutes(deps),
    ...geofenceRoutes(deps),
    ...gatewayRoutes(deps),
  ],
  seed: seedDemoPlaces,
});
