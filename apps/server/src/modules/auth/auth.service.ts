import { randomUUID } from 'node:crypto';
import { auth } from '@atrium/contracts';
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { burnPasswordCheck, verifyPassword } from '../../kernel/auth/passwords.ts';
import { hashToken, randomToken } from '../../kernel/auth/tokens.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, unauthorized } from '../../kernel/http/errors.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { findVisibleCompany } from '../companies/companies.service.ts';
import { roles, userRoles } from '../permissions/permissions.schema.ts';
import { createTfa } from '../users/tfa.service.ts';
import { users } from '../users/users.schema.ts';
import { findUserByEmail, sessionUserOf } from '../users/users.service.ts';
import { refreshTokens, sessionLog } from './auth.schema.ts';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

const SHORT_TERM_SECONDS = 12 * 3600;
const invalidCredentials = () =>
  new HttpError(400, auth.INVALID_CREDENTIALS.msg, auth.INVALID_CREDENTIALS.code);
const invalidRefresh = () => unauthorized(auth.INVALID_REFRESH.msg, auth.INVALID_REFRESH.code);

export function createAuthService({ config, database, jwt }: AppDeps) {
  const { db } = database;
  const tfa = createTfa(config);

  async function issueRefreshToken(
    userId: number,
    familyId: string,
    expiresAt: Date,
    tx: DbOrTx = db,
    actorUserId: number | null = null,
  ) {
    const token = randomToken();
    await tx
      .insert(refreshTokens)
      .values({ userId, familyId, tokenHash: hashToken(token), expiresAt, actorUserId });
    return token;
  }

  const accessTokenFor = (user: auth.SessionUser, actorId: number | null = null) =>
    jwt.sign({
      sub: String(user.id),
      companyId: user.personalInfo.companyId,
      isAdmin: user.isAdmin,
      actorId,
    });

  return {
    async login(
      email: string,
      password: string,
      code: string | undefined,
      shortTerm: boolean,
      client: ClientInfo,
    ) {
      const attempt = (userId: number | null, success: boolean, reason: string | null) =>
        db
          .insert(sessionLog)
          .values({ email, userId, success, reason, ip: client.ip, userAgent: client.userAgent });
      // Per-account brute-force lock: counted from the session log, so it holds across server processes.
      const since = new Date(Date.now() - config.LOGIN_LOCK_MINUTES * 60_000);
      const [failures] = await db
        .select({ n: count() })
        .from(sessionLog)
        .where(
          and(eq(sessionLog.email, email), eq(sessionLog.success, false), gt(sessionLog.createdAt, since)),
        );
      if ((failures?.n ?? 0) >= config.LOGIN_MAX_FAILURES) {
        await attempt(null, false, 'locked');
        throw new HttpError(
          429,
          `Too many failed sign-in attempts. Try again in ${config.LOGIN_LOCK_MINUTES} minutes or reset your password.`,
          auth.TOO_MANY_ATTEMPTS,
        );
      }
      const row = await findUserByEmail(db, email);
      if (!row) {
        await burnPasswordCheck(password);
        await attempt(null, false, 'unknown email');
        throw invalidCredentials();
      }
      if (!(await verifyPassword(row.passwordHash, password))) {
        await attempt(row.id, false, 'wrong password');
        throw invalidCredentials();
      }
      const user = await sessionUserOf(db, row.id);
      if (!user) {
        await attempt(row.id, false, 'disabled');
        throw new HttpError(400, 'This account is disabled', 'AUTH_ACCOUNT_DISABLED');
      }
      if (!row.emailVerifiedAt) {
        await attempt(row.id, false, 'not verified');
        throw new HttpError(400, auth.NOT_VERIFIED.msg, auth.NOT_VERIFIED.code);
      }
      try {
        await tfa.checkSignIn(row, code);
      } catch (error) {
        // Being asked for the code is not a failure; a wrong code counts towards the lock.
        if (code) await attempt(row.id, false, 'wrong two-factor code');
        throw error;
      }
      await attempt(row.id, true, null);
      const lifetimeMs = shortTerm ? SHORT_TERM_SECONDS * 1000 : config.REFRESH_TOKEN_TTL_DAYS * 86_400_000;
      const refreshToken = await issueRefreshToken(user.id, randomUUID(), new Date(Date.now() + lifetimeMs));
      return { token: await accessTokenFor(user), refreshToken, user };
    },

    /** Rotates a refresh token; a second use of a rotated token revokes its whole family (RFC 9700 §4.14.2). */
    async refresh(presented: string, log: FastifyBaseLogger) {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(presented)))
          .for('update');
        if (!row || row.revokedAt || row.expiresAt <= new Date()) return { kind: 'invalid' as const };
        if (row.rotatedAt) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: new Date() })
            .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
          return { kind: 'reused' as const, familyId: row.familyId, userId: row.userId };
        }
        const user = await sessionUserOf(tx, row.userId);
        if (!user) return { kind: 'invalid' as const };
        await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.id));
        // The family keeps its original expiry: rotation never extends a session past its lifetime.
        const refreshToken = await issueRefreshToken(
          row.userId,
          row.familyId,
          row.expiresAt,
          tx,
          row.actorUserId,
        );
        return { kind: 'rotated' as const, user, refreshToken, actorId: row.actorUserId };
      });
      if (outcome.kind === 'reused') log.warn(outcome, 'refresh token reused: session family revoked');
      if (outcome.kind !== 'rotated') throw invalidRefresh();
      return {
        token: await accessTokenFor(outcome.user, outcome.actorId),
        refreshToken: outcome.refreshToken,
      };
    },

    /**
     * A secondary session as the owner of a company the caller manages (R124): the access token carries the
     * caller as RFC 8693 actor, the refresh family remembers it, and the session log names both.
     */
    async actAsOwner(ctx: RequestContext, companyId: number, client: ClientInfo) {
      const caller = ctx.user;
      if (!caller) throw unauthorized();
      const company = await findVisibleCompany(db, ctx, companyId);
      if (!caller.isAdmin && company.id === caller.companyId) {
        throw new HttpError(400, 'You already belong to this company', 'AUTH_OWN_COMPANY');
      }
      const [owner] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.key, 'company_owner')))
        .where(and(eq(users.companyId, company.id), eq(users.status, 'active')))
        .orderBy(asc(users.id))
        .limit(1);
      const user = owner && (await sessionUserOf(db, owner.id));
      if (!owner || !user) throw notFound('Company owner');
      const actorId = caller.actorId ?? caller.id;
      const expiresAt = new Date(Date.now() + SHORT_TERM_SECONDS * 1000);
      const refreshToken = await issueRefreshToken(owner.id, randomUUID(), expiresAt, db, actorId);
      await db.insert(sessionLog).values({
        email: owner.email,
        userId: owner.id,
        success: true,
        reason: `acting as owner, by user ${actorId}`,
        ip: client.ip,
        userAgent: client.userAgent,
      });
      return { token: await accessTokenFor(user, actorId), refreshToken, user: { ...user, actorId } };
    },

    /** Ends the session the refresh token belongs to, if it is the caller's. */
    async logout(userId: number, presented: string | undefined) {
      if (!presented) return;
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, hashToken(presented)), eq(refreshTokens.userId, userId)));
      if (!row) return;
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Drops tokens that can no longer be used, keeping revoked ones a week for investigation. */
    async purgeStaleRefreshTokens() {
      await db
        .delete(refreshTokens)
        .where(
          or(
            lt(refreshTokens.expiresAt, sql`now() - interval '1 day'`),
            lt(refreshTokens.revokedAt, sql`now() - interval '7 days'`),
          ),
        );
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
