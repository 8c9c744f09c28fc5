import type { ModuleDefinition } from '../kernel/module.ts';
import { accessModule } from './access/index.ts';
import { alarmsModule } from './alarms/index.ts';
import { analysisModule } from './analysis/index.ts';
import { anprModule } from './anpr/index.ts';
import { anprFrigateModule } from './anpr-frigate/index.ts';
import { assetWatchModule } from './asset-watch/index.ts';
import { authModule } from './auth/index.ts';
import { companiesModule } from './companies/index.ts';
import { defconModule } from './defcon/index.ts';
import { devicesModule, registryFulfilment } from './devices/index.ts';
import { facmgmtModule } from './facmgmt/index.ts';
import { facmgmtVisitorsModule } from './facmgmt-visitors/index.ts';
import { fleetModule } from './fleet/index.ts';
import { fleetDispatchModule } from './fleet-dispatch/index.ts';
import { fleetReportsModule } from './fleet-reports/index.ts';
import { gmModule } from './gm/index.ts';
import { groupsModule } from './groups/index.ts';
import { lorawanModule } from './lorawan/index.ts';
import { mailModule } from './mail/index.ts';
import { managementModule } from './management/index.ts';
import { marketModule } from './market/index.ts';
import { metaModule } from './meta/index.ts';
import { metrowatchModule } from './metrowatch/index.ts';
import { createOrdersModule } from './orders/index.ts';
import { permissionsModule } from './permissions/index.ts';
import { placesModule } from './places/index.ts';
import { createReportsModule } from './reports/index.ts';
import { rodentModule } from './rodent/index.ts';
import { sparkingModule } from './sparking/index.ts';
import { supportModule } from './support/index.ts';
import { systemModule } from './system/index.ts';
import { telemetryModule } from './telemetry/index.ts';
import { usersModule } from './users/index.ts';

// The registry: one line per module, in dependency order (sync and seed run in this order).
// biome-ignore format: one line per module keeps additions conflict-free
export const modules: ModuleDefinition[] = [
  systemModule,
  usersModule,
  permissionsModule,
  companiesModule,
  mailModule,
  authModule,
  metaModule,
  placesModule,
  devicesModule,
  marketModule,
  createOrdersModule(registryFulfilment),
  managementModule,
  telemetryModule,
  alarmsModule,
  groupsModule,
  analysisModule,
  metrowatchModule,
  accessModule,
  defconModule,
  fleetModule,
  fleetDispatchModule,
  fleetReportsModule,
  anprModule,
  anprFrigateModule,
  facmgmtModule,
  facmgmtVisitorsModule,
  assetWatchModule,
  rodentModule,
  sparkingModule,
  supportModule,
  gmModule,
  // After every module that offers report sources (its seed reads them).
  createReportsModule(() => modules),
  // Last: its seed gives the apps' demo LoRaWAN devices their DevEUIs.
  lorawanModule,
];
