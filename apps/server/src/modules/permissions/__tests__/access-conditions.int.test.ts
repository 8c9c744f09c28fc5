import { authenticated, defineEndpoint, type Endpoint } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../../app.ts';
import { defineModule, defineRoute } from '../../../kernel/module.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';
import { users } from '../../users/users.schema.ts';
import { grantAbility } from '../abilities.service.ts';
import { assignRole } from '../permissions.service.ts';

/**
 * The guard's conditions beyond permission keys (spec §6), through real requests: visibility by company
 * type, admin type and selected company (R112-R114), abilities bound to an entity (R111) and their ways
 * through for system admins (R26) and the administrator of the entity's customer (R117).
 */
let t: TestApp;
let app: FastifyInstance;
const tokens = {} as Record<
  'superAdmin' | 'financialAdmin' | 'customer' | 'integrator' | 'school' | 'member',
  string
>;
let customerId = 0;
let schoolId = 0;

const probe = (path: string, extra: Pick<Endpoint, 'visibility' | 'ability'>) =>
  defineEndpoint({
    method: 'GET',
    path,
    summary: 'probe',
    tags: ['probe'],
    access: authenticated,
    ...extra,
    schemas: { response: { 200: z.object({ ok: z.boolean() }) } },
  });

/** Device 1 belongs to the demo Customer, device 2 to the demo School (as a devices module would say). */
const deviceCustomer = async (id: string) => ({ '1': customerId, '2': schoolId })[id];

beforeAll(async () => {
  t = await createTestApp();
  tokens.superAdmin = (await t.login()).token;
  const customer = await t.login(demoOwnerEmail('Customer'), DEMO_PASSWORD);
  const school = await t.login(demoOwnerEmail('School'), DEMO_PASSWORD);
  tokens.customer = customer.token;
  tokens.school = school.token;
  tokens.integrator = (await t.login(demoOwnerEmail('Integrator'), DEMO_PASSWORD)).token;
  customerId = customer.user.personalInfo.companyId ?? 0;
  schoolId = school.user.personalInfo.companyId ?? 0;
  const { db } = t.deps.database;
  const insert = async (email: string, values: Partial<typeof users.$inferInsert>) => {
    const [row] = await db
      .insert(users)
      .values({
        email,
        passwordHash: 'unused',
        firstName: 'P',
        lastName: 'Q',
        emailVerifiedAt: new Date(),
        ...values,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert failed');
    return row.id;
  };
  const financialId = await insert('finance@probe.example', { isAdmin: true, adminType: 'Financial Admin' });
  tokens.financialAdmin = await t.deps.jwt.sign({ sub: String(financialId), companyId: null, isAdmin: true });
  const memberId = await insert('member@probe.example', { companyId: customerId });
  await assignRole(db, memberId, 'company_member');
  await grantAbility(db, {
    userId: memberId,
    app: 'metrowatch',
    entityId: 2,
    module: 'devices',
    actions: ['view', 'control'],
  });
  tokens.member = await t.deps.jwt.sign({ sub: String(memberId), companyId: customerId, isAdmin: false });

  const module = defineModule({
    name: 'probe',
    routes: () => [
      defineRoute(
        probe('/no-integrators', { visibility: { companyTypes: { exclude: ['Integrator'] } } }),
        ok,
      ),
      defineRoute(probe('/customers-only', { visibility: { companyTypes: { include: ['Customer'] } } }), ok),
      defineRoute(probe('/super-admins', { visibility: { adminTypes: { include: ['Super Admin'] } } }), ok),
      defineRoute(probe('/no-finance', { visibility: { adminTypes: { exclude: ['Financial Admin'] } } }), ok),
      defineRoute(probe('/with-company', { visibility: { requiresCompany: true } }), ok),
      defineRoute(
        probe('/device/:deviceId/control', {
          ability: { app: 'metrowatch', module: 'devices', action: 'control', entityParam: 'deviceId' },
        }),
        ok,
        { entityCustomer: deviceCustomer },
      ),
      defineRoute(
        probe('/any-device', { ability: { app: 'metrowatch', module: 'devices', action: 'view' } }),
        ok,
      ),
    ],
  });
  app = await buildApp(t.deps, [module]);
});
afterAll(async () => {
  await app?.close();
  await t.close();
});

async function ok() {
  return { ok: true };
}
const status = async (who: keyof typeof tokens, url: string, headers: Record<string, string> = {}) =>
  (await app.inject({ url: `/api${url}`, headers: { ...headers, authorization: `Bearer ${tokens[who]}` } }))
    .statusCode;

describe('[PERMISSIONS][GUARD] visibility conditions', () => {
  test('R112 company type: an excluded type is refused, an include list admits only its types', async () => {
    expect(await status('integrator', '/no-integrators')).toBe(403);
    expect(await status('customer', '/no-integrators')).toBe(200);
    expect(await status('superAdmin', '/no-integrators')).toBe(200);
    expect(await status('customer', '/customers-only')).toBe(200);
    expect(await status('school', '/customers-only')).toBe(403);
    // A system admin has no company type, so an include list leaves them out too.
    expect(await status('superAdmin', '/customers-only')).toBe(403);
  });

  test('R113 admin type: included and excluded lists', async () => {
    expect(await status('superAdmin', '/super-admins')).toBe(200);
    expect(await status('financialAdmin', '/super-admins')).toBe(403);
    expect(await status('customer', '/super-admins')).toBe(403);
    expect(await status('financialAdmin', '/no-finance')).toBe(403);
    expect(await status('superAdmin', '/no-finance')).toBe(200);
    expect(await status('customer', '/no-finance')).toBe(200);
  });

  test('R114 a selected company: the own one, or one named with on-behalf-of (`:me` clears it)', async () => {
    expect(await status('customer', '/with-company')).toBe(200);
    expect(await status('superAdmin', '/with-company')).toBe(403);
    expect(await status('superAdmin', '/with-company', { 'on-behalf-of': String(customerId) })).toBe(200);
    expect(await status('superAdmin', '/with-company', { 'on-behalf-of': ':me' })).toBe(403);
  });

  test('the conditions come after the token: without one it is still a 401', async () => {
    expect((await app.inject({ url: '/api/no-integrators' })).statusCode).toBe(401);
  });
});

describe('[PERMISSIONS][GUARD] entity-bound abilities', () => {
  test('R111 an ability held on one entity opens that entity only', async () => {
    expect(await status('member', '/device/2/control')).toBe(200);
    expect(await status('member', '/device/1/control')).toBe(403);
    expect(await status('member', '/device/3/control')).toBe(403);
    // Not bound to an entity: held on some entity is enough.
    expect(await status('member', '/any-device')).toBe(200);
    expect(await status('school', '/any-device')).toBe(403);
  });

  test('R117 the administrator of the entity’s customer passes without the ability; of another company not', async () => {
    expect(await status('customer', '/device/1/control')).toBe(200);
    expect(await status('customer', '/device/2/control')).toBe(403);
    expect(await status('school', '/device/2/control')).toBe(200);
    expect(await status('school', '/device/1/control')).toBe(403);
  });

  test('R26 system admins hold every ability', async () => {
    expect(await status('superAdmin', '/device/1/control')).toBe(200);
    expect(await status('financialAdmin', '/device/3/control')).toBe(200);
  });

  test('an ability of an unknown app, or bound to a missing path parameter, stops the start', async () => {
    const broken = (ability: NonNullable<Endpoint['ability']>) =>
      buildApp(t.deps, [
        defineModule({ name: 'broken', routes: () => [defineRoute(probe('/x', { ability }), ok)] }),
      ]);
    await expect(broken({ app: 'teleport', module: 'devices', action: 'view' })).rejects.toThrow(
      'requires an ability of an unknown app: teleport',
    );
    await expect(
      broken({ app: 'fleet', module: 'devices', action: 'view', entityParam: 'id' }),
    ).rejects.toThrow('binds its ability to a missing path parameter: id');
  });
});
