import { INVALID_LATITUDE, INVALID_LONGITUDE, places } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addCompanyUser } from '../../../test/demo-kit.ts';
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

const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((s) => s.name);
const newStructure = (extra: object = {}) => ({
  type: 'office',
  name: 'Branch',
  address: 'Al Wasl Road',
  location: { lat: 25.1, lng: 55.2, address: 'Al Wasl, Dubai' },
  ...extra,
});

describe('[STRUCTURE] list, search and meta', () => {
  test('a company lists its own structures (demo data), paged and sorted, with counts', async () => {
    const res = await k.call(
      'Customer',
      'GET',
      `/api/company/${customer}/structure?sortBy=name&sortType=desc`,
    );
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Jebel Ali warehouse', 'Headquarters', 'Annex']);
    const hq = res.json().data.find((s: places.Structure) => s.name === 'Headquarters');
    expect(hq).toMatchObject({
      companyName: 'Demo Customer',
      parentId: null,
      floorsCount: 3,
      spacesCount: 7,
      innerStructuresCount: 1,
      location: { lat: 25.2048, lng: 55.2708 },
    });
    const page = await k.call(
      'Customer',
      'GET',
      `/api/company/${customer}/structure?limit=1&offset=1&sortBy=name`,
    );
    expect(page.json()).toMatchObject({ totalRecords: 3 });
    expect(names(page)).toEqual(['Headquarters']);
  });

  test('filters: name (from 2 characters, name or address), type, topLevel, parentId', async () => {
    const list = (q: string) =>
      k.call('Customer', 'GET', `/api/company/${customer}/structure?${q}`).then(names);
    expect(await list('name=jebel')).toEqual(['Jebel Ali warehouse']);
    expect(await list('name=Sheikh Zayed')).toEqual(['Annex', 'Headquarters']);
    expect(await list('name=J')).toHaveLength(3);
    expect(await list('type=warehouse')).toEqual(['Jebel Ali warehouse']);
    expect(await list('topLevel=true')).toEqual(['Headquarters', 'Jebel Ali warehouse']);
    const hq = (
      await k.call('Customer', 'GET', `/api/company/${customer}/structure?name=Headquarters`)
    ).json().data[0];
    expect(await list(`parentId=${hq.id}`)).toEqual(['Annex']);
  });

  test('inner structures are listed on their own', async () => {
    const res = await k.call('Customer', 'GET', `/api/company/${customer}/structure/inner-structure`);
    expect(names(res)).toEqual(['Annex']);
    expect(res.json().totalRecords).toBe(1);
  });

  test('meta counts the structures, floors and spaces of the company', async () => {
    const res = await k.call('Customer', 'GET', `/api/company/${customer}/structure/meta`);
    expect(res.json().data).toEqual({
      structures: 3,
      innerStructures: 1,
      floors: 5,
      spaces: 10,
      byType: [
        { type: 'building', count: 2 },
        { type: 'warehouse', count: 1 },
      ],
    });
  });

  test('/structure/meta gives the form choices and limits', async () => {
    const res = await k.call('Customer', 'GET', '/api/structure/meta');
    expect(res.json().data).toEqual(places.STRUCTURE_META);
  });

  test('search covers every company the caller sees; customerId narrows, :me is the own company', async () => {
    const all = await k.call('admin', 'GET', '/api/structure/search?limit=100&sortBy=name');
    expect(names(all)).toEqual([
      'Annex',
      'Headquarters',
      'Jebel Ali warehouse',
      'Main campus',
      'Marina Tower',
    ]);
    const mine = await k.call('Customer', 'GET', '/api/structure/search?customerId=:me&name=ware');
    expect(mine.json().data).toEqual([
      expect.objectContaining({ name: 'Jebel Ali warehouse', companyId: customer }),
    ]);
    expect(names(await k.call('Customer', 'GET', '/api/structure/search'))).not.toContain('Marina Tower');
    expect(names(await k.call('Integrator', 'GET', `/api/structure/search?customerId=${owner}`))).toEqual([
      'Marina Tower',
    ]);
    expect((await k.call('Customer', 'GET', `/api/structure/search?customerId=${owner}`)).statusCode).toBe(
      404,
    );
  });

  test('R133 a provider sends :none to see the structures of every customer it serves', async () => {
    const fmc = k.ids.FMC;
    const own = await k.call('FMC', 'GET', `/api/company/${fmc}/structure`);
    expect(own.json().totalRecords).toBe(0);
    expect(
      (await k.call('FMC', 'GET', `/api/company/${fmc}/structure?customerId=${customer}`)).statusCode,
    ).toBe(404);
    await k.serve('FMC', 'Customer');
    const served = await k.call('FMC', 'GET', `/api/company/${fmc}/structure?customerId=:none&sortBy=name`);
    expect(names(served)).toEqual(['Annex', 'Headquarters', 'Jebel Ali warehouse']);
    const one = await k.call(
      'FMC',
      'GET',
      `/api/company/${fmc}/structure?customerId=${customer}&topLevel=true`,
    );
    expect(names(one)).toEqual(['Headquarters', 'Jebel Ali warehouse']);
    const hq = one.json().data[0];
    expect((await k.call('FMC', 'GET', `/api/company/${fmc}/structure/${hq.id}`)).statusCode).toBe(200);
  });

  test('bad list input is a 418 naming the parameter', async () => {
    for (const [query, param] of [
      ['sortBy=floorsCount', 'sortBy'],
      ['type=castle', 'type'],
      ['customerId=:all', 'customerId'],
      ['limit=0', 'limit'],
    ]) {
      const res = await k.call('Customer', 'GET', `/api/company/${customer}/structure?${query}`);
      expect(res.statusCode, query).toBe(418);
      expect(res.json()[0].param).toBe(param);
    }
  });
});

describe('[STRUCTURE] create, read, update, delete', () => {
  let id: number;

  test('a structure is created with its first floors', async () => {
    const res = await k.call(
      'Customer',
      'POST',
      `/api/company/${customer}/structure`,
      newStructure({
        floors: [
          { name: 'Ground', level: 0 },
          { name: 'Basement', level: -1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data as places.StructureDetail;
    id = data.id;
    expect(data).toMatchObject({
      companyId: customer,
      name: 'Branch',
      location: { lat: 25.1, lng: 55.2, address: 'Al Wasl, Dubai' },
      floorsCount: 2,
      innerStructures: [],
    });
    expect(data.floors.map((f) => [f.level, f.name, f.layoutId])).toEqual([
      [-1, 'Basement', null],
      [0, 'Ground', null],
    ]);
  });

  test('it is read back with floors and spaces, and updated', async () => {
    const got = await k.call('Customer', 'GET', `/api/company/${customer}/structure/${id}`);
    expect(got.json().data.name).toBe('Branch');
    const res = await k.call('Customer', 'PUT', `/api/company/${customer}/structure/${id}`, {
      name: 'Branch office',
      location: { lat: -33.86, lng: 151.21 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Branch office',
      location: { lat: -33.86, lng: 151.21, address: '' },
    });
  });

  test('inner structures: parentId of the same company; a structure cannot sit inside itself', async () => {
    const inner = await k.call(
      'Customer',
      'POST',
      `/api/company/${customer}/structure`,
      newStructure({ name: 'Kiosk', parentId: id }),
    );
    expect(inner.statusCode).toBe(201);
    const innerId = inner.json().data.id;
    expect(
      (await k.call('Customer', 'GET', `/api/company/${customer}/structure/${id}`)).json().data
        .innerStructures,
    ).toEqual([{ id: innerId, name: 'Kiosk', type: 'office' }]);
    const cycle = await k.call('Customer', 'PUT', `/api/company/${customer}/structure/${id}`, {
      parentId: innerId,
    });
    expect(cycle.statusCode).toBe(418);
    expect(k.fields(cycle)).toEqual(['parentId: A Structure Cannot Sit Inside Itself']);
    const blocked = await k.call('Customer', 'DELETE', `/api/company/${customer}/structure/${id}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('STRUCTURE_HAS_INNER');
    expect(
      (
        await k.call('Customer', 'PUT', `/api/company/${customer}/structure/${innerId}`, { parentId: null })
      ).json().data.parentId,
    ).toBeNull();
    expect(
      (await k.call('Customer', 'DELETE', `/api/company/${customer}/structure/${innerId}`)).statusCode,
    ).toBe(204);
  });

  test('delete removes the structure with its floors', async () => {
    const floorsBefore = (await k.call('Customer', 'GET', `/api/company/${customer}/structure/${id}`)).json()
      .data.floors;
    expect((await k.call('Customer', 'DELETE', `/api/company/${customer}/structure/${id}`)).statusCode).toBe(
      204,
    );
    expect((await k.call('Customer', 'GET', `/api/company/${customer}/structure/${id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await k.call('Customer', 'GET', `/api/company/${customer}/structure/floor/${floorsBefore[0].id}`))
        .statusCode,
    ).toBe(404);
  });

  test('a served customer gets the structure when customerId says so; :none cannot own one', async () => {
    const res = await k.call(
      'Integrator',
      'POST',
      `/api/company/${k.ids.Integrator}/structure?customerId=${owner}`,
      newStructure({ name: 'Owner annex' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.companyId).toBe(owner);
    const none = await k.call(
      'Integrator',
      'POST',
      `/api/company/${k.ids.Integrator}/structure?customerId=:none`,
      newStructure(),
    );
    expect(k.fields(none)).toEqual(['customerId: Choose the Customer the Structure Belongs To']);
  });
});

describe('[STRUCTURE] bad input: 418 naming the field, nothing stored', () => {
  const count = async () =>
    (await k.call('Customer', 'GET', `/api/company/${customer}/structure`)).json().totalRecords;

  test.each([
    [{ location: { lat: 90.5, lng: 10 } }, `location.lat: ${INVALID_LATITUDE}`],
    [{ location: { lat: 10, lng: -181 } }, `location.lng: ${INVALID_LONGITUDE}`],
    [{ type: 'castle' }, 'type: Choose a structure type'],
    [{ name: ' ' }, 'name: Required'],
  ])('%o', async (extra, field) => {
    const before = await count();
    const res = await k.call('Customer', 'POST', `/api/company/${customer}/structure`, newStructure(extra));
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual([field]);
    expect(await count()).toBe(before);
  });

  test('another company’s parent, or a level given twice, is refused and nothing is stored', async () => {
    const tower = (await k.call('Building Owner', 'GET', `/api/company/${owner}/structure`)).json().data[0];
    const before = await count();
    const foreign = await k.call(
      'Customer',
      'POST',
      `/api/company/${customer}/structure`,
      newStructure({ parentId: tower.id }),
    );
    expect(k.fields(foreign)).toEqual(['parentId: Choose One of Your Structures']);
    const twice = await k.call(
      'Customer',
      'POST',
      `/api/company/${customer}/structure`,
      newStructure({
        floors: [
          { name: 'A', level: 1 },
          { name: 'B', level: 1 },
        ],
      }),
    );
    expect(twice.statusCode).toBe(418);
    expect(k.fields(twice)).toEqual(['floors.1.level: This Structure Already Has a Floor at Level 1']);
    expect(await count()).toBe(before);
  });

  test('an unknown field is a 418 (bodies are strict)', async () => {
    const res = await k.call(
      'Customer',
      'POST',
      `/api/company/${customer}/structure`,
      newStructure({ companyId: owner }),
    );
    expect(res.statusCode).toBe(418);
  });
});

describe('[STRUCTURE] floors and spaces', () => {
  let hq: places.StructureDetail;
  let tower: places.StructureDetail;

  beforeAll(async () => {
    const list = await k.call('Customer', 'GET', `/api/company/${customer}/structure?name=Headquarters`);
    hq = (
      await k.call('Customer', 'GET', `/api/company/${customer}/structure/${list.json().data[0].id}`)
    ).json().data;
    const towers = await k.call('Building Owner', 'GET', `/api/company/${owner}/structure`);
    tower = (
      await k.call('Building Owner', 'GET', `/api/company/${owner}/structure/${towers.json().data[0].id}`)
    ).json().data;
  });

  test('a floor is added, renamed, read with its spaces, and its level stays unique', async () => {
    const res = await k.call('Customer', 'POST', `/api/company/${customer}/structure/floor`, {
      structureId: hq.id,
      name: 'Roof',
      level: 3,
    });
    expect(res.statusCode).toBe(201);
    const floor = res.json().data;
    expect(floor).toMatchObject({ structureId: hq.id, level: 3, spaces: [], spacesCount: 0 });
    const clash = await k.call('Customer', 'PUT', `/api/company/${customer}/structure/floor/${floor.id}`, {
      level: 2,
    });
    expect(k.fields(clash)).toEqual(['level: This Structure Already Has a Floor at Level 2']);
    const renamed = await k.call('Customer', 'PUT', `/api/company/${customer}/structure/floor/${floor.id}`, {
      name: 'Rooftop',
    });
    expect(renamed.json().data.name).toBe('Rooftop');
    const ground = hq.floors.find((f) => f.level === 0);
    const got = await k.call('Customer', 'GET', `/api/company/${customer}/structure/floor/${ground?.id}`);
    expect(got.json().data.spaces.map((s: places.Space) => s.name)).toEqual([
      'Lobby',
      'Reception',
      'Server room',
    ]);
    expect(
      (await k.call('Customer', 'DELETE', `/api/company/${customer}/structure/floor/${floor.id}`)).statusCode,
    ).toBe(204);
  });

  test('a floor on another company’s structure is a 418 on structureId', async () => {
    const res = await k.call('Customer', 'POST', `/api/company/${customer}/structure/floor`, {
      structureId: tower.id,
      name: 'X',
      level: 9,
    });
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual(['structureId: Choose One of Your Structures']);
  });

  test('a space is created, read, moved within the structure, and deleted', async () => {
    const [first, second] = hq.floors;
    const res = await k.call('Customer', 'POST', `/api/company/${customer}/structure/space`, {
      floorId: first?.id,
      name: 'Mail room',
      type: 'room',
      areaSqm: 12.5,
    });
    expect(res.statusCode).toBe(201);
    const space = res.json().data;
    expect(space).toMatchObject({ floorId: first?.id, structureId: hq.id, areaSqm: 12.5 });
    expect(
      (await k.call('Customer', 'GET', `/api/company/${customer}/structure/space/${space.id}`)).json().data
        .name,
    ).toBe('Mail room');
    const moved = await k.call('Customer', 'PUT', `/api/company/${customer}/structure/space/${space.id}`, {
      floorId: second?.id,
    });
    expect(moved.json().data.floorId).toBe(second?.id);
    const other = (await k.call('Customer', 'GET', `/api/company/${customer}/structure?name=jebel`)).json()
      .data[0];
    const warehouse = (
      await k.call('Customer', 'GET', `/api/company/${customer}/structure/${other.id}`)
    ).json().data;
    const away = await k.call('Customer', 'PUT', `/api/company/${customer}/structure/space/${space.id}`, {
      floorId: warehouse.floors[0].id,
    });
    expect(k.fields(away)).toEqual(['floorId: Choose a Floor of the Same Structure']);
    expect(
      (await k.call('Customer', 'DELETE', `/api/company/${customer}/structure/space/${space.id}`)).statusCode,
    ).toBe(204);
  });

  test('a space on another company’s floor is a 418 on floorId and nothing is stored', async () => {
    const before = (
      await k.call('Building Owner', 'GET', `/api/company/${owner}/structure/floor/${tower.floors[0]?.id}`)
    ).json().data.spacesCount;
    const res = await k.call('Customer', 'POST', `/api/company/${customer}/structure/space`, {
      floorId: tower.floors[0]?.id,
      name: 'Intruder',
      type: 'room',
    });
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual(['floorId: Choose a Floor of Your Structures']);
    const after = (
      await k.call('Building Owner', 'GET', `/api/company/${owner}/structure/floor/${tower.floors[0]?.id}`)
    ).json().data.spacesCount;
    expect(after).toBe(before);
  });

  test('v2 floors: listed by level with paging, and added several at once', async () => {
    const res = await k.call(
      'Building Owner',
      'GET',
      `/api/structure/v2/${tower.id}/floors?limit=2&offset=1`,
    );
    expect(res.json().totalRecords).toBe(4);
    expect(res.json().data.map((f: places.Floor) => f.level)).toEqual([1, 2]);
    const desc = await k.call(
      'Building Owner',
      'GET',
      `/api/structure/v2/${tower.id}/floors?sortBy=level&sortType=desc&limit=1`,
    );
    expect(desc.json().data[0].level).toBe(3);
    const added = await k.call('Building Owner', 'POST', `/api/structure/v2/${tower.id}/floors`, {
      floors: [
        { name: 'Floor 4', level: 4 },
        { name: 'Floor 5', level: 5 },
      ],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.map((f: places.Floor) => f.level)).toEqual([4, 5]);
    const taken = await k.call('Building Owner', 'POST', `/api/structure/v2/${tower.id}/floors`, {
      floors: [
        { name: 'Again', level: 6 },
        { name: 'Dup', level: 5 },
      ],
    });
    expect(k.fields(taken)).toEqual(['floors.1.level: This Structure Already Has a Floor at Level 5']);
    expect(
      (await k.call('Building Owner', 'GET', `/api/structure/v2/${tower.id}/floors`)).json().totalRecords,
    ).toBe(6);
  });

  test('tenant isolation: another company’s structure, floor and space ids are 404s', async () => {
    const floorId = tower.floors[0]?.id;
    const spaceId = tower.floors[0]?.spaces[0]?.id;
    for (const [method, url, body] of [
      ['GET', `/api/company/${customer}/structure/${tower.id}`],
      ['PUT', `/api/company/${customer}/structure/${tower.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/company/${customer}/structure/${tower.id}`],
      ['GET', `/api/company/${customer}/structure/floor/${floorId}`],
      ['PUT', `/api/company/${customer}/structure/floor/${floorId}`, { name: 'x' }],
      ['DELETE', `/api/company/${customer}/structure/floor/${floorId}`],
      ['GET', `/api/company/${customer}/structure/space/${spaceId}`],
      ['PUT', `/api/company/${customer}/structure/space/${spaceId}`, { name: 'x' }],
      ['DELETE', `/api/company/${customer}/structure/space/${spaceId}`],
      ['GET', `/api/company/${owner}/structure`],
      ['GET', `/api/company/${owner}/structure/meta`],
      ['GET', `/api/company/${owner}/structure/inner-structure`],
      ['GET', `/api/company/${owner}/structure/${tower.id}`],
      ['GET', `/api/structure/v2/${tower.id}/floors`],
      ['POST', `/api/structure/v2/${tower.id}/floors`, { floors: [{ name: 'x', level: 50 }] }],
    ] as const) {
      const res = await k.call('Customer', method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await k.call('Building Owner', 'GET', `/api/company/${owner}/structure/${tower.id}`)).json().data.name,
    ).toBe('Marina Tower');
  });

  test('a member may view structures but not change them (p_structure_view only)', async () => {
    const { token } = await addCompanyUser(k.t, customer, 'member@places.example', 'company_member');
    expect(
      (await k.t.as(token, { method: 'GET', url: `/api/company/${customer}/structure` })).statusCode,
    ).toBe(200);
    const denied = await k.t.as(token, {
      method: 'POST',
      url: `/api/company/${customer}/structure`,
      body: newStructure(),
    });
    expect(denied.statusCode).toBe(403);
  });
});
