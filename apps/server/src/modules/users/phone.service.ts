import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { users as contract } from '@atrium/contracts';
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { queueSms } from '../mail/mail.service.ts';
import { phoneCodes, users } from './users.schema.ts';

const { length, ttlMinutes, maxAttempts, resendSeconds } = contract.PHONE_CODE;
const codeError = (msg: string) => new ValidationError([{ param: 'code', msg }]);
const phoneTaken = () => new ValidationError([{ param: 'phone', msg: 'This phone number is already used' }]);

/** Phone numbers are verified only by their owner: anyone else's id is a 404. */
function ownId(ctx: RequestContext, userId: number) {
  if (ctx.user?.id !== userId) throw notFound('User');
  return userId;
}

const verifiedByOther = async (db: DbOrTx, phone: string, userId: number) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.id, userId)))
      .limit(1)
  ).length > 0;

export async function isEmailAvailable(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return { email, available: !row };
}

export async function isPhoneAvailable(db: DbOrTx, ctx: RequestContext, phone: string) {
  return { phone, available: !(await verifiedByOther(db, phone, ctx.user?.id ?? 0)) };
}

export function createPhoneVerification(config: Config) {
  // Keyed with the server secret: a leaked table does not give away codes by trying all 10^6 of them.
  const digest = (codeId: number, code: string) =>
    createHmac('sha256', config.JWT_SECRET).update(`phone-code:${codeId}:${code}`).digest();

  const openCode = async (db: DbOrTx, userId: number) =>
    (
      await db
        .select()
        .from(phoneCodes)
        .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.closedAt)))
        .orderBy(desc(phoneCodes.id))
        .limit(1)
    )[0];

  return {
    /** Texts a new code to `phone`, or again to the pending number; earlier codes stop working. */
    async send(db: DbOrTx, ctx: RequestContext, userId: number, phone: string | undefined) {
      ownId(ctx, userId);
      const [last] = await db
        .select()
        .from(phoneCodes)
        .where(eq(phoneCodes.userId, userId))
        .orderBy(desc(phoneCodes.id))
        .limit(1);
      const to = phone ?? (last && !last.closedAt ? last.phone : undefined);
      if (!to) throw new ValidationError([{ param: 'phone', msg: 'Required' }]);
      const wait = last
        ? Math.ceil((last.createdAt.getTime() + resendSeconds * 1000 - Date.now()) / 1000)
        : 0;
      if (wait > 0) {
        throw new HttpError(
          429,
          `Wait ${wait} seconds before asking for another code`,
          contract.PHONE_CODE_TOO_SOON,
        );
      }
      if (await verifiedByOther(db, to, userId)) throw phoneTaken();
      const code = String(randomInt(0, 10 ** length)).padStart(length, '0');
      const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
      await db.transaction(async (tx) => {
        await tx
          .update(phoneCodes)
          .set({ closedAt: new Date() })
          .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.closedAt)));
        const [row] = await tx
          .insert(phoneCodes)
          .values({ userId, phone: to, codeHash: '', expiresAt })
          .returning({ id: phoneCodes.id });
        if (!row) throw new Error('phone code insert returned nothing');
        await tx
          .update(phoneCodes)
          .set({ codeHash: digest(row.id, code).toString('hex') })
          .where(eq(phoneCodes.id, row.id));
        await queueSms(tx, {
          to,
          text: `${config.BRAND_NAME}: your verification code is ${code}. It expires in ${ttlMinutes} minutes.`,
        });
      });
      return { phone: to, expiresAt: expiresAt.toISOString(), resendAfter: resendSeconds };
    },

    /** Checks the code of the pending number; on success the number becomes the user's phone. */
    async verify(db: DbOrTx, ctx: RequestContext, userId: number, code: string) {
      ownId(ctx, userId);
      const pending = await openCode(db, userId);
      if (!pending) throw codeError('Send a code first');
      if (pending.expiresAt.getTime() <= Date.now()) throw codeError('This code has expired; send a new one');
      // Count the try before comparing, atomically, so parallel guesses cannot exceed the limit.
      const [counted] = await db
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(
          and(
            eq(phoneCodes.id, pending.id),
            isNull(phoneCodes.closedAt),
            lt(phoneCodes.attempts, maxAttempts),
          ),
        )
        .returning({ attempts: phoneCodes.attempts });
      if (!counted) throw codeError('Too many wrong codes; send a new one');
      const expected = Buffer.from(pending.codeHash, 'hex');
      const given = digest(pending.id, code);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const left = maxAttempts - counted.attempts;
        throw codeError(
          left > 0 ? `That code is not valid (${left} tries left)` : 'Too many wrong codes; send a new one',
        );
      }
      await db.transaction(async (tx) => {
        const [closed] = await tx
          .update(phoneCodes)
          .set({ closedAt: new Date() })
          .where(and(eq(phoneCodes.id, pending.id), isNull(phoneCodes.closedAt)))
          .returning({ id: phoneCodes.id });
        if (!closed) throw codeError('This code was already used');
        if (await verifiedByOther(tx, pending.phone, userId)) throw phoneTaken();
        await tx
          .update(users)
          .set({ phone: pending.phone, phoneVerifiedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, userId));
      });
    },
  };
}
