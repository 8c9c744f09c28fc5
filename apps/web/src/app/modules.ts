import { authModule } from '../modules/auth/index.ts';
import { companiesModule } from '../modules/companies/index.ts';
import { devModule } from '../modules/dev/index.ts';
import { igniteShieldModule } from '../modules/ignite-shield/index.ts';
import { libsExamplesModule } from '../modules/libs-examples/index.ts';
import { marketModule } from '../modules/market/index.ts';
import { permissionsModule } from '../modules/permissions/index.ts';
import { placesModule } from '../modules/places/index.ts';
import { reportsGeneratorModule } from '../modules/reports-generator/index.ts';
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
  igniteShieldModule,
  marketModule,
  systemModule,
  reportsGeneratorModule,
  libsExamplesModule,
  devModule,
];
