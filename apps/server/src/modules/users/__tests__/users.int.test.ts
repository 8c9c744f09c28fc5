import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';

let t: TestApp;
let admin: string;
type Session = Awaited<ReturnType<TestApp['login']>>;
let customer: Session;
let fmc: Session;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login()).token;
  customer = await t.login(demoOwnerEmail('Customer'), DEMO_PASSWORD);
  fmc = await t.login(demoOwnerEmail('FMC'), DEMO_PASSWORD);
  operator = await t.login(demoOwnerEmail('Operator'), DEMO_PASSWORD);
});
afterAll(() => t.close());

const req = (s: Session | string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: object) =>
  t.as(typeof s === 'string' ? s : s.token, { method, url, ...(body && { body }) });

describe('[USER] profile', () => {
  test('your own profile, with company and roles', async () => {
    const res = await req(fmc, 'GET', `/api/user/${fmc.user.id}/info`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: demoOwnerEmail('FMC'),
      company: { name: 'Demo FMC', type: 'FMC' },
      roles: [{ key: 'company_owner' }],
      emailVerified: true,
    });
  });

  test('a managing company reads its providers’ users; another tenant gets 404', async () => {
    expect((await req(customer, 'GET', `/api/user/${fmc.user.id}/info`)).statusCode).toBe(200);
    expect((await req(fmc, 'GET', `/api/user/${customer.user.id}/info`)).statusCode).toBe(404);
    expect((await req(fmc, 'GET', `/api/user/${operator.user.id}/info`)).statusCode).toBe(404);
    expect((await req(admin, 'GET', `/api/user/${operator.user.id}/info`)).statusCode).toBe(200);
    expect((await req(admin, 'GET', '/api/user/999999/info')).statusCode).toBe(404);
    expect((await req(admin, 'GET', '/api/user/abc/info')).statusCode).toBe(418);
  });
});

describe('[USER] update', () => {
  test('names change; admin type, company, roles and permissions cannot be sent (no mass assignment)', async () => {
    const res = await req(operator, 'PUT', `/api/user/${operator.user.id}/update`, { firstName: 'Omar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.firstName).toBe('Omar');
    for (const field of [
      { adminType: 'Super Admin' },
      { isAdmin: true },
      { companyId: 1 },
      { permissions: ['m_company'] },
    ]) {
      const attempt = await req(operator, 'PUT', `/api/user/${operator.user.id}/update`, field);
      expect(attempt.statusCode, JSON.stringify(field)).toBe(418);
    }
    const after = (await req(operator, 'GET', `/api/user/${operator.user.id}/info`)).json().data;
    expect(after).toMatchObject({ isAdmin: false, adminType: null, company: { type: 'Operator' } });
  });

  test("another tenant's user cannot be changed", async () => {
    expect(
      (await req(fmc, 'PUT', `/api/user/${customer.user.id}/update`, { firstName: 'X' })).statusCode,
    ).toBe(404);
  });

  test('an empty name is a 418 on its field', async () => {
    const res = await req(fmc, 'PUT', `/api/user/${fmc.user.id}/update`, { lastName: '  ' });
    expect(res.json()).toEqual([{ param: 'lastName', msg: 'Required' }]);
  });
});

describe('[USER] passwords', () => {
  test('change your password: wrong current is a 400; other sessions end, the kept one lives', async () => {
    const other = await t.login(demoOwnerEmail('Authority'), DEMO_PASSWORD);
    const kept = await t.login(demoOwnerEmail('Authority'), DEMO_PASSWORD);
    const url = `/api/user/${kept.user.id}/change-password`;
    const wrong = await req(kept, 'PUT', url, { currentPassword: 'Nope#1234', password: 'Fresh#Pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('USER_WRONG_PASSWORD');
    const ok = await req(kept, 'PUT', url, {
      currentPassword: DEMO_PASSWORD,
      password: 'Fresh#Pass1',
      refreshToken: kept.refreshToken,
    });
    expect(ok.statusCode).toBe(204);
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/token', body: { refreshToken: token } });
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await refresh(kept.refreshToken)).statusCode).toBe(200);
    expect((await t.login(demoOwnerEmail('Authority'), 'Fresh#Pass1')).token).toBeTruthy();
  });

  test("you cannot change someone else's password", async () => {
    const res = await req(customer, 'PUT', `/api/user/${fmc.user.id}/change-password`, {
      currentPassword: DEMO_PASSWORD,
      password: 'Fresh#Pass1',
    });
    expect(res.statusCode).toBe(404);
  });

  test('a manager sends a reset link to a user they manage, not to others', async () => {
    expect((await req(customer, 'POST', `/api/user/${fmc.user.id}/reset-password`)).statusCode).toBe(204);
    const mail = (await req(admin, 'GET', `/api/dev/outbox?to=${demoOwnerEmail('FMC')}`)).json().data[0];
    expect(mail.subject).toBe('Reset your Atrium password');
    expect((await req(fmc, 'POST', `/api/user/${customer.user.id}/reset-password`)).statusCode).toBe(404);
  });
});

describe('[USER] parameters', () => {
  test('set, get by keys, overwrite, delete; each user sees only their own', async () => {
    const set = (s: Session, key: string, value: string) =>
      req(s, 'POST', '/api/User/parameter', { key, value });
    expect((await set(fmc, 'core_users_table', '{"columns":["name"]}')).statusCode).toBe(200);
    await set(fmc, 'theme', '"dark"');
    await set(fmc, 'theme', '"light"');
    await set(customer, 'theme', '"blue"');
    const mine = await req(fmc, 'GET', '/api/User/parameter?keys=theme,core_users_table,missing');
    expect(mine.json().data).toEqual({ theme: '"light"', core_users_table: '{"columns":["name"]}' });
    expect((await req(fmc, 'DELETE', '/api/User/parameter/theme')).statusCode).toBe(204);
    expect((await req(fmc, 'DELETE', '/api/User/parameter/theme')).statusCode).toBe(404);
    expect((await req(customer, 'GET', '/api/User/parameter?keys=theme')).json().data).toEqual({
      theme: '"blue"',
    });
  });

  test('R96 an empty key and a value that is not JSON text are 418s', async () => {
    const bad = await req(fmc, 'POST', '/api/User/parameter', { key: ' ', value: 'not json' });
    expect(bad.statusCode).toBe(418);
    expect(
      bad
        .json()
        .map((e: { param: string }) => e.param)
        .sort(),
    ).toEqual(['key', 'value']);
    expect((await req(fmc, 'GET', '/api/User/parameter')).statusCode).toBe(418);
  });
});
