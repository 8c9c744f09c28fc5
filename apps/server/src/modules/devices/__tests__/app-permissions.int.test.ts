import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addCompanyUser } from '../../../test/demo-kit.ts';
import { roles } from '../../permissions/permissions.schema.ts';
import { type DevicesKit, devicesKit } from './kit.ts';

/** A device's app decides which device permission applies (spec §6): swam for sensors, metrowatch for locks. */
let k: DevicesKit;
let sensorsOnly: string;

beforeAll(async () => {
  k = await devicesKit();
  const { db } = k.t.deps.database;
  await db.insert(roles).values({
    key: 'test_swam_operator',
    name: 'Sensor operator',
    app: 'swam',
    permissions: ['p_swam_devices_view', 'p_swam_devices_control'],
    system: false,
  });
  sensorsOnly = (await addCompanyUser(k.t, k.ids.Customer, 'sensors@customer.test', 'test_swam_operator'))
    .token;
});
afterAll(() => k.t.close());

const as = (method: 'GET' | 'POST', url: string) => k.t.as(sensorsOnly, { method, url });

describe('[DEVICES] permissions per app', () => {
  test('a user with swam device permissions sees sensors, not the metrowatch lock', async () => {
    const list = await as('GET', '/api/device?limit=100');
    expect(list.statusCode).toBe(200);
    const serials = list.json().data.map((d: { serial: string }) => d.serial);
    expect(serials).toContain('AQ5-0001');
    expect(serials).not.toContain('DL1-0001');
    const lock = await k.deviceId('DL1-0001');
    expect((await as('GET', `/api/device/${lock}`)).statusCode).toBe(404);
    expect((await as('POST', `/api/device/${lock}/unlock`)).statusCode).toBe(404);
  });

  test('an action the role lacks on a device it sees is a 403', async () => {
    const sensor = await k.deviceId('AQ5-0001');
    expect((await as('POST', `/api/device/${sensor}/block`)).statusCode).toBe(403);
    const unit = await k.deviceId('CU304-0001');
    expect((await as('POST', `/api/device/${unit}/lock`)).statusCode).toBe(200);
  });

  test('a company member (no device permission) is refused by the route', async () => {
    const { token } = await addCompanyUser(k.t, k.ids.Customer, 'member@customer.test', 'company_member');
    expect((await k.t.as(token, { method: 'GET', url: '/api/device' })).statusCode).toBe(403);
    expect((await k.t.as(token, { method: 'GET', url: '/api/swam/hardware' })).statusCode).toBe(403);
  });
});
