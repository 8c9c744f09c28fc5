import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { alarmTemplates } from '../../alarms/alarms.schema.ts';
import { notificationGroups, permissionGroups } from '../../groups/groups.schema.ts';
import { lorawanGateways, structures } from '../../places/places.schema.ts';
import { type DevicesKit, devicesKit } from './kit.ts';

/**
 * Issue 15 §7: a create that names a company (body customerId, the customerId query, the on-behalf-of
 * header) names one the caller serves, or is refused; it is never made in the caller's own company instead.
 * One function decides it for every create (`ownerOfNew`, modules/devices/tenancy.ts).
 */
let k: DevicesKit;
/** A company nobody but the Super Admin serves. */
let stranger: number;
beforeAll(async () => {
  k = await devicesKit();
  const made = await k.call('admin', 'POST', '/api/company', {
    name: 'Stranger Co',
    email: 'contact@stranger.example',
    type: 'Customer',
  });
  stranger = made.json().data.id;
});
afterAll(() => k.t.close());

const rows = async (table: PgTable) => (await k.t.deps.database.db.select({ n: count() }).from(table))[0]?.n;

let eui = 0x10;
/** Every create taking a tenancy input, with a body that is valid for the demo Customer. */
const creates = () => [
  {
    name: 'permission group',
    table: permissionGroups,
    url: '/api/swam/permissions-group',
    body: { name: 'Probe group', permissions: {} },
  },
  {
    name: 'notification group',
    table: notificationGroups,
    url: '/api/swam/notifications-group',
    body: { name: 'Probe group' },
  },
  {
    name: 'alarm template',
    table: alarmTemplates,
    url: '/api/swam/template',
    body: { name: 'Probe', rules: [{ kind: 'above', key: 'co2', value: 1000, severity: 'major' }] },
  },
  {
    name: 'gateway',
    table: lorawanGateways,
    url: '/api/lorawan-gateway',
    body: { eui: `AABBCCDDEEFF00${(eui++).toString(16)}`, name: 'Probe gateway', frequencyPlan: 'EU868' },
  },
  {
    name: 'structure',
    table: structures,
    url: `/api/company/${k.ids.Customer}/structure`,
    body: { type: 'office', name: 'Probe', address: 'Al Wasl Road', location: { lat: 25.1, lng: 55.2 } },
  },
];

describe('[TENANCY] a create naming a company the caller does not serve is refused (R130, R132, R133)', () => {
  test('R130 on-behalf-of naming another company: 418 on on-behalf-of, nothing made anywhere', async () => {
    for (const c of creates()) {
      const before = await rows(c.table);
      const res = await k.call('Customer', 'POST', c.url, c.body, {
        'on-behalf-of': String(stranger),
      });
      expect(res.statusCode, `${c.name}: ${res.body}`).toBe(418);
      expect(k.fields(res), c.name).toEqual(['on-behalf-of: Choose One of Your Customers']);
      expect(await rows(c.table), c.name).toBe(before);
    }
  });

  test('R133 the customerId query naming another company: 418 on customerId, nothing made', async () => {
    for (const c of creates()) {
      const before = await rows(c.table);
      const res = await k.call('Customer', 'POST', `${c.url}?customerId=${stranger}`, c.body);
      expect([404, 418], `${c.name}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 418)
        expect(k.fields(res), c.name).toEqual(['customerId: Choose One of Your Customers']);
      expect(await rows(c.table), c.name).toBe(before);
    }
  });

  test('a body customerId of a served company does not hide an on-behalf-of naming another one', async () => {
    const res = await k.call(
      'Integrator',
      'POST',
      '/api/swam/permissions-group',
      { name: 'Mixed', permissions: {}, customerId: k.ids.Customer },
      { 'on-behalf-of': String(stranger) },
    );
    expect(res.statusCode, res.body).toBe(418);
    expect(k.fields(res)).toEqual(['on-behalf-of: Choose One of Your Customers']);
  });

  test('R130 an integrator on behalf of its customer makes the gateway and structure there', async () => {
    const onBehalf = { 'on-behalf-of': String(k.ids.Customer) };
    const [gateway, structure] = creates().filter((c) => c.name === 'gateway' || c.name === 'structure');
    const g = await k.call('Integrator', 'POST', gateway?.url ?? '', gateway?.body, onBehalf);
    expect(g.statusCode, g.body).toBe(201);
    expect(g.json().data.companyId).toBe(k.ids.Customer);
    const s = await k.call(
      'Integrator',
      'POST',
      `/api/company/${k.ids.Integrator}/structure`,
      structure?.body,
      onBehalf,
    );
    expect(s.statusCode, s.body).toBe(201);
    expect(s.json().data.companyId).toBe(k.ids.Customer);
  });

  test('R132 groups do not default to the selected customer: on behalf of a served one, the group is the caller’s', async () => {
    const res = await k.call(
      'Integrator',
      'POST',
      '/api/swam/permissions-group',
      { name: 'Integrator group', permissions: {} },
      { 'on-behalf-of': String(k.ids.Customer) },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.company?.id ?? res.json().data.companyId).toBe(k.ids.Integrator);
  });

  test('R133 customerId[]=X is customerId=X (refused alike for another company), and brackets repeated are a repeated key', async () => {
    const list = async (qs: string) => {
      const res = await k.call('Customer', 'GET', `/api/swam/device?${qs}`);
      return `${res.statusCode} ${res.statusCode === 200 ? res.json().totalRecords : res.body}`;
    };
    const plain = await list(`customerId=${stranger}`);
    expect(plain).toMatch(/^(404|418) /);
    expect(await list(`customerId[]=${stranger}`)).toBe(plain);
    expect(await list(`customerId[]=${k.ids.Customer}`)).toBe(await list(`customerId=${k.ids.Customer}`));
    const repeated = await list(`customerId=${k.ids.Customer}&customerId=${stranger}`);
    expect(repeated).toMatch(/^418 /);
    expect(await list(`customerId[]=${k.ids.Customer}&customerId[]=${stranger}`)).toBe(repeated);
    expect(await list(`customerId=${k.ids.Customer}&customerId[]=${stranger}`)).toBe(repeated);
  });
});
