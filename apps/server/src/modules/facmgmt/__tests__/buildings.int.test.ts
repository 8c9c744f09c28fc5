import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { layouts } from '../../places/places.schema.ts';
import { type BookingKit, bookingKit } from './kit.ts';

/** Buildings, spaces, groups and layouts: the demo data, settings, filters, 418s and company isolation. */

let k: BookingKit;
beforeAll(async () => {
  k = await bookingKit();
});
afterAll(() => k.t.close());

const API = '/api/facmgmt/api';

describe('buildings', () => {
  test('the demo Headquarters is a configured building with its floors, bookable spaces and group', async () => {
    expect(k.hq).toBeGreaterThan(0);
    const list = (await k.call('Customer', 'GET', `${API}/building?name=head`)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      name: 'Headquarters',
      configured: true,
      timeZone: 'Asia/Dubai',
      bookableSpaces: 3,
    });
    const res = await k.call('Customer', 'GET', `${API}/building/${k.hq}`);
    expect(res.statusCode).toBe(200);
    const b = res.json().data;
    expect(b.openingHours).toHaveLength(7);
    expect(b.floorList.map((f: { name: string }) => f.name)).toEqual(['Ground', 'First', 'Second']);
    expect(b.groups).toEqual([expect.objectContaining({ name: 'Meeting spaces', spaces: 2 })]);
  });

  test('settings: saved with Saturday first, 418 on a bad zone or hours, 409 when created twice', async () => {
    const hours = [null, { open: '08:00', close: '17:00' }, null, null, null, null, null];
    const saved = await k.call('Customer', 'PUT', `${API}/building/${k.annex}`, {
      timeZone: 'Asia/Dubai',
      openingHours: hours,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.openingHours[1]).toEqual({ open: '08:00', close: '17:00' });
    const bad = await k.call('Customer', 'PUT', `${API}/building/${k.annex}`, {
      timeZone: 'Mars/Base',
      openingHours: [{ open: '10:00', close: '09:00' }],
    });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad).map((f) => f.split(':')[0])).toEqual(
      expect.arrayContaining(['timeZone', 'openingHours']),
    );
    const again = await k.call('Customer', 'POST', `${API}/building`, {
      structureId: k.hq,
      timeZone: 'Asia/Dubai',
      openingHours: hours,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BUILDING_EXISTS');
  });

  test("another company's building is 404, its id in a body or filter 418", async () => {
    expect((await k.call('School', 'GET', `${API}/building/${k.hq}`)).statusCode).toBe(404);
    expect(
      (
        await k.call('School', 'PUT', `${API}/building/${k.hq}`, {
          timeZone: 'Asia/Dubai',
          openingHours: [null, null, null, null, null, null, null],
        })
      ).statusCode,
    ).toBe(404);
    const create = await k.call('School', 'POST', `${API}/building`, {
      structureId: k.hq,
      timeZone: 'Asia/Dubai',
      openingHours: [null, null, null, null, null, null, null],
    });
    expect(create.statusCode).toBe(418);
    expect(k.fields(create)).toEqual(['structureId: No such structure in this company']);
    expect((await k.call('School', 'GET', `${API}/space?buildingId=${k.hq}`)).statusCode).toBe(418);
    expect((await k.call('School', 'GET', `${API}/group?buildingId=${k.hq}`)).statusCode).toBe(418);
    expect((await k.call('School', 'GET', `${API}/layout?buildingId=${k.hq}`)).statusCode).toBe(418);
    const schoolList = (await k.call('School', 'GET', `${API}/building`)).json();
    expect(schoolList.data.map((b: { id: number }) => b.id)).not.toContain(k.hq);
  });
});

describe('spaces', () => {
  test('filters: building, capacity, features, bookable', async () => {
    const big = (await k.call('Customer', 'GET', `${API}/space?buildingId=${k.hq}&capacity=5`)).json();
    expect(big.data.map((s: { name: string }) => s.name).sort()).toEqual(['Meeting room A', 'Open office']);
    const video = (await k.call('Customer', 'GET', `${API}/space?features=projector,video`)).json();
    expect(video.data.map((s: { name: string }) => s.name)).toEqual(['Meeting room A']);
    const notBookable = (
      await k.call('Customer', 'GET', `${API}/space?buildingId=${k.hq}&bookable=false`)
    ).json();
    expect(notBookable.data.map((s: { name: string }) => s.name)).toContain('Lobby');
    expect((await k.call('Customer', 'GET', `${API}/space?features=jacuzzi`)).statusCode).toBe(418);
  });

  test('make bookable with capacity, features, hours and position; 404 for another company', async () => {
    const lobby = (await k.call('Customer', 'GET', `${API}/space?buildingId=${k.hq}&name=Lobby`)).json()
      .data[0];
    const res = await k.call('Customer', 'PUT', `${API}/space/${lobby.id}`, {
      bookable: true,
      capacity: 30,
      features: ['screen'],
      openingHours: [null, { open: '09:00', close: '12:00' }, null, null, null, null, null],
      position: { x: 0.5, y: 0.2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      bookable: true,
      capacity: 30,
      features: ['screen'],
      position: { x: 0.5, y: 0.2 },
    });
    expect(res.json().data.effectiveOpeningHours[1]).toEqual({ open: '09:00', close: '12:00' });
    const bad = await k.call('Customer', 'PUT', `${API}/space/${lobby.id}`, {
      capacity: 0,
      position: { x: 2, y: 0 },
      minMinutes: 60,
      maxMinutes: 30,
    });
    expect(bad.statusCode).toBe(418);
    expect((await k.call('School', 'PUT', `${API}/space/${lobby.id}`, { bookable: false })).statusCode).toBe(
      404,
    );
    expect((await k.call('School', 'GET', `${API}/space/${lobby.id}`)).statusCode).toBe(404);
    await k.call('Customer', 'PUT', `${API}/space/${lobby.id}`, { bookable: false });
  });

  test('placing a space on its floor plan: saved and drawn there; off the plan or without a plan 418; another company 404', async () => {
    const put = (who: 'Customer' | 'School', id: number, position: unknown) =>
      k.call(who, 'PUT', `${API}/space/${id}`, { position });
    // The room's floor gets a plan (places keeps one layout per floor; its picture does not matter here).
    const meeting = (await k.call('Customer', 'GET', `${API}/space/${k.space.meeting}`)).json().data;
    await k.t.deps.database.db.insert(layouts).values({ floorId: meeting.floor.id }).onConflictDoNothing();
    const moved = await put('Customer', k.space.meeting, { x: 0.25, y: 0.75 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.position).toEqual({ x: 0.25, y: 0.75 });
    const plans = (await k.call('Customer', 'GET', `${API}/layout?buildingId=${k.hq}`)).json().data;
    const drawn = plans.flatMap((f: { placed: { id: number }[] }) => f.placed);
    expect(drawn.find((s: { id: number }) => s.id === k.space.meeting)).toMatchObject({ x: 0.25, y: 0.75 });

    for (const position of [{ x: 1.2, y: 0.5 }, { x: 0.5, y: -0.1 }, { x: 'left', y: 0.5 }, { x: 0.5 }]) {
      const off = await put('Customer', k.space.meeting, position);
      expect(off.statusCode).toBe(418);
      expect(k.fields(off)[0]).toMatch(/^position\.[xy]: /);
    }
    const spaces = (await k.call('Customer', 'GET', `${API}/space?limit=100`)).json().data;
    const planless = spaces.find((s: { layoutId: number | null }) => s.layoutId === null);
    expect(planless).toBeDefined();
    const nowhere = await put('Customer', planless.id, { x: 0.5, y: 0.5 });
    expect(nowhere.statusCode).toBe(418);
    expect(nowhere.json()).toEqual([
      { param: 'position', msg: 'This floor has no plan to place the space on' },
    ]);
    expect((await put('Customer', planless.id, null)).statusCode).toBe(200);

    expect((await put('School', k.space.meeting, { x: 0.1, y: 0.1 })).statusCode).toBe(404);
    expect((await k.call('Customer', 'GET', `${API}/space/${k.space.meeting}`)).json().data.position).toEqual(
      {
        x: 0.25,
        y: 0.75,
      },
    );
  });

  test('layout: the floors with their bookable spaces placed', async () => {
    const res = await k.call('Customer', 'GET', `${API}/layout?buildingId=${k.hq}`);
    expect(res.statusCode).toBe(200);
    const first = res.json().data.find((f: { floor: { name: string } }) => f.floor.name === 'First');
    expect(first.placed.map((s: { name: string }) => s.name).sort()).toEqual([
      'Meeting room A',
      'Office 101',
    ]);
  });
});

describe('groups of spaces', () => {
  test('create, members, rename, duplicate 409, other building 418, isolation, delete', async () => {
    const created = await k.call('Customer', 'POST', `${API}/group`, {
      buildingId: k.hq,
      name: 'Quiet rooms',
      spaceIds: [k.space.office],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.members.map((s: { name: string }) => s.name)).toEqual(['Office 101']);
    const dup = await k.call('Customer', 'POST', `${API}/group`, { buildingId: k.hq, name: 'Quiet rooms' });
    expect(dup.statusCode).toBe(409);
    const elsewhere = await k.call('Customer', 'PUT', `${API}/group/${id}`, { spaceIds: [k.space.workshop] });
    expect(elsewhere.statusCode).toBe(418);
    const updated = await k.call('Customer', 'PUT', `${API}/group/${id}`, {
      name: 'Focus rooms',
      spaceIds: [k.space.office, k.space.meeting],
    });
    expect(updated.json().data).toMatchObject({ name: 'Focus rooms', spaces: 2 });
    expect((await k.call('Customer', 'GET', `${API}/space?groupId=${id}`)).json().totalRecords).toBe(2);
    expect((await k.call('School', 'GET', `${API}/group/${id}`)).statusCode).toBe(404);
    expect((await k.call('School', 'DELETE', `${API}/group/${id}`)).statusCode).toBe(404);
    expect((await k.call('School', 'GET', `${API}/space?groupId=${id}`)).statusCode).toBe(418);
    expect((await k.call('Customer', 'DELETE', `${API}/group/${id}`)).statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', `${API}/group/${id}`)).statusCode).toBe(404);
  });
});
