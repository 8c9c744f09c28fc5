import type { anpr } from '@atrium/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DemoKit, demoKit, type Who } from '../../../test/demo-kit.ts';
import { devices } from '../../devices/devices.schema.ts';
import { insertDemoDevices } from '../../devices/devices.seed.ts';
import { structures } from '../../places/places.schema.ts';
import { users } from '../../users/users.schema.ts';
import { anprBoxLinks, anprVehicles } from '../anpr.schema.ts';

/**
 * Issue 20, Neuron's registry: boxes and their linked devices, residents, vehicles and plate accesses, with
 * isolation (another company's row is a 404 by id, a 418 in a filter or a body) and bad input.
 */

let k: DemoKit;
const ids: Record<string, number> = {};
const data = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;
const page = <T>(res: { json(): unknown }) => res.json() as { data: T[]; totalRecords: number };

beforeAll(async () => {
  k = await demoKit();
  const { db } = k.t.deps.database;
  await insertDemoDevices(db, [
    {
      serial: 'NX1-S001',
      name: 'School gate',
      hardwareId: 801,
      solutionId: 95,
      company: 'Demo School',
      place: ['Main campus'],
    },
    { serial: 'LC4-S001', name: 'School camera', hardwareId: 802, solutionId: 95, company: 'Demo School' },
    { serial: 'LC4-T001', name: 'Test camera', hardwareId: 802, solutionId: 95, company: 'Demo Customer' },
    { serial: 'BG1-T001', name: 'Test barrier', hardwareId: 803, solutionId: 95, company: 'Demo Customer' },
  ]);
  const rows = await db
    .select({ id: devices.id, serial: devices.serial })
    .from(devices)
    .where(
      inArray(devices.serial, [
        'NX1-0001',
        'NX1-0002',
        'LC4-0001',
        'LC4-0004',
        'BG1-0001',
        'NX1-S001',
        'LC4-S001',
        'LC4-T001',
        'BG1-T001',
      ]),
    );
  for (const row of rows) ids[row.serial] = row.id;
  const [campus] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(eq(structures.name, 'Main campus'));
  ids.campus = campus?.id ?? 0;
  const [hq] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(eq(structures.name, 'Headquarters'));
  ids.hq = hq?.id ?? 0;
});
afterAll(() => k?.t.close());

describe('[ANPR][BOXES] edge boxes and their cameras and barriers', () => {
  test('the list: the demo gates with structure, connectivity and linked counts; none of another company', async () => {
    const res = await k.call('Customer', 'GET', '/api/anpr/boxes?sortBy=gateName');
    expect(res.statusCode).toBe(200);
    const boxes = page<anpr.EdgeBox>(res);
    expect(boxes.data.map((b) => b.gateName)).toEqual(['Main gate', 'Warehouse gate']);
    expect(boxes.data[0]).toMatchObject({
      serial: 'NX1-0001',
      structure: { name: 'Headquarters' },
      cameras: 2,
      barriers: 1,
      connectivity: 'never-seen',
    });
    expect(boxes.data.map((b) => b.id)).not.toContain(ids['NX1-S001']);
    const searched = page<anpr.EdgeBox>(await k.call('Customer', 'GET', '/api/anpr/boxes?name=warehouse'));
    expect(searched.data.map((b) => b.serial)).toEqual(['NX1-0002']);
    const byPlace = page<anpr.EdgeBox>(
      await k.call('Customer', 'GET', `/api/anpr/boxes?structureId=${ids.hq}`),
    );
    expect(byPlace.data.map((b) => b.serial)).toEqual(['NX1-0001']);
  });

  test("another company's box is a 404, its structure in a filter a 418", async () => {
    expect((await k.call('Customer', 'GET', `/api/anpr/boxes/${ids['NX1-S001']}`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'GET', `/api/anpr/boxes/${ids['NX1-S001']}/devices`)).statusCode).toBe(
      404,
    );
    const filtered = await k.call('Customer', 'GET', `/api/anpr/boxes?structureId=${ids.campus}`);
    expect(filtered.statusCode).toBe(418);
    expect(k.fields(filtered)).toEqual(['structureId: Not found in your companies']);
    expect(
      data<anpr.EdgeBox>(await k.call('School', 'GET', `/api/anpr/boxes/${ids['NX1-S001']}`)).gateName,
    ).toBe('School gate');
  });

  test("a box's devices: cameras with Frigate's names and directions, the barrier", async () => {
    const res = await k.call('Customer', 'GET', `/api/anpr/boxes/${ids['NX1-0001']}/devices`);
    expect(res.statusCode).toBe(200);
    const linked = data<anpr.BoxDevice[]>(res);
    expect(linked.map((d) => [d.role, d.cameraName, d.direction])).toEqual([
      ['barrier', null, null],
      ['camera', 'gate_cam', 'in'],
      ['camera', 'gate_exit_cam', 'out'],
    ]);
  });

  test('link, rename, unlink a camera; a barrier; every refusal on its field', async () => {
    const box = ids['NX1-0001'];
    const url = `/api/anpr/boxes/${box}/devices`;
    const link = (body: unknown) => k.call('Customer', 'POST', url, body);
    const refused = async (body: unknown, expected: string[]) => {
      const res = await link(body);
      expect(res.statusCode).toBe(418);
      expect(k.fields(res)).toEqual(expected);
    };
    await refused({ deviceId: ids['LC4-T001'], cameraName: 'side cam!' }, [
      "cameraName: Frigate's camera names use letters, digits, _ and - only",
    ]);
    await refused({ deviceId: ids['LC4-T001'] }, ['cameraName: Required']);
    await refused({ deviceId: ids['LC4-T001'], cameraName: 'gate_cam' }, [
      'cameraName: Another camera of this box has this name',
    ]);
    await refused({ deviceId: ids['NX1-0002'], cameraName: 'x' }, [
      'deviceId: Must be an LPR camera or a barrier',
    ]);
    await refused({ deviceId: ids['LC4-S001'], cameraName: 'x' }, [
      "deviceId: Choose a camera or barrier of the box's company",
    ]);
    await refused({ deviceId: ids['LC4-0001'], cameraName: 'again' }, [
      'deviceId: Already linked to this box',
    ]);
    await refused({ deviceId: ids['BG1-T001'], cameraName: 'bar' }, [
      'cameraName: Only a camera has a Frigate camera name',
    ]);

    const created = await link({ deviceId: ids['LC4-T001'], cameraName: 'side_cam', direction: 'in' });
    expect(created.statusCode).toBe(201);
    expect(data<anpr.BoxDevice>(created)).toMatchObject({
      role: 'camera',
      cameraName: 'side_cam',
      direction: 'in',
    });
    const other = await k.call('Customer', 'POST', `/api/anpr/boxes/${ids['NX1-0002']}/devices`, {
      deviceId: ids['LC4-T001'],
      cameraName: 'side_cam',
    });
    expect(k.fields(other)).toEqual(['deviceId: Linked to another box (Main gate)']);

    const renamed = await k.call('Customer', 'PATCH', `${url}/${ids['LC4-T001']}`, {
      cameraName: 'side-cam-2',
      direction: 'out',
    });
    expect(data<anpr.BoxDevice>(renamed)).toMatchObject({ cameraName: 'side-cam-2', direction: 'out' });
    const clash = await k.call('Customer', 'PATCH', `${url}/${ids['LC4-T001']}`, { cameraName: 'gate_cam' });
    expect(k.fields(clash)).toEqual(['cameraName: Another camera of this box has this name']);

    const barrier = await link({ deviceId: ids['BG1-T001'] });
    expect(data<anpr.BoxDevice>(barrier)).toMatchObject({ role: 'barrier', cameraName: null });
    expect((await k.call('Customer', 'DELETE', `${url}/${ids['BG1-T001']}`)).statusCode).toBe(204);
    expect((await k.call('Customer', 'DELETE', `${url}/${ids['BG1-T001']}`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'DELETE', `${url}/${ids['LC4-T001']}`)).statusCode).toBe(204);

    const theirs = await k.call('Customer', 'POST', `/api/anpr/boxes/${ids['NX1-S001']}/devices`, {
      deviceId: ids['LC4-S001'],
      cameraName: 'cam',
    });
    expect(theirs.statusCode).toBe(404);
  });

  test('the cameras and barriers with their box; filters role, linked, boxId (another company: 418)', async () => {
    const all = page<anpr.GateDevice>(await k.call('Customer', 'GET', '/api/anpr/devices?limit=100'));
    const bySerial = new Map(all.data.map((d) => [d.serial, d]));
    expect(bySerial.get('LC4-0001')).toMatchObject({
      role: 'camera',
      cameraName: 'gate_cam',
      direction: 'in',
      box: { gateName: 'Main gate', serial: 'NX1-0001' },
    });
    expect(bySerial.get('LC4-0004')?.box).toBeNull();
    expect(bySerial.has('LC4-S001')).toBe(false);
    expect(bySerial.has('NX1-0001')).toBe(false);
    const spare = page<anpr.GateDevice>(
      await k.call('Customer', 'GET', '/api/anpr/devices?linked=false&role=camera'),
    );
    expect(spare.data.every((d) => d.box === null && d.role === 'camera')).toBe(true);
    const barriers = page<anpr.GateDevice>(
      await k.call('Customer', 'GET', `/api/anpr/devices?role=barrier&boxId=${ids['NX1-0001']}`),
    );
    expect(barriers.data.map((d) => d.serial)).toEqual(['BG1-0001']);
    const foreign = await k.call('Customer', 'GET', `/api/anpr/devices?boxId=${ids['NX1-S001']}`);
    expect(foreign.statusCode).toBe(418);
    expect((await k.call('Customer', 'GET', '/api/anpr/devices?role=door')).statusCode).toBe(418);
  });
});

describe('[ANPR][RESIDENTS] residents, their structures and vehicles, profile/me', () => {
  test('the demo residents; search by name or plate (written any way); structure filter', async () => {
    const all = page<anpr.Resident>(await k.call('Customer', 'GET', '/api/anpr/residents?limit=100'));
    expect(all.totalRecords).toBeGreaterThanOrEqual(4);
    const byPlate = page<anpr.Resident>(
      await k.call('Customer', 'GET', '/api/anpr/residents?name=dubai-b-5432'),
    );
    expect(byPlate.data.map((r) => r.name)).toEqual(['Sara Haddad']);
    expect(byPlate.data[0]).toMatchObject({ vehicles: 2, structures: [{ name: 'Headquarters' }] });
    const byPlace = page<anpr.Resident>(
      await k.call('Customer', 'GET', `/api/anpr/residents?structureId=${ids.hq}&limit=100`),
    );
    expect(byPlace.data.map((r) => r.name)).toContain('Layla Nasser');
    expect(byPlace.data.map((r) => r.name)).not.toContain('Omar Khalil');
    const foreign = await k.call('Customer', 'GET', `/api/anpr/residents?structureId=${ids.campus}`);
    expect(foreign.statusCode).toBe(418);
    expect(page(await k.call('School', 'GET', '/api/anpr/residents')).totalRecords).toBe(0);
  });

  test("profile/me: the owner's resident profile with vehicles; anyone else a 404 NOT_A_RESIDENT", async () => {
    const mine = await k.call('Customer', 'GET', '/api/anpr/residents/me');
    expect(mine.statusCode).toBe(200);
    const body = mine.json() as { data: anpr.Resident; vehicles: anpr.Vehicle[] };
    expect(body.data.user?.email).toBe('owner@customer.demo');
    expect(body.vehicles.map((v) => v.plate)).toEqual(['Dubai A 1234']);
    const none = await k.call('School', 'GET', '/api/anpr/residents/me');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'NOT_A_RESIDENT' });
  });

  test('create, update, structures, vehicles, delete; refusals on their fields; isolation', async () => {
    const { db } = k.t.deps.database;
    const [schoolUser] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'owner@school.demo'));
    const bad = await k.call('Customer', 'POST', '/api/anpr/residents', {
      name: ' ',
      email: 'nope',
      userId: schoolUser?.id ?? 1,
      structureIds: [ids.campus],
    });
    expect(bad.statusCode).toBe(418);
    expect(
      k
        .fields(bad)
        .map((f) => f.split(':')[0])
        .sort(),
    ).toEqual(['email', 'name']);
    const foreign = await k.call('Customer', 'POST', '/api/anpr/residents', {
      name: 'Test Resident',
      userId: schoolUser?.id ?? 1,
      structureIds: [ids.campus],
    });
    expect(k.fields(foreign)).toEqual([
      "userId: Choose a user of the resident's company",
      "structureIds: Choose structures of the resident's company",
    ]);
    const taken = await k.call('Customer', 'GET', '/api/anpr/residents/me');
    const ownerUserId = data<anpr.Resident>(taken).user?.id;
    const twice = await k.call('Customer', 'POST', '/api/anpr/residents', {
      name: 'Again',
      userId: ownerUserId,
    });
    expect(k.fields(twice)).toEqual(['userId: This user is another resident']);

    const created = await k.call('Customer', 'POST', '/api/anpr/residents', {
      name: 'Test Resident',
      email: 'test.resident@example.com',
      phone: '+971 50 000 0000',
      structureIds: [ids.hq],
    });
    expect(created.statusCode).toBe(201);
    const resident = data<anpr.Resident>(created);
    expect(resident).toMatchObject({ structures: [{ id: ids.hq }], vehicles: 0, user: null });

    const patched = await k.call('Customer', 'PATCH', `/api/anpr/residents/${resident.id}`, { phone: '' });
    expect(data<anpr.Resident>(patched).phone).toBe('');
    const set = await k.call('Customer', 'PUT', `/api/anpr/residents/${resident.id}/structures`, {
      structureIds: [],
    });
    expect(data(set)).toEqual([]);
    const setForeign = await k.call('Customer', 'PUT', `/api/anpr/residents/${resident.id}/structures`, {
      structureIds: [ids.campus],
    });
    expect(setForeign.statusCode).toBe(418);
    expect(data(await k.call('Customer', 'GET', `/api/anpr/residents/${resident.id}/structures`))).toEqual(
      [],
    );

    const car = await k.call('Customer', 'POST', '/api/anpr/vehicles', {
      plate: 'Dubai T 1001',
      residentId: resident.id,
    });
    expect(car.statusCode).toBe(201);
    const cars = data<anpr.Vehicle[]>(
      await k.call('Customer', 'GET', `/api/anpr/residents/${resident.id}/vehicles`),
    );
    expect(cars.map((c) => c.plate)).toEqual(['Dubai T 1001']);

    for (const [method, suffix] of [
      ['GET', ''],
      ['GET', '/structures'],
      ['GET', '/vehicles'],
      ['PATCH', ''],
      ['DELETE', ''],
    ] as const) {
      const res = await k.call(
        'School',
        method,
        `/api/anpr/residents/${resident.id}${suffix}`,
        method === 'PATCH' ? { name: 'x' } : undefined,
      );
      expect(res.statusCode, `${method} ${suffix}`).toBe(404);
    }

    expect((await k.call('Customer', 'DELETE', `/api/anpr/residents/${resident.id}`)).statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', `/api/anpr/residents/${resident.id}`)).statusCode).toBe(404);
    const left = await db.select().from(anprVehicles).where(eq(anprVehicles.plate, 'Dubai T 1001'));
    expect(left).toEqual([]);
  });
});

describe('[ANPR][VEHICLES] plates kept as typed, unique per company once normalised', () => {
  test('create, list with filters, update, delete; the same plate written otherwise is a 418 on plate', async () => {
    const created = await k.call('Customer', 'POST', '/api/anpr/vehicles', {
      plate: 'Dubai X 4321',
      make: 'Lexus',
    });
    expect(created.statusCode).toBe(201);
    const car = data<anpr.Vehicle>(created);
    expect(car).toMatchObject({
      plate: 'Dubai X 4321',
      plateNorm: 'X4321',
      resident: null,
      make: 'Lexus',
    });
    const again = await k.call('Customer', 'POST', '/api/anpr/vehicles', { plate: 'dubai-x.4321' });
    expect(again.statusCode).toBe(418);
    expect(k.fields(again)).toEqual(['plate: Another vehicle of this company has this plate']);
    // Another company may have the same plate.
    expect((await k.call('School', 'POST', '/api/anpr/vehicles', { plate: 'Dubai X 4321' })).statusCode).toBe(
      201,
    );

    const found = page<anpr.Vehicle>(await k.call('Customer', 'GET', '/api/anpr/vehicles?plate=x 4321'));
    expect(found.data.map((v) => v.id)).toEqual([car.id]);
    const sara = page<anpr.Resident>(await k.call('Customer', 'GET', '/api/anpr/residents?name=Sara'))
      .data[0];
    const hers = page<anpr.Vehicle>(
      await k.call('Customer', 'GET', `/api/anpr/vehicles?residentId=${sara?.id}`),
    );
    expect(hers.data.map((v) => v.plate).sort()).toEqual(['Ajman C 7788', 'Dubai B 5432']);

    const moved = await k.call('Customer', 'PATCH', `/api/anpr/vehicles/${car.id}`, {
      residentId: sara?.id,
      colour: 'Grey',
    });
    expect(data<anpr.Vehicle>(moved)).toMatchObject({
      resident: { id: sara?.id, name: 'Sara Haddad' },
      colour: 'Grey',
    });
    const taken = await k.call('Customer', 'PATCH', `/api/anpr/vehicles/${car.id}`, {
      plate: 'DUBAI B 5432',
    });
    expect(k.fields(taken)).toEqual(['plate: Another vehicle of this company has this plate']);
    const badPlate = await k.call('Customer', 'POST', '/api/anpr/vehicles', { plate: '--' });
    expect(badPlate.statusCode).toBe(418);
    expect(k.fields(badPlate)[0]).toMatch(/^plate: /);

    const schoolResident = data<anpr.Resident>(
      await k.call('School', 'POST', '/api/anpr/residents', { name: 'School parent' }),
    );
    const foreignFilter = await k.call(
      'Customer',
      'GET',
      `/api/anpr/vehicles?residentId=${schoolResident.id}`,
    );
    expect(foreignFilter.statusCode).toBe(418);
    const foreignBody = await k.call('Customer', 'PATCH', `/api/anpr/vehicles/${car.id}`, {
      residentId: schoolResident.id,
    });
    expect(k.fields(foreignBody)).toEqual(["residentId: Choose a resident of the vehicle's company"]);
    expect((await k.call('School', 'GET', `/api/anpr/vehicles/${car.id}`)).statusCode).toBe(404);
    expect((await k.call('School', 'DELETE', `/api/anpr/vehicles/${car.id}`)).statusCode).toBe(404);

    expect((await k.call('Customer', 'DELETE', `/api/anpr/vehicles/${car.id}`)).statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', `/api/anpr/vehicles/${car.id}`)).statusCode).toBe(404);
  });
});

describe('[ANPR][ACCESSES] plate accesses per gate', () => {
  const windows = (day: string, start: string, end: string, overnight = false) => [
    { day, start, end, overnight },
  ];

  test('fulltime, scheduled, temporary for a vehicle, a resident or a plate; the same access twice is a 418', async () => {
    const gate = ids['NX1-0001'];
    const car = data<anpr.Vehicle>(
      await k.call('Customer', 'POST', '/api/anpr/vehicles', { plate: 'Dubai Y 1111' }),
    );
    const create = (body: Record<string, unknown>) =>
      k.call('Customer', 'POST', '/api/anpr/accesses', { boxId: gate, ...body });

    const fulltime = await create({ name: 'Always', vehicleId: car.id, type: 'fulltime' });
    expect(fulltime.statusCode).toBe(201);
    expect(data<anpr.PlateAccess>(fulltime)).toMatchObject({
      subject: 'vehicle',
      vehicle: { id: car.id, plate: 'Dubai Y 1111' },
      box: { id: gate, gateName: 'Main gate' },
      type: 'fulltime',
      source: 'manual',
      state: 'active',
    });
    const twice = await create({ vehicleId: car.id, type: 'fulltime' });
    expect(twice.statusCode).toBe(418);
    expect(k.fields(twice)[0]).toMatch(/^boxId: The same access at this gate exists already/);

    const weekday = await create({
      vehicleId: car.id,
      type: 'scheduled',
      windows: windows('fri', '22:00', '06:00', true),
      timeZone: 'Asia/Dubai',
    });
    expect(weekday.statusCode).toBe(201);
    // Friday's overnight window runs into Saturday morning: a Saturday 05:00 window meets it.
    const saturday = await create({
      vehicleId: car.id,
      type: 'scheduled',
      windows: windows('sat', '05:00', '07:00'),
      timeZone: 'Asia/Dubai',
    });
    expect(k.fields(saturday)[0]).toMatch(/^boxId: The same access/);
    const later = await create({
      vehicleId: car.id,
      type: 'scheduled',
      windows: windows('sat', '06:00', '07:00'),
      timeZone: 'Asia/Dubai',
    });
    expect(later.statusCode).toBe(201);

    const visitor = await create({
      plate: 'Dubai V 2222',
      type: 'temporary',
      validFrom: new Date(Date.now() - 3_600_000).toISOString(),
      validUntil: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(data<anpr.PlateAccess>(visitor)).toMatchObject({
      subject: 'plate',
      plate: 'Dubai V 2222',
      plateNorm: 'V2222',
    });
    const sara = page<anpr.Resident>(await k.call('Customer', 'GET', '/api/anpr/residents?name=Sara'))
      .data[0];
    const resident = await create({
      residentId: sara?.id,
      type: 'temporary',
      validFrom: '2030-01-01T00:00:00Z',
      validUntil: '2030-01-02T00:00:00Z',
    });
    expect(data<anpr.PlateAccess>(resident)).toMatchObject({ subject: 'resident', state: 'upcoming' });

    const list = page<anpr.PlateAccess>(
      await k.call('Customer', 'GET', `/api/anpr/accesses?vehicleId=${car.id}&limit=100`),
    );
    expect(list.totalRecords).toBe(3);
    const theirs = page<anpr.PlateAccess>(
      await k.call('Customer', 'GET', `/api/anpr/accesses?residentId=${sara?.id}&type=temporary&limit=100`),
    );
    expect(theirs.data.map((a) => a.name)).toEqual(expect.arrayContaining(['Second car until month end']));
  });

  test('bad input: each refusal on its field', async () => {
    const gate = ids['NX1-0001'];
    const create = (body: Record<string, unknown>) =>
      k.call('Customer', 'POST', '/api/anpr/accesses', { boxId: gate, ...body });
    const fields = async (body: Record<string, unknown>) =>
      k
        .fields(await create(body))
        .map((f) => f.split(':')[0])
        .sort();
    expect(await fields({ plate: 'A 1', type: 'scheduled' })).toEqual(['timeZone', 'windows']);
    expect(await fields({ plate: 'A 1', type: 'temporary' })).toEqual(['validFrom', 'validUntil']);
    expect(
      await fields({ plate: 'A 1', type: 'fulltime', windows: windows('sat', '08:00', '17:00') }),
    ).toEqual(['windows']);
    expect(await fields({ plate: 'A 1', residentId: 1, type: 'fulltime' })).toEqual(['vehicleId']);
    expect(await fields({ type: 'fulltime' })).toEqual(['vehicleId']);
    expect(await fields({ plate: 'A 1', type: 'weekly' })).toEqual(['type']);
    expect(
      await fields({
        plate: 'A 1',
        type: 'temporary',
        validFrom: '2030-01-02T00:00:00Z',
        validUntil: '2030-01-01T00:00:00Z',
      }),
    ).toEqual(['validUntil']);
    expect(
      await fields({
        plate: 'A 1',
        type: 'scheduled',
        windows: windows('sun', '17:00', '08:00'),
        timeZone: 'Mars/Base',
      }),
    ).toEqual(['timeZone', 'windows.0.end']);
  });

  test("another company's gate, vehicle or resident is a 418; its access a 404; a filter naming its rows a 418", async () => {
    const schoolCar = data<anpr.Vehicle>(
      await k.call('School', 'POST', '/api/anpr/vehicles', { plate: 'Dubai S 3333' }),
    );
    const schoolAccess = data<anpr.PlateAccess>(
      await k.call('School', 'POST', '/api/anpr/accesses', {
        boxId: ids['NX1-S001'],
        vehicleId: schoolCar.id,
        type: 'fulltime',
      }),
    );
    const onTheirGate = await k.call('Customer', 'POST', '/api/anpr/accesses', {
      boxId: ids['NX1-S001'],
      plate: 'A 1',
      type: 'fulltime',
    });
    expect(k.fields(onTheirGate)).toEqual(['boxId: Choose an edge box of your companies']);
    const theirCar = await k.call('Customer', 'POST', '/api/anpr/accesses', {
      boxId: ids['NX1-0001'],
      vehicleId: schoolCar.id,
      type: 'fulltime',
    });
    expect(k.fields(theirCar)).toEqual(["vehicleId: Choose a vehicle of the gate's company"]);
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PATCH', '', { name: 'x' }],
      ['POST', '/revoke', undefined],
      ['DELETE', '', undefined],
    ] as const) {
      expect(
        (await k.call('Customer', method, `/api/anpr/accesses/${schoolAccess.id}${suffix}`, body)).statusCode,
      ).toBe(404);
    }
    for (const filter of [`boxId=${ids['NX1-S001']}`, `vehicleId=${schoolCar.id}`]) {
      expect((await k.call('Customer', 'GET', `/api/anpr/accesses?${filter}`)).statusCode, filter).toBe(418);
    }
    const mine = page<anpr.PlateAccess>(await k.call('Customer', 'GET', '/api/anpr/accesses?limit=100'));
    expect(mine.data.map((a) => a.id)).not.toContain(schoolAccess.id);
  });

  test('update checks the whole access; revoke once (then 409); active filter; delete', async () => {
    const created = data<anpr.PlateAccess>(
      await k.call('Customer', 'POST', '/api/anpr/accesses', {
        boxId: ids['NX1-0002'],
        plate: 'Dubai U 4444',
        type: 'fulltime',
        name: 'Temp',
      }),
    );
    const url = `/api/anpr/accesses/${created.id}`;
    const missing = await k.call('Customer', 'PATCH', url, { type: 'scheduled' });
    expect(
      k
        .fields(missing)
        .map((f) => f.split(':')[0])
        .sort(),
    ).toEqual(['timeZone', 'windows']);
    const scheduled = await k.call('Customer', 'PATCH', url, {
      type: 'scheduled',
      windows: windows('thu', '08:00', '12:00'),
      timeZone: 'Asia/Dubai',
      name: 'Thursday mornings',
    });
    expect(data<anpr.PlateAccess>(scheduled)).toMatchObject({
      type: 'scheduled',
      name: 'Thursday mornings',
      timeZone: 'Asia/Dubai',
    });
    const back = await k.call('Customer', 'PATCH', url, { type: 'fulltime' });
    expect(data<anpr.PlateAccess>(back)).toMatchObject({ type: 'fulltime', windows: null, timeZone: null });

    const revoked = await k.call('Customer', 'POST', `${url}/revoke`);
    expect(data<anpr.PlateAccess>(revoked).state).toBe('revoked');
    const again = await k.call('Customer', 'POST', `${url}/revoke`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ACCESS_REVOKED' });
    expect((await k.call('Customer', 'PATCH', url, { name: 'x' })).statusCode).toBe(409);
    const inactive = page<anpr.PlateAccess>(
      await k.call('Customer', 'GET', '/api/anpr/accesses?active=false&limit=100'),
    );
    expect(inactive.data.map((a) => a.id)).toContain(created.id);
    const active = page<anpr.PlateAccess>(
      await k.call('Customer', 'GET', '/api/anpr/accesses?active=true&limit=100'),
    );
    expect(active.data.map((a) => a.id)).not.toContain(created.id);
    expect(active.data.every((a) => a.state === 'active')).toBe(true);
    expect((await k.call('Customer', 'DELETE', url)).statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', url)).statusCode).toBe(404);
  });
});

test('[ANPR][DEMO] the demo gates are linked as the simulator and the e2e expect', async () => {
  const { db } = k.t.deps.database;
  const links = await db
    .select()
    .from(anprBoxLinks)
    .where(eq(anprBoxLinks.boxDeviceId, ids['NX1-0001'] ?? 0));
  expect(links.find((l) => l.cameraName === 'gate_cam')?.direction).toBe('in');
  const [box] = await db
    .select({ hash: devices.passwordHash })
    .from(devices)
    .where(eq(devices.serial, 'NX1-0001'));
  expect(box?.hash).toBeTruthy();
});

describe('[ANPR][TENANCY] R130 every list takes on-behalf-of as the other app lists', () => {
  const LISTS = [
    '/api/anpr/boxes',
    '/api/anpr/devices',
    '/api/anpr/residents',
    '/api/anpr/vehicles',
    '/api/anpr/accesses',
    '/api/anpr/dashboard',
  ];
  test('the admin acting for the Customer sees only its rows; a company the caller does not serve is refused, never replaced', async () => {
    const asCustomer = { 'on-behalf-of': String(k.ids.Customer) };
    const residents = await k.call('admin', 'GET', '/api/anpr/residents?limit=100', undefined, asCustomer);
    expect(residents.statusCode, residents.body).toBe(200);
    const rows = residents.json().data as { company: { id: number } }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.company.id === k.ids.Customer)).toBe(true);
    const asSchool = { 'on-behalf-of': String(k.ids.School) };
    const ids = async (who: Who, url: string, headers?: Record<string, string>) => {
      const res = await k.call(who, 'GET', `${url}?limit=100`, undefined, headers);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return (res.json().data as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
    };
    // Each list the admin reads for the Customer is what the Customer reads itself, and nothing of it shows
    // when the admin acts for another company.
    const narrowed: string[] = [];
    for (const url of LISTS.filter((url) => !url.endsWith('dashboard'))) {
      const own = await ids('Customer', url);
      expect(await ids('admin', url, asCustomer), url).toEqual(own);
      if ((await ids('admin', url)).length > own.length) narrowed.push(url);
      const other = await ids('admin', url, asSchool);
      expect(
        other.filter((id) => own.includes(id)),
        url,
      ).toEqual([]);
    }
    // Without the header the admin sees other companies' boxes and devices too: the header narrowed them.
    expect(narrowed).toEqual(expect.arrayContaining(['/api/anpr/boxes', '/api/anpr/devices']));
    for (const url of LISTS) {
      const res = await k.call('Customer', 'GET', url, undefined, asSchool);
      expect([404, 418], `${url}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    }
  });
});
