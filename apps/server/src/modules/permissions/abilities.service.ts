import { permissions } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { AuthUser } from '../../kernel/http/context.ts';
import type { AccessSubject } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import { users } from '../users/users.schema.ts';
import { roles, userAbilities, userRoles } from './permissions.schema.ts';
import { activeRolesOf } from './permissions.service.ts';

const { ANY } = permissions;

/** R111, R26: the caller's abilities in one app; a system admin holds every ability. */
export async function abilitiesOf(
  db: DbOrTx,
  user: Pick<AuthUser, 'id' | 'isAdmin'>,
  app: string,
): Promise<permissions.AbilityMap> {
  if (user.isAdmin) return permissions.ALL_ABILITIES;
  const rows = await db
    .select({
      entityId: userAbilities.entityId,
      module: userAbilities.module,
      actions: userAbilities.actions,
    })
    .from(userAbilities)
    .where(and(eq(userAbilities.userId, user.id), eq(userAbilities.app, app)));
  const map: Record<string, Record<string, string[]>> = {};
  for (const { entityId, module, actions } of rows) {
    map[entityId] ??= {};
    map[entityId][module] = actions;
  }
  return map;
}

export interface AbilityGrant {
  userId: number;
  app: string;
  /** A record id of the app, or `*` for every one. */
  entityId: string | number;
  /** A sub-module of the app in the catalogue (`devices`, `alarms`…), or `*`. */
  module: string;
  /** Actions of that sub-module in the catalogue, or `*`. */
  actions: string[];
}

/** Gives (or replaces) a user's actions on one entity's module. Keys outside the catalogue are a bug. */
export async function grantAbility(db: DbOrTx, grant: AbilityGrant) {
  const { app, module, actions } = grant;
  if (!permissions.ABILITY_APPS.includes(app)) throw new Error(`Unknown ability app ${app}`);
  if (module !== ANY && !permissions.isRegisteredPermission(permissions.subModuleKey(app, module))) {
    throw new Error(`Unknown ability module ${app}.${module}`);
  }
  for (const action of actions) {
    if (action === ANY || module === ANY) continue;
    if (!permissions.isRegisteredPermission(permissions.actionKey(`${app}_${module}`, action))) {
      throw new Error(`Unknown ability action ${app}.${module}.${action}`);
    }
  }
  await db
    .insert(userAbilities)
    .values({ ...grant, entityId: String(grant.entityId) })
    .onConflictDoUpdate({
      target: [userAbilities.userId, userAbilities.app, userAbilities.entityId, userAbilities.module],
      set: { actions },
    });
}

/**
 * Who the caller is for the guard's visibility (R112-R114) and entity (R117) conditions; the "admin" of a
 * customer company is its owner.
 */
export async function accessSubjectOf(db: DbOrTx, user: AuthUser): Promise<AccessSubject> {
  const [row] = await db
    .select({ adminType: users.adminType, companyType: companies.type })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, user.id));
  const [owner] = user.isAdmin
    ? [{ ok: 1 }]
    : await db
        .select({ ok: userRoles.roleId })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(activeRolesOf(user.id), eq(roles.key, 'company_owner')))
        .limit(1);
  return {
    companyType: row?.companyType ?? null,
    adminType: row?.adminType ?? null,
    companyAdmin: owner !== undefined,
  };
}
