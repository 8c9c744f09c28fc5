import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: unknown, url = '/api/auth/login?shortTerm=0') =>
  t.app.inject({ method: 'POST', url, body: body as object });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/token', body: { refreshToken } });

describe('[AUTH] login', () => {
  test('valid credentials return a 15-minute JWT, a refresh token and the user', async () => {
    const res = await login({ email: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(res.statusCode).toBe(200);
    const { token, refreshToken, user } = res.json().data;
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.exp - payload.iat).toBe(900);
    expect(payload).toMatchObject({ sub: String(user.id), iss: 'atrium', aud: 'atrium-web' });
    expect(refreshToken).toMatch(/^[\w-]{40,}$/);
    expect(user).toMatchObject({ email: ADMIN.email, isAdmin: true, adminType: 'Super Admin' });
    expect(user.personalInfo).toMatchObject({ firstName: 'Super', lastName: 'Admin' });
  });

  test('a demo company owner signs in and sees their company', async () => {
    const res = await login({ email: demoOwnerEmail('Security Company'), password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.personalInfo.company).toMatchObject({ type: 'Security Company' });
  });

  test('a wrong password is a 400 with the credentials message', async () => {
    const res = await login({ email: ADMIN.email, password: 'Wrong#12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'Incorrect email or password', code: 'AUTH_INVALID_CREDENTIALS' });
  });

  test('an unknown user gets exactly the same answer as a wrong password', async () => {
    const res = await login({ email: 'nobody@atrium.test', password: 'Whatever#1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'Incorrect email or password', code: 'AUTH_INVALID_CREDENTIALS' });
  });

  test('R103 a malformed body is a 418 listing every field', async () => {
    const res = await login({ email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual([
      { param: 'email', msg: 'Please enter a valid email address' },
      { param: 'password', msg: 'Required' },
    ]);
  });

  test('R103 missing fields and a bad query parameter are 418s naming them', async () => {
    const res = await login({ email: ADMIN.email, password: 'x' }, '/api/auth/login?shortTerm=7');
    expect(res.statusCode).toBe(418);
    expect(res.json().map((e: { param: string }) => e.param)).toEqual(['shortTerm']);
    const body = await login({});
    expect(
      body
        .json()
        .map((e: { param: string }) => e.param)
        .sort(),
    ).toEqual(['email', 'password']);
  });

  test('invalid JSON is a 400, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      msg: 'The request body is not valid JSON',
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
  });
});

describe('[AUTH] refresh token rotation', () => {
  test('R19 a refresh token gives a new pair and stops working itself', async () => {
    const first = await t.login();
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json().data;
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await t.as(next.token, { method: 'GET', url: '/api/user/me' })).statusCode).toBe(200);
    // The rotated token is refused; reusing it also ends the session family (next line).
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });

  test('reusing a rotated token revokes the whole family (RFC 9700 §4.14.2)', async () => {
    const first = await t.login();
    const second = (await refresh(first.refreshToken)).json().data;
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('AUTH_INVALID_REFRESH');
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  test('another session of the same user survives a revoked family', async () => {
    const a = await t.login();
    const b = await t.login();
    await refresh(a.refreshToken);
    await refresh(a.refreshToken);
    expect((await refresh(b.refreshToken)).statusCode).toBe(200);
  });

  test('R23 an unknown refresh token is a 401 and a missing one a 418', async () => {
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/token', body: {} });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual([{ param: 'refreshToken', msg: 'Required' }]);
  });
});

describe('[AUTH] logout and bearer tokens', () => {
  test('logout revokes the refresh token', async () => {
    const session = await t.login();
    const res = await t.as(session.token, {
      method: 'POST',
      url: '/api/user/logout',
      body: { refreshToken: session.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  test("logout cannot revoke another user's session", async () => {
    const admin = await t.login();
    const owner = await t.login(demoOwnerEmail('Customer'), DEMO_PASSWORD);
    await t.as(owner.token, {
      method: 'POST',
      url: '/api/user/logout',
      body: { refreshToken: admin.refreshToken },
    });
    expect((await refresh(admin.refreshToken)).statusCode).toBe(200);
  });

  test('R164 a call without a token is a 401 JSON error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'Authentication required', code: 'AUTH_REQUIRED' });
  });

  test('a forged, tampered or expired token is a 401', async () => {
    const { token } = await t.login();
    const [h, p] = token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: '2', exp: 9e9 })).toString('base64url')}.${token.split('.')[2]}`;
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    const { createJwt } = await import('../../../kernel/auth/jwt.ts');
    const claims = { sub: '1', companyId: null, isAdmin: true };
    const settings = {
      secret: t.deps.config.JWT_SECRET,
      issuer: 'atrium',
      audience: 'atrium-web',
      ttlSeconds: 60,
    };
    const expired = await createJwt({ ...settings, ttlSeconds: -10 }).sign(claims);
    const foreign = await createJwt({ ...settings, secret: 'x'.repeat(40) }).sign(claims);
    const otherAudience = await createJwt({ ...settings, audience: 'another-app' }).sign(claims);
    for (const bad of [tampered, none, expired, foreign, otherAudience, 'garbage']) {
      const res = await t.as(bad, { method: 'GET', url: '/api/user/me' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('AUTH_TOKEN_INVALID');
    }
    expect(
      (await t.as(await createJwt(settings).sign(claims), { method: 'GET', url: '/api/user/me' })).statusCode,
    ).toBe(200);
  });
});
