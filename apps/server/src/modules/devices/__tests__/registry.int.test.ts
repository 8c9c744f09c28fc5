import { devices as contract } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { devices } from '../devices.schema.ts';
import { type DevicesKit, devicesKit } from './kit.ts';

let k: DevicesKit;
beforeAll(async () => {
  k = await devicesKit();
});
afterAll(() => k.t.close());

type Page = { data: contract.Device[]; totalRecords: number };
const serials = (res: { json(): Page }) => res.json().data.map((d) => d.serial);

describe('[DEVICES] reference data (spec §3 sensor type, §9 ids)', () => {
  test('R207 hardware 304 is listed and takes a queued configuration; solutionId narrows', async () => {
    const res = await k.call('Customer', 'GET', '/api/swam/hardware');
    expect(res.statusCode).toBe(200);
    const all = res.json().data as { id: number; queuedConfig: boolean; app: string }[];
    expect(all.find((h) => h.id === 304)).toMatchObject({ type: 'control-unit', queuedConfig: true });
    expect(all.filter((h) => h.queuedConfig).map((h) => h.id)).toEqual([304]);
    expect(all.every((h) => h.app === 'swam')).toBe(true);
    const water = await k.call('Customer', 'GET', '/api/swam/hardware?solutionId=25');
    expect(water.json().data.map((h: { id: number }) => h.id)).toEqual([104]);
  });

  test('sensor types carry id, name and solutionIds, with the range readings must fall in', async () => {
    const res = await k.call('Customer', 'GET', '/api/swam/sensor-type?solutionId=18');
    expect(res.json().data.map((s: { key: string }) => s.key)).toEqual([
      'temperature',
      'humidity',
      'battery',
    ]);
    expect(res.json().data[1]).toEqual({
      id: 2,
      name: 'Humidity',
      key: 'humidity',
      unit: '%',
      min: 0,
      max: 100,
      solutionIds: [17, 18, 31],
    });
  });

  test('R208 A16 user solutions: the customer’s own, lowest id first, the water group marked', async () => {
    const res = await k.call('Customer', 'GET', '/api/swam/user-solutions');
    expect(res.json().data.map((s: { id: number }) => s.id)).toEqual([10, 12, 17, 18, 24, 25]);
    expect(res.json().data.filter((s: { group: string | null }) => s.group === 'water').length).toBe(3);
    const school = await k.call('School', 'GET', '/api/swam/user-solutions');
    expect(school.json().data.map((s: { id: number }) => s.id)).toEqual([10, 17]);
    const admin = await k.call('admin', 'GET', '/api/swam/user-solutions');
    expect(admin.json().data.map((s: { id: number }) => s.id)).toEqual([10, 12, 15, 17, 18, 24, 25]);
  });
});

describe('[DEVICES] list, details, counts, inventory', () => {
  test('a customer lists its devices, paged and sorted, with place, token and state', async () => {
    const res = await k.call('Customer', 'GET', '/api/device?sortBy=serial&limit=3&offset=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().totalRecords).toBe(108);
    expect(serials(res)).toEqual(['AQ5-0002', 'AQ5-0003', 'AQ5-0004']);
    const first = res.json().data[0];
    expect(first).toMatchObject({
      name: 'Meeting room air',
      type: 'sensor',
      app: 'swam',
      hardware: { id: 201 },
      solution: { id: 17, name: 'Indoor air quality' },
      company: { id: k.ids.Customer, name: 'Demo Customer' },
      structure: { name: 'Headquarters' },
      floor: { name: 'First' },
      space: { name: 'Meeting room A' },
      installState: 'installed',
      connectivity: 'never-seen',
      tokenState: 'active',
      state: 'active',
      locked: false,
    });
    expect(first).not.toHaveProperty('passwordHash');
  });

  test('search and filters: serial or name, solution, type, install state, token state (R14-R16)', async () => {
    const list = (q: string) => k.call('Customer', 'GET', `/api/device?sortBy=serial&${q}`).then(serials);
    expect(await list('name=leak')).toEqual(['LS1-0001', 'LS1-0002']);
    expect(await list('name=CU304')).toEqual(['CU304-0001']);
    expect(await list('solutionId=18')).toEqual(['CC3-0001', 'CC3-0002']);
    expect(await list('type=device-lock')).toEqual([
      'DL1-0001',
      'DL1-0002',
      'DL1-0003',
      'DL1-0004',
      'DL1-0005',
    ]);
    // Metro Watch's trackers and the fleet's vehicle trackers are on the road, not in a structure.
    expect(await list('installState=not-installed&limit=100')).toEqual([
      'AQ5-0004',
      'AT1-0001',
      'AT1-0002',
      'AWG-0001',
      'AWG-0002',
      'AWG-0003',
      'ET1-0001',
      ...Array.from({ length: 13 }, (_, i) => `FT5-${String(i + 1).padStart(4, '0')}`),
      // Neuron's spare camera (anpr seed), in stock.
      'LC4-0004',
      'LS1-0003',
      'MCS-0001',
      'PT1-0001',
      'PT2-0001',
      'TLF-0001',
      'TLP-0001',
      'TSF-0001',
    ]);
    expect(await list('tokenState=expired')).toEqual(['LS1-0002']);
    expect(await list('tokenState=not-activated')).toEqual(['AQ5-0004', 'LC4-0004', 'LS1-0003']);
    expect(await list('connectivity=online')).toEqual([]);
    const last = await k.call('Customer', 'GET', '/api/device?sortBy=serial&sortType=desc&limit=1');
    expect(serials(last)).toEqual(['TSF-0001']);
  });

  test('/swam/device holds sensor-solution devices only', async () => {
    const res = await k.call('Customer', 'GET', '/api/swam/device?limit=100');
    expect(res.json().totalRecords).toBe(15);
    expect(serials(res)).not.toContain('DL1-0001');
  });

  test('R130 R131 R133 customerId and on-behalf-of: the integrator acts for its customer; :me clears it', async () => {
    const forCustomer = { 'on-behalf-of': String(k.ids.Customer) };
    expect((await k.call('Integrator', 'GET', '/api/swam/device')).json().totalRecords).toBe(0);
    const behalf = await k.call('Integrator', 'GET', '/api/swam/device', undefined, forCustomer);
    expect(behalf.json().totalRecords).toBe(15);
    const me = await k.call('Integrator', 'GET', '/api/swam/device', undefined, { 'on-behalf-of': ':me' });
    expect(me.json().totalRecords).toBe(0);
    const query = await k.call('Integrator', 'GET', `/api/device?customerId=${k.ids.School}`);
    expect(serials(query)).toEqual(['AQ5-2001', 'LS1-2001']);
    // Core lists default to every customer the caller sees.
    // (The Global Mobility Company, which it manages, carries 6 of them: its staff's trackers and phone.)
    expect((await k.call('Integrator', 'GET', '/api/device?limit=100')).json().totalRecords).toBe(122);
    const foreign = await k.call('Customer', 'GET', `/api/device?customerId=${k.ids['Building Owner']}`);
    expect(foreign.statusCode).toBe(404);
  });

  test('details; another company’s device is a 404', async () => {
    const id = await k.deviceId('CU304-0001');
    const res = await k.call('Customer', 'GET', `/api/device/${id}`);
    expect(res.json().data).toMatchObject({
      serial: 'CU304-0001',
      type: 'control-unit',
      hardware: { id: 304 },
    });
    expect((await k.call('Building Owner', 'GET', `/api/device/${id}`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'GET', '/api/device/999999')).statusCode).toBe(404);
  });

  test('R206 counts: sensors of solutions 17 and 18 count one by one', async () => {
    const res = await k.call('Customer', 'GET', '/api/device/count');
    // 4 AQ-5 × 6 sensors + CU-304 × 3 + 2 CC-3 × 3 = 33, plus 24 other devices counted once. The two
    // chillers (analysis seed) and Metro Watch's 16 devices (metrowatch seed) come with history: offline.
    // Defcon's 2 panels and 9 zone devices (defcon seed) are installed and have not reported yet. The fleet's
    // 13 vehicle trackers (fleet seed) are on the road with a day of positions, the last minutes ago: offline.
    // Facility booking's 3 occupancy sensors and 2 door controllers (facmgmt-visitors seed) come with history:
    // offline. Neuron's 2 edge boxes, 4 cameras and 2 barriers (anpr seed; one camera in stock) never reported.
    // Issue 21: asset watch's 9 tags (indoors) and 3 GPS trackers (on the road) and smart parking's 20 sensors
    // have history but no last report; cloud orbit's 8 stations reported weeks ago: offline.
    expect(res.json().data).toEqual({
      total: 108,
      installed: 80,
      notInstalled: 28,
      online: 0,
      offline: 44,
      neverSeen: 64,
      blocked: 0,
      locked: 0,
      sensors: 134,
    });
    const cold = await k.call('Customer', 'GET', '/api/device/count?solutionId=18');
    expect(cold.json().data).toMatchObject({ total: 2, sensors: 6 });
  });

  test('count by structure and inventory', async () => {
    const byStructure = await k.call('Customer', 'GET', '/api/device/count/structure');
    expect(byStructure.json().data).toEqual([
      expect.objectContaining({ structureName: 'Annex', total: 1 }),
      expect.objectContaining({ structureName: 'Headquarters', total: 50, neverSeen: 34 }),
      expect.objectContaining({ structureName: 'Jebel Ali warehouse', total: 29 }),
    ]);
    const inventory = await k.call('Customer', 'GET', '/api/device/inventory');
    expect(inventory.json().data.find((r: { hardwareId: number }) => r.hardwareId === 201)).toEqual({
      hardwareId: 201,
      hardwareName: 'Air quality monitor AQ-5',
      type: 'sensor',
      total: 4,
      installed: 3,
      notInstalled: 1,
      withActiveToken: 3,
    });
  });

  test('online and offline follow the last report and the reporting interval', async () => {
    const { db } = k.t.deps.database;
    await db.update(devices).set({ lastSeenAt: new Date() }).where(eq(devices.serial, 'AQ5-0001'));
    await db
      .update(devices)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(devices.serial, 'AQ5-0002'));
    const list = (q: string) => k.call('Customer', 'GET', `/api/device?sortBy=serial&${q}`).then(serials);
    expect(await list('connectivity=online')).toEqual(['AQ5-0001']);
    const offline = await list('connectivity=offline&limit=100');
    expect(
      offline.filter(
        (serial) => !/^(DL1|SFB|MCS|AT1|TLF|TSF|ET1|TLP|PT1|PT2|FT5|OS1|DCU|RB1|ST2)-/.test(serial),
      ),
    ).toEqual(['AQ5-0002', 'CH1-0001', 'CH1-0002']);
    const counts = (await k.call('Customer', 'GET', '/api/device/count')).json().data;
    expect(counts).toMatchObject({ online: 1, offline: 45, neverSeen: 62 });
  });
});

describe('[DEVICES] register (system admins)', () => {
  test('a device is registered with a free token and a credential shown once', async () => {
    const res = await k.call('admin', 'POST', '/api/device', {
      serial: 'AQ5-9001',
      hardwareId: 201,
      solutionId: 17,
      customerId: k.ids.Customer,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      serial: 'AQ5-9001',
      installState: 'not-installed',
      tokenState: 'not-activated',
      reportingIntervalSeconds: 60,
    });
    expect(res.json().data.password.length).toBeGreaterThanOrEqual(32);
  });

  test.each([
    [{ serial: 'AQ5-9001' }, 'serial: This Serial Is Already Registered'],
    [{ hardwareId: 999 }, 'hardwareId: Choose a Hardware'],
    [{ solutionId: 10 }, 'solutionId: This Hardware Does Not Serve That Solution'],
    [{ serial: 'a b' }, 'serial: Use Letters, Digits and . _ : - Only'],
    [{ customerId: 999999 }, 'customerId: Choose One of Your Customers'],
  ])('bad input is a 418 on its field: %j', async (change, field) => {
    const body = {
      serial: 'AQ5-9002',
      hardwareId: 201,
      solutionId: 17,
      customerId: k.ids.Customer,
      ...change,
    };
    const res = await k.call('admin', 'POST', '/api/device', body);
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual([field]);
  });

  test('only system admins register devices', async () => {
    const res = await k.call('Customer', 'POST', '/api/device', {
      serial: 'X-1',
      hardwareId: 201,
      customerId: 1,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('[DEVICES] bad input', () => {
  test.each([
    ['/api/device/abc', 'id: Must be a number'],
    [
      '/api/device?sortBy=password',
      `sortBy: Cannot sort by 'password'. Allowed: ${contract.DEVICE_SORTS.join(', ')}`,
    ],
    ['/api/device?customerId=someone', "customerId: Must be a company id, ':me' or ':none'"],
    ['/api/device?connectivity=sometimes', 'connectivity'],
    ['/api/device?limit=-1', 'limit: Must be a whole number of at least 1'],
  ])('%s is a 418', async (url, field) => {
    const res = await k.call('Customer', 'GET', url);
    expect(res.statusCode).toBe(418);
    expect(k.fields(res).join('|')).toContain(field);
  });

  test('a malformed on-behalf-of header is a 418', async () => {
    const res = await k.call('Integrator', 'GET', '/api/device', undefined, { 'on-behalf-of': 'x' });
    expect(res.statusCode).toBe(418);
  });
});
