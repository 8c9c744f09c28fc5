import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../../kernel/auth/passwords.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { roles } from '../../permissions/permissions.schema.ts';
import { assignRole } from '../../permissions/permissions.service.ts';
import { users } from '../../users/users.schema.ts';
import { readings } from '../telemetry.schema.ts';

/**
 * Spec §7 meter bill by month: a counter (energy) billed by its rises, a rate (flow) by its integral over time,
 * each priced by the company's tariff (the demo Customer's: energy 0.18, flow 1.25 USD).
 */

let k: DevicesKit;
let energyMeter: number;
let flowMeter: number;
/** A Customer user who may view devices only. */
let viewer: string;

async function deviceViewer() {
  const { db } = k.t.deps.database;
  await db.insert(roles).values({
    key: 'test_meter_viewer',
    name: 'Meter viewer',
    app: 'swam',
    permissions: ['p_swam_view', 'p_swam_devices_view'],
    system: false,
  });
  const [user] = await db
    .insert(users)
    .values({
      email: 'meters@customer.test',
      passwordHash: await hashPassword('Meters#12345'),
      firstName: 'Meter',
      lastName: 'Viewer',
      companyId: k.ids.Customer,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  await assignRole(db, user?.id ?? 0, 'test_meter_viewer');
  return (await k.t.login('meters@customer.test', 'Meters#12345')).token;
}

beforeAll(async () => {
  k = await devicesKit();
  energyMeter = await k.deviceId('EM1-0001');
  flowMeter = await k.deviceId('FM1-0001');
  viewer = await deviceViewer();
  const at = (iso: string) => new Date(iso);
  const row = (deviceId: number, ts: string, values: Record<string, number>) => ({
    deviceId,
    ts: at(ts),
    receivedAt: at(ts),
    values,
  });
  await k.t.deps.database.db.insert(readings).values([
    row(energyMeter, '2025-02-28T23:59:00Z', { energy: 50 }), // last month: not billed
    row(energyMeter, '2025-03-01T00:00:00Z', { energy: 100 }),
    row(energyMeter, '2025-03-10T00:00:00Z', { energy: 110, power: 900 }),
    row(energyMeter, '2025-03-12T00:00:00Z', { power: 800 }), // no energy: not a reading of it
    row(energyMeter, '2025-03-15T00:00:00Z', { energy: 5 }), // a reset: no refund
    row(energyMeter, '2025-03-20T00:00:00Z', { energy: 20 }),
    row(energyMeter, '2025-04-01T00:00:00Z', { energy: 500 }), // next month: not billed
    row(flowMeter, '2025-03-05T00:00:00Z', { flow: 2 }),
    row(flowMeter, '2025-03-05T01:00:00Z', { flow: 4 }),
    row(flowMeter, '2025-03-05T03:00:00Z', { flow: 4 }),
  ]);
});
afterAll(async () => {
  await k.t.close();
});

const bill = async (url: string, who: 'Customer' | 'Building Owner' | 'Integrator' = 'Customer') => {
  const res = await k.call(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('[METER BILL] GET /swam/meter-bill', () => {
  test('each meter of the month: counter rises (a reset is no refund), flow integrated, priced by the tariff', async () => {
    const data = await bill('/api/swam/meter-bill?month=2025-03');
    expect(data).toMatchObject({
      month: '2025-03',
      from: '2025-03-01T00:00:00.000Z',
      to: '2025-04-01T00:00:00.000Z',
    });
    expect(data.lines).toEqual([
      {
        device: { id: energyMeter, serial: 'EM1-0001', name: 'Main switchboard' },
        company: { id: k.ids.Customer, name: 'Demo Customer' },
        key: 'energy',
        unit: 'kWh',
        readings: 4,
        consumption: 25, // +10, reset, +15
        pricePerUnit: 0.18,
        currency: 'USD',
        amount: 4.5,
      },
      expect.objectContaining({
        device: expect.objectContaining({ serial: 'FM1-0001' }),
        key: 'flow',
        unit: 'm³',
        readings: 3,
        consumption: 11, // (2+4)/2 × 1 h + (4+4)/2 × 2 h
        amount: 13.75,
      }),
    ]);
    expect(data.totals).toEqual([{ currency: 'USD', amount: 18.25 }]);
  });

  test('deviceId narrows to one meter; a month without readings is 0', async () => {
    const one = await bill(`/api/swam/meter-bill?month=2025-03&deviceId=${flowMeter}`);
    expect(one.lines.map((l: { key: string }) => l.key)).toEqual(['flow']);
    const empty = await bill(`/api/swam/meter-bill?month=2024-01&deviceId=${energyMeter}`);
    expect(empty.lines[0]).toMatchObject({ readings: 0, consumption: 0, amount: 0 });
  });

  test('R133: another company’s meter is a 404; its owner sees only its own; an integrator sends customerId', async () => {
    const tower = await k.deviceId('EM1-1001');
    expect(
      (await k.call('Customer', 'GET', `/api/swam/meter-bill?month=2025-03&deviceId=${tower}`)).statusCode,
    ).toBe(404);
    const owner = await bill('/api/swam/meter-bill?month=2025-03', 'Building Owner');
    expect(owner.lines.map((l: { device: { serial: string } }) => l.device.serial)).toEqual(['EM1-1001']);
    expect(owner.lines[0]).toMatchObject({ pricePerUnit: null, amount: null });
    expect(owner.totals).toEqual([]);
    const forCustomer = await bill(
      `/api/swam/meter-bill?month=2025-03&customerId=${k.ids.Customer}`,
      'Integrator',
    );
    expect(forCustomer.totals).toEqual([{ currency: 'USD', amount: 18.25 }]);
  });

  test('418 for a month that is not YYYY-MM or a bad deviceId', async () => {
    for (const month of ['2025-13', '2025-3', 'march', '']) {
      const res = await k.call('Customer', 'GET', `/api/swam/meter-bill?month=${month}`);
      expect(res.statusCode).toBe(418);
      expect(k.fields(res)[0]).toMatch(/^month: /);
    }
    expect((await k.call('Customer', 'GET', '/api/swam/meter-bill')).statusCode).toBe(418);
    expect(
      k.fields(await k.call('Customer', 'GET', '/api/swam/meter-bill?month=2025-03&deviceId=x')),
    ).toEqual(['deviceId: Must be a number']);
  });
});

describe('[METER BILL] tariffs', () => {
  test('PUT sets the caller’s price, the bill follows; GET lists the company’s tariffs only', async () => {
    const put = await k.call('Customer', 'PUT', '/api/swam/meter-tariff', {
      key: 'energy',
      pricePerUnit: 0.2,
      currency: 'USD',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toEqual({
      company: { id: k.ids.Customer, name: 'Demo Customer' },
      key: 'energy',
      pricePerUnit: 0.2,
      currency: 'USD',
    });
    const data = await bill(`/api/swam/meter-bill?month=2025-03&deviceId=${energyMeter}`);
    expect(data.lines[0]).toMatchObject({ pricePerUnit: 0.2, amount: 5 });
    const list = (await k.call('Customer', 'GET', '/api/swam/meter-tariff')).json().data;
    expect(list.map((t: { key: string }) => t.key)).toEqual(['energy', 'flow']);
    expect((await k.call('Building Owner', 'GET', '/api/swam/meter-tariff')).json().data).toEqual([]);
  });

  test('418 names bad fields; another company as customerId is refused', async () => {
    const bad = await k.call('Customer', 'PUT', '/api/swam/meter-tariff', {
      key: 'water',
      pricePerUnit: -1,
      currency: 'usd',
    });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad)).toEqual([
      'key: Choose a metered quantity',
      'pricePerUnit: Must be 0 or more',
      'currency: Must be a 3-letter currency code',
    ]);
    const theirs = await k.call(
      'Customer',
      'PUT',
      `/api/swam/meter-tariff?customerId=${k.ids['Building Owner']}`,
      { key: 'energy', pricePerUnit: 1, currency: 'USD' },
    );
    expect(theirs.statusCode).toBe(418);
    expect(k.fields(theirs)).toEqual(['customerId: Choose One of Your Customers']);
    expect((await k.call('Building Owner', 'GET', '/api/swam/meter-tariff')).json().data).toEqual([]);
  });

  test('a device viewer reads the bill and tariffs but may not set a tariff (403)', async () => {
    const as = (method: 'GET' | 'PUT', url: string, body?: unknown) =>
      k.t.as(viewer, { method, url, ...(body !== undefined && { body }) } as never);
    const read = await as('GET', `/api/swam/meter-bill?month=2025-03&deviceId=${flowMeter}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.lines[0]).toMatchObject({ consumption: 11 });
    expect((await as('GET', '/api/swam/meter-tariff')).statusCode).toBe(200);
    const put = await as('PUT', '/api/swam/meter-tariff', { key: 'flow', pricePerUnit: 9, currency: 'USD' });
    expect(put.statusCode).toBe(403);
    const flow = (await k.call('Customer', 'GET', '/api/swam/meter-tariff'))
      .json()
      .data.find((t: { key: string }) => t.key === 'flow');
    expect(flow.pricePerUnit).toBe(1.25);
  });
});
