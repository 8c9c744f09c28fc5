import type { defcon } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addCompanyUser } from '../../../test/demo-kit.ts';
import { companies } from '../../companies/companies.schema.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { devices } from '../../devices/devices.schema.ts';

/**
 * Device assignment (issue 18, spec §4: save, unassign, accept, reject): a security company asks to monitor a
 * customer's devices, the customer answers; only the two parties see a row, and an accepted panel becomes
 * visible to the security company.
 */

let k: DevicesKit;
let villaId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  k = await devicesKit();
  for (const serial of ['IP8-0001', 'IP8-0003']) ids[serial] = await k.deviceId(serial);
  // A customer the demo Security Company manages, with a panel and a detector of its own.
  const { db } = k.t.deps.database;
  const [villa] = await db
    .insert(companies)
    .values({
      name: 'Villa Al Safa',
      email: 'villa@safa.test',
      type: 'Customer',
      parentCompanyId: k.ids['Security Company'],
    })
    .returning({ id: companies.id });
  villaId = villa?.id ?? 0;
  await db.insert(devices).values([
    {
      serial: 'IP8-9001',
      name: 'Villa panel',
      hardwareId: 501,
      solutionId: 70,
      companyId: villaId,
      reportingIntervalSeconds: 600,
    },
    {
      serial: 'MD2-9001',
      name: 'Villa hall',
      hardwareId: 502,
      solutionId: 70,
      companyId: villaId,
      reportingIntervalSeconds: 600,
    },
    {
      serial: 'AQ5-9001',
      name: 'Villa air',
      hardwareId: 201,
      solutionId: 17,
      companyId: villaId,
      reportingIntervalSeconds: 600,
    },
  ]);
  ids['IP8-9001'] = await k.deviceId('IP8-9001');
});
afterAll(async () => {
  await k.t.close();
});

type Page = { data: defcon.DeviceAssignment[]; totalRecords: number };
const rows = async (who: Parameters<DevicesKit['call']>[0], query = '') => {
  const res = await k.call(who, 'GET', `/api/defcon/device-assign${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const panelSerials = async (who: Parameters<DevicesKit['call']>[0]) =>
  ((await k.call(who, 'GET', '/api/defcon/panel')).json().data as { serial: string }[])
    .map((p) => p.serial)
    .sort();

describe('[DEFCON][DEVICE-ASSIGN] only the two parties see a row', () => {
  test('the security company sees what it asked; each customer what it was asked; others nothing', async () => {
    const sent = await rows('Security Company');
    expect(sent.data.map((r) => [r.device.serial, r.status, r.customer.name]).sort()).toEqual([
      ['IP8-0001', 'accepted', 'Demo Customer'],
      ['IP8-0002', 'accepted', 'Demo Customer'],
      ['IP8-0003', 'pending', 'Demo Building Owner'],
    ]);
    expect(sent.data.find((r) => r.status === 'pending')?.actions).toEqual(['unassign']);
    const received = await rows('Building Owner');
    expect(received.data.map((r) => [r.device.serial, r.actions])).toEqual([
      ['IP8-0003', ['accept', 'reject']],
    ]);
    expect((await rows('Customer')).totalRecords).toBe(2);
    expect((await rows('FMC')).totalRecords).toBe(0);
    expect((await rows('Security Company', '?status=pending&side=sent')).totalRecords).toBe(1);
    expect((await rows('Security Company', '?side=received')).totalRecords).toBe(0);
    const bad = await k.call('Security Company', 'GET', '/api/defcon/device-assign?status=maybe');
    expect(bad.statusCode).toBe(418);
    expect((await rows('Security Company', `?customerId=${k.ids['Building Owner']}`)).totalRecords).toBe(1);
    const unseen = await k.call(
      'Security Company',
      'GET',
      `/api/defcon/device-assign?customerId=${k.ids.School}`,
    );
    expect(unseen.statusCode).toBe(404);
  });

  test('a row of other parties is a 404 to act on', async () => {
    const pending = (await rows('Building Owner')).data[0];
    for (const who of ['FMC', 'Customer', 'HQ Police Station'] as const) {
      const res = await k.call(who, 'POST', `/api/defcon/device-assign/${pending?.id}/accept`, {});
      expect(res.statusCode, who).toBe(404);
    }
  });
});

describe('[DEFCON][DEVICE-ASSIGN] save, accept, reject, unassign', () => {
  test('the asking side cannot accept its own request (403); the customer accepts and the panel becomes visible', async () => {
    const pending = (await rows('Building Owner')).data[0];
    // Its managed customer's panel (the villa) and the panels it monitors.
    expect(await panelSerials('Security Company')).toEqual(['IP8-0001', 'IP8-0002', 'IP8-9001']);
    const own = await k.call(
      'Security Company',
      'POST',
      `/api/defcon/device-assign/${pending?.id}/accept`,
      {},
    );
    expect(own.statusCode).toBe(403);
    const ok = await k.call('Building Owner', 'POST', `/api/defcon/device-assign/${pending?.id}/accept`, {});
    expect(
      (await k.call('Building Owner', 'POST', `/api/defcon/device-assign/${pending?.id}/accept`)).statusCode,
    ).toBe(418);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'accepted', answeredBy: { id: expect.any(Number) } });
    expect(await panelSerials('Security Company')).toEqual(['IP8-0001', 'IP8-0002', 'IP8-0003', 'IP8-9001']);
    const again = await k.call(
      'Building Owner',
      'POST',
      `/api/defcon/device-assign/${pending?.id}/reject`,
      {},
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ASSIGNMENT_NOT_PENDING');
  });

  test('either side unassigns an accepted one: the panel is no longer the security company’s', async () => {
    const accepted = (await rows('Customer')).data.find((r) => r.device.serial === 'IP8-0001');
    const res = await k.call('Customer', 'POST', `/api/defcon/device-assign/${accepted?.id}/unassign`, {
      reason: 'Contract ended',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'unassigned', reason: 'Contract ended', actions: [] });
    expect(await panelSerials('Security Company')).toEqual(['IP8-0002', 'IP8-0003', 'IP8-9001']);
    const gone = await k.call('Security Company', 'GET', `/api/defcon/panel/${ids['IP8-0001']}`);
    expect(gone.statusCode).toBe(404);
    const twice = await k.call(
      'Security Company',
      'POST',
      `/api/defcon/device-assign/${accepted?.id}/unassign`,
      {},
    );
    expect(twice.statusCode).toBe(409);
  });

  test("the security company asks for its customer's devices by serial; each bad serial is a 418 at its index", async () => {
    const bad = await k.call('Security Company', 'POST', '/api/defcon/device-assign', {
      customerId: villaId,
      serials: ['IP8-9001', 'AQ5-9001', 'IP8-0002', 'NOPE-1', 'IP8-9001'],
    });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad)).toEqual([
      'serials.1: Not a Defcon Device of This Customer',
      'serials.2: Not a Defcon Device of This Customer',
      'serials.3: Not a Defcon Device of This Customer',
      'serials.4: Listed Twice',
    ]);
    const foreign = await k.call('Security Company', 'POST', '/api/defcon/device-assign', {
      customerId: k.ids['Building Owner'],
      serials: ['IP8-0003'],
    });
    expect(foreign.statusCode).toBe(418);
    expect(k.fields(foreign)).toEqual(['customerId: Choose One of Your Customers']);
    const notSecurity = await k.call('Customer', 'POST', '/api/defcon/device-assign', {
      customerId: k.ids.Operator,
      serials: ['IP8-9001'],
    });
    expect(notSecurity.statusCode).toBe(403);

    const res = await k.call('Security Company', 'POST', '/api/defcon/device-assign', {
      customerId: villaId,
      serials: ['IP8-9001', 'MD2-9001'],
      note: 'Night monitoring',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as defcon.DeviceAssignment[];
    expect(created.map((r) => [r.device.serial, r.status, r.securityCompany.name, r.note])).toEqual([
      ['IP8-9001', 'pending', 'Demo Security Company', 'Night monitoring'],
      ['MD2-9001', 'pending', 'Demo Security Company', 'Night monitoring'],
    ]);
    const twice = await k.call('Security Company', 'POST', '/api/defcon/device-assign', {
      customerId: villaId,
      serials: ['MD2-9001'],
    });
    expect(k.fields(twice)).toEqual(['serials.0: Already Assigned or Asked']);
    // The security company withdraws one; the other stays pending.
    const withdrawn = await k.call(
      'Security Company',
      'POST',
      `/api/defcon/device-assign/${created[1]?.id}/unassign`,
      {},
    );
    expect(withdrawn.json().data.status).toBe('unassigned');
  });

  test('the customer rejects with a reason; the panel stays unmonitored; an empty list is a 418', async () => {
    const villa = await addCompanyUser(k.t, villaId, 'owner@villa.test', 'company_owner');
    const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      k.t.as(villa.token, { method, url, ...(body !== undefined && { payload: body as object }) });
    const mine = (await as('GET', '/api/defcon/device-assign?status=pending')).json() as Page;
    expect(mine.data.map((r) => [r.device.serial, r.actions])).toEqual([['IP8-9001', ['accept', 'reject']]]);
    const res = await as('POST', `/api/defcon/device-assign/${mine.data[0]?.id}/reject`, {
      reason: 'We have a guard',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'rejected', reason: 'We have a guard' });
    const panel = await k.call('Security Company', 'GET', `/api/defcon/panel/${ids['IP8-9001']}`);
    // Its customer's panel: seen (the villa is managed by it), but not monitored.
    expect(panel.json().data.securityCompany).toBeNull();
    const empty = await k.call('Security Company', 'POST', '/api/defcon/device-assign', {
      customerId: villaId,
      serials: [],
    });
    expect(k.fields(empty)).toEqual(['serials: Add at Least One Device']);
  });
});
