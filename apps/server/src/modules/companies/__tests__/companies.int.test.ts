import { auth, permissions } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../companies.seed.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | auth.CompanyType, string>;
const ids = {} as Record<auth.CompanyType, number>;

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = (await t.login()).token;
  for (const type of auth.COMPANY_TYPES) {
    const { token, user } = await t.login(demoOwnerEmail(type), DEMO_PASSWORD);
    tokens[type] = token;
    ids[type] = user.personalInfo.companyId ?? 0;
  }
});
afterAll(() => t.close());

const call = (who: keyof typeof tokens, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  t.as(tokens[who], { method, url, ...(body && { body }) });
const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((c) => c.name);

/** The companies the Defcon response demo adds (defcon/response.seed.ts): a villa the security company serves, a second station. */
const DEFCON_DEMO = ['Al Barsha Villa', 'Jebel Ali Police Station'];

describe('[COMPANY] list', () => {
  test('admins see every company; totalRecords counts them all while a page holds the limit', async () => {
    const res = await call('admin', 'GET', '/api/company?limit=5&sortBy=name&sortType=desc');
    expect(res.statusCode).toBe(200);
    expect(res.json().totalRecords).toBe(auth.COMPANY_TYPES.length + DEFCON_DEMO.length);
    expect(names(res)).toEqual(
      [...auth.COMPANY_TYPES.map((t) => `Demo ${t}`), ...DEFCON_DEMO].sort().reverse().slice(0, 5),
    );
  });

  test('a company sees itself and the companies it manages, nothing else', async () => {
    const res = await call('Customer', 'GET', '/api/company?limit=50');
    expect(names(res).sort()).toEqual(
      [
        ...['Customer', 'FMC', 'AMC', 'Operator', 'Authority', 'Security Company'].map((t) => `Demo ${t}`),
        // Served by the Demo Security Company, which the Demo Customer manages.
        'Al Barsha Villa',
      ].sort(),
    );
    const fmc = await call('FMC', 'GET', '/api/company');
    expect(names(fmc)).toEqual(['Demo FMC']);
  });

  test('filters: type, onlyRelated, nameFilter only when longer than 1 character, customerId', async () => {
    expect(names(await call('Customer', 'GET', '/api/company?type=FMC'))).toEqual(['Demo FMC']);
    expect(names(await call('Customer', 'GET', '/api/company?onlyRelated=true'))).not.toContain(
      'Demo Customer',
    );
    expect((await call('admin', 'GET', '/api/company?nameFilter=A')).json().totalRecords).toBe(14);
    expect(names(await call('admin', 'GET', '/api/company?nameFilter=police')).sort()).toEqual([
      'Demo HQ Police Station',
      'Demo Local Police Station',
      'Jebel Ali Police Station',
    ]);
    expect(names(await call('Integrator', 'GET', `/api/company?customerId=${ids.Customer}`)).sort()).toEqual(
      ['AMC', 'Authority', 'FMC', 'Operator', 'Security Company'].map((t) => `Demo ${t}`),
    );
    expect((await call('FMC', 'GET', `/api/company?customerId=${ids.Customer}`)).statusCode).toBe(404);
  });

  test('bad list input is a 418 naming the parameter', async () => {
    for (const [url, param] of [
      ['/api/company?sortBy=email', 'sortBy'],
      ['/api/company?type=Pirate', 'type'],
      ['/api/company?limit=-1', 'limit'],
      ['/api/company?customerId=abc', 'customerId'],
    ]) {
      const res = await call('admin', 'GET', url as string);
      expect(res.statusCode, url).toBe(418);
      expect(res.json()[0].param).toBe(param);
    }
  });
});

describe('[COMPANY] create', () => {
  const create = (who: keyof typeof tokens, type: string, extra: object = {}) =>
    call(who, 'POST', '/api/company', {
      name: `New ${type} of ${who}`,
      email: 'ops@new.example',
      type,
      ...extra,
    });

  test('R125 a Super Admin may create any type', async () => {
    for (const type of ['School', 'Integrator', 'HQ Police Station'])
      expect((await create('admin', type)).statusCode).toBe(201);
  });

  test('R126 an Integrator may create FMC, AMC, Operator, Authority only', async () => {
    const ok = await create('Integrator', 'AMC');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({
      type: 'AMC',
      parentCompanyId: ids.Integrator,
      contractStatus: 'Active',
    });
    const refused = await create('Integrator', 'Security Company');
    expect(refused.statusCode).toBe(418);
    expect(refused.json()).toEqual([{ param: 'type', msg: 'You can create: FMC, AMC, Operator, Authority' }]);
  });

  test('R127 a Customer may also create a Security Company; R128 other types the same as Customer', async () => {
    expect((await create('Customer', 'Security Company')).statusCode).toBe(201);
    expect((await create('School', 'Security Company')).statusCode).toBe(201);
    expect((await create('School', 'Integrator')).statusCode).toBe(418);
    expect((await call('School', 'GET', '/api/company/relatedTypes')).json().data).toEqual([
      'FMC',
      'AMC',
      'Operator',
      'Authority',
      'Security Company',
    ]);
  });

  test('no mass assignment: unknown fields such as parentCompanyId are refused', async () => {
    const res = await create('Customer', 'FMC', {
      parentCompanyId: ids.Integrator,
      contractStatus: 'Inactive',
    });
    expect(res.statusCode).toBe(418);
  });

  test('missing and malformed fields are each reported', async () => {
    const res = await call('admin', 'POST', '/api/company', { name: 'x', email: 'nope' });
    expect(res.statusCode).toBe(418);
    expect(
      res
        .json()
        .map((e: { param: string }) => e.param)
        .sort(),
    ).toEqual(['email', 'name', 'type']);
  });
});

describe('[COMPANY] one company, update and contract', () => {
  test("another tenant's company is a 404, never a 403", async () => {
    expect((await call('FMC', 'GET', `/api/company/${ids.Customer}/`)).statusCode).toBe(404);
    expect((await call('FMC', 'PUT', `/api/company/${ids.Customer}`, { name: 'Hijacked' })).statusCode).toBe(
      404,
    );
    expect((await call('Customer', 'GET', `/api/company/${ids.FMC}/`)).json().data.name).toBe('Demo FMC');
  });

  test('a company renames itself', async () => {
    const res = await call('AMC', 'PUT', `/api/company/${ids.AMC}`, { name: 'Cooling Masters' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Cooling Masters');
  });

  test('R13 the managing company suspends a contract; the company itself cannot', async () => {
    const res = await call('Customer', 'PUT', `/api/company/${ids.Operator}/contract`, {
      contractStatus: 'Inactive',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.contractStatus).toBe('Inactive');
    const self = await call('Operator', 'PUT', `/api/company/${ids.Operator}/contract`, {
      contractStatus: 'Active',
    });
    expect(self.statusCode).toBe(403);
  });
});

describe('[COMPANY][USERS] company users and roles', () => {
  let memberRoleId: number;
  let ownerRoleId: number;
  beforeAll(async () => {
    const { data } = (await call('admin', 'GET', '/api/permissions/system-roles/all')).json();
    memberRoleId = data.find((r: { key: string }) => r.key === 'company_member').id;
    ownerRoleId = data.find((r: { key: string }) => r.key === 'company_owner').id;
  });

  test('an owner adds a member who signs in with only the member permissions', async () => {
    const res = await call('Building Owner', 'POST', `/api/company/${ids['Building Owner']}/user`, {
      email: 'Guard@Tower.example',
      firstName: 'Gate',
      lastName: 'Guard',
      password: 'Gu4rd#Tower',
      roleId: memberRoleId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'guard@tower.example',
      roles: [{ key: 'company_member' }],
    });
    const session = await t.login('guard@tower.example', 'Gu4rd#Tower');
    const me = await t.as(session.token, { method: 'GET', url: '/api/user/me' });
    const keys = permissions.decodePermissions(me.headers.permissions as string) ?? [];
    expect(keys).toContain('p_company_view');
    expect(keys).not.toContain('p_company_users_create');
    // …so the member can neither add users nor see the user list.
    const denied = await t.as(session.token, {
      method: 'GET',
      url: `/api/company/${ids['Building Owner']}/user`,
    });
    expect(denied.statusCode).toBe(403);
  });

  test('a duplicate email and a weak password are 418s on their fields', async () => {
    const res = await call('Customer', 'POST', `/api/company/${ids.Customer}/user`, {
      email: demoOwnerEmail('FMC'),
      firstName: 'A',
      lastName: 'B',
    });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual([{ param: 'email', msg: 'This email is already used' }]);
    const weak = await call('Customer', 'POST', `/api/company/${ids.Customer}/user`, {
      email: 'weak@example.com',
      firstName: 'A',
      lastName: 'B',
      password: 'short',
    });
    expect(weak.json()[0].param).toBe('password');
  });

  test("users of another tenant's company cannot be listed, read or added", async () => {
    const url = `/api/company/${ids.Integrator}/user`;
    expect((await call('FMC', 'GET', url)).statusCode).toBe(404);
    expect(
      (await call('FMC', 'POST', url, { email: 'x@y.example', firstName: 'X', lastName: 'Y' })).statusCode,
    ).toBe(404);
    const [integratorOwner] = (await call('admin', 'GET', url)).json().data;
    expect((await call('FMC', 'GET', `${url}/${integratorOwner.id}`)).statusCode).toBe(404);
    // The integrator manages the customer, so it may see the customer's users.
    expect((await call('Integrator', 'GET', `/api/company/${ids.Customer}/user`)).statusCode).toBe(200);
  });

  test('roles: assign, unassign, no self-change, expiration ends access', async () => {
    const companyUrl = `/api/company/${ids.School}/user`;
    const created = await call('School', 'POST', companyUrl, {
      email: 'teacher@school.example',
      firstName: 'Tea',
      lastName: 'Cher',
      password: 'Te4cher#one',
    });
    const userId = created.json().data.id;
    const assigned = await call('School', 'PUT', `${companyUrl}/${userId}/role`, { roleId: memberRoleId });
    expect(assigned.json().data.roles.map((r: { key: string }) => r.key)).toEqual(['company_member']);

    const [owner] = (await call('School', 'GET', `${companyUrl}?nameFilter=owner`)).json().data;
    const self = await call('School', 'PUT', `${companyUrl}/${owner.id}/role/unassign`, {
      roleId: ownerRoleId,
    });
    expect(self.statusCode).toBe(403);

    const past = new Date(Date.now() - 60_000).toISOString();
    await call('School', 'PUT', `${companyUrl}/${userId}/expiration`, { expiresAt: past });
    const session = await t.login('teacher@school.example', 'Te4cher#one');
    expect(session.user.permissions).toEqual([]);

    const removed = await call('School', 'PUT', `${companyUrl}/${userId}/role/unassign`, {
      roleId: memberRoleId,
    });
    expect(removed.json().data.roles).toEqual([]);
    expect((await call('School', 'PUT', `${companyUrl}/${userId}/role`, { roleId: 99999 })).statusCode).toBe(
      418,
    );
  });
});
