import { kitModule } from '../kit/index.ts';
import { assetWatchModule } from '../modules/asset-watch/index.ts';
import { authModule } from '../modules/auth/index.ts';
import { cloudOrbitModule } from '../modules/cloud-orbit/index.ts';
import { companiesModule } from '../modules/companies/index.ts';
import { corePagesModule } from '../modules/core-pages/index.ts';
import { defconModule } from '../modules/defcon/index.ts';
import { devModule } from '../modules/dev/index.ts';
import { facilityBookingModule } from '../modules/facility-booking/index.ts';
import { fleetModule } from '../modules/fleet/index.ts';
import { globalMobilityModule } from '../modules/global-mobility/index.ts';
import { igniteShieldModule } from '../modules/ignite-shield/index.ts';
import { libsExamplesModule } from '../modules/libs-examples/index.ts';
import { lorawanModule } from '../modules/lorawan/index.ts';
import { managementModule } from '../modules/management/index.ts';
import { marketModule } from '../modules/market/index.ts';
import { metroWatchModule } from '../modules/metro-watch/index.ts';
import { neuronModule } from '../modules/neuron/index.ts';
import { permissionsModule } from '../modules/permissions/index.ts';
import { placesModule } from '../modules/places/index.ts';
import { reportsModule } from '../modules/reports/index.ts';
import { reportsGeneratorModule } from '../modules/reports-generator/index.ts';
import { smartParkingModule } from '../modules/smart-parking/index.ts';
import { supportModule } from '../modules/support/index.ts';
import { systemModule } from '../modules/system/index.ts';
import { usersModule } from '../modules/users/index.ts';
import type { WebModule } from './module.ts';

/** The registry: one line per module. */
export const modules: readonly WebModule[] = [
  authModule,
  usersModule,
  companiesModule,
  permissionsModule,
  placesModule,
  lorawanModule,
  kitModule,
  igniteShieldModule,
  metroWatchModule,
  defconModule,
  fleetModule,
  facilityBookingModule,
  neuronModule,
  assetWatchModule,
  cloudOrbitModule,
  smartParkingModule,
  globalMobilityModule,
  marketModule,
  managementModule,
  systemModule,
  corePagesModule,
  supportModule,
  reportsModule,
  reportsGeneratorModule,
  libsExamplesModule,
  devModule,
];
