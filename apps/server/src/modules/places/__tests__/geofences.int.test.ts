import { INVALID_LATITUDE, INVALID_LONGITUDE, places } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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

const url = (company = customer) => `/api/company/${company}/geofence`;
const at = (lat: number, lng: number) => ({ lat, lng });
const pacific = { type: 'polygon', path: [at(-5, 170), at(-5, -170), at(5, -170), at(5, 170)] };
const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((g) => g.name);

describe('[GEOFENCE] shapes', () => {
  test('polygon, circle and rectangle are stored with their bounding box', async () => {
    const polygon = await k.call('Customer', 'POST', url(), { name: 'Date line', shape: pacific });
    expect(polygon.statusCode).toBe(201);
    expect(polygon.json().data).toMatchObject({
      companyId: customer,
      color: places.DEFAULT_GEOFENCE_COLOR,
      shape: pacific,
      bbox: { west: expect.closeTo(170), east: expect.closeTo(-170) },
    });
    const circle = await k.call('Customer', 'POST', url(), {
      name: 'Depot',
      color: '#FF0000',
      shape: { type: 'circle', center: { lat: '25.0', lng: '55.0' }, radius: 500 },
    });
    expect(circle.json().data.shape).toEqual({ type: 'circle', center: at(25, 55), radius: 500 });
    const rectangle = await k.call('Customer', 'POST', url(), {
      name: 'Box',
      shape: { type: 'rectangle', bounds: { north: 26, south: 24, east: 56, west: 54 } },
    });
    expect(rectangle.json().data.bbox).toEqual({ north: 26, south: 24, east: 56, west: 54 });
  });

  test('a closed ring is stored open (no repeated closing point)', async () => {
    const ring = [at(1, 1), at(1, 2), at(2, 2), at(1, 1)];
    const res = await k.call('Customer', 'POST', url(), {
      name: 'Ring',
      shape: { type: 'polygon', path: ring },
    });
    expect(res.json().data.shape.path).toEqual(ring.slice(0, 3));
  });

  test.each([
    [
      'self-intersecting polygon',
      { type: 'polygon', path: [at(0, 0), at(10, 10), at(0, 10), at(10, 0)] },
      `shape.path: ${places.INVALID_POLYGON_KINKS}`,
    ],
    ['empty polygon', { type: 'polygon', path: [] }, `shape.path: ${places.INVALID_POLYGON}`],
    [
      'polygon on one line',
      { type: 'polygon', path: [at(0, 0), at(0, 1), at(0, 2)] },
      `shape.path: ${places.INVALID_POLYGON_AREA}`,
    ],
    ['radius 0', { type: 'circle', center: at(0, 0), radius: 0 }, `shape.radius: ${places.INVALID_RADIUS}`],
    [
      'negative radius',
      { type: 'circle', center: at(0, 0), radius: -1 },
      `shape.radius: ${places.INVALID_RADIUS}`,
    ],
    [
      'latitude above 90',
      { type: 'circle', center: at(91, 0), radius: 5 },
      `shape.center.lat: ${INVALID_LATITUDE}`,
    ],
    [
      'longitude below -180',
      { type: 'polygon', path: [at(0, 0), at(0, -181), at(1, 1)] },
      `shape.path.1.lng: ${INVALID_LONGITUDE}`,
    ],
    [
      'rectangle upside down',
      { type: 'rectangle', bounds: { north: 1, south: 2, east: 3, west: 1 } },
      `shape.bounds.north: ${places.INVALID_BOUNDS}`,
    ],
  ])('%s is a 418 naming the field, nothing stored', async (_, shape, field) => {
    const before = (await k.call('Customer', 'GET', url())).json().totalRecords;
    const res = await k.call('Customer', 'POST', url(), { name: 'Bad', shape });
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual([field]);
    expect((await k.call('Customer', 'GET', url())).json().totalRecords).toBe(before);
  });

  test('an update is held to the same rules', async () => {
    const id = (await k.call('Customer', 'GET', `${url()}?name=depot`)).json().data[0].id;
    const res = await k.call('Customer', 'PUT', `${url()}/${id}`, {
      shape: { type: 'circle', center: at(0, 0), radius: 0 },
    });
    expect(res.statusCode).toBe(418);
    expect((await k.call('Customer', 'GET', `${url()}/${id}`)).json().data.shape.radius).toBe(500);
  });
});

describe('[GEOFENCE] search', () => {
  test('lat+lng lists only the geofences containing the point, across the antimeridian too', async () => {
    const containing = (lat: number, lng: number) =>
      k.call('Customer', 'GET', `${url()}?lat=${lat}&lng=${lng}`).then(names);
    expect(await containing(0, 179.5)).toEqual(['Date line']);
    expect(await containing(0, -180)).toEqual(['Date line']);
    expect(await containing(0, 0)).toEqual([]);
    expect(await containing(25, 55)).toEqual(['Box', 'Depot']);
    // Inside the circle's box but outside the circle.
    expect(await containing(25.004, 55.004)).toEqual(['Box']);
    // The demo fence of the Dubai Marina, inside the box as well.
    expect(await containing(25.08, 55.14)).toEqual(['Box', 'Dubai Marina']);
    expect(await containing(25.1, 55.14)).toEqual(['Box']);
  });

  test('name, type and paging; bad point queries are 418s', async () => {
    // The demo Customer's fleet geofences (fleet dispatch seed) are listed with the others.
    expect(names(await k.call('Customer', 'GET', `${url()}?type=circle&sortBy=name`))).toEqual([
      'Depot',
      'HQ perimeter',
      'Jebel Ali depot yard',
    ]);
    const page = await k.call('Customer', 'GET', `${url()}?limit=2&offset=2&sortBy=name`);
    expect(page.json().totalRecords).toBe(9);
    expect(names(page)).toEqual(['Depot', 'Dubai Marina']);
    for (const [query, param] of [
      ['lat=95&lng=0', 'lat'],
      ['lat=1', 'lng'],
      ['type=hexagon', 'type'],
    ]) {
      const res = await k.call('Customer', 'GET', `${url()}?${query}`);
      expect(res.statusCode, query).toBe(418);
      expect(res.json()[0].param).toBe(param);
    }
  });
});

describe('[GEOFENCE] groups', () => {
  const groups = () => `/api/company/${customer}/geofence-group`;

  test('a group holds geofences; membership is set from either side', async () => {
    const fences = (await k.call('Customer', 'GET', `${url()}?sortBy=name&limit=100`)).json()
      .data as places.Geofence[];
    const depot = fences.find((g) => g.name === 'Depot');
    const box = fences.find((g) => g.name === 'Box');
    const res = await k.call('Customer', 'POST', groups(), { name: 'Yards', geofenceIds: [depot?.id] });
    expect(res.statusCode).toBe(201);
    const group = res.json().data;
    expect(group.geofenceIds).toEqual([depot?.id]);
    await k.call('Customer', 'PUT', `${url()}/${box?.id}`, { groupIds: [group.id] });
    expect((await k.call('Customer', 'GET', `${groups()}/${group.id}`)).json().data.geofenceIds).toEqual(
      [depot?.id, box?.id].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect(names(await k.call('Customer', 'GET', `${url()}?groupId=${group.id}&sortBy=name`))).toEqual([
      'Box',
      'Depot',
    ]);
    const renamed = await k.call('Customer', 'PUT', `${groups()}/${group.id}`, {
      name: 'Depots',
      geofenceIds: [],
    });
    expect(renamed.json().data).toMatchObject({ name: 'Depots', geofenceIds: [] });
    const list = await k.call('Customer', 'GET', `${groups()}?sortBy=name`);
    expect(list.json().data.map((g: places.GeofenceGroup) => g.name)).toEqual(['Depots', 'Dubai sites']);
    expect((await k.call('Customer', 'DELETE', `${groups()}/${group.id}`)).statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', `${url()}/${depot?.id}`)).statusCode).toBe(200);
  });

  test('another company’s geofences and groups: 418 in a body, 404 in a path', async () => {
    const theirFence = (
      await k.call('Building Owner', 'POST', url(owner), {
        name: 'Tower',
        shape: { type: 'circle', center: at(25, 55), radius: 50 },
      })
    ).json().data;
    const theirGroup = (
      await k.call('Building Owner', 'POST', `/api/company/${owner}/geofence-group`, { name: 'Theirs' })
    ).json().data;
    const group = await k.call('Customer', 'POST', groups(), { name: 'Grab', geofenceIds: [theirFence.id] });
    expect(k.fields(group)).toEqual(['geofenceIds.0: Choose One of Your Geofences']);
    const fence = await k.call('Customer', 'POST', url(), {
      name: 'Grab',
      shape: { type: 'circle', center: at(1, 1), radius: 5 },
      groupIds: [theirGroup.id],
    });
    expect(k.fields(fence)).toEqual(['groupIds.0: Choose One of Your Geofence Groups']);
    for (const [method, path] of [
      ['GET', `${url()}/${theirFence.id}`],
      ['PUT', `${url()}/${theirFence.id}`],
      ['DELETE', `${url()}/${theirFence.id}`],
      ['GET', `${groups()}/${theirGroup.id}`],
      ['PUT', `${groups()}/${theirGroup.id}`],
      ['DELETE', `${groups()}/${theirGroup.id}`],
      ['GET', url(owner)],
      ['GET', `/api/company/${owner}/geofence-group`],
    ] as const) {
      const res = await k.call('Customer', method, path, method === 'PUT' ? { name: 'Mine' } : undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(names(await k.call('Customer', 'GET', `${url()}?lat=25&lng=55`))).not.toContain('Tower');
  });
});
