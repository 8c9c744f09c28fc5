import type { places } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type PlacesKit, placesKit } from './kit.ts';

let k: PlacesKit;
let customer: number;
let owner: number;
let hq: places.StructureDetail;
let warehouseId: number;
let towerId: number;

beforeAll(async () => {
  k = await placesKit();
  customer = k.ids.Customer;
  owner = k.ids['Building Owner'];
  const list = (
    await k.call('Customer', 'GET', `/api/company/${customer}/structure?topLevel=true&sortBy=name`)
  ).json().data;
  hq = (await k.call('Customer', 'GET', `/api/company/${customer}/structure/${list[0].id}`)).json().data;
  warehouseId = list[1].id;
  towerId = (await k.call('Building Owner', 'GET', `/api/company/${owner}/structure`)).json().data[0].id;
});
afterAll(() => k.t.close());

const assetsUrl = () => `/api/company/${customer}/asset`;

describe('[ASSET] CRUD, search and paging', () => {
  let id: number;

  test('the demo asset is listed; new ones are created with a placement filled from the space', async () => {
    const demo = await k.call('Customer', 'GET', assetsUrl());
    // Asset watch's demo assets (issue 21) are the Customer's too.
    expect(demo.json().data.map((a: places.Asset) => a.name)).toContain('Generator G1');
    const ground = hq.floors.find((f) => f.level === 0);
    const res = await k.call('Customer', 'POST', assetsUrl(), {
      name: 'Forklift 7',
      type: 'vehicle',
      serial: 'FL-7',
      deviceId: 'CC3-0001',
      spaceId: ground?.spaces[0]?.id,
    });
    expect(res.statusCode).toBe(201);
    id = res.json().data.id;
    expect(res.json().data).toMatchObject({
      companyId: customer,
      deviceId: 'CC3-0001',
      spaceId: ground?.spaces[0]?.id,
      floorId: ground?.id,
      structureId: hq.id,
      description: '',
    });
  });

  test('search matches name or serial; filters by type and place; paging and sorting', async () => {
    const q = (query: string) => k.call('Customer', 'GET', `${assetsUrl()}?${query}`);
    const names = async (query: string) => (await q(query)).json().data.map((a: places.Asset) => a.name);
    const pallets = (await q('type=pallet')).json().totalRecords;
    await k.call('Customer', 'POST', assetsUrl(), {
      name: 'Pallet A',
      type: 'pallet',
      structureId: warehouseId,
    });
    expect(await names('name=fl-7')).toEqual(['Forklift 7']);
    expect((await q('type=pallet')).json().totalRecords).toBe(pallets + 1);
    const inHq = await names(`structureId=${hq.id}&limit=100`);
    expect(inHq).toEqual(expect.arrayContaining(['Forklift 7', 'Generator G1']));
    expect(inHq).not.toContain('Pallet A');
    const all = await names('limit=100&sortBy=name&sortType=desc');
    expect(all).toEqual([...all].sort((a: string, b: string) => b.localeCompare(a)));
    const page = await q('limit=2&sortBy=name&sortType=desc');
    expect(page.json()).toMatchObject({ totalRecords: all.length });
    expect(page.json().data.map((a: places.Asset) => a.name)).toEqual(all.slice(0, 2));
    expect((await q('sortBy=serial')).statusCode).toBe(418);
  });

  test('it is read, updated (placement replaced as a whole), and deleted', async () => {
    expect((await k.call('Customer', 'GET', `${assetsUrl()}/${id}`)).json().data.name).toBe('Forklift 7');
    const moved = await k.call('Customer', 'PUT', `${assetsUrl()}/${id}`, {
      structureId: warehouseId,
      description: 'Moved',
    });
    expect(moved.json().data).toMatchObject({
      structureId: warehouseId,
      floorId: null,
      spaceId: null,
      description: 'Moved',
      serial: 'FL-7',
    });
    // Issue 15 §7: an update cannot point the asset at another company's device; the old one stays.
    const foreign = await k.call('Customer', 'PUT', `${assetsUrl()}/${id}`, { deviceId: 'AQ5-1001' });
    expect(foreign.statusCode).toBe(418);
    expect(k.fields(foreign)).toEqual(['deviceId: Choose a Device of This Company']);
    expect((await k.call('Customer', 'GET', `${assetsUrl()}/${id}`)).json().data.deviceId).toBe('CC3-0001');
    expect((await k.call('Customer', 'DELETE', `${assetsUrl()}/${id}`)).statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', `${assetsUrl()}/${id}`)).statusCode).toBe(404);
  });

  test('places of another company or that do not match are 418s on the field, nothing stored', async () => {
    const before = (await k.call('Customer', 'GET', assetsUrl())).json().totalRecords;
    const [first, second] = hq.floors;
    for (const [body, field] of [
      [{ structureId: towerId }, 'structureId: Choose One of Your Structures'],
      [
        { floorId: second?.id, spaceId: first?.spaces[0]?.id },
        'spaceId: This Space Is Not on the Chosen Floor',
      ],
      [
        { structureId: warehouseId, floorId: first?.id },
        'floorId: This Floor Is Not in the Chosen Structure',
      ],
      [{ deviceId: 'bad id!' }, 'deviceId: Use Letters, Digits and . _ : - Only'],
      // Issue 15 §7: another company's device, or none at all, is refused like a foreign structure.
      [{ deviceId: 'AQ5-1001' }, 'deviceId: Choose a Device of This Company'],
      [{ deviceId: 'NO-SUCH-1' }, 'deviceId: Choose a Device of This Company'],
      [{ type: '' }, 'type: Required'],
    ] as const) {
      const res = await k.call('Customer', 'POST', assetsUrl(), { name: 'X', type: 'box', ...body });
      expect(res.statusCode, field).toBe(418);
      expect(k.fields(res)).toEqual([field]);
    }
    expect((await k.call('Customer', 'GET', assetsUrl())).json().totalRecords).toBe(before);
  });

  test('tenant isolation: another company’s assets are 404s', async () => {
    const theirs = await k.call('Building Owner', 'POST', `/api/company/${owner}/asset`, {
      name: 'Lift',
      type: 'lift',
    });
    const theirId = theirs.json().data.id;
    for (const [method, url] of [
      ['GET', `/api/company/${owner}/asset`],
      ['GET', `${assetsUrl()}/${theirId}`],
      ['PUT', `${assetsUrl()}/${theirId}`],
      ['DELETE', `${assetsUrl()}/${theirId}`],
      ['GET', `/api/company/${owner}/asset/${theirId}`],
    ] as const) {
      const res = await k.call('Customer', method, url, method === 'PUT' ? { name: 'Mine' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('[AREA] CRUD and structures', () => {
  const areasUrl = () => `/api/company/${customer}/area`;

  test('areas hold the company’s structures; the demo one is listed and filtered by structure', async () => {
    const res = await k.call('Customer', 'GET', `${areasUrl()}?structureId=${warehouseId}`);
    expect(res.json().data).toEqual([
      expect.objectContaining({ name: 'Dubai', structureIds: expect.arrayContaining([hq.id, warehouseId]) }),
    ]);
  });

  test('create, update (structures replaced), paging, delete', async () => {
    const res = await k.call('Customer', 'POST', areasUrl(), {
      name: 'Logistics',
      structureIds: [warehouseId, warehouseId],
    });
    expect(res.statusCode).toBe(201);
    const area = res.json().data;
    expect(area.structureIds).toEqual([warehouseId]);
    const updated = await k.call('Customer', 'PUT', `${areasUrl()}/${area.id}`, {
      description: 'Trucks',
      structureIds: [hq.id],
    });
    expect(updated.json().data).toMatchObject({
      name: 'Logistics',
      description: 'Trucks',
      structureIds: [hq.id],
    });
    const page = await k.call('Customer', 'GET', `${areasUrl()}?limit=1&sortBy=name`);
    expect(page.json().totalRecords).toBe(2);
    expect(page.json().data[0].name).toBe('Dubai');
    expect((await k.call('Customer', 'GET', `${areasUrl()}?name=logi`)).json().data[0].id).toBe(area.id);
    expect((await k.call('Customer', 'DELETE', `${areasUrl()}/${area.id}`)).statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', `${areasUrl()}/${area.id}`)).statusCode).toBe(404);
  });

  test('another company’s structure is a 418 on structureIds.N; its areas are 404s', async () => {
    const res = await k.call('Customer', 'POST', areasUrl(), {
      name: 'Grab',
      structureIds: [hq.id, towerId],
    });
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual(['structureIds.1: Choose One of Your Structures']);
    expect((await k.call('Customer', 'GET', `${areasUrl()}?name=grab`)).json().totalRecords).toBe(0);
    const theirs = (
      await k.call('Building Owner', 'POST', `/api/company/${owner}/area`, { name: 'Tower area' })
    ).json().data;
    expect((await k.call('Customer', 'GET', `${areasUrl()}/${theirs.id}`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'PUT', `${areasUrl()}/${theirs.id}`, { name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await k.call('Customer', 'DELETE', `${areasUrl()}/${theirs.id}`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'GET', `/api/company/${owner}/area`)).statusCode).toBe(404);
  });
});
