import { auth } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { createSealer } from '../../kernel/auth/secrets.ts';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { HttpError, notFound } from '../../kernel/http/errors.ts';
import { users } from './users.schema.ts';

const invalidCode = () => new HttpError(400, auth.TFA_INVALID.msg, auth.TFA_INVALID.code);

export function createTfa(config: Config) {
  const sealer = createSealer(config.JWT_SECRET, 'tfa-secret');
  // One step either side absorbs phone clocks that drift by up to 30 s.
  const check = async (sealed: string | null, code: string) => {
    if (sealed === null) return false;
    let secret: string;
    try {
      secret = sealer.open(sealed);
    } catch {
      return false; // sealed under another JWT_SECRET: the user must enrol again
    }
    return (await verify({ secret, token: code, epochTolerance: 30 })).valid;
  };

  return {
    /** Whether a sign-in may go on: users without two-factor pass; others need a valid current code. */
    async checkSignIn(user: { tfaEnabled: boolean; tfaSecret: string | null }, code: string | undefined) {
      if (!user.tfaEnabled) return;
      if (!code) throw new HttpError(400, auth.TFA_REQUIRED.msg, auth.TFA_REQUIRED.code);
      if (!(await check(user.tfaSecret, code))) throw invalidCode();
    },

    async switchTfa(db: DbOrTx, userId: number, enable: boolean, code: string | undefined) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw notFound('User');
      if (enable && !code) {
        if (user.tfaEnabled) throw new HttpError(400, 'Two-factor sign-in is already on', 'TFA_ALREADY_ON');
        const secret = generateSecret();
        await db
          .update(users)
          .set({ tfaSecret: sealer.seal(secret) })
          .where(eq(users.id, userId));
        const otpauthUrl = generateURI({ issuer: config.BRAND_NAME, label: user.email, secret });
        return { enabled: false, otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl) };
      }
      if (!code || !(await check(user.tfaSecret, code))) throw invalidCode();
      await db
        .update(users)
        .set(enable ? { tfaEnabled: true } : { tfaEnabled: false, tfaSecret: null })
        .where(eq(users.id, userId));
      return { enabled: enable };
    },
  };
}
