import { auth } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';
import { userTokens } from '../auth.schema.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login()).token;
});
afterAll(() => t.close());

const post = (url: string, body?: object) => t.app.inject({ method: 'POST', url, ...(body && { body }) });
/** The newest mail to an address, read through the admin outbox endpoint. */
async function lastMail(to: string) {
  const res = await t.as(admin, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json().data[0] as { subject: string; text: string } | undefined;
}
const linkToken = (text: string) =>
  /(?:token=|set-password\/|verify-account\/)([\w-]{20,})/.exec(text)?.[1] ?? '';

describe('[AUTH] forgot and reset password', () => {
  const email = demoOwnerEmail('AMC');

  test('a known email gets a single-use reset link; the new password works and sessions end', async () => {
    const before = await t.login(email, DEMO_PASSWORD);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(204);
    const mail = await lastMail(email);
    expect(mail?.subject).toBe('Reset your Atrium password');
    const token = linkToken(mail?.text ?? '');
    expect(mail?.text).toContain(`/core/auth/reset-password?token=${token}`);

    expect((await post('/api/auth/reset-password', { token, password: 'N3w#Password' })).statusCode).toBe(
      204,
    );
    await expect(t.login(email, DEMO_PASSWORD)).rejects.toThrow('400');
    expect((await t.login(email, 'N3w#Password')).token).toBeTruthy();
    expect((await post('/api/auth/token', { refreshToken: before.refreshToken })).statusCode).toBe(401);

    const again = await post('/api/auth/reset-password', { token, password: 'An0ther#Password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(auth.INVALID_LINK);
  });

  test('an unknown email answers the same 204 and sends nothing', async () => {
    expect((await post('/api/auth/forgot-password', { email: 'ghost@nowhere.example' })).statusCode).toBe(
      204,
    );
    expect(await lastMail('ghost@nowhere.example')).toBeUndefined();
  });

  test('an expired link is refused; a weak password is a 418 on its field', async () => {
    const email2 = demoOwnerEmail('Operator');
    await post('/api/auth/forgot-password', { email: email2 });
    const token = linkToken((await lastMail(email2))?.text ?? '');
    const weak = await post('/api/auth/reset-password', { token, password: 'weakpass' });
    expect(weak.statusCode).toBe(418);
    expect(weak.json()[0].param).toBe('password');
    await t.deps.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.purpose, 'reset-password'));
    expect((await post('/api/auth/reset-password', { token, password: 'N3w#Password' })).json().code).toBe(
      'AUTH_LINK_INVALID',
    );
  });
});

describe('[AUTH] customer sign-up and verification', () => {
  const signup = {
    companyName: 'Palm Facilities',
    firstName: 'Lina',
    lastName: 'Haddad',
    email: 'lina@palm.example',
    password: 'Palm#Tree9',
  };

  test('sign up → cannot sign in before verifying → verify by link → signs in as the Customer owner', async () => {
    const res = await post('/api/company/customer/signup', signup);
    expect(res.statusCode).toBe(201);
    const blocked = await post('/api/auth/login', { email: signup.email, password: signup.password });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toEqual(auth.NOT_VERIFIED);

    expect((await post('/api/auth/resend-activation-email', { email: signup.email })).statusCode).toBe(204);
    const token = linkToken((await lastMail(signup.email))?.text ?? '');
    expect((await post(`/api/auth/verify-account/${token}`)).statusCode).toBe(204);
    expect((await post(`/api/auth/verify-account/${token}`)).statusCode).toBe(400);

    const { user } = await t.login(signup.email, signup.password);
    expect(user.personalInfo.company).toMatchObject({ name: 'Palm Facilities', type: 'Customer' });
    expect(user.permissions).toContain('p_company_users_create');
  });

  test('sign-up validation: duplicate email, weak password, unknown fields', async () => {
    const dup = await post('/api/company/customer/signup', { ...signup, email: demoOwnerEmail('FMC') });
    expect(dup.json()).toEqual([{ param: 'email', msg: 'This email is already used' }]);
    const weak = await post('/api/company/customer/signup', {
      ...signup,
      email: 'x@palm.example',
      password: 'palm',
    });
    expect(weak.json()[0].param).toBe('password');
    const extra = await post('/api/company/customer/signup', {
      ...signup,
      email: 'y@palm.example',
      isAdmin: true,
    });
    expect(extra.statusCode).toBe(418);
  });
});

describe('[AUTH] invited users', () => {
  test('a user added without a password gets a set-password link and can then sign in', async () => {
    const owner = await t.login(demoOwnerEmail('Integrator'), DEMO_PASSWORD);
    const companyId = owner.user.personalInfo.companyId;
    const created = await t.as(owner.token, {
      method: 'POST',
      url: `/api/company/${companyId}/user`,
      body: { email: 'new.hire@integrator.example', firstName: 'New', lastName: 'Hire' },
    });
    expect(created.statusCode).toBe(201);
    const mail = await lastMail('new.hire@integrator.example');
    expect(mail?.subject).toBe('Your Atrium account');
    const token = linkToken(mail?.text ?? '');
    expect((await post(`/api/auth/set-password/${token}`, { password: 'H1re#Me123' })).statusCode).toBe(204);
    expect((await t.login('new.hire@integrator.example', 'H1re#Me123')).token).toBeTruthy();
  });
});

describe('[AUTH] brute force and the session log', () => {
  test('five failures lock the account, even for the right password, with a clear 429', async () => {
    const email = demoOwnerEmail('Authority');
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/login', { email, password: `Wrong#${i}aa` })).statusCode).toBe(400);
    const locked = await post('/api/auth/login', { email, password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      msg: 'Too many failed sign-in attempts. Try again in 15 minutes or reset your password.',
      code: 'AUTH_TOO_MANY_ATTEMPTS',
    });
  });

  test('the login route is rate limited per IP', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3', SEED_DEMO: 'false' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          body: { email: 'a@b.example', password: 'x' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ msg: expect.stringMatching(/^Too many requests/), code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });

  test('the session log shows your own attempts; owners see their company; admins everyone', async () => {
    const member = 'member.log@school.example';
    const owner = await t.login(demoOwnerEmail('School'), DEMO_PASSWORD);
    await t.as(owner.token, {
      method: 'POST',
      url: `/api/company/${owner.user.personalInfo.companyId}/user`,
      body: { email: member, firstName: 'Log', lastName: 'Member', password: 'L0g#Member' },
    });
    const memberSession = await t.login(member, 'L0g#Member');
    const mine = (await t.as(memberSession.token, { method: 'GET', url: '/api/session-log' })).json();
    expect(mine.data.every((e: { email: string }) => e.email === member)).toBe(true);
    expect(mine.data[0]).toMatchObject({ success: true, ip: '127.0.0.1' });

    const company = (await t.as(owner.token, { method: 'GET', url: '/api/session-log?limit=100' })).json();
    const emails = new Set(company.data.map((e: { email: string }) => e.email));
    expect(emails.has(member)).toBe(true);
    expect(emails.has(demoOwnerEmail('AMC'))).toBe(false);
    const all = (await t.as(admin, { method: 'GET', url: '/api/session-log?limit=100' })).json();
    expect(all.totalRecords).toBeGreaterThan(company.totalRecords);
  });

  test('the outbox is for system administrators only', async () => {
    const owner = await t.login(demoOwnerEmail('FMC'), DEMO_PASSWORD);
    expect((await t.as(owner.token, { method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(403);
  });
});
