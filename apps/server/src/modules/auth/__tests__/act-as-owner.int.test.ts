import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let integrator: Session;
let customer: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  integrator = await t.login(demoOwnerEmail('Integrator'), DEMO_PASSWORD);
  customer = await t.login(demoOwnerEmail('Customer'), DEMO_PASSWORD);
});
afterAll(() => t.close());

const actAs = (s: Session, companyId: number | string) =>
  t.as(s.token, { method: 'POST', url: '/api/user/login-as-company-owner', body: { companyId } });
const companyOf = (s: Session) => s.user.personalInfo.companyId ?? 0;

describe('[AUTH] R124 login as company owner', () => {
  test('an integrator acts as the owner of a customer it manages; the actor survives refresh', async () => {
    const res = await actAs(integrator, companyOf(customer));
    expect(res.statusCode).toBe(200);
    const { token, refreshToken, user } = res.json().data;
    expect(user).toMatchObject({ email: demoOwnerEmail('Customer'), actorId: integrator.user.id });
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload.act).toEqual({ sub: String(integrator.user.id) });

    const me = await t.as(token, { method: 'GET', url: '/api/user/me' });
    expect(me.json().data).toMatchObject({ id: customer.user.id, actorId: integrator.user.id });

    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/token', body: { refreshToken } });
    const again = await t.as(refreshed.json().data.token, { method: 'GET', url: '/api/user/me' });
    expect(again.json().data.actorId).toBe(integrator.user.id);

    const log = (await t.as(admin.token, { method: 'GET', url: '/api/session-log?limit=5' })).json().data;
    expect(log[0]).toMatchObject({
      email: demoOwnerEmail('Customer'),
      reason: `acting as owner, by user ${integrator.user.id}`,
    });
  });

  test('a company it does not manage is a 404; its own company is a 400; a bad id a 418', async () => {
    const fmc = await t.login(demoOwnerEmail('FMC'), DEMO_PASSWORD);
    expect((await actAs(fmc, companyOf(customer))).statusCode).toBe(404);
    expect((await actAs(customer, companyOf(integrator))).statusCode).toBe(404);
    const own = await actAs(customer, companyOf(customer));
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe('AUTH_OWN_COMPANY');
    expect((await actAs(customer, 'abc')).statusCode).toBe(418);
  });

  test('an admin may act as any company owner; a company without an owner is a 404', async () => {
    expect((await actAs(admin, companyOf(integrator))).statusCode).toBe(200);
    const empty = await t.as(admin.token, {
      method: 'POST',
      url: '/api/company',
      body: { name: 'Empty Co', email: 'e@empty.example', type: 'AMC' },
    });
    expect((await actAs(admin, empty.json().data.id)).statusCode).toBe(404);
  });

  test('a member without p_company_update cannot act as anyone', async () => {
    const roles = (
      await t.as(admin.token, { method: 'GET', url: '/api/permissions/system-roles/all' })
    ).json().data;
    const member = roles.find((r: { key: string }) => r.key === 'company_member');
    await t.as(integrator.token, {
      method: 'POST',
      url: `/api/company/${companyOf(integrator)}/user`,
      body: {
        email: 'm@integrator.example',
        firstName: 'M',
        lastName: 'M',
        password: 'M3mber#pass',
        roleId: member.id,
      },
    });
    const session = await t.login('m@integrator.example', 'M3mber#pass');
    expect((await actAs(session, companyOf(customer))).statusCode).toBe(403);
  });
});
