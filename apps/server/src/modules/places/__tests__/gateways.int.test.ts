import { places } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { markGatewaySeen } from '../gateways.service.ts';
import { lorawanGateways } from '../places.schema.ts';
import { uniquely } from '../scope.ts';
import { type PlacesKit, placesKit } from './kit.ts';

let k: PlacesKit;
let customer: number;
let owner: number;

beforeAll(async () => {
  k = await placesKit();
  customer = k.ids.Customer;
  owner = k.ids['Building Owner'];
});
afterAll(() => k.t.close());

const URL = '/api/lorawan-gateway';
const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((g) => g.name);

describe('[GATEWAY] register, list, read, update, delete', () => {
  let id: number;

  test('the demo gateways are listed with their status', async () => {
    const res = await k.call('Customer', 'GET', `${URL}?sortBy=name`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        name: 'HQ roof',
        eui: '0016C001FF10A235',
        status: 'online',
        companyName: 'Demo Customer',
      }),
      expect.objectContaining({
        name: 'Warehouse bay',
        status: 'never-seen',
        lastSeenAt: null,
        location: null,
      }),
    ]);
  });

  test('a gateway is registered for the caller’s company with a normalised EUI', async () => {
    const res = await k.call('Customer', 'POST', URL, {
      eui: 'aa:bb:cc:dd:ee:ff:00:11',
      name: 'Gate house',
      frequencyPlan: 'EU868',
      location: { lat: 25.1, lng: 55.1 },
    });
    expect(res.statusCode).toBe(201);
    id = res.json().data.id;
    expect(res.json().data).toMatchObject({
      companyId: customer,
      eui: 'AABBCCDDEEFF0011',
      status: 'never-seen',
      location: { lat: 25.1, lng: 55.1, address: '' },
    });
  });

  test('search matches name or EUI; status filter; paging', async () => {
    const q = (query: string) => k.call('Customer', 'GET', `${URL}?${query}`);
    expect(names(await q('name=aabbcc'))).toEqual(['Gate house']);
    expect(names(await q('name=AA:BB'))).toEqual(['Gate house']);
    expect(names(await q('name=gate'))).toEqual(['Gate house']);
    expect(names(await q('status=online'))).toEqual(['HQ roof']);
    expect(names(await q('status=never-seen&sortBy=name'))).toEqual(['Gate house', 'Warehouse bay']);
    const page = await q('limit=1&offset=1&sortBy=eui&sortType=desc');
    expect(page.json().totalRecords).toBe(3);
    expect(names(page)).toEqual(['Warehouse bay']);
  });

  test('heard of by the network server: online, then offline after the window', async () => {
    const { db } = k.t.deps.database;
    expect(await markGatewaySeen(db, 'AA-BB-CC-DD-EE-FF-00-11')).toBe(true);
    expect(await markGatewaySeen(db, 'FFFFFFFFFFFFFFFF')).toBe(false);
    expect((await k.call('Customer', 'GET', `${URL}/${id}`)).json().data.status).toBe('online');
    const stale = new Date(Date.now() - places.GATEWAY_ONLINE_WINDOW_MS - 60_000);
    await db.update(lorawanGateways).set({ lastSeenAt: stale }).where(eq(lorawanGateways.id, id));
    const res = await k.call('Customer', 'GET', `${URL}/${id}`);
    expect(res.json().data).toMatchObject({ status: 'offline', lastSeenAt: stale.toISOString() });
    expect(names(await k.call('Customer', 'GET', `${URL}?status=offline`))).toEqual(['Gate house']);
  });

  test('it is updated and deleted', async () => {
    const res = await k.call('Customer', 'PUT', `${URL}/${id}`, {
      name: 'Gatehouse',
      location: null,
      eui: 'AABBCCDDEEFF0012',
    });
    expect(res.json().data).toMatchObject({
      name: 'Gatehouse',
      location: null,
      eui: 'AABBCCDDEEFF0012',
      frequencyPlan: 'EU868',
    });
    expect((await k.call('Customer', 'DELETE', `${URL}/${id}`)).statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', `${URL}/${id}`)).statusCode).toBe(404);
  });

  test('R133 customerId: a company the caller sees; :me the caller’s own', async () => {
    const forOwner = await k.call('Integrator', 'POST', `${URL}?customerId=${owner}`, {
      eui: '1111111111111111',
      name: 'Tower top',
    });
    expect(forOwner.json().data.companyId).toBe(owner);
    expect(names(await k.call('Integrator', 'GET', `${URL}?customerId=${owner}`))).toEqual(['Tower top']);
    expect(names(await k.call('Integrator', 'GET', `${URL}?customerId=:me`))).toEqual([]);
    expect((await k.call('Customer', 'GET', `${URL}?customerId=${owner}`)).statusCode).toBe(404);
    const admin = await k.call('admin', 'POST', URL, { eui: '2222222222222222', name: 'Nowhere' });
    expect(k.fields(admin)).toEqual(['customerId: Choose the Company the Gateway Belongs To']);
  });
});

describe('[GATEWAY] bad input and tenant isolation', () => {
  test.each([
    [{ eui: '0016C001FF10A23' }, `eui: ${places.INVALID_EUI}`],
    [{ eui: '0016C001FF10A23Z' }, `eui: ${places.INVALID_EUI}`],
    [{ eui: '0016c001ff10a235' }, 'eui: This EUI Is Already Registered'],
    [{ location: { lat: -91, lng: 0 } }, 'location.lat: Latitude Must Be a Number Between -90 and 90'],
    [{ frequencyPlan: 'XX000' }, 'frequencyPlan: Choose a Frequency Plan'],
  ])('%o is a 418 naming the field, nothing stored', async (extra, field) => {
    const before = (await k.call('Customer', 'GET', URL)).json().totalRecords;
    const res = await k.call('Customer', 'POST', URL, { eui: '3333333333333333', name: 'Bad', ...extra });
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual([field]);
    expect((await k.call('Customer', 'GET', URL)).json().totalRecords).toBe(before);
  });

  test('two requests racing past the EUI check: the unique index answers with the same 418', async () => {
    const { db } = k.t.deps.database;
    const race = () =>
      db.insert(lorawanGateways).values({ companyId: customer, eui: '0016C001FF10A235', name: 'Race' });
    await expect(uniquely(race, 'eui', 'This EUI Is Already Registered')).rejects.toMatchObject({
      statusCode: 418,
      fields: [{ param: 'eui', msg: 'This EUI Is Already Registered' }],
    });
  });

  test('a structure of another company is a 418 on structureId', async () => {
    const tower = (await k.call('Building Owner', 'GET', `/api/company/${owner}/structure`)).json().data[0];
    const res = await k.call('Customer', 'POST', URL, {
      eui: '4444444444444444',
      name: 'X',
      structureId: tower.id,
    });
    expect(k.fields(res)).toEqual(['structureId: Choose One of Your Structures']);
  });

  test('another company’s gateway is a 404 and never listed', async () => {
    const theirs = (
      await k.call('Building Owner', 'POST', URL, { eui: '5555555555555555', name: 'Theirs' })
    ).json().data;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await k.call(
        'Customer',
        method,
        `${URL}/${theirs.id}`,
        method === 'PUT' ? { name: 'Mine' } : undefined,
      );
      expect(res.statusCode, method).toBe(404);
    }
    expect(names(await k.call('Customer', 'GET', `${URL}?limit=100`))).not.toContain('Theirs');
    expect(names(await k.call('admin', 'GET', `${URL}?limit=100`))).toContain('Theirs');
  });
});
