import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';

export interface AccessClaims {
  /** User id. */
  sub: string;
  companyId: number | null;
  isAdmin: boolean;
  /** RFC 8693 actor: the user acting as `sub` (login as company owner). */
  actorId?: number | null;
}

export interface JwtSettings {
  secret: string;
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

const ALGORITHM = 'HS256';
const actorOf = (act: unknown) => {
  const sub = typeof act === 'object' && act !== null ? Number((act as { sub?: unknown }).sub) : Number.NaN;
  return Number.isInteger(sub) && sub > 0 ? sub : null;
};

export function createJwt(settings: JwtSettings) {
  const key = new TextEncoder().encode(settings.secret);
  return {
    sign: (claims: AccessClaims) =>
      new SignJWT({
        companyId: claims.companyId,
        isAdmin: claims.isAdmin,
        ...(claims.actorId && { act: { sub: String(claims.actorId) } }),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(settings.issuer)
        .setAudience(settings.audience)
        .setIssuedAt()
        .setExpirationTime(`${settings.ttlSeconds}s`)
        .sign(key),
    /** Resolves to the claims, or `null` for any invalid, expired or foreign token. */
    verify: async (token: string): Promise<AccessClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: settings.issuer,
          audience: settings.audience,
          requiredClaims: ['exp', 'sub'],
        });
        return {
          sub: String(payload.sub),
          companyId: typeof payload.companyId === 'number' ? payload.companyId : null,
          isAdmin: payload.isAdmin === true,
          actorId: actorOf(payload.act),
        };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;

export const jwtFromConfig = (config: Config) =>
  createJwt({
    secret: config.JWT_SECRET,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
  });
