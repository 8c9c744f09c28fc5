import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../harness.ts';
import { loadOperations, urlOf } from './openapi.ts';

/**
 * Forged and misused tokens (issue 8, part 2): every operation that needs a session answers 401 to each,
 * before anything else (the guard runs ahead of validation), so no endpoint is left without the check.
 */
const t = await createTestApp();
const operations = (await loadOperations(t.app)).filter((op) => !op.isPublic);
const session = await t.login();
const { config } = t.deps;
afterAll(() => t.close());

const claims = { companyId: null, isAdmin: true };
const sign = (secret: string, build: (jwt: SignJWT) => SignJWT) =>
  build(
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(session.user.id))
      .setIssuer(config.JWT_ISSUER)
      .setAudience(config.JWT_AUDIENCE)
      .setIssuedAt(),
  ).sign(new TextEncoder().encode(secret));

const [header, payload, signature] = session.token.split('.');
const forged: Record<string, string> = {
  'alg none': new UnsecuredJWT(claims)
    .setSubject(String(session.user.id))
    .setIssuer(config.JWT_ISSUER)
    .setAudience(config.JWT_AUDIENCE)
    .setExpirationTime('10m')
    .encode(),
  'signed with another key': await sign('another-secret-that-is-long-enough-0123456789', (j) =>
    j.setExpirationTime('10m'),
  ),
  expired: await sign(config.JWT_SECRET, (j) =>
    j.setIssuedAt(Date.now() / 1000 - 3600).setExpirationTime(Date.now() / 1000 - 60),
  ),
  'refresh token as access token': session.refreshToken,
  'payload swapped under the real signature': `${header}.${Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: '2' }),
  ).toString('base64url')}.${signature}`,
  'another audience': await sign(config.JWT_SECRET, (j) =>
    j.setAudience('someone-else').setExpirationTime('10m'),
  ),
  'no expiry': await sign(config.JWT_SECRET, (j) => j),
};

describe('[HARDENING] JWT: forged and misused tokens are 401 on every guarded operation', () => {
  it('the real token is accepted (the checks below can fail)', async () => {
    const res = await t.as(session.token, { method: 'GET', url: '/api/user/me' });
    expect(res.statusCode).toBe(200);
  });

  for (const [name, token] of Object.entries(forged)) {
    it(`${name} → 401`, async () => {
      const wrong: string[] = [];
      for (const op of operations) {
        const values = Object.fromEntries(op.pathParams.map((p) => [p.name, '1']));
        const res = await t.as(token, { method: op.method, url: urlOf(op, values) });
        if (res.statusCode !== 401) wrong.push(`${op.name}: ${res.statusCode}`);
      }
      expect(wrong).toEqual([]);
      console.log(`[hardening] JWT ${name}: ${operations.length} guarded operations, all 401`);
    });
  }
});
