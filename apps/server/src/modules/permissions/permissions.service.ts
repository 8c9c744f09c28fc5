import { permissions } from '@atrium/contracts';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { AuthUser } from '../../kernel/http/context.ts';
import { permissionGroups, permissionGroupUsers } from '../groups/groups.schema.ts';
import { users } from '../users/users.schema.ts';
import { roles, userRoles } from './permissions.schema.ts';

const ALL: ReadonlySet<string> = new Set(permissions.PERMISSION_KEYS);
const roleColumns = {
  id: roles.id,
  key: roles.key,
  name: roles.name,
  app: roles.app,
  description: roles.description,
  permissions: roles.permissions,
};

/** The role grants of a user that have not expired. */
export const activeRolesOf = (userId: number) =>
  and(eq(userRoles.userId, userId), or(isNull(userRoles.expiresAt), gt(userRoles.expiresAt, new Date())));

/**
 * The caller's effective permission keys: every key for admins, else the union of their unexpired roles and
 * of the permission groups of their own company they are in.
 */
export async function permissionsOf(
  db: DbOrTx,
  user: Pick<AuthUser, 'id' | 'isAdmin'>,
): Promise<ReadonlySet<string>> {
  if (user.isAdmin) return ALL;
  const rows = await db
    .select({ permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(activeRolesOf(user.id));
  const groups = await db
    .select({ permissions: permissionGroups.permissions })
    .from(permissionGroupUsers)
    .innerJoin(permissionGroups, eq(permissionGroups.id, permissionGroupUsers.groupId))
    .innerJoin(users, eq(users.id, permissionGroupUsers.userId))
    .where(and(eq(permissionGroupUsers.userId, user.id), eq(users.companyId, permissionGroups.companyId)));
  return permissions.withImplied([...rows, ...groups].flatMap((r) => r.permissions));
}

export const listSystemRoles = (db: DbOrTx) =>
  db.select(roleColumns).from(roles).where(eq(roles.system, true)).orderBy(asc(roles.id));

export const findSystemRole = async (db: DbOrTx, id: number) =>
  (
    await db
      .select(roleColumns)
      .from(roles)
      .where(and(eq(roles.id, id), eq(roles.system, true)))
  )[0];

export const rolesOfUser = (db: DbOrTx, userId: number) =>
  db
    .select(roleColumns)
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));

export async function assignRole(db: DbOrTx, userId: number, roleKey: string) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, roleKey));
  if (!role) throw new Error(`Unknown role ${roleKey}`);
  await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
}
