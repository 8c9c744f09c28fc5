import { authModule } from '../modules/auth/index.ts';
import { companiesEntry } from '../modules/companies/entry.ts';
import { corePagesEntry } from '../modules/core-pages/entry.ts';
import { marketEntry } from '../modules/market/entry.ts';
import { metroWatchEntry } from '../modules/metro-watch/entry.ts';
import { reportsGeneratorModule } from '../modules/reports-generator/index.ts';
import { systemEntry } from '../modules/system/entry.ts';
import type { WebModule } from './module.ts';

/**
 * The modules a visitor needs before signing in, in the entry: those with pages in the auth or public layout,
 * and those whose English such a page shows (bundled English). Only their part for those pages (a module's
 * `entry.ts`, where it has signed-in pages too: no signed-in route table, nor what it imports); the whole
 * modules are in the registry (`modules.ts`), which loads with the signed-in shell. A test holds this list to it.
 */
export const entryModules: readonly WebModule[] = [
  authModule,
  companiesEntry,
  corePagesEntry,
  marketEntry,
  metroWatchEntry,
  reportsGeneratorModule,
  systemEntry,
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
