import type { users as contract } from '@atrium/contracts';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../kernel/auth/passwords.ts';
import { hashToken } from '../../kernel/auth/tokens.ts';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, HttpError, notFound } from '../../kernel/http/errors.ts';
import { refreshTokens } from '../auth/auth.schema.ts';
import { sendLink } from '../auth/auth-links.service.ts';
import { companies } from '../companies/companies.schema.ts';
import { roles, userRoles } from '../permissions/permissions.schema.ts';
import { requestScope } from '../scope/index.ts';
import { users } from './users.schema.ts';

/**
 * A user the caller may act on: themselves, anyone for admins, or a user of a company they see when
 * they hold `permission`. Anyone else is a 404.
 */
async function reachableUser(db: DbOrTx, ctx: RequestContext, userId: number, permission: string | null) {
  const caller = ctx.user;
  if (!caller) throw forbidden();
  const self = caller.id === userId;
  const managed = caller.isAdmin || (permission !== null && ctx.permissions.has(permission));
  if (!self && !managed) throw notFound('User');
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.id, userId),
        self || caller.isAdmin ? undefined : await requestScope(db, ctx).companies(users.companyId),
      ),
    );
  if (!row) throw notFound('User');
  return row;
}

async function toProfile(
  db: DbOrTx,
  row: Awaited<ReturnType<typeof reachableUser>>,
): Promise<contract.Profile> {
  const { user, company } = row;
  const granted = await db
    .select({ id: roles.id, key: roles.key, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, user.id))
    .orderBy(asc(roles.id));
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    adminType: user.adminType ?? null,
    status: user.status,
    emailVerified: user.emailVerifiedAt !== null,
    tfaEnabled: user.tfaEnabled,
    phone: user.phoneVerifiedAt ? user.phone : null,
    company: company ? { id: company.id, name: company.name, type: company.type } : null,
    roles: granted,
    createdAt: user.createdAt.toISOString(),
  };
}

export const userProfile = async (db: DbOrTx, ctx: RequestContext, userId: number) =>
  toProfile(db, await reachableUser(db, ctx, userId, 'p_company_users_view'));

export async function updateUser(
  db: DbOrTx,
  ctx: RequestContext,
  userId: number,
  input: { firstName?: string; lastName?: string },
) {
  await reachableUser(db, ctx, userId, 'p_company_users_update');
  if (Object.keys(input).length > 0) {
    await db
      .update(users)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }
  return userProfile(db, ctx, userId);
}

export async function changeOwnPassword(
  db: DbOrTx,
  ctx: RequestContext,
  userId: number,
  input: { currentPassword: string; password: string; refreshToken?: string },
) {
  if (ctx.user?.id !== userId) throw notFound('User');
  const { user } = await reachableUser(db, ctx, userId, null);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new HttpError(400, 'The current password is not correct', 'USER_WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(input.password);
  const keep = input.refreshToken
    ? (
        await db
          .select({ familyId: refreshTokens.familyId })
          .from(refreshTokens)
          .where(
            and(eq(refreshTokens.tokenHash, hashToken(input.refreshToken)), eq(refreshTokens.userId, userId)),
          )
      )[0]?.familyId
    : undefined;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          keep ? ne(refreshTokens.familyId, keep) : undefined,
        ),
      );
  });
}

export async function sendUserResetLink(db: DbOrTx, config: Config, ctx: RequestContext, userId: number) {
  const { user } = await reachableUser(db, ctx, userId, 'p_user_reset_password');
  await sendLink(db, config, user, 'reset-password');
}
