import { permissions } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../companies.seed.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let customer: Session;
let fmc: Session;
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.login(demoOwnerEmail('Customer'), DEMO_PASSWORD);
  fmc = await t.login(demoOwnerEmail('FMC'), DEMO_PASSWORD);
});
afterAll(() => t.close());

const req = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  t.as(s.token, { method, url, ...(body && { body }) });
const base = () => `/api/company/${customer.user.personalInfo.companyId}/role`;

describe('[COMPANY][ROLES] custom roles', () => {
  test('R2 a new role gets its permissions completed with their dependencies', async () => {
    const res = await req(customer, 'POST', base(), {
      name: 'Night shift',
      permissions: ['p_structure_update'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.permissions.sort()).toEqual([
      'm_structure',
      'p_structure_update',
      'p_structure_view',
    ]);
    expect(res.json().data).toMatchObject({ system: false, name: 'Night shift' });
  });

  test('the role list holds the system roles and the company’s own; other tenants get 404', async () => {
    const { data } = (await req(customer, 'GET', base())).json();
    expect(data.some((r: { key: string }) => r.key === 'company_owner')).toBe(true);
    expect(data.some((r: { name: string }) => r.name === 'Night shift')).toBe(true);
    expect(
      (await req(fmc, 'GET', `/api/company/${customer.user.personalInfo.companyId}/role`)).statusCode,
    ).toBe(404);
  });

  test('R3 replacing permissions removes what is left out; a member with the role is affected live (R107)', async () => {
    const role = (
      await req(customer, 'POST', base(), { name: 'Viewer', permissions: ['p_company_view'] })
    ).json().data;
    const companyId = customer.user.personalInfo.companyId;
    const member = await req(customer, 'POST', `/api/company/${companyId}/user`, {
      email: 'viewer@customer.example',
      firstName: 'Vi',
      lastName: 'Ewer',
      password: 'V1ewer#pass',
      roleId: role.id,
    });
    expect(member.statusCode).toBe(201);
    const session = await t.login('viewer@customer.example', 'V1ewer#pass');
    const keysNow = async () =>
      permissions.decodePermissions(
        (await t.as(session.token, { method: 'GET', url: '/api/user/me' })).headers.permissions as string,
      );
    expect(await keysNow()).toContain('p_company_view');
    const updated = await req(customer, 'PUT', `${base()}/${role.id}`, { permissions: ['p_area_view'] });
    expect(updated.json().data.permissions.sort()).toEqual(['m_area', 'p_area_view']);
    expect(await keysNow()).toEqual(['m_area', 'p_area_view']);
  });

  test('system roles and other companies’ roles cannot be changed or deleted', async () => {
    const { data } = (await req(customer, 'GET', base())).json();
    const system = data.find((r: { system: boolean }) => r.system);
    expect((await req(customer, 'PUT', `${base()}/${system.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await req(customer, 'DELETE', `${base()}/${system.id}`)).statusCode).toBe(404);
    const custom = data.find((r: { system: boolean }) => !r.system);
    const other = `/api/company/${fmc.user.personalInfo.companyId}/role/${custom.id}`;
    expect((await req(fmc, 'PUT', other, { name: 'Hijack' })).statusCode).toBe(404);
  });

  test('unknown permission keys are a 418; granting beyond your own permissions is a 403', async () => {
    const bad = await req(customer, 'POST', base(), { name: 'Bad', permissions: ['p_rocket_launch'] });
    expect(bad.statusCode).toBe(418);
    expect(bad.json()[0].param).toBe('permissions');
    // A member who may manage roles only inside the area module cannot hand out company permissions.
    const companyId = customer.user.personalInfo.companyId;
    const limited = (
      await req(customer, 'POST', base(), {
        name: 'Role manager',
        permissions: ['p_company_users_assign_role', 'p_area_view'],
      })
    ).json().data;
    await req(customer, 'POST', `/api/company/${companyId}/user`, {
      email: 'rm@customer.example',
      firstName: 'R',
      lastName: 'M',
      password: 'R0le#Manager',
      roleId: limited.id,
    });
    const manager = await t.login('rm@customer.example', 'R0le#Manager');
    const escalate = await req(manager, 'POST', base(), { name: 'Boss', permissions: ['p_company_delete'] });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().code).toBe('ROLE_ESCALATION');
    expect(
      (await req(manager, 'POST', base(), { name: 'Areas', permissions: ['p_area_view'] })).statusCode,
    ).toBe(201);
  });

  test('deleting a custom role removes it from its users', async () => {
    const role = (await req(customer, 'POST', base(), { name: 'Temp', permissions: [] })).json().data;
    expect((await req(customer, 'DELETE', `${base()}/${role.id}`)).statusCode).toBe(204);
    expect((await req(customer, 'DELETE', `${base()}/${role.id}`)).statusCode).toBe(404);
  });
});
