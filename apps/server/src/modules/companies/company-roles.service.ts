import { type companies as contract, permissions } from '@atrium/contracts';
import { and, asc, eq, or } from 'drizzle-orm';
import { randomToken } from '../../kernel/auth/tokens.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { roles } from '../permissions/permissions.schema.ts';
import { invalidatePermissions } from '../permissions/permissions-cache.ts';
import { findVisibleCompany } from './companies.service.ts';

type RoleRow = typeof roles.$inferSelect;
const toRole = (row: RoleRow): contract.CompanyRole => ({
  id: row.id,
  key: row.key,
  name: row.name,
  description: row.description,
  app: row.app ?? null,
  system: row.system,
  permissions: row.permissions,
});

/** Registered keys with their dependencies (R2), never more than the granter holds. */
function grantable(ctx: RequestContext, keys: string[]): string[] {
  const unknown = keys.filter((k) => !permissions.isRegisteredPermission(k));
  if (unknown.length > 0) {
    throw new ValidationError([
      { param: 'permissions', msg: `Unknown permissions: ${unknown.slice(0, 5).join(', ')}` },
    ]);
  }
  const complete = [...permissions.withImplied(keys)];
  if (!ctx.user?.isAdmin && complete.some((k) => !ctx.permissions.has(k))) {
    throw forbidden('You cannot give permissions you do not have', 'ROLE_ESCALATION');
  }
  return complete;
}

export async function listCompanyRoles(db: DbOrTx, ctx: RequestContext, companyId: number) {
  await findVisibleCompany(db, ctx, companyId);
  const rows = await db
    .select()
    .from(roles)
    .where(or(eq(roles.system, true), eq(roles.companyId, companyId)))
    .orderBy(asc(roles.system), asc(roles.name));
  return rows.map(toRole);
}

async function ownRole(db: DbOrTx, ctx: RequestContext, companyId: number, roleId: number) {
  await findVisibleCompany(db, ctx, companyId);
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.companyId, companyId), eq(roles.system, false)));
  if (!row) throw notFound('Role');
  return row;
}

export async function createCompanyRole(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  input: { name: string; description: string; permissions: string[] },
) {
  await findVisibleCompany(db, ctx, companyId);
  const [row] = await db
    .insert(roles)
    .values({
      key: `company_${companyId}_${randomToken().slice(0, 10)}`,
      name: input.name,
      description: input.description,
      permissions: grantable(ctx, input.permissions),
      system: false,
      companyId,
    })
    .returning();
  if (!row) throw new Error('role insert returned nothing');
  return toRole(row);
}

export async function updateCompanyRole(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  roleId: number,
  input: { name?: string; description?: string; permissions?: string[] },
) {
  const current = await ownRole(db, ctx, companyId, roleId);
  const changes = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.permissions !== undefined && { permissions: grantable(ctx, input.permissions) }),
  };
  if (Object.keys(changes).length === 0) return toRole(current);
  const [row] = await db.update(roles).set(changes).where(eq(roles.id, roleId)).returning();
  invalidatePermissions();
  return toRole(row ?? current);
}

export async function deleteCompanyRole(db: DbOrTx, ctx: RequestContext, companyId: number, roleId: number) {
  await ownRole(db, ctx, companyId, roleId);
  await db.delete(roles).where(eq(roles.id, roleId));
  invalidatePermissions();
}
