import { authModule } from '../modules/auth/index.ts';
import { companiesModule } from '../modules/companies/index.ts';
import { corePagesModule } from '../modules/core-pages/index.ts';
import { marketModule } from '../modules/market/index.ts';
import { metroWatchModule } from '../modules/metro-watch/index.ts';
import { reportsGeneratorModule } from '../modules/reports-generator/index.ts';
import { systemModule } from '../modules/system/index.ts';
import type { WebModule } from './module.ts';

/**
 * The modules a visitor needs before signing in, in the entry: those with pages in the auth or public layout,
 * and those whose English such a page shows (bundled English). The registry (`modules.ts`, every module) loads
 * with the signed-in shell; a test holds this list to it.
 */
export const entryModules: readonly WebModule[] = [
  authModule,
  companiesModule,
  corePagesModule,
  marketModule,
  metroWatchModule,
  reportsGeneratorModule,
  systemModule,
];

let loaded: readonly WebModule[] | null = null;

/** Every module (the registry), in a chunk of its own: fetched with the signed-in shell, once. */
export const loadRegistry = (): Promise<readonly WebModule[]> =>
  import('./modules.ts').then(({ modules }) => {
    loaded = modules;
    return modules;
  });

/** The registry if it is here already, else null. */
export const registryIfLoaded = (): readonly WebModule[] | null => loaded;
