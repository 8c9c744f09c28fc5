import { companies as contract, type ListQuery } from '@atrium/contracts';
import { and, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { hashPassword } from '../../kernel/auth/passwords.ts';
import { randomToken } from '../../kernel/auth/tokens.ts';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { sendLink } from '../auth/auth-links.service.ts';
import { roles, userRoles } from '../permissions/permissions.schema.ts';
import { invalidatePermissions } from '../permissions/permissions-cache.ts';
import { users } from '../users/users.schema.ts';
import { findVisibleCompany, isVisibleCompany } from './companies.service.ts';

export const USER_SORTS = contract.COMPANY_USER_SORTS;

/**
 * A user's roles as one JSON array, computed in the query that reads `users` (named in full: drizzle leaves
 * the columns of a one-table select unqualified, which inside this subquery would mean the roles' own).
 */
const usersRoles = sql<contract.CompanyUser['roles']>`(
    select coalesce(json_agg(json_build_object(
      'id', r.id, 'key', r.key, 'name', r.name, 'expiresAt', ur.expires_at
    ) order by r.id), '[]')
    from ${userRoles} ur join ${roles} r on r.id = ur.role_id
    where ur.user_id = ${users}.id)`;

type UserWithRoles = typeof users.$inferSelect & { roles: contract.CompanyUser['roles'] };

const companyUser = (u: UserWithRoles): contract.CompanyUser => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  status: u.status,
  createdAt: u.createdAt.toISOString(),
  // json_build_object writes timestamps without the "Z" of toISOString: one format for every client.
  roles: u.roles.map((r) => ({ ...r, expiresAt: r.expiresAt && new Date(r.expiresAt).toISOString() })),
});

export async function listCompanyUsers(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  nameFilter: string | undefined,
  page: ListQuery,
) {
  const pattern = containsPattern(nameFilter);
  const where = and(
    eq(users.companyId, companyId),
    isVisibleCompany(db, ctx, companyId),
    pattern
      ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))
      : undefined,
  );
  const columns = {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    createdAt: users.createdAt,
  };
  const { data: rows, totalRecords } = await listPage(
    db,
    users,
    where,
    page as ListQuery<keyof typeof columns>,
    columns,
    { roles: usersRoles },
  );
  // The visibility rides in the page query; only an empty page tells "no users" from "not yours" (404).
  if (rows.length === 0) await findVisibleCompany(db, ctx, companyId);
  return { data: rows.map(companyUser), totalRecords };
}

export async function getCompanyUser(db: DbOrTx, ctx: RequestContext, companyId: number, userId: number) {
  await findVisibleCompany(db, ctx, companyId);
  const [row] = await db
    .select({ user: getTableColumns(users), roles: usersRoles })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  if (!row) throw notFound('User');
  return companyUser({ ...row.user, roles: row.roles });
}

/** A role the caller may hand out: a system role or one of this company, never more than they hold. */
/** A system role or one of company :id, else a 418 (another company's role is "no such role"). */
async function companyRole(db: DbOrTx, companyId: number, roleId: number) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), or(eq(roles.system, true), eq(roles.companyId, companyId))));
  if (!role) throw new ValidationError([{ param: 'roleId', msg: 'No such role' }]);
  return role;
}

async function grantableRole(db: DbOrTx, ctx: RequestContext, companyId: number, roleId: number) {
  const role = await companyRole(db, companyId, roleId);
  if (!ctx.user?.isAdmin && role.permissions.some((key) => !ctx.permissions.has(key))) {
    throw forbidden('You cannot give a role with permissions you do not have', 'ROLE_ESCALATION');
  }
  return role;
}

function refuseSelf(ctx: RequestContext, userId: number) {
  if (!ctx.user?.isAdmin && ctx.user?.id === userId)
    throw forbidden('You cannot change your own roles', 'SELF_ROLE_CHANGE');
}

export async function createCompanyUser(
  db: DbOrTx,
  config: Config,
  ctx: RequestContext,
  companyId: number,
  input: { email: string; firstName: string; lastName: string; password?: string; roleId?: number },
) {
  await findVisibleCompany(db, ctx, companyId);
  const role = input.roleId === undefined ? undefined : await grantableRole(db, ctx, companyId, input.roleId);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken) throw new ValidationError([{ param: 'email', msg: 'This email is already used' }]);
  // Without a first password the account holds an unguessable one and the user gets a set-password link.
  const passwordHash = await hashPassword(input.password ?? randomToken());
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      companyId,
      emailVerifiedAt: input.password ? new Date() : null,
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('user insert returned nothing');
  if (role) await db.insert(userRoles).values({ userId: row.id, roleId: role.id });
  if (!input.password) await sendLink(db, config, row, 'set-password');
  return getCompanyUser(db, ctx, companyId, row.id);
}

export async function assignCompanyUserRole(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  userId: number,
  roleId: number,
) {
  await getCompanyUser(db, ctx, companyId, userId);
  refuseSelf(ctx, userId);
  const role = await grantableRole(db, ctx, companyId, roleId);
  await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
  invalidatePermissions();
  return getCompanyUser(db, ctx, companyId, userId);
}

export async function unassignCompanyUserRole(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  userId: number,
  roleId: number,
) {
  await getCompanyUser(db, ctx, companyId, userId);
  refuseSelf(ctx, userId);
  // Issue 15 §7: the role named must be one of the company's, as for assigning; another's is a 418.
  const role = await companyRole(db, companyId, roleId);
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, role.id)));
  invalidatePermissions();
  return getCompanyUser(db, ctx, companyId, userId);
}

export async function setCompanyUserExpiration(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  userId: number,
  expiresAt: string | null,
) {
  await getCompanyUser(db, ctx, companyId, userId);
  refuseSelf(ctx, userId);
  await db
    .update(userRoles)
    .set({ expiresAt: expiresAt ? new Date(expiresAt) : null })
    .where(eq(userRoles.userId, userId));
  invalidatePermissions();
  return getCompanyUser(db, ctx, companyId, userId);
}
