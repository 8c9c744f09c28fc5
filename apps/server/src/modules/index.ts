import type { ModuleDefinition } from '../kernel/module.ts';
import { authModule } from './auth/index.ts';
import { companiesModule } from './companies/index.ts';
import { systemModule } from './system/index.ts';
import { usersModule } from './users/index.ts';

// The registry: one line per module, in dependency order (seeds run in this order).
export const modules: ModuleDefinition[] = [systemModule, usersModule, companiesModule, authModule];
