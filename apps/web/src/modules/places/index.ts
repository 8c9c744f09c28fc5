import { defineModule } from '../../app/module.ts';
import { placesMainRoutes } from './routes.tsx';

/**
 * Places (spec §2 core structures, assets v1 and v2, geofence, users/gateways): structures with floors and
 * spaces, floor plans with device markers, assets, areas, geofences and LoRaWAN gateways.
 */
export const placesModule = defineModule({
  id: 'places',
  family: 'core',
  i18n: { en: () => import('./i18n/en.json'), ar: () => import('./i18n/ar.json') },
  routes: { main: placesMainRoutes },
});
