import type { management } from '@atrium/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyUser, type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { companies } from '../../companies/companies.schema.ts';
import { devices, deviceTokens } from '../../devices/devices.schema.ts';
import { structures } from '../../places/places.schema.ts';
import { tokenAllocations } from '../management.schema.ts';

/**
 * Issue 22, the integrator's management desk over the demo world: the Demo Integrator manages the Demo
 * Customer, School, Building Owner and Global Mobility Company; its seed holds 20 spare sensor (swam)
 * tokens, quotas of 5 (Customer) and 3 (School) and device requests in every state; the test adds a sensor
 * to its stock. A second integrator, with no customers, must see none of it.
 */
let k: DemoKit;
let other: { id: number; token: string };
let otherIntegratorId: number;
const dbOf = () => k.t.deps.database.db;

const asOther = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  k.t.as(other.token, { method, url, ...(body !== undefined && { body }) } as never);

const stockOf = async (app: string) => {
  const res = await k.call('Integrator', 'GET', '/api/management/token-stock');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as management.TokenStock[]).find((s) => s.app === app);
};

beforeAll(async () => {
  k = await demoKit();
  const [company] = await dbOf()
    .insert(companies)
    .values({ name: 'Other Integrator', email: 'contact@other-integrator.test', type: 'Integrator' })
    .returning({ id: companies.id });
  otherIntegratorId = company?.id ?? 0;
  other = await addCompanyUser(k.t, otherIntegratorId, 'owner@other-integrator.test', 'company_owner');
  // A sensor in the integrator's stock (the demo seeds none, so other modules' device counts stay).
  await dbOf().insert(devices).values({
    serial: 'INT-0001',
    hardwareId: 101,
    solutionId: 10,
    companyId: k.ids.Integrator,
    passwordHash: 'x',
    reportingIntervalSeconds: 60,
  });
}, 120_000);
afterAll(() => k?.t.close());

describe('the SI dashboard', () => {
  it("counts the integrator's customers, their devices, its tokens, open requests and tickets", async () => {
    const res = await k.call('Integrator', 'GET', '/api/management/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as management.Dashboard;
    expect(data.customers.total).toBe(4);
    expect(data.customers.byType.map((t) => t.key).sort()).toEqual([
      'Building Owner',
      'Customer',
      'Global Mobility Company',
      'School',
    ]);
    expect(data.devices.total).toBeGreaterThan(0);
    expect(data.tokens).toMatchObject({ owned: 20, allocated: 8, used: 0 });
    expect(data.openRequests).toBe(2);
    expect(data.openTickets === null || data.openTickets >= 0).toBe(true);
  });

  it('another integrator sees nothing of them; a customer may not open the desk (R112)', async () => {
    const res = await asOther('GET', '/api/management/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as management.Dashboard;
    expect(data.customers.total).toBe(0);
    expect(data.devices.total).toBe(0);
    expect(data.openRequests).toBe(0);
    expect((await k.call('Customer', 'GET', '/api/management/dashboard')).statusCode).toBe(403);
  });
});

describe('token allocation', () => {
  it('lists the quotas with use and remaining; the stock counts what is left to allocate', async () => {
    const res = await k.call(
      'Integrator',
      'GET',
      '/api/management/token-allocation?limit=10&sortBy=id&sortType=asc',
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as management.Allocation[];
    expect(rows.map((r) => [r.customer.name, r.app, r.quota, r.used, r.remaining])).toEqual([
      ['Demo Customer', 'swam', 5, 0, 5],
      ['Demo School', 'swam', 3, 0, 3],
    ]);
    expect(await stockOf('swam')).toEqual({ app: 'swam', owned: 20, allocated: 8, unallocated: 12 });
    const others = await asOther('GET', '/api/management/token-allocation');
    expect(others.json()).toEqual({ data: [], totalRecords: 0 });
    const named = await asOther('GET', `/api/management/token-allocation?customerId=${k.ids.Customer}`);
    expect(named.statusCode).toBe(404);
  });

  it('allocates to a customer; more than is left is a 418 on quota and nothing is written', async () => {
    const ok = await k.call('Integrator', 'POST', '/api/management/token-allocation', {
      customerId: k.ids['Building Owner'],
      app: 'swam',
      quota: 4,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ quota: 4, used: 0, remaining: 4, expiresAt: null });
    const over = await k.call('Integrator', 'POST', '/api/management/token-allocation', {
      customerId: k.ids['Global Mobility Company'],
      app: 'swam',
      quota: 9,
    });
    expect(over.statusCode, over.body).toBe(418);
    expect(k.fields(over)).toEqual(['quota: Only 8 Spare Tokens Left to Allocate']);
    const rows = await dbOf()
      .select()
      .from(tokenAllocations)
      .where(eq(tokenAllocations.customerId, k.ids['Global Mobility Company']));
    expect(rows).toEqual([]);
    const twice = await k.call('Integrator', 'POST', '/api/management/token-allocation', {
      customerId: k.ids['Building Owner'],
      app: 'swam',
      quota: 1,
    });
    expect(twice.statusCode, twice.body).toBe(409);
  });

  it('a quota changes within what is left and never below what is used; another integrator gets 404', async () => {
    const list = await k.call(
      'Integrator',
      'GET',
      `/api/management/token-allocation?customerId=${k.ids['Building Owner']}`,
    );
    const id = (list.json().data as management.Allocation[])[0]?.id;
    const up = await k.call('Integrator', 'PUT', `/api/management/token-allocation/${id}`, { quota: 12 });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.quota).toBe(12);
    const tooMuch = await k.call('Integrator', 'PUT', `/api/management/token-allocation/${id}`, {
      quota: 13,
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(418);
    expect((await asOther('PUT', `/api/management/token-allocation/${id}`, { quota: 1 })).statusCode).toBe(
      404,
    );
    expect((await asOther('DELETE', `/api/management/token-allocation/${id}`)).statusCode).toBe(404);
    expect((await k.call('Integrator', 'DELETE', `/api/management/token-allocation/${id}`)).statusCode).toBe(
      204,
    );
    expect((await stockOf('swam'))?.unallocated).toBe(12);
  });

  it("another integrator cannot allocate to this integrator's customer; a customer cannot allocate", async () => {
    const res = await asOther('POST', '/api/management/token-allocation', {
      customerId: k.ids.Customer,
      app: 'swam',
      quota: 1,
    });
    expect(res.statusCode, res.body).toBe(418);
    expect(k.fields(res)).toEqual(['customerId: Choose One of Your Customers']);
    const customer = await k.call('Customer', 'POST', '/api/management/token-allocation', {
      customerId: k.ids.Customer,
      app: 'swam',
      quota: 1,
    });
    expect(customer.statusCode).toBe(403);
  });

  it('two allocations at once cannot oversell the spare tokens', async () => {
    await dbOf()
      .insert(deviceTokens)
      .values(
        [1, 2, 3].map(() => ({
          companyId: k.ids.Integrator,
          app: 'metrowatch' as const,
          validityMonths: 12,
        })),
      );
    const [a, b] = await Promise.all(
      [k.ids.Customer, k.ids.School].map((customerId) =>
        k.call('Integrator', 'POST', '/api/management/token-allocation', {
          customerId,
          app: 'metrowatch',
          quota: 2,
        }),
      ),
    );
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 418]);
    expect(await stockOf('metrowatch')).toEqual({
      app: 'metrowatch',
      owned: 3,
      allocated: 2,
      unallocated: 1,
    });
  });

  it('the customer reads its own quotas only', async () => {
    const mine = await k.call('Customer', 'GET', '/api/management/token-allocation/mine');
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = mine.json().data as management.Allocation[];
    expect(rows.every((r) => r.customer.id === k.ids.Customer)).toBe(true);
    expect(rows.find((r) => r.app === 'swam')).toMatchObject({ quota: 5, remaining: 5 });
    const school = await k.call('School', 'GET', '/api/management/token-allocation/mine');
    expect((school.json().data as management.Allocation[]).map((r) => r.customer.id)).toEqual(
      expect.arrayContaining([k.ids.School]),
    );
    expect(
      (school.json().data as management.Allocation[]).some((r) => r.customer.id === k.ids.Customer),
    ).toBe(false);
  });
});

describe("a customer's device draws from its quota when installed", () => {
  const tokenlessDevice = async (serial: string) => {
    const [row] = await dbOf()
      .insert(devices)
      .values({
        serial,
        hardwareId: 101,
        solutionId: 10,
        companyId: k.ids.Customer,
        passwordHash: 'x',
        reportingIntervalSeconds: 60,
      })
      .returning({ id: devices.id });
    return row?.id ?? 0;
  };
  const headquarters = async () => {
    const [row] = await dbOf()
      .select({ id: structures.id })
      .from(structures)
      .where(eq(structures.companyId, k.ids.Customer))
      .limit(1);
    return row?.id ?? 0;
  };
  const swamQuota = async () => {
    const [row] = await dbOf()
      .select()
      .from(tokenAllocations)
      .where(and(eq(tokenAllocations.customerId, k.ids.Customer), eq(tokenAllocations.app, 'swam')));
    return row;
  };

  it('takes one of the integrator’s spare tokens onto the device, activated, and counts it used', async () => {
    const id = await tokenlessDevice('MGMT-DRAW-1');
    const before = (await stockOf('swam'))?.owned ?? 0;
    const res = await k.call('Customer', 'PUT', `/api/device/${id}/install`, {
      structureId: await headquarters(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [token] = await dbOf().select().from(deviceTokens).where(eq(deviceTokens.deviceId, id));
    expect(token).toMatchObject({ companyId: k.ids.Customer, app: 'swam' });
    expect(token?.activationAt).not.toBeNull();
    expect(await swamQuota()).toMatchObject({ quota: 5, used: 1 });
    expect((await stockOf('swam'))?.owned).toBe(before - 1);
    const mine = await k.call('Customer', 'GET', '/api/management/token-allocation/mine');
    expect((mine.json().data as management.Allocation[]).find((r) => r.app === 'swam')).toMatchObject({
      used: 1,
      remaining: 4,
    });
  });

  it('a used-up quota draws nothing: the device is installed without a token, the count never passes the quota', async () => {
    await dbOf()
      .update(tokenAllocations)
      .set({ used: 5 })
      .where(and(eq(tokenAllocations.customerId, k.ids.Customer), eq(tokenAllocations.app, 'swam')));
    const id = await tokenlessDevice('MGMT-DRAW-2');
    const res = await k.call('Customer', 'PUT', `/api/device/${id}/install`, {
      structureId: await headquarters(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await dbOf().select().from(deviceTokens).where(eq(deviceTokens.deviceId, id))).toEqual([]);
    expect(await swamQuota()).toMatchObject({ quota: 5, used: 5 });
  });
});

describe('device requests', () => {
  let uuid: string;
  const send = (who: 'Customer' | 'School' | 'Security Company', body: unknown) =>
    k.call(who, 'POST', '/api/management/device-request', body);

  it('a customer asks its integrator; each side sees it, nobody else does', async () => {
    const res = await send('Customer', { hardwareId: 101, quantity: 1, note: 'Lobby' });
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json().data as management.DeviceRequest;
    expect(request).toMatchObject({
      state: 'sent',
      quantity: 1,
      app: 'swam',
      customer: { id: k.ids.Customer },
      integrator: { id: k.ids.Integrator },
    });
    uuid = request.uuid;
    expect((await k.call('Integrator', 'GET', `/api/management/device-request/${uuid}`)).statusCode).toBe(
      200,
    );
    expect((await k.call('School', 'GET', `/api/management/device-request/${uuid}`)).statusCode).toBe(404);
    expect((await asOther('GET', `/api/management/device-request/${uuid}`)).statusCode).toBe(404);
    const schools = await k.call('School', 'GET', '/api/management/device-request?limit=100');
    expect(
      (schools.json().data as management.DeviceRequest[]).every((r) => r.customer.id === k.ids.School),
    ).toBe(true);
    const integrators = await k.call(
      'Integrator',
      'GET',
      '/api/management/device-request?state=sent&limit=100',
    );
    expect((integrators.json().data as management.DeviceRequest[]).map((r) => r.uuid)).toContain(uuid);
    expect((await asOther('GET', '/api/management/device-request')).json().totalRecords).toBe(0);
    const named = await asOther('GET', `/api/management/device-request?customerId=${k.ids.Customer}`);
    expect(named.statusCode).toBe(404);
  });

  it('a company no integrator manages has nobody to ask (409); bad input is a 418', async () => {
    const res = await send('Security Company', { hardwareId: 101, quantity: 1 });
    expect(res.statusCode, res.body).toBe(409);
    const bad = await send('Customer', { hardwareId: 999_999, quantity: 0 });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad)).toEqual(['quantity: Must be at least 1']);
    const model = await send('Customer', { hardwareId: 999_999, quantity: 1 });
    expect(k.fields(model)).toEqual(['hardwareId: Choose a Hardware Model']);
    expect((await k.call('Customer', 'GET', '/api/management/device-request/not-a-uuid')).statusCode).toBe(
      418,
    );
  });

  it('the integrator handles it with its spare devices; the devices become the customer’s', async () => {
    const [spare] = await dbOf()
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.serial, 'INT-0001'), isNull(devices.structureId)));
    const wrong = await k.call('Integrator', 'POST', `/api/management/device-request/${uuid}/handle`, {
      kind: 'devices',
      deviceIds: [spare?.id, spare?.id === 1 ? 2 : 1],
    });
    expect(wrong.statusCode, wrong.body).toBe(418);
    expect(
      (await k.call('Integrator', 'GET', `/api/management/device-request/${uuid}`)).json().data.state,
    ).toBe('sent');
    expect(
      (
        await k.call('Customer', 'POST', `/api/management/device-request/${uuid}/handle`, {
          kind: 'devices',
          deviceIds: [spare?.id],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await asOther('POST', `/api/management/device-request/${uuid}/handle`, {
          kind: 'devices',
          deviceIds: [spare?.id],
        })
      ).statusCode,
    ).toBe(404);
    const res = await k.call('Integrator', 'POST', `/api/management/device-request/${uuid}/handle`, {
      kind: 'devices',
      deviceIds: [spare?.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'handled', handledAs: 'devices', deviceIds: [spare?.id] });
    const [device] = await dbOf()
      .select()
      .from(devices)
      .where(eq(devices.id, spare?.id ?? 0));
    expect(device?.companyId).toBe(k.ids.Customer);
  });

  it('acting twice is a 409 and writes nothing', async () => {
    const again = await k.call('Integrator', 'POST', `/api/management/device-request/${uuid}/handle`, {
      kind: 'order',
      orderId: 1,
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().msg).toBe('This request was already handled');
    const cancel = await k.call('Customer', 'POST', `/api/management/device-request/${uuid}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(
      (await k.call('Customer', 'GET', `/api/management/device-request/${uuid}`)).json().data,
    ).toMatchObject({
      state: 'handled',
      handledAs: 'devices',
    });
  });

  it('the customer cancels a sent request; the integrator cannot handle it afterwards', async () => {
    const sent = (await send('Customer', { hardwareId: 101, quantity: 2 })).json()
      .data as management.DeviceRequest;
    expect(
      (await k.call('Integrator', 'POST', `/api/management/device-request/${sent.uuid}/cancel`)).statusCode,
    ).toBe(404);
    const res = await k.call('Customer', 'POST', `/api/management/device-request/${sent.uuid}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.state).toBe('cancelled');
    const handle = await k.call('Integrator', 'POST', `/api/management/device-request/${sent.uuid}/handle`, {
      kind: 'order',
      orderId: 1,
    });
    expect(handle.statusCode).toBe(409);
    expect(handle.json().msg).toBe('This request was cancelled');
  });

  it("an order answers only with an order of the customer or the integrator's own", async () => {
    const sent = (await send('School', { hardwareId: 101, quantity: 1 })).json()
      .data as management.DeviceRequest;
    const res = await k.call('Integrator', 'POST', `/api/management/device-request/${sent.uuid}/handle`, {
      kind: 'order',
      orderId: 2_000_000,
    });
    expect(res.statusCode, res.body).toBe(418);
    expect(k.fields(res)).toEqual(['orderId: Choose an Order of This Customer or Yours']);
  });
});
