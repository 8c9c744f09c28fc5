import { fleet } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DUBAI_ROUTES } from '../../fleet/demo-routes.ts';
import { onRoomEvent } from '../../realtime/room-events.ts';
import { onJobCardChanged } from '../job-card-events.ts';
import { distanceToRoute } from '../rules.ts';
import { type DispatchKit, dispatchKit } from './kit.ts';

let k: DispatchKit;
beforeAll(async () => {
  k = await dispatchKit();
});
afterAll(() => k?.t.close());

const json = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;
const marina = { lat: 25.0763, lng: 55.1404 };
const moe = { lat: 25.1181, lng: 55.2006 };

describe('[FLEET][POI] points of interest', () => {
  test('create, list with search and category, get, update, delete', async () => {
    const created = await k.call('Customer', 'POST', '/api/fleet/poi', {
      name: 'Test depot Al Barsha',
      category: 'depot',
      lat: 25.1,
      lng: 55.2,
      radiusMeters: 250,
    });
    expect(created.statusCode).toBe(201);
    const poi = json<fleet.Poi>(created);
    expect(poi).toMatchObject({
      companyId: k.ids.Customer,
      category: 'depot',
      radiusMeters: 250,
      address: '',
    });
    const listed = await k.call('Customer', 'GET', '/api/fleet/poi?name=Al%20Barsha&category=depot');
    expect(listed.json()).toMatchObject({ totalRecords: 1, data: [{ id: poi.id }] });
    const patched = await k.call('Customer', 'PATCH', `/api/fleet/poi/${poi.id}`, { radiusMeters: 90 });
    expect(json<fleet.Poi>(patched).radiusMeters).toBe(90);
    expect((await k.call('Customer', 'DELETE', `/api/fleet/poi/${poi.id}`)).statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', `/api/fleet/poi/${poi.id}`)).statusCode).toBe(404);
  });

  test('bad input is a 418 on its field', async () => {
    const res = await k.call('Customer', 'POST', '/api/fleet/poi', {
      name: '',
      lat: 95,
      lng: 55,
      radiusMeters: 1,
      category: 'moon',
    });
    expect(res.statusCode).toBe(418);
    const params = (res.json() as { param: string }[]).map((f) => f.param).sort();
    expect(params).toEqual(['category', 'lat', 'name', 'radiusMeters']);
  });

  test("another company's point is a 404 and unchanged", async () => {
    const theirs = json<fleet.Poi>(
      await k.call('School', 'POST', '/api/fleet/poi', { name: 'School gate', lat: 25.2, lng: 55.3 }),
    );
    expect((await k.call('Customer', 'GET', `/api/fleet/poi/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await k.call('Customer', 'PATCH', `/api/fleet/poi/${theirs.id}`, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await k.call('Customer', 'DELETE', `/api/fleet/poi/${theirs.id}`)).statusCode).toBe(404);
    expect(json<fleet.Poi>(await k.call('School', 'GET', `/api/fleet/poi/${theirs.id}`)).name).toBe(
      'School gate',
    );
    const mine = (await k.call('Customer', 'GET', '/api/fleet/poi?limit=100')).json() as {
      data: fleet.Poi[];
    };
    expect(mine.data.map((p) => p.id)).not.toContain(theirs.id);
  });
});

describe('[FLEET][ROUTES] routes of ordered stops', () => {
  test('a route of a POI and a point: stops in order, distance, stop count in the list', async () => {
    const poi = json<fleet.Poi>(
      await k.call('Customer', 'POST', '/api/fleet/poi', {
        name: 'Marina stop',
        ...marina,
        radiusMeters: 150,
      }),
    );
    const res = await k.call('Customer', 'POST', '/api/fleet/route', {
      name: 'Marina to MoE test',
      stops: [
        { poiId: poi.id, plannedOffsetMinutes: 0 },
        { ...moe, name: 'MoE', plannedOffsetMinutes: 20 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const route = json<fleet.Route>(res);
    expect(route.stops).toEqual([
      {
        position: 0,
        poi: { id: poi.id, name: 'Marina stop' },
        name: 'Marina stop',
        ...marina,
        radiusMeters: 150,
        plannedOffsetMinutes: 0,
      },
      {
        position: 1,
        poi: null,
        name: 'MoE',
        ...moe,
        radiusMeters: fleet.DEFAULT_STOP_RADIUS_METERS,
        plannedOffsetMinutes: 20,
      },
    ]);
    expect(route.distanceMeters).toBeGreaterThan(7000);
    expect(route.distanceMeters).toBeLessThan(8000);
    const list = (await k.call('Customer', 'GET', '/api/fleet/route?name=MoE%20test')).json();
    expect(list).toMatchObject({ totalRecords: 1, data: [{ id: route.id, stopCount: 2 }] });

    const patched = await k.call('Customer', 'PATCH', `/api/fleet/route/${route.id}`, {
      stops: [
        { ...moe, plannedOffsetMinutes: 0 },
        { ...marina, plannedOffsetMinutes: 15 },
        { lat: 25.09, lng: 55.15, plannedOffsetMinutes: 30 },
      ],
    });
    expect(json<fleet.Route>(patched).stops.map((s) => s.name)).toEqual(['Stop 1', 'Stop 2', 'Stop 3']);
    expect((await k.call('Customer', 'DELETE', `/api/fleet/route/${route.id}`)).statusCode).toBe(204);
  });

  test('a route with no stops, one stop, stops out of time order or a foreign POI is a 418', async () => {
    const field = async (body: unknown) => {
      const res = await k.call('Customer', 'POST', '/api/fleet/route', body);
      expect(res.statusCode).toBe(418);
      return k.fields(res);
    };
    expect(await field({ name: 'Empty', stops: [] })).toEqual(['stops: A route needs at least 2 stops']);
    expect(await field({ name: 'None' })).toEqual(['stops: Required']);
    expect(await field({ name: 'One', stops: [{ ...marina, plannedOffsetMinutes: 0 }] })).toEqual([
      'stops: A route needs at least 2 stops',
    ]);
    expect(
      await field({
        name: 'Back in time',
        stops: [
          { ...marina, plannedOffsetMinutes: 30 },
          { ...moe, plannedOffsetMinutes: 10 },
        ],
      }),
    ).toEqual(['stops.1.plannedOffsetMinutes: Must not be before the previous stop']);
    expect(
      await field({
        name: 'No point',
        stops: [{ plannedOffsetMinutes: 0 }, { ...moe, plannedOffsetMinutes: 10 }],
      }),
    ).toEqual([
      'stops.0.lat: Choose a point of interest or a point',
      'stops.0.lng: Choose a point of interest or a point',
    ]);
    const theirs = json<fleet.Poi>(
      await k.call('School', 'POST', '/api/fleet/poi', { name: 'Their stop', lat: 25.2, lng: 55.3 }),
    );
    expect(
      await field({
        name: 'Foreign',
        stops: [
          { poiId: theirs.id, plannedOffsetMinutes: 0 },
          { ...moe, plannedOffsetMinutes: 10 },
        ],
      }),
    ).toEqual(['stops.0.poiId: Not found in this company']);
  });

  test("another company's route is a 404", async () => {
    const id = await k.route('Customer only', [marina, moe]);
    expect((await k.call('School', 'GET', `/api/fleet/route/${id}`)).statusCode).toBe(404);
    expect((await k.call('School', 'PATCH', `/api/fleet/route/${id}`, { name: 'Taken' })).statusCode).toBe(
      404,
    );
    expect((await k.call('School', 'DELETE', `/api/fleet/route/${id}`)).statusCode).toBe(404);
    expect(json<fleet.Route>(await k.call('Customer', 'GET', `/api/fleet/route/${id}`)).name).toBe(
      'Customer only',
    );
  });
});

describe('[FLEET][JOB CARDS] job cards, states and history', () => {
  test('create, move through the states with history and live events; done is final', async () => {
    const { vehicleId } = await k.vehicle('Job van');
    const routeId = await k.route('Job route', [marina, moe]);
    const events: fleet.JobCardEvent[] = [];
    const stop = onJobCardChanged(k.t.deps, (e) => events.push(e));
    const pushed: { rooms: string[]; name: string }[] = [];
    const stopPush = onRoomEvent(k.t.deps, ({ rooms, name }) => pushed.push({ rooms, name }));
    const created = await k.call('Customer', 'POST', '/api/fleet/job-card', {
      title: 'Deliver to MoE',
      routeId,
      plannedStart: '2026-11-26T08:00:00.000Z',
      plannedEnd: '2026-11-26T09:30:00Z',
    });
    expect(created.statusCode).toBe(201);
    const card = json<fleet.JobCardDetail>(created);
    expect(card).toMatchObject({
      state: 'new',
      vehicle: null,
      route: { id: routeId, name: 'Job route' },
      actualStart: null,
    });
    expect(card.stops.map((s) => s.plannedAt)).toEqual([
      '2026-11-26T08:00:00.000Z',
      '2026-11-26T08:30:00.000Z',
    ]);
    expect(card.createdBy?.id).toBeGreaterThan(0);

    const move = (state: fleet.JobState) =>
      k.call('Customer', 'PATCH', `/api/fleet/job-card/${card.id}/state`, { state });
    const refused = await move('in-progress');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'JOB_NEEDS_VEHICLE' });
    expect(
      (await k.call('Customer', 'PATCH', `/api/fleet/job-card/${card.id}`, { vehicleId })).statusCode,
    ).toBe(200);
    expect((await move('assigned')).statusCode).toBe(200);
    const started = json<fleet.JobCardDetail>(await move('in-progress'));
    expect(started.state).toBe('in-progress');
    expect(started.actualStart).not.toBeNull();
    const done = json<fleet.JobCardDetail>(await move('done'));
    expect(done.actualEnd).not.toBeNull();
    expect((await move('new')).json()).toMatchObject({ code: 'JOB_STATE_TRANSITION' });

    const history = (await k.call('Customer', 'GET', `/api/fleet/job-card/${card.id}/history`)).json() as {
      data: fleet.JobHistoryEntry[];
      totalRecords: number;
    };
    expect(history.data.map((h) => [h.event, h.fromState, h.toState])).toEqual([
      ['created', null, 'new'],
      ['updated', null, null],
      ['state', 'new', 'assigned'],
      ['state', 'assigned', 'in-progress'],
      ['state', 'in-progress', 'done'],
    ]);
    expect(history.data[1]?.changes).toEqual({ vehicleId: { from: null, to: vehicleId } });
    expect(history.data.every((h) => h.user?.id === card.createdBy?.id)).toBe(true);
    stop();
    expect(events.map((e) => [e.change, e.fromState, e.state])).toEqual([
      ['created', null, 'new'],
      ['updated', null, 'new'],
      ['state', 'new', 'assigned'],
      ['state', 'assigned', 'in-progress'],
      ['state', 'in-progress', 'done'],
    ]);
    expect(events.every((e) => e.jobCardId === card.id && e.companyId === k.ids.Customer)).toBe(true);
    // On the socket: to the company's room, as fleet:job-card.
    stopPush();
    expect(pushed).toEqual(
      events.map(() => ({ rooms: [`company:${k.ids.Customer}`], name: fleet.JOB_CARD_EVENT })),
    );
  });

  test('list filters by state and vehicle; bad filters and bodies are 418s', async () => {
    const { vehicleId } = await k.vehicle('Filter van');
    await k.call('Customer', 'POST', '/api/fleet/job-card', { title: 'Filter me', vehicleId });
    const list = (
      await k.call('Customer', 'GET', `/api/fleet/job-card?vehicleId=${vehicleId}&state=new`)
    ).json();
    expect(list).toMatchObject({
      totalRecords: 1,
      data: [{ title: 'Filter me', vehicle: { id: vehicleId, name: 'Filter van' } }],
    });
    expect((await k.call('Customer', 'GET', '/api/fleet/job-card?state=flying')).statusCode).toBe(418);
    const bad = await k.call('Customer', 'POST', '/api/fleet/job-card', {
      title: 'Bad',
      plannedStart: '2026-11-26T10:00:00Z',
      plannedEnd: '2026-11-26T09:00:00Z',
    });
    expect(k.fields(bad)).toEqual(['plannedEnd: Must not be before the planned start']);
    const badState = await k.call('Customer', 'PATCH', '/api/fleet/job-card/1/state', { state: 'flying' });
    expect(badState.statusCode).toBe(418);
    expect((await k.call('Customer', 'GET', '/api/fleet/job-card/99999999')).statusCode).toBe(404);
  });

  test('a job moved by a user of another company is a 404, nothing changed; their vehicle is a 418', async () => {
    const created = await k.call('Customer', 'POST', '/api/fleet/job-card', { title: 'Ours' });
    const card = json<fleet.JobCardDetail>(created);
    const moved = await k.call('School', 'PATCH', `/api/fleet/job-card/${card.id}/state`, {
      state: 'cancelled',
    });
    expect(moved.statusCode).toBe(404);
    expect(
      (await k.call('School', 'PATCH', `/api/fleet/job-card/${card.id}`, { title: 'Theirs' })).statusCode,
    ).toBe(404);
    expect((await k.call('School', 'GET', `/api/fleet/job-card/${card.id}/history`)).statusCode).toBe(404);
    expect((await k.call('School', 'DELETE', `/api/fleet/job-card/${card.id}`)).statusCode).toBe(404);
    const after = json<fleet.JobCardDetail>(
      await k.call('Customer', 'GET', `/api/fleet/job-card/${card.id}`),
    );
    expect(after).toMatchObject({ state: 'new', title: 'Ours' });
    const history = (await k.call('Customer', 'GET', `/api/fleet/job-card/${card.id}/history`)).json();
    expect(history.totalRecords).toBe(1);

    const theirs = await k.vehicle('School bus', 'School');
    const foreign = await k.call('Customer', 'PATCH', `/api/fleet/job-card/${card.id}`, {
      vehicleId: theirs.vehicleId,
    });
    expect(k.fields(foreign)).toEqual(['vehicleId: Not found in this company']);
    const filtered = await k.call('Customer', 'GET', `/api/fleet/job-card?vehicleId=${theirs.vehicleId}`);
    expect(k.fields(filtered)).toEqual(['vehicleId: Not found']);
    const schoolList = (await k.call('School', 'GET', '/api/fleet/job-card?limit=100')).json() as {
      data: fleet.JobCard[];
    };
    expect(schoolList.data.map((c) => c.id)).not.toContain(card.id);
  });

  test('delete removes the card and its history', async () => {
    const card = json<fleet.JobCardDetail>(
      await k.call('Customer', 'POST', '/api/fleet/job-card', { title: 'Short lived' }),
    );
    expect((await k.call('Customer', 'DELETE', `/api/fleet/job-card/${card.id}`)).statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', `/api/fleet/job-card/${card.id}/history`)).statusCode).toBe(404);
  });
});

describe('[FLEET][ALARM SETTINGS] alarm settings', () => {
  test('defaults until set; a company sets only its own', async () => {
    const before = json<fleet.AlarmSettings>(await k.call('School', 'GET', '/api/fleet/alarm-settings'));
    expect(before).toMatchObject({ ...fleet.DEFAULT_ALARM_SETTINGS, companyId: k.ids.School, custom: false });
    const put = await k.call('School', 'PUT', '/api/fleet/alarm-settings', {
      ...fleet.DEFAULT_ALARM_SETTINGS,
      speedLimitKmh: 80,
      idleMinutes: null,
    });
    expect(json<fleet.AlarmSettings>(put)).toMatchObject({
      speedLimitKmh: 80,
      idleMinutes: null,
      custom: true,
    });
    expect(
      (
        await k.call(
          'School',
          'PUT',
          `/api/fleet/alarm-settings?companyId=${k.ids.Customer}`,
          fleet.DEFAULT_ALARM_SETTINGS,
        )
      ).statusCode,
    ).toBe(404);
    const bad = await k.call('School', 'PUT', '/api/fleet/alarm-settings', {
      ...fleet.DEFAULT_ALARM_SETTINGS,
      outOfRouteMeters: 5,
      lowBatteryPercent: 100,
    });
    expect(k.fields(bad).sort()).toEqual([
      'lowBatteryPercent: Must be between 1 and 99',
      'outOfRouteMeters: Must be between 20 and 20000',
    ]);
    // The demo Customer's own settings are seeded.
    expect(
      json<fleet.AlarmSettings>(await k.call('Customer', 'GET', '/api/fleet/alarm-settings')),
    ).toMatchObject({ custom: true, speedLimitKmh: 100 });
  });
});

describe('[FLEET][DEMO] dispatch demo data', () => {
  test('the demo Customer has routes and job cards in every state', async () => {
    const routes = (await k.call('Customer', 'GET', '/api/fleet/route')).json();
    expect(routes.totalRecords).toBeGreaterThanOrEqual(4);
    for (const state of fleet.JOB_STATES) {
      const cards = (await k.call('Customer', 'GET', `/api/fleet/job-card?state=${state}`)).json() as {
        data: fleet.JobCard[];
      };
      expect(cards.data.length, state).toBeGreaterThan(0);
      if (state !== 'new')
        expect(
          cards.data.every((c) => c.vehicle !== null),
          state,
        ).toBe(true);
    }
  });

  test('a demo vehicle in progress driving its simulated road keeps to its job corridor', async () => {
    const cards = (await k.call('Customer', 'GET', '/api/fleet/job-card?state=in-progress')).json() as {
      data: fleet.JobCard[];
    };
    const roads = {
      'Sheikh Zayed Road run': DUBAI_ROUTES.sheikhZayed,
      'Airport Road to the Trade Centre': DUBAI_ROUTES.airport,
    };
    const onRoads = cards.data.filter((c) => c.route && c.route.name in roads);
    expect(onRoads).toHaveLength(2);
    for (const card of onRoads) {
      const route = json<fleet.Route>(await k.call('Customer', 'GET', `/api/fleet/route/${card.route?.id}`));
      const road = roads[route.name as keyof typeof roads] ?? [];
      // Every waypoint and the middle of every leg the simulator drives.
      const points = road.flatMap(([lat, lng], i) => {
        const next = road[i + 1];
        return next
          ? [
              { lat, lng },
              { lat: (lat + next[0]) / 2, lng: (lng + next[1]) / 2 },
            ]
          : [{ lat, lng }];
      });
      const worst = Math.max(...points.map((p) => distanceToRoute(p, route.stops)));
      expect(worst, route.name).toBeLessThan(250);
    }
  });
});
