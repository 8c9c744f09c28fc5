import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSealer } from '../../../kernel/auth/secrets.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';
import { users } from '../users.schema.ts';

let t: TestApp;
const email = demoOwnerEmail('Building Owner');
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', body: { email, password: DEMO_PASSWORD, ...body } });
const tfaSwitch = (token: string, body: object) =>
  t.as(token, { method: 'PATCH', url: '/api/user/tfa-switch', body });
const secretFromUrl = (url: string) => new URL(url).searchParams.get('secret') ?? '';

describe('[USER] two-factor sign-in', () => {
  let secret = '';

  test('enabling gives an otpauth URL and a QR image; a wrong code does not switch it on', async () => {
    const { token } = await t.login(email, DEMO_PASSWORD);
    const start = await tfaSwitch(token, { enable: true });
    expect(start.statusCode).toBe(200);
    const { otpauthUrl, qrDataUrl, enabled } = start.json().data;
    expect(enabled).toBe(false);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Atrium:/);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    secret = secretFromUrl(otpauthUrl);
    // The secret is sealed at rest, never stored as given to the user.
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.tfaSecret).not.toContain(secret);
    expect(createSealer(t.deps.config.JWT_SECRET, 'tfa-secret').open(row?.tfaSecret ?? '')).toBe(secret);

    const wrong = await tfaSwitch(token, { enable: true, code: '000000' });
    expect(wrong.json()).toEqual({ msg: 'That code is not valid', code: 'AUTH_TFA_INVALID' });
    const profileOf = async () => {
      const me = (await t.as(token, { method: 'GET', url: '/api/user/me' })).json().data;
      return (await t.as(token, { method: 'GET', url: `/api/user/${me.id}/info` })).json().data;
    };
    expect((await profileOf()).tfaEnabled).toBe(false);
    const ok = await tfaSwitch(token, { enable: true, code: await generate({ secret }) });
    expect(ok.json().data).toEqual({ enabled: true });
    // The profile says so, for the page that offers to switch it off.
    expect((await profileOf()).tfaEnabled).toBe(true);
  });

  test('sign-in then asks for the code, refuses a wrong one and accepts the right one', async () => {
    const asked = await login({});
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({
      msg: 'Enter the code from your authenticator app',
      code: 'AUTH_TFA_REQUIRED',
    });
    expect((await login({ code: '123456' })).json().code).toBe('AUTH_TFA_INVALID');
    expect((await login({ code: 'abc' })).statusCode).toBe(418);
    const res = await login({ code: await generate({ secret }) });
    expect(res.statusCode).toBe(200);
  });

  test('switching off needs a valid code', async () => {
    const session = await login({ code: await generate({ secret }) });
    const token = session.json().data.token;
    expect((await tfaSwitch(token, { enable: false })).statusCode).toBe(400);
    expect((await tfaSwitch(token, { enable: false, code: await generate({ secret }) })).json().data).toEqual(
      { enabled: false },
    );
    expect((await login({})).statusCode).toBe(200);
  });
});
