import { auth } from '@atrium/contracts';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { hashPassword } from '../../kernel/auth/passwords.ts';
import { hashToken, randomToken } from '../../kernel/auth/tokens.ts';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { HttpError, ValidationError } from '../../kernel/http/errors.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { companies, companyRequests } from '../companies/companies.schema.ts';
import { findInvitation } from '../companies/company-engagements.service.ts';
import { queueMail } from '../mail/mail.service.ts';
import { assignRole } from '../permissions/permissions.service.ts';
import { users } from '../users/users.schema.ts';
import { findUserByEmail } from '../users/users.service.ts';
import { refreshTokens, userTokens } from './auth.schema.ts';

type Purpose = (typeof userTokens.$inferSelect)['purpose'];
const LIFETIME_HOURS: Record<Purpose, number> = {
  'reset-password': 1,
  'set-password': 72,
  'verify-account': 72,
};
const PAGE: Record<Purpose, string> = {
  'reset-password': '/core/auth/reset-password?token=',
  'set-password': '/core/auth/set-password/',
  'verify-account': '/core/auth/verify-account/',
};
const invalidLink = () => new HttpError(400, auth.INVALID_LINK.msg, auth.INVALID_LINK.code);
const publicUrl = (config: Config) =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');

/** Creates a single-use link for a user and mails it. */
export async function sendLink(
  db: DbOrTx,
  config: Config,
  user: { id: number; email: string },
  purpose: Purpose,
) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + LIFETIME_HOURS[purpose] * 3_600_000);
  await db.insert(userTokens).values({ userId: user.id, purpose, tokenHash: hashToken(token), expiresAt });
  const link = `${publicUrl(config)}${PAGE[purpose]}${token}`;
  const brand = config.BRAND_NAME;
  const text = {
    'reset-password': `Someone asked to reset your ${brand} password. If it was you, open this link within an hour:\n\n${link}\n\nOtherwise ignore this mail; your password stays as it is.`,
    'set-password': `You have been given a ${brand} account. Choose your password here within 3 days:\n\n${link}`,
    'verify-account': `Welcome to ${brand}. Confirm your email address here within 3 days:\n\n${link}`,
  }[purpose];
  const subject = {
    'reset-password': `Reset your ${brand} password`,
    'set-password': `Your ${brand} account`,
    'verify-account': `Confirm your email for ${brand}`,
  }[purpose];
  await queueMail(db, { to: user.email, subject, text });
}

/** Marks a link used and returns its user, or refuses an unknown, used or expired link. */
async function consume(db: DbOrTx, token: string, purposes: Purpose[]): Promise<number> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: userTokens.userId, purpose: userTokens.purpose });
  if (!row || !purposes.includes(row.purpose)) throw invalidLink();
  return row.userId;
}

interface SignupInput {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function createAuthLinks({ config, database }: AppDeps) {
  const { db } = database;

  async function setPasswordWith(token: string, password: string, purposes: Purpose[]) {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const userId = await consume(tx, token, purposes);
      // Whoever holds the mailbox proved it: setting a password by link also verifies the address.
      await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, userId));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    });
  }

  /** A company and its owner, who must verify the email before signing in. */
  async function signup(
    input: SignupInput & { type: auth.CompanyType },
    then?: (tx: DbOrTx, companyId: number) => Promise<void>,
  ) {
    if (await findUserByEmail(db, input.email)) {
      throw new ValidationError([{ param: 'email', msg: 'This email is already used' }]);
    }
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ name: input.companyName, email: input.email, type: input.type })
        .returning({ id: companies.id });
      if (!company) throw new Error('sign-up insert returned nothing');
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          companyId: company.id,
        })
        .returning({ id: users.id, email: users.email });
      if (!user) throw new Error('sign-up insert returned nothing');
      await assignRole(tx, user.id, 'company_owner');
      await sendLink(tx, config, user, 'verify-account');
      await then?.(tx, company.id);
    });
  }

  return {
    async forgotPassword(email: string) {
      const user = await findUserByEmail(db, email);
      if (user && user.status === 'active') await sendLink(db, config, user, 'reset-password');
    },
    resetPassword: (token: string, password: string) => setPasswordWith(token, password, ['reset-password']),
    setPassword: (token: string, password: string) => setPasswordWith(token, password, ['set-password']),
    async verifyAccount(token: string) {
      await db.transaction(async (tx) => {
        const userId = await consume(tx, token, ['verify-account']);
        await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
      });
    },
    async resendActivation(email: string) {
      const user = await findUserByEmail(db, email);
      if (user && !user.emailVerifiedAt) await sendLink(db, config, user, 'verify-account');
    },
    async signupCustomer(input: SignupInput) {
      await signup({ ...input, type: 'Customer' });
      return { email: input.email };
    },
    /**
     * A service provider signs up. Requests waiting for its address and type (and the one of its
     * invitation link) become its own; it sees them once the owner verified the mailbox and signed in.
     */
    async signupCompany(input: SignupInput & { type: auth.ServiceProviderType; invitation?: string }) {
      const invited = input.invitation ? await findInvitation(db, input.invitation) : undefined;
      if (input.invitation && !invited) {
        throw new ValidationError([
          { param: 'invitation', msg: 'This invitation is invalid or has expired' },
        ]);
      }
      if (invited && invited.destinationType !== input.type) {
        throw new ValidationError([
          { param: 'type', msg: `This invitation is for a ${invited.destinationType}` },
        ]);
      }
      await signup(input, async (tx, companyId) => {
        const waiting = and(
          eq(companyRequests.destinationEmail, input.email),
          eq(companyRequests.destinationType, input.type),
        );
        await tx
          .update(companyRequests)
          .set({ destinationCompanyId: companyId, invitationTokenHash: null, updatedAt: new Date() })
          .where(
            and(
              isNull(companyRequests.destinationCompanyId),
              eq(companyRequests.status, 'sent'),
              invited ? or(waiting, eq(companyRequests.id, invited.id)) : waiting,
            ),
          );
      });
      return { email: input.email };
    },
  };
}
