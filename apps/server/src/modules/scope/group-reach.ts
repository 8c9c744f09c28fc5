import { permissions } from '@atrium/contracts';
import { and, arrayOverlaps, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { permissionGroups, permissionGroupUsers } from '../groups/groups.schema.ts';
import { roles, userRoles } from '../permissions/permissions.schema.ts';
import { activeRolesOf } from '../permissions/permissions.service.ts';

/** The device columns a resource is matched on: the device itself, or its structure. */
export interface DeviceRef {
  id: AnyPgColumn | SQL;
  structureId: AnyPgColumn | SQL;
}

const resourceOf = (type: 'device' | 'structure', id: AnyPgColumn | SQL) =>
  sql`${permissionGroups.resources} @> jsonb_build_array(jsonb_build_object('type', ${type}::text, 'id', ${id}))`;

/**
 * Whether the caller's `key` reaches a device, as a condition on its columns (spec §3 "permission group":
 * permissions, resources, users). A key held through a role (company owner, integrator staff acting for a
 * customer, any other role) or by a system admin reaches every device the tenancy rules let the caller see:
 * no condition. A key held only through permission groups reaches the devices their resources name, directly
 * or by the device's structure; a group without resources covers its whole company (as for its
 * notifications, `coversDevice`). Keys that imply `key` count as `key` (`grantingKeys`), and the groups and
 * role expiry are read as `permissionsOf` reads them, so a device outside is never half-visible.
 */
export function withinGroupResources(
  db: DbOrTx,
  ctx: RequestContext,
  key: string,
  device: DeviceRef,
): SQL | undefined {
  const user = ctx.user;
  if (!user) return sql`false`;
  if (user.isAdmin) return undefined;
  const granting = [...permissions.grantingKeys(key)];
  const byRole = exists(
    db
      .select({ one: sql`1` })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(activeRolesOf(user.id), arrayOverlaps(roles.permissions, granting))),
  );
  if (user.companyId === null) return byRole;
  const byGroup = exists(
    db
      .select({ one: sql`1` })
      .from(permissionGroupUsers)
      .innerJoin(permissionGroups, eq(permissionGroups.id, permissionGroupUsers.groupId))
      .where(
        and(
          eq(permissionGroupUsers.userId, user.id),
          eq(permissionGroups.companyId, user.companyId),
          arrayOverlaps(permissionGroups.permissions, granting),
          or(
            sql`${permissionGroups.resources} = '[]'::jsonb`,
            resourceOf('device', device.id),
            resourceOf('structure', device.structureId),
          ),
        ),
      ),
  );
  return or(byRole, byGroup);
}

/** No device: a condition that holds for it holds whatever the device (a role, or a group without resources). */
const NO_DEVICE: DeviceRef = { id: sql`-1`, structureId: sql`-1` };

/** Whether the caller's `key` reaches every device of their tenancy, not only some groups' resources. */
export async function reachesEveryDevice(db: DbOrTx, ctx: RequestContext, key: string): Promise<boolean> {
  const condition = withinGroupResources(db, ctx, key, NO_DEVICE);
  if (!condition) return true;
  const [row] = await db
    .select({ all: sql<boolean>`coalesce(${condition}, false)` })
    .from(sql`(select 1) as one`);
  return row?.all === true;
}
