import type { sparking } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOT_A_SENSOR, SENSOR_TAKEN } from '../sensors.ts';
import { API, inside, type ParkingKit, parkingKit, SQUARE } from './kit.ts';

/**
 * Issue 21: parking locations and spots: the demo data, create, change, replace spots, close and open,
 * delete; isolation (another company's location or spot is a 404, its sensor or location in a body or a
 * filter a 418) and bad input.
 */

let k: ParkingKit;
const page = <T>(res: { json(): unknown }) => res.json() as { data: T[]; totalRecords: number };

beforeAll(async () => {
  k = await parkingKit();
});
afterAll(async () => {
  await k?.t.close();
});

describe('parking locations', () => {
  test("the demo Customer's two car parks, ten spots each, with search, sort and paging", async () => {
    const res = await k.call('Customer', 'GET', `${API}/locations?sortBy=name&sortType=asc`);
    expect(res.statusCode, res.body).toBe(200);
    const list = page<sparking.Location>(res);
    expect(list.totalRecords).toBe(2);
    expect(list.data.map((l) => l.name)).toEqual(['Headquarters car park', 'Jebel Ali warehouse yard']);
    for (const l of list.data) {
      expect(l.capacity).toBe(10);
      expect(l.counts.free + l.counts.occupied + l.counts.closed + l.counts.unknown).toBe(10);
    }
    expect(list.data[0]?.counts.closed).toBe(1);
    expect(list.data[0]?.structure?.name).toBe('Headquarters');
    const found = page<sparking.Location>(await k.call('Customer', 'GET', `${API}/locations?name=free zone`));
    expect(found.data.map((l) => l.name)).toEqual(['Jebel Ali warehouse yard']);
    const second = page<sparking.Location>(
      await k.call('Customer', 'GET', `${API}/locations?limit=1&offset=1`),
    );
    expect(second).toMatchObject({ totalRecords: 2, data: [{ name: 'Jebel Ali warehouse yard' }] });
    expect((await k.call('School', 'GET', `${API}/locations`)).json()).toEqual({ data: [], totalRecords: 0 });
  });

  test('a location is added with its outline and spots, each sensor of the company on one spot', async () => {
    const res = await k.create('Customer', {
      name: 'Test car park',
      address: 'Al Wasl Road',
      outline: [...SQUARE, SQUARE[0]],
      spots: [
        { code: 'A-01', ...inside(0), deviceId: k.device['PS1-T001'] },
        { code: 'A-02', ...inside(1) },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = k.data<sparking.LocationDetails>(res);
    expect(created).toMatchObject({ name: 'Test car park', capacity: 2, outline: SQUARE, structure: null });
    expect(created.spots.map((s) => [s.code, s.state, s.device?.serial ?? null])).toEqual([
      ['A-01', 'unknown', 'PS1-T001'],
      ['A-02', 'unknown', null],
    ]);
    const got = await k.call('Customer', 'GET', `${API}/locations/${created.id}`);
    expect(k.data<sparking.LocationDetails>(got).spots).toHaveLength(2);
  });

  test('bad input is a 418 on each field', async () => {
    const outline = await k.create('Customer', { name: '', outline: SQUARE.slice(0, 2) });
    expect(outline.statusCode).toBe(418);
    expect(k.fields(outline)).toEqual(
      expect.arrayContaining(['name: Required', 'outline: A Polygon Needs at Least 3 Distinct Points']),
    );
    const spots = await k.create('Customer', {
      name: 'Bad spots',
      outline: SQUARE,
      spots: [
        { code: 'A', lat: 25.2, lng: 55.2 },
        { code: 'B', ...inside(1), deviceId: k.device['PS1-S001'] },
        { code: 'C', ...inside(2), deviceId: k.device['AQ5-0001'] },
        { code: 'D', ...inside(3), deviceId: k.device['PS1-0001'] },
      ],
    });
    expect(spots.statusCode).toBe(418);
    expect(k.fields(spots)).toEqual(['spots.0.lat: The Spot Must Be Inside the Outline']);
    const sensors = await k.create('Customer', {
      name: 'Bad sensors',
      outline: SQUARE,
      spots: [
        { code: 'B', ...inside(1), deviceId: k.device['PS1-S001'] },
        { code: 'C', ...inside(2), deviceId: k.device['AQ5-0001'] },
        { code: 'D', ...inside(3), deviceId: k.device['PS1-0001'] },
        { code: 'E', ...inside(4), deviceId: k.device['PS1-T002'] },
        { code: 'F', ...inside(5), deviceId: k.device['PS1-T002'] },
      ],
    });
    expect(k.fields(sensors)).toEqual([
      `spots.0.deviceId: ${NOT_A_SENSOR}`,
      `spots.1.deviceId: ${NOT_A_SENSOR}`,
      `spots.2.deviceId: ${SENSOR_TAKEN}`,
      `spots.4.deviceId: ${SENSOR_TAKEN}`,
    ]);
    const structure = await k.create('Customer', { name: 'X', outline: SQUARE, structureId: 999_999 });
    expect(k.fields(structure)).toEqual(['structureId: Choose a structure of this company']);
    const listed = await k.call('Customer', 'GET', `${API}/locations?sortBy=capacity&limit=x`);
    expect(listed.statusCode).toBe(418);
  });

  test('the spots are replaced: kept by id, added, removed; an outline leaving spots out is refused', async () => {
    const created = k.data<sparking.LocationDetails>(
      await k.create('Customer', {
        name: 'Replace car park',
        outline: SQUARE,
        spots: [
          { code: 'R-01', ...inside(0), deviceId: k.device['PS1-T003'] },
          { code: 'R-02', ...inside(1) },
        ],
      }),
    );
    const [first, second] = created.spots as [sparking.Spot, sparking.Spot];
    const url = `${API}/locations/${created.id}`;
    const res = await k.call('Customer', 'PATCH', url, {
      name: 'Replaced car park',
      spots: [
        { spotId: second.id, code: 'R-01', ...inside(1) },
        { spotId: first.id, code: 'R-02', ...inside(2) },
        { code: 'R-03', ...inside(3), deviceId: k.device['PS1-T004'] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = k.data<sparking.LocationDetails>(res);
    expect(after.name).toBe('Replaced car park');
    expect(after.spots.map((s) => [s.id, s.code, s.device?.serial ?? null])).toEqual([
      [second.id, 'R-01', null],
      [first.id, 'R-02', 'PS1-T003'],
      [expect.any(Number), 'R-03', 'PS1-T004'],
    ]);
    const dropped = await k.call('Customer', 'PATCH', url, {
      spots: [{ spotId: first.id, code: 'R-02', ...inside(2) }],
    });
    expect(k.data<sparking.LocationDetails>(dropped).spots.map((s) => s.code)).toEqual(['R-02']);
    const small = SQUARE.map((p) => ({ lat: p.lat + 0.0008, lng: p.lng + 0.0008 }));
    const refused = await k.call('Customer', 'PATCH', url, { outline: small });
    expect(k.fields(refused)).toEqual(['outline: Some spots would be outside the outline']);
    const outside = await k.call('Customer', 'PATCH', url, { spots: [{ code: 'Z', lat: 25.2, lng: 55.2 }] });
    expect(k.fields(outside)).toEqual(['spots.0.lat: The Spot Must Be Inside the Outline']);
    const foreign = await k.call('Customer', 'PATCH', url, {
      spots: [{ spotId: 999_999, code: 'Z', ...inside(0) }],
    });
    expect(k.fields(foreign)).toEqual(['spots.0.spotId: Not a spot of this location']);
  });

  test("spots: a sensor assigned, closed and opened, listed by state; another company's is a 404", async () => {
    const created = k.data<sparking.LocationDetails>(
      await k.create('Customer', {
        name: 'Spot car park',
        outline: SQUARE,
        spots: [{ code: 'S-01', ...inside(0) }],
      }),
    );
    const spot = created.spots[0] as sparking.Spot;
    const url = `${API}/spots/${spot.id}`;
    const assigned = await k.call('Customer', 'PATCH', url, { deviceId: k.device['PS1-T005'] });
    expect(k.data<sparking.Spot>(assigned).device?.serial).toBe('PS1-T005');
    const school = await k.call('Customer', 'PATCH', url, { deviceId: k.device['PS1-S001'] });
    expect(k.fields(school)).toEqual([`deviceId: ${NOT_A_SENSOR}`]);
    const closed = await k.call('Customer', 'POST', `${url}/close`);
    expect(k.data<sparking.Spot>(closed).state).toBe('closed');
    const listed = page<sparking.Spot>(
      await k.call('Customer', 'GET', `${API}/spots?locationId=${created.id}&state=closed`),
    );
    expect(listed.data.map((s) => s.code)).toEqual(['S-01']);
    const opened = await k.call('Customer', 'POST', `${url}/open`);
    expect(k.data<sparking.Spot>(opened).state).toBe('unknown');
    const history = page<sparking.SpotEvent>(await k.call('Customer', 'GET', `${url}/events`));
    expect(history.data.map((e) => e.state)).toEqual(['unknown', 'closed', 'unknown']);
    expect(history.data[0]?.to).toBeNull();

    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PATCH', '', { deviceId: null }],
      ['POST', '/close', undefined],
      ['POST', '/open', undefined],
      ['GET', '/events', undefined],
    ] as const) {
      const res = await k.call('School', method, `${url}${suffix}`, body);
      expect(res.statusCode, `${method} ${suffix}`).toBe(404);
    }
    const locationUrl = `${API}/locations/${created.id}`;
    expect((await k.call('School', 'GET', locationUrl)).statusCode).toBe(404);
    expect((await k.call('School', 'PATCH', locationUrl, { name: 'Mine' })).statusCode).toBe(404);
    expect((await k.call('School', 'DELETE', locationUrl)).statusCode).toBe(404);
    const filter = await k.call('School', 'GET', `${API}/spots?locationId=${created.id}`);
    expect(filter.statusCode).toBe(418);
    const map = k.data<sparking.MapLocation[]>(await k.call('School', 'GET', `${API}/map`));
    expect(map).toEqual([]);
  });

  test('the map lists every location with its spots; a deleted location is gone with its spots', async () => {
    const map = k.data<sparking.MapLocation[]>(await k.call('Customer', 'GET', `${API}/map`));
    expect(map.find((l) => l.name === 'Headquarters car park')?.spots).toHaveLength(10);
    const created = k.data<sparking.LocationDetails>(
      await k.create('Customer', {
        name: 'Gone car park',
        outline: SQUARE,
        spots: [{ code: 'G-01', ...inside(0) }],
      }),
    );
    const url = `${API}/locations/${created.id}`;
    expect((await k.call('Customer', 'DELETE', url)).statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', url)).statusCode).toBe(404);
    expect((await k.call('Customer', 'GET', `${API}/spots/${created.spots[0]?.id}`)).statusCode).toBe(404);
  });
});
