import { jwtFromConfig } from './kernel/auth/jwt.ts';
import type { Config } from './kernel/config.ts';
import type { Database } from './kernel/db/client.ts';
import type { AppDeps } from './kernel/module.ts';
import { abilitiesOf, accessSubjectOf } from './modules/permissions/abilities.service.ts';
import { permissionsOf } from './modules/permissions/permissions.service.ts';
import { cachedPermissions } from './modules/permissions/permissions-cache.ts';

/** The dependencies every module receives, built the same way by the server, the tests and the benchmarks. */
export const createDeps = (config: Config, database: Database): AppDeps => ({
  config,
  database,
  jwt: jwtFromConfig(config),
  permissionsOf: cachedPermissions((user) => permissionsOf(database.db, user), config.PERMISSIONS_CACHE_MS),
  accessSubjectOf: (user) => accessSubjectOf(database.db, user),
  abilitiesOf: (user, app) => abilitiesOf(database.db, user, app),
});
