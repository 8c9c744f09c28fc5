import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RequestContext } from '../../../kernel/http/context.ts';
import { addCompanyUser } from '../../../test/demo-kit.ts';
import { listCredentials } from '../../access/credentials.service.ts';
import { listSchedules } from '../../access/schedules.service.ts';
import { deviceScope } from '../../analysis/scope.ts';
import { demoOwnerEmail } from '../../companies/companies.seed.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { listDevices } from '../../devices/devices.service.ts';
import { dashboard } from '../../metrowatch/devices.service.ts';
import { listGateways } from '../../places/gateways.service.ts';
import { structures } from '../../places/places.schema.ts';
import { listStructures } from '../../places/structures.service.ts';
import { meterBill } from '../../telemetry/meter-bill.service.ts';
import { users } from '../../users/users.schema.ts';
import { requestScope } from '../index.ts';

/**
 * One scope (issue 17): `requestScope(db, ctx)` answers which companies, structures and devices a request may
 * reach; every service asks it, and one request reads the visible companies once however many ask. Isolation
 * (spec §6, R130, R133): a customer sees its own tenancy, an integrator each customer it serves, an
 * `on-behalf-of` company the caller does not serve is a 404, and a permission-group member reaches only its
 * groups' resources.
 */
let k: DevicesKit;
let member: { id: number; token: string };
const PAGE = { limit: 100, offset: 0, sort: [], total: true };

/** The scope's read of the visible companies, as the driver receives it (`requestScope`'s `companyIds`). */
const isCompaniesRead = (text: string) =>
  /^select "id" from "companies" where/i.test(text) && text.includes("contract_status = 'Active'");

/** Counts the visible-companies reads sent to the database while `work` runs. */
async function companiesReads(work: () => Promise<unknown>): Promise<number> {
  const client = (k.t.deps.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
    .$client;
  const query = client.query;
  let reads = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if (isCompaniesRead(text)) reads += 1;
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return reads;
}

/** A fresh request context of a signed-in user, as the HTTP layer makes one per request. */
async function contextOf(userId: number, companyId: number): Promise<RequestContext> {
  const user = { id: userId, companyId, isAdmin: false };
  return {
    requestId: `test-${userId}`,
    language: 'en',
    user,
    permissions: await k.t.deps.permissionsOf(user),
  };
}

async function ownerContext(type: 'Customer' | 'Integrator') {
  const [row] = await k.t.deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoOwnerEmail(type)));
  return contextOf(row?.id ?? 0, k.ids[type]);
}

const companiesOf = (res: { json(): unknown }) =>
  [...new Set((res.json() as { data: { company: { id: number } }[] }).data.map((d) => d.company.id))].sort();
const serials = (res: { json(): unknown }) =>
  (res.json() as { data: { serial: string }[] }).data.map((d) => d.serial).sort();

beforeAll(async () => {
  k = await devicesKit();
  member = await addCompanyUser(k.t, k.ids.Customer, 'hq-operator@customer.test', 'company_member');
});
afterAll(() => k.t.close());

describe('[SCOPE] one request reads its scope once', () => {
  test('several kit services asking one request’s scope read the visible companies once', async () => {
    const ctx = await ownerContext('Customer');
    const { db } = k.t.deps.database;
    const reads = await companiesReads(async () => {
      await listDevices(db, ctx, {}, PAGE, 'swam');
      await listDevices(db, ctx, {}, PAGE, 'core');
      await listGateways(db, ctx, {}, PAGE);
      await listStructures(db, ctx, k.ids.Customer, { customerId: ':none' }, PAGE);
      await listCredentials(db, ctx, {}, PAGE);
      await listSchedules(db, ctx, {}, PAGE);
      await dashboard(k.t.deps, ctx, {});
      await meterBill(db, ctx, { month: '2026-11' });
      await deviceScope(db, ctx, 'swam', {});
    });
    expect(reads).toBe(1);
    // Another request (another context) reads its own: nothing is kept across requests.
    const next = await ownerContext('Customer');
    expect(await companiesReads(() => listGateways(db, next, {}, PAGE))).toBe(1);
  });

  test('an HTTP request whose handler asks the scope many times reads the companies once', async () => {
    const reads = await companiesReads(async () => {
      const res = await k.call('Customer', 'GET', '/api/swam/device?limit=100');
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(reads).toBe(1);
  });
});

describe('[SCOPE] isolation answers (spec §6, R130, R133)', () => {
  test('a customer sees its own company and those it manages, not its integrator nor a sibling', async () => {
    const ids = await requestScope(k.t.deps.database.db, await ownerContext('Customer')).companyIds();
    expect(ids).toEqual(expect.arrayContaining([k.ids.Customer, k.ids.FMC, k.ids.AMC, k.ids.Operator]));
    expect(ids).not.toContain(k.ids.Integrator);
    expect(ids).not.toContain(k.ids.School);
    const devices = await k.call('Customer', 'GET', '/api/swam/device?limit=100');
    expect(devices.statusCode, devices.body).toBe(200);
    expect(companiesOf(devices)).toEqual([k.ids.Customer]);
    // R133: a company the caller does not see, named as customerId, is a 404 (never an empty list).
    for (const url of [
      `/api/device?customerId=${k.ids.School}`,
      `/api/lorawan-gateway?customerId=${k.ids.Integrator}`,
    ]) {
      expect((await k.call('Customer', 'GET', url)).statusCode, url).toBe(404);
    }
  });

  test('an integrator serving two customers reaches each one, by customerId or on-behalf-of', async () => {
    const ids = await requestScope(k.t.deps.database.db, await ownerContext('Integrator')).companyIds();
    expect(ids).toEqual(expect.arrayContaining([k.ids.Integrator, k.ids.Customer, k.ids.School]));
    const customer = await k.call('Integrator', 'GET', '/api/swam/device?limit=100', undefined, {
      'on-behalf-of': String(k.ids.Customer),
    });
    expect(customer.statusCode, customer.body).toBe(200);
    expect(companiesOf(customer)).toEqual([k.ids.Customer]);
    const school = await k.call('Integrator', 'GET', `/api/device?limit=100&customerId=${k.ids.School}`);
    expect(school.statusCode, school.body).toBe(200);
    expect(companiesOf(school).every((id) => id === k.ids.School)).toBe(true);
    // Its own app calls default to its own company (spec §6): none of its customers' devices.
    const own = await k.call('Integrator', 'GET', '/api/swam/device?limit=100');
    expect(companiesOf(own)).not.toContain(k.ids.Customer);
  });

  test('on-behalf-of a customer the caller does not serve is a 404 on every kind of call', async () => {
    const header = { 'on-behalf-of': String(k.ids.School) };
    for (const url of [
      '/api/swam/device?limit=10',
      '/api/metrowatch/dashboard',
      '/api/swam/alarms/operational?limit=10',
    ]) {
      const res = await k.call('Customer', 'GET', url, undefined, header);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
    }
  });

  test('a permission-group member reaches only its group’s resources', async () => {
    const { db } = k.t.deps.database;
    const [hq] = await db
      .select({ id: structures.id })
      .from(structures)
      .where(and(eq(structures.companyId, k.ids.Customer), eq(structures.name, 'Headquarters')));
    const inside = await k.deviceId('CC3-0001');
    const created = await k.call('Customer', 'POST', '/api/swam/permissions-group', {
      name: 'Scope test operators',
      users: [member.id],
      resources: [
        { type: 'structure', id: hq?.id },
        { type: 'device', id: inside },
      ],
      permissions: { swam: ['view'], swam_devices: ['view'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const memberCtx = await contextOf(member.id, k.ids.Customer);
    expect(await requestScope(db, memberCtx).reachesEvery('p_swam_devices_view')).toBe(false);
    expect(await requestScope(db, await ownerContext('Customer')).reachesEvery('p_swam_devices_view')).toBe(
      true,
    );
    const seen = serials(
      await k.t.as(member.token, { method: 'GET', url: '/api/swam/device?limit=100' } as never),
    );
    const all = serials(await k.call('Customer', 'GET', '/api/swam/device?limit=100'));
    expect(seen).toEqual(expect.arrayContaining(['AQ5-0001', 'CC3-0001']));
    expect(seen).not.toContain('CC3-0002');
    expect(seen.length).toBeLessThan(all.length);
    const outside = await k.deviceId('CC3-0002');
    const res = await k.t.as(member.token, { method: 'GET', url: `/api/device/${outside}` } as never);
    expect(res.statusCode).toBe(404);
  });
});
