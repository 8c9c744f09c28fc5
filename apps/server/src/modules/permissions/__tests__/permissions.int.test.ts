import { type Access, defineEndpoint, permissions } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../../app.ts';
import { defineModule, defineRoute } from '../../../kernel/module.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { authModule } from '../../auth/index.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';

let t: TestApp;
let admin: string;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login()).token;
  owner = (await t.login(demoOwnerEmail('Customer'), DEMO_PASSWORD)).token;
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.as(token, { method: 'GET', url });

describe('[PERMISSIONS] catalogue and roles', () => {
  test('R104 the flat catalogue lists every permission', async () => {
    const res = await get(owner, '/api/permissions/flat');
    expect(res.statusCode).toBe(200);
    const { data, totalRecords } = res.json();
    expect(totalRecords).toBe(permissions.PERMISSIONS.length);
    expect(data[0]).toEqual({
      key: 'm_market',
      kind: 'module',
      parent: null,
      label: 'Market',
      dependsOn: [],
    });
  });

  test('the hierarchy nests actions under sub-modules under modules', async () => {
    const { data } = (await get(owner, '/api/permissions/hierarchy')).json();
    const company = data.find((n: { key: string }) => n.key === 'm_company');
    const users = company.children.find((n: { key: string }) => n.key === 'sm_company_users');
    expect(users.children.map((n: { key: string }) => n.key)).toContain('p_company_users_assign_role');
  });

  test('R118 R119 R120 R121 R122 the named roles of spec §6 are seeded', async () => {
    const { data } = (await get(owner, '/api/permissions/system-roles/all')).json();
    const keys = data.map((r: { key: string }) => r.key);
    for (const key of [
      'defcon_security_company_admin',
      'defcon_operator',
      'defcon_responder',
      'defcon_customer',
      'defcon_police_hq',
      'defcon_local_police',
      'gm_admin',
      'gm_operator',
      'gm_responder',
      'school_admin',
      'school_teacher',
      'school_student',
      'cn_admin',
      'cn_supervisor',
      'fleet_driver',
    ]) {
      expect(keys).toContain(key);
    }
    for (const role of data) {
      for (const key of role.permissions) expect(permissions.isRegisteredPermission(key), key).toBe(true);
    }
  });

  test('one system role by id; unknown id 404, bad id 418', async () => {
    const { data } = (await get(owner, '/api/permissions/system-roles/all')).json();
    const one = await get(owner, `/api/permissions/system-roles/${data[1].id}`);
    expect(one.json().data).toEqual(data[1]);
    expect((await get(owner, '/api/permissions/system-roles/99999')).statusCode).toBe(404);
    const bad = await get(owner, '/api/permissions/system-roles/abc');
    expect(bad.statusCode).toBe(418);
    expect(bad.json()[0].param).toBe('id');
  });

  test("a company owner's roles", async () => {
    const { data } = (await get(owner, '/api/permissions/user-roles/all')).json();
    expect(data.map((r: { key: string }) => r.key)).toEqual(['company_owner']);
  });
});

describe('[PERMISSIONS] the permissions header', () => {
  test('R107 every authenticated response carries the caller permissions', async () => {
    const res = await get(owner, '/api/user/me');
    const keys = permissions.decodePermissions(res.headers.permissions as string);
    expect(keys).toEqual(res.json().data.permissions);
    expect(keys).toContain('p_company_users_assign_role');
    const adminKeys = permissions.decodePermissions(
      (await get(admin, '/api/user/me')).headers.permissions as string,
    );
    expect(adminKeys).toEqual(permissions.PERMISSION_KEYS);
  });

  test('public responses carry no permissions header, and every response carries the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers.permissions).toBeUndefined();
    expect(res.headers['x-app-version']).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('[PERMISSIONS] route checks', () => {
  const ping = (access: Access, path: string) =>
    defineEndpoint({
      method: 'GET',
      path,
      summary: path,
      tags: ['test'],
      access,
      schemas: { response: { 200: z.object({ ok: z.boolean() }) } },
    });

  test('R108 a route requiring an unregistered permission stops the start', async () => {
    const rogue = defineModule({
      name: 'rogue',
      routes: () => [
        defineRoute(ping({ kind: 'permissions', keys: ['p_made_up'], mode: 'or' }, '/x'), async () => ({
          ok: true,
        })),
      ],
    });
    await expect(buildApp(t.deps, [rogue])).rejects.toThrow('requires unregistered permissions: p_made_up');
  });

  test('R110 or (default) passes with any key, and needs every key', async () => {
    const probe = defineModule({
      name: 'probe',
      routes: () => [
        defineRoute(
          ping({ kind: 'permissions', keys: ['p_gm_view', 'p_company_view'], mode: 'or' }, '/or'),
          async () => ({ ok: true }),
        ),
        defineRoute(
          ping({ kind: 'permissions', keys: ['p_gm_view', 'p_company_view'], mode: 'and' }, '/and'),
          async () => ({ ok: true }),
        ),
        ...(authModule.routes?.(t.deps) ?? []),
      ],
    });
    const app = await buildApp(t.deps, [probe]);
    try {
      // A company member holds p_company_view but nothing of gm.
      const memberToken = await t.deps.jwt.sign({
        sub: String(await memberId()),
        companyId: 1,
        isAdmin: false,
      });
      const call = (url: string) => app.inject({ url, headers: { authorization: `Bearer ${memberToken}` } });
      expect((await call('/api/or')).statusCode).toBe(200);
      const denied = await call('/api/and');
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ msg: "You don't have permission to do this", code: 'FORBIDDEN' });
    } finally {
      await app.close();
    }
  });
});

/** A fresh user holding only the company_member role. */
async function memberId() {
  const { users } = await import('../../users/users.schema.ts');
  const { assignRole } = await import('../permissions.service.ts');
  const [row] = await t.deps.database.db
    .insert(users)
    .values({
      email: `member${Date.now()}@atrium.test`,
      passwordHash: 'x',
      firstName: 'M',
      lastName: 'M',
      companyId: 1,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert failed');
  await assignRole(t.deps.database.db, row.id, 'company_member');
  return row.id;
}
