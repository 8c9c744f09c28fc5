import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addCompanyUser } from '../../../test/demo-kit.ts';
import { devices } from '../../devices/devices.schema.ts';
import { type FleetKit, fleetKit } from './kit.ts';

/** Vehicles, vehicle groups and drivers through the app: access, 418, 404, company isolation, suspend. */

let k: FleetKit;
let trackerA: number;
let trackerB: number;
let schoolTracker: number;
let otherAppDevice: number;

beforeAll(async () => {
  k = await fleetKit();
  trackerA = await k.tracker('FT-T-A1');
  trackerB = await k.tracker('FT-T-A2');
  schoolTracker = await k.tracker('FT-T-S1', 'Demo School');
  const [device] = await k.t.deps.database.db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.serial, 'AQ5-0004'));
  otherAppDevice = device?.id ?? 0;
});
afterAll(() => k.t.close());

const data = (res: { json(): unknown }) => (res.json() as { data: Record<string, unknown> }).data;

describe('vehicle groups', () => {
  test('create, list with counts, rename, duplicate names refused, another company cannot see them', async () => {
    const created = await k.call('Customer', 'POST', '/api/fleet/vehicle-group', { name: 'Test vans' });
    expect(created.statusCode).toBe(201);
    const id = data(created).id as number;
    expect(data(created)).toMatchObject({ name: 'Test vans', description: '', vehicles: 0 });
    const dup = await k.call('Customer', 'POST', '/api/fleet/vehicle-group', { name: 'Test vans' });
    expect(dup.statusCode).toBe(418);
    expect(k.fields(dup)).toEqual(['name: Another vehicle group has this name']);
    expect((await k.call('Customer', 'POST', '/api/fleet/vehicle-group', { name: ' ' })).statusCode).toBe(
      418,
    );
    const renamed = await k.call('Customer', 'PATCH', `/api/fleet/vehicle-group/${id}`, {
      description: 'Vans on test',
    });
    expect(data(renamed)).toMatchObject({ name: 'Test vans', description: 'Vans on test' });
    const list = (await k.call('Customer', 'GET', '/api/fleet/vehicle-group?name=test')).json();
    expect(list.data.map((g: { id: number }) => g.id)).toContain(id);
    expect((await k.call('School', 'GET', `/api/fleet/vehicle-group/${id}`)).statusCode).toBe(404);
    expect(
      (await k.call('School', 'PATCH', `/api/fleet/vehicle-group/${id}`, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await k.call('School', 'DELETE', `/api/fleet/vehicle-group/${id}`)).statusCode).toBe(404);
    const schoolList = (await k.call('School', 'GET', '/api/fleet/vehicle-group')).json();
    expect(schoolList.data.map((g: { id: number }) => g.id)).not.toContain(id);
  });
});

describe('drivers', () => {
  test('create with licence, 418 on bad input, expired licence flagged, isolation, delete', async () => {
    const bad = await k.call('Customer', 'POST', '/api/fleet/driver', {
      name: '',
      licenceNumber: '',
      licenceExpiry: '2026-02-30',
      phone: 'call me',
      extra: 1,
    });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad).map((f) => f.split(':')[0])).toEqual(
      expect.arrayContaining(['name', 'licenceNumber', 'licenceExpiry', 'phone']),
    );
    const created = await k.call('Customer', 'POST', '/api/fleet/driver', {
      name: 'Test Driver',
      licenceNumber: 'DXB-T-1',
      licenceExpiry: '2020-01-01',
      phone: '+971501112233',
    });
    expect(created.statusCode).toBe(201);
    expect(data(created)).toMatchObject({
      name: 'Test Driver',
      licenceExpired: true,
      vehicle: null,
      user: null,
    });
    const id = data(created).id as number;
    expect((await k.call('School', 'GET', `/api/fleet/driver/${id}`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'GET', '/api/fleet/driver/999999')).statusCode).toBe(404);
    const schoolUser = await k.t.login('owner@school.demo', 'Demo#12345');
    const foreignUser = await k.call('Customer', 'PATCH', `/api/fleet/driver/${id}`, {
      userId: schoolUser.user.id,
    });
    expect(foreignUser.statusCode).toBe(418);
    expect(k.fields(foreignUser)).toEqual(['userId: No such user in this company']);
    expect((await k.call('Customer', 'DELETE', `/api/fleet/driver/${id}`)).statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', `/api/fleet/driver/${id}`)).statusCode).toBe(404);
  });
});

describe('vehicles', () => {
  let vehicleId: number;
  let driverId: number;
  let groupId: number;

  test('create with tracker, driver and group; the plate is stored upper-case', async () => {
    driverId = data(
      await k.call('Customer', 'POST', '/api/fleet/driver', {
        name: 'Vehicle Driver',
        licenceNumber: 'DXB-T-2',
      }),
    ).id as number;
    groupId = data(
      await k.call('Customer', 'POST', '/api/fleet/vehicle-group', { name: 'Vehicle test group' }),
    ).id as number;
    const created = await k.call('Customer', 'POST', '/api/fleet/vehicle', {
      name: 'Test van',
      plate: 'x 12345',
      make: 'Toyota',
      model: 'Hiace',
      deviceId: trackerA,
      driverId,
      groupId,
    });
    expect(created.statusCode).toBe(201);
    vehicleId = data(created).id as number;
    expect(data(created)).toMatchObject({
      plate: 'X 12345',
      device: { id: trackerA, serial: 'FT-T-A1' },
      driver: { id: driverId, name: 'Vehicle Driver' },
      group: { id: groupId, name: 'Vehicle test group' },
      suspended: false,
    });
    const driver = data(await k.call('Customer', 'GET', `/api/fleet/driver/${driverId}`));
    expect(driver.vehicle).toMatchObject({ id: vehicleId, plate: 'X 12345' });
    const ids = async (assigned: string) =>
      (await k.call('Customer', 'GET', `/api/fleet/driver?assigned=${assigned}&limit=100`))
        .json()
        .data.map((d: { id: number }) => d.id);
    expect(await ids('true')).toContain(driverId);
    expect(await ids('false')).not.toContain(driverId);
    const group = data(await k.call('Customer', 'GET', `/api/fleet/vehicle-group/${groupId}`));
    expect(group.vehicles).toBe(1);
  });

  test("418: bad fields, a taken plate, tracker or driver, another app's device, another company's tracker", async () => {
    const bad = await k.call('Customer', 'POST', '/api/fleet/vehicle', {
      name: '',
      plate: '#!',
      deviceId: 'abc',
    });
    expect(bad.statusCode).toBe(418);
    expect(
      k
        .fields(bad)
        .map((f) => f.split(':')[0])
        .sort(),
    ).toEqual(['deviceId', 'name', 'plate']);
    const taken = await k.call('Customer', 'POST', '/api/fleet/vehicle', {
      name: 'Second',
      plate: 'X 12345',
      deviceId: trackerA,
      driverId,
    });
    expect(taken.statusCode).toBe(418);
    expect(k.fields(taken).sort()).toEqual([
      'deviceId: This tracker is on another vehicle',
      'driverId: This driver drives another vehicle',
      'plate: Another vehicle has this plate',
    ]);
    const foreign = await k.call('Customer', 'POST', '/api/fleet/vehicle', {
      name: 'F',
      plate: 'F 1',
      deviceId: schoolTracker,
    });
    expect(k.fields(foreign)).toEqual(['deviceId: No such tracker in this company']);
    const otherApp = await k.call('Customer', 'POST', '/api/fleet/vehicle', {
      name: 'O',
      plate: 'O 1',
      deviceId: otherAppDevice,
    });
    expect(k.fields(otherApp)).toEqual(['deviceId: Must be a device of the fleet app']);
  });

  test('PATCH changes and clears tracker, driver and group; list filters', async () => {
    const moved = await k.call('Customer', 'PATCH', `/api/fleet/vehicle/${vehicleId}`, {
      deviceId: trackerB,
      groupId: null,
    });
    expect(moved.statusCode).toBe(200);
    expect(data(moved)).toMatchObject({ deviceId: trackerB, groupId: null, group: null, driverId });
    const list = (await k.call('Customer', 'GET', '/api/fleet/vehicle?name=x 123&tracked=true')).json();
    expect(list.data.map((v: { id: number }) => v.id)).toEqual([vehicleId]);
    const ungrouped = (await k.call('Customer', 'GET', `/api/fleet/vehicle?groupId=${groupId}`)).json();
    expect(ungrouped.totalRecords).toBe(0);
    expect((await k.call('Customer', 'GET', '/api/fleet/vehicle?sortBy=colour')).statusCode).toBe(418);
  });

  test('suspend and unsuspend (spec §4); the other state is a 409 with its code', async () => {
    const suspended = await k.call('Customer', 'POST', `/api/fleet/vehicle/${vehicleId}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(data(suspended)).toMatchObject({ suspended: true });
    const again = await k.call('Customer', 'POST', `/api/fleet/vehicle/${vehicleId}/suspend`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'VEHICLE_SUSPENDED']);
    expect(
      (await k.call('Customer', 'GET', '/api/fleet/vehicle?suspended=true'))
        .json()
        .data.map((v: { id: number }) => v.id),
    ).toContain(vehicleId);
    const back = await k.call('Customer', 'POST', `/api/fleet/vehicle/${vehicleId}/unsuspend`);
    expect(data(back)).toMatchObject({ suspended: false, suspendedAt: null });
    const notSuspended = await k.call('Customer', 'POST', `/api/fleet/vehicle/${vehicleId}/unsuspend`);
    expect([notSuspended.statusCode, notSuspended.json().code]).toEqual([409, 'VEHICLE_NOT_SUSPENDED']);
  });

  test('another company: 404 for every call on the vehicle, absent from its lists', async () => {
    for (const [method, url, body] of [
      ['GET', `/api/fleet/vehicle/${vehicleId}`],
      ['GET', `/api/fleet/vehicle/${vehicleId}/track?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z`],
      ['PATCH', `/api/fleet/vehicle/${vehicleId}`, { name: 'Mine' }],
      ['POST', `/api/fleet/vehicle/${vehicleId}/suspend`],
      ['POST', `/api/fleet/vehicle/${vehicleId}/unsuspend`],
      ['DELETE', `/api/fleet/vehicle/${vehicleId}`],
    ] as const) {
      expect((await k.call('School', method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const ids = (await k.call('School', 'GET', '/api/fleet/vehicle'))
      .json()
      .data.map((v: { id: number }) => v.id);
    expect(ids).not.toContain(vehicleId);
    const live = (await k.call('School', 'GET', '/api/fleet/vehicle/live'))
      .json()
      .data.map((v: { id: number }) => v.id);
    expect(live).not.toContain(vehicleId);
  });

  test('access: a fleet driver sees vehicles but may not add one or see drivers; admins name the company', async () => {
    const driverUser = await addCompanyUser(
      k.t,
      k.ids.Customer,
      'fleet.driver@customer.test',
      'fleet_driver',
    );
    const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      k.t.as(driverUser.token, { method, url, ...(body !== undefined && { body }) } as never);
    expect((await as('GET', '/api/fleet/vehicle')).statusCode).toBe(200);
    const add = await as('POST', '/api/fleet/vehicle', { name: 'No', plate: 'N 1' });
    expect([add.statusCode, add.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await as('GET', '/api/fleet/driver')).statusCode).toBe(403);
    const admin = await k.call('admin', 'GET', '/api/fleet/vehicle');
    expect(admin.statusCode).toBe(418);
    expect(k.fields(admin)).toEqual(['companyId: Required']);
    const foreign = await k.call('School', 'GET', `/api/fleet/vehicle?companyId=${k.ids.Customer}`);
    expect(k.fields(foreign)).toEqual(['companyId: Only your own company']);
    const foreignAdd = await k.call(
      'School',
      'POST',
      `/api/fleet/vehicle-group?companyId=${k.ids.Customer}`,
      {
        name: 'Theirs',
      },
    );
    expect(foreignAdd.statusCode).toBe(418);
    const foreignGroup = await k.call('School', 'GET', `/api/fleet/vehicle/live?groupId=${groupId}`);
    expect(k.fields(foreignGroup)).toEqual(['groupId: No such vehicle group in this company']);
    const named = await k.call('admin', 'GET', `/api/fleet/vehicle?companyId=${k.ids.Customer}`);
    expect(named.json().data.map((v: { id: number }) => v.id)).toContain(vehicleId);
    expect((await k.call('admin', 'GET', `/api/fleet/vehicle/${vehicleId}`)).statusCode).toBe(200);
  });

  test('delete: the tracker is free again, the driver drives nothing', async () => {
    expect((await k.call('Customer', 'DELETE', `/api/fleet/vehicle/${vehicleId}`)).statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', `/api/fleet/vehicle/${vehicleId}`)).statusCode).toBe(404);
    expect(data(await k.call('Customer', 'GET', `/api/fleet/driver/${driverId}`)).vehicle).toBeNull();
    const again = await k.call('Customer', 'POST', '/api/fleet/vehicle', {
      name: 'Reuse',
      plate: 'R 1',
      deviceId: trackerB,
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('live and track', () => {
  test('live: last position and state of every vehicle; track: positions in order, stops and events', async () => {
    const tracker = await k.tracker('FT-T-L1');
    const vehicle = data(
      await k.call('Customer', 'POST', '/api/fleet/vehicle', {
        name: 'Live van',
        plate: 'L 77',
        deviceId: tracker,
      }),
    );
    const idle = data(
      await k.call('Customer', 'POST', '/api/fleet/vehicle', { name: 'No tracker', plate: 'L 78' }),
    );
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    await k.positions([
      {
        deviceId: tracker,
        companyId: k.ids.Customer,
        at: at(30),
        lat: 25.2,
        lon: 55.27,
        speedKmh: 0,
        ignition: false,
      },
      {
        deviceId: tracker,
        companyId: k.ids.Customer,
        at: at(20),
        lat: 25.2,
        lon: 55.27,
        speedKmh: 0,
        ignition: true,
      },
      {
        deviceId: tracker,
        companyId: k.ids.Customer,
        at: at(10),
        lat: 25.21,
        lon: 55.28,
        speedKmh: 60,
        ignition: true,
        alarm: 'sos',
      },
      {
        deviceId: tracker,
        companyId: k.ids.Customer,
        at: at(1),
        lat: 25.22,
        lon: 55.29,
        speedKmh: 42,
        ignition: true,
      },
      // Stored under another company before the tracker came here: not this vehicle's history.
      {
        deviceId: tracker,
        companyId: k.ids.School,
        at: at(0.5),
        lat: 1,
        lon: 1,
        speedKmh: 0,
        ignition: false,
      },
    ]);
    const live = (await k.call('Customer', 'GET', '/api/fleet/vehicle/live')).json();
    const mine = live.data.find((v: { id: number }) => v.id === vehicle.id);
    expect(mine).toMatchObject({ state: 'moving', lat: 25.22, lon: 55.29, speedKmh: 42, plate: 'L 77' });
    expect(live.data.find((v: { id: number }) => v.id === idle.id)).toMatchObject({
      state: 'offline',
      lat: null,
    });
    const from = at(60).toISOString();
    const to = new Date(now).toISOString();
    const track = await k.call(
      'Customer',
      'GET',
      `/api/fleet/vehicle/${vehicle.id}/track?from=${from}&to=${to}&stopMinutes=5`,
    );
    expect(track.statusCode).toBe(200);
    const t = track.json().data;
    expect(t.positions.map((p: { speedKmh: number }) => p.speedKmh)).toEqual([0, 0, 60, 42]);
    expect(t.stops).toHaveLength(1);
    expect(t.stops[0].durationSeconds).toBe(600);
    expect(t.events.map((e: { kind: string }) => e.kind)).toEqual(['ignition-on', 'alarm']);
    expect(t.distanceKm).toBeGreaterThan(2);
    const lastDay = (await k.call('Customer', 'GET', `/api/fleet/vehicle/${vehicle.id}/track`)).json().data;
    expect(lastDay.positions).toHaveLength(4);
    expect(Date.parse(lastDay.to) - Date.parse(lastDay.from)).toBe(86_400_000);
    const reversed = await k.call(
      'Customer',
      'GET',
      `/api/fleet/vehicle/${vehicle.id}/track?from=${to}&to=${from}`,
    );
    expect(k.fields(reversed)).toEqual(['to: Must be after from']);
    const long = await k.call(
      'Customer',
      'GET',
      `/api/fleet/vehicle/${vehicle.id}/track?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z`,
    );
    expect(k.fields(long)).toEqual(['to: At most 7 days after from']);
    expect(
      (await k.call('Customer', 'GET', `/api/fleet/vehicle/${vehicle.id}/track?from=yesterday`)).statusCode,
    ).toBe(418);
  });
});
