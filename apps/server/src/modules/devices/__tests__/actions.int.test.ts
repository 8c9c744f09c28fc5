import type { devices as contract } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { verifyPassword } from '../../../kernel/auth/passwords.ts';
import { floors, spaces, structures } from '../../places/places.schema.ts';
import { devices, deviceTokens } from '../devices.schema.ts';
import { type DevicesKit, devicesKit } from './kit.ts';

let k: DevicesKit;
let hq: { structureId: number; floorId: number; spaceId: number };
let warehouse: number;
let tower: number;

async function structureId(name: string) {
  const [row] = await k.t.deps.database.db.select().from(structures).where(eq(structures.name, name));
  if (!row) throw new Error(name);
  return row.id;
}

beforeAll(async () => {
  k = await devicesKit();
  const { db } = k.t.deps.database;
  const structure = await structureId('Headquarters');
  const [floor] = await db
    .select()
    .from(floors)
    .where(and(eq(floors.structureId, structure), eq(floors.name, 'First')));
  const [space] = await db
    .select()
    .from(spaces)
    .where(eq(spaces.floorId, floor?.id ?? 0));
  hq = { structureId: structure, floorId: floor?.id ?? 0, spaceId: space?.id ?? 0 };
  warehouse = await structureId('Jebel Ali warehouse');
  tower = await structureId('Marina Tower');
});
afterAll(() => k.t.close());

const infoCodes = async (id: number) =>
  (await k.call('Customer', 'GET', `/api/device/${id}/info-logs`))
    .json()
    .data.map((l: { code: string }) => l.code);

describe('[DEVICES] R8 install and move', () => {
  test('installing a device in stock places it and activates its token (R15 → active)', async () => {
    const id = await k.deviceId('AQ5-0004');
    const before = await k.call('Customer', 'GET', `/api/device/${id}`);
    expect(before.json().data).toMatchObject({ installState: 'not-installed', tokenState: 'not-activated' });
    const res = await k.call('Customer', 'PUT', `/api/device/${id}/install`, hq);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      installState: 'installed',
      structure: { id: hq.structureId },
      floor: { id: hq.floorId },
      space: { id: hq.spaceId },
      tokenState: 'active',
    });
    expect(res.json().data.installedAt).not.toBeNull();
    expect(await infoCodes(id)).toContain('INSTALLED');
    const access = await k.call('Customer', 'GET', `/api/device/${id}/access-logs`);
    expect(access.json().data[0]).toMatchObject({
      actor: 'user',
      action: 'install',
      result: 'accepted',
      user: { name: 'Customer Owner' },
    });
  });

  test.each([
    [{ structureId: 0 }, 'structureId: Must be a positive number'],
    [{ structureId: 999999 }, "structureId: Choose One of the Owner's Structures"],
    [{ floorId: 999999 }, 'floorId: Choose a Floor of This Structure'],
    [{ floorId: null, spaceId: 1 }, 'spaceId: Choose a Space on This Floor'],
  ])('a place that is not the owner’s is a 418: %j', async (change, field) => {
    const id = await k.deviceId('LS1-0003');
    const res = await k.call('Customer', 'PUT', `/api/device/${id}/install`, { ...hq, ...change });
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual([field]);
  });

  test('another company’s structure is a 418, another company’s device a 404', async () => {
    const id = await k.deviceId('LS1-0003');
    const res = await k.call('Customer', 'PUT', `/api/device/${id}/install`, { structureId: tower });
    expect(k.fields(res)).toEqual(["structureId: Choose One of the Owner's Structures"]);
    const theirs = await k.deviceId('AQ5-1001');
    expect((await k.call('Customer', 'PUT', `/api/device/${theirs}/install`, hq)).statusCode).toBe(404);
  });

  test('moving needs an installed device (409), then re-places it', async () => {
    const id = await k.deviceId('LS1-0003');
    const stock = await k.call('Customer', 'PUT', `/api/device/${id}/move`, { structureId: warehouse });
    expect(stock.statusCode).toBe(409);
    expect(stock.json().code).toBe('DEVICE_NOT_INSTALLED');
    const installed = await k.deviceId('TL1-0001');
    const res = await k.call('Customer', 'PUT', `/api/device/${installed}/move`, {
      structureId: hq.structureId,
    });
    expect(res.json().data).toMatchObject({ structure: { id: hq.structureId }, floor: null, space: null });
    expect(await infoCodes(installed)).toContain('MOVED');
  });
});

describe('[DEVICES] tokens', () => {
  const spare = async (app = 'swam') => {
    const res = await k.call('Customer', 'GET', `/api/device-token?assigned=false&sortBy=id`);
    return res.json().data.find((t: contract.DeviceTokenRow) => t.app === app).id as number;
  };

  test('R14-R16 token list: states and filters', async () => {
    const res = await k.call('Customer', 'GET', '/api/swam/device-token?state=expired');
    expect(res.json().data.map((t: contract.DeviceTokenRow) => t.device?.serial)).toEqual(['LS1-0002']);
    const free = await k.call('Customer', 'GET', '/api/device-token?assigned=false');
    expect(free.json().totalRecords).toBe(4);
    expect(free.json().data.every((t: contract.DeviceTokenRow) => t.state === 'not-activated')).toBe(true);
    const search = await k.call('Customer', 'GET', '/api/device-token?name=CC3');
    expect(search.json().totalRecords).toBe(2);
  });

  test('an expired device gets a spare token, activated now', async () => {
    const id = await k.deviceId('LS1-0002');
    const token = await spare();
    const res = await k.call('Customer', 'PUT', `/api/device/${id}/token`, { tokenId: token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ tokenState: 'active', token: { id: token, validityMonths: 12 } });
  });

  test('a token of another device, app or company is a 418', async () => {
    const id = await k.deviceId('LS1-0002');
    const [used] = await k.t.deps.database.db
      .select()
      .from(deviceTokens)
      .where(eq(deviceTokens.deviceId, await k.deviceId('AQ5-0001')));
    const inUse = await k.call('Customer', 'PUT', `/api/device/${id}/token`, { tokenId: used?.id });
    expect(k.fields(inUse)).toEqual(['tokenId: This Token Is Used by Another Device']);
    const lockToken = await spare('metrowatch');
    const wrongApp = await k.call('Customer', 'PUT', `/api/device/${id}/token`, { tokenId: lockToken });
    expect(k.fields(wrongApp)).toEqual(["tokenId: Choose One of the Owner's Tokens"]);
  });
});

describe('[DEVICES] R1 owner change', () => {
  test('a device goes to a customer the caller sees; it leaves its place, its token follows', async () => {
    const id = await k.deviceId('CC3-0002');
    const res = await k.call('Customer', 'PATCH', `/api/device/${id}/owner`, { customerId: k.ids.FMC });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      company: { id: k.ids.FMC },
      installState: 'not-installed',
      structure: null,
      tokenState: 'active',
    });
    const fmc = await k.call('FMC', 'GET', `/api/device/${id}`);
    expect(fmc.statusCode).toBe(200);
  });

  test('a company the caller does not see is a 418', async () => {
    const id = await k.deviceId('CC3-0001');
    const res = await k.call('Customer', 'PATCH', `/api/device/${id}/owner`, {
      customerId: k.ids['Building Owner'],
    });
    expect(k.fields(res)).toEqual(['customerId: Choose One of Your Customers']);
  });

  test('bulk: each id ends done or error', async () => {
    const mine = await k.deviceId('CC3-0001');
    const theirs = await k.deviceId('AQ5-1001');
    const res = await k.call('Customer', 'PATCH', '/api/device/owner', {
      ids: [mine, theirs, 999999],
      customerId: k.ids.AMC,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: mine, status: 'done' },
      { id: theirs, status: 'error', msg: 'Device not found' },
      { id: 999999, status: 'error', msg: 'Device not found' },
    ]);
    const [row] = await k.t.deps.database.db.select().from(devices).where(eq(devices.id, theirs));
    expect(row?.companyId).toBe(k.ids['Building Owner']);
  });

  test('bulk bad input is a 418', async () => {
    const empty = await k.call('Customer', 'PATCH', '/api/device/owner', { ids: [], customerId: k.ids.AMC });
    expect(k.fields(empty)).toEqual(['ids: Choose at least one']);
    const twice = await k.call('Customer', 'PATCH', '/api/device/owner', {
      ids: [1, 1],
      customerId: k.ids.AMC,
    });
    expect(k.fields(twice)).toEqual(['ids: Each id once']);
  });

  test('tokens: a free one moves, one in use is a 409 alone and an error in bulk', async () => {
    const tokens = (await k.call('Customer', 'GET', '/api/device-token?sortBy=id&limit=100')).json()
      .data as contract.DeviceTokenRow[];
    const free = tokens.find((t) => t.device === null && t.app === 'swam');
    const used = tokens.find((t) => t.device !== null);
    if (!free || !used) throw new Error('demo tokens missing');
    const inUse = await k.call('Customer', 'PATCH', `/api/device-token/${used.id}/owner`, {
      customerId: k.ids.FMC,
    });
    expect(inUse.statusCode).toBe(409);
    const bulk = await k.call('Customer', 'PATCH', '/api/device-token/owner', {
      ids: [free.id, used.id],
      customerId: k.ids.FMC,
    });
    expect(bulk.json().data).toEqual([
      { id: free.id, status: 'done' },
      { id: used.id, status: 'error', msg: expect.stringContaining('A device uses this token') },
    ]);
    const theirs = await k.call('Building Owner', 'PATCH', `/api/device-token/${free.id}/owner`, {
      customerId: k.ids['Building Owner'],
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('[DEVICES] password and reporting interval (A70, R207)', () => {
  test('the device password is stored as a hash only', async () => {
    const id = await k.deviceId('AQ5-0003');
    const res = await k.call('Customer', 'PUT', `/api/device/${id}/password`, { password: 'n3w-Secret-pw' });
    expect(res.statusCode).toBe(204);
    const [row] = await k.t.deps.database.db.select().from(devices).where(eq(devices.id, id));
    expect(row?.passwordHash).not.toContain('n3w-Secret-pw');
    expect(await verifyPassword(row?.passwordHash ?? '', 'n3w-Secret-pw')).toBe(true);
    const short = await k.call('Customer', 'PUT', `/api/device/${id}/password`, { password: 'short' });
    expect(k.fields(short)).toEqual(['password: Please Enter At Least 8 Characters']);
  });

  test('PATCH sets the interval now; hardware 304 answers 409', async () => {
    const id = await k.deviceId('AQ5-0001');
    const res = await k.call('Customer', 'PATCH', `/api/device/${id}/reporting-interval`, {
      reportingIntervalSeconds: 120,
    });
    expect(res.json().data.reportingIntervalSeconds).toBe(120);
    const unit = await k.deviceId('CU304-0001');
    const patch = await k.call('Customer', 'PATCH', `/api/device/${unit}/reporting-interval`, {
      reportingIntervalSeconds: 120,
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().code).toBe('DEVICE_CONFIG_QUEUED');
    const tooShort = await k.call('Customer', 'PATCH', `/api/device/${id}/reporting-interval`, {
      reportingIntervalSeconds: 5,
    });
    expect(k.fields(tooShort)).toEqual(['reportingIntervalSeconds: Must be between 10 and 86400']);
  });

  test("A70 POST queues it for hardware 304: 'configuration will be set when the device is online'", async () => {
    const unit = await k.deviceId('CU304-0001');
    const res = await k.call('Customer', 'POST', `/api/device/${unit}/reporting-interval`, {
      reportingIntervalSeconds: 600,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      msg: 'configuration will be set when the device is online',
      data: { pendingReportingIntervalSeconds: 600, reportingIntervalSeconds: 60 },
    });
    const other = await k.deviceId('AQ5-0001');
    const post = await k.call('Customer', 'POST', `/api/device/${other}/reporting-interval`, {
      reportingIntervalSeconds: 600,
    });
    expect(post.statusCode).toBe(409);
    expect(await infoCodes(unit)).toContain('CONFIG_QUEUED');
  });
});

describe('[DEVICES] R8 block, unblock, lock, unlock', () => {
  test('block and unblock change the state; each is in the logs with who did it', async () => {
    const id = await k.deviceId('LS1-0001');
    expect((await k.call('Customer', 'POST', `/api/device/${id}/block`)).json().data.state).toBe('blocked');
    const blocked = await k.call('Customer', 'GET', '/api/device?state=blocked');
    expect(blocked.json().data.map((d: contract.Device) => d.serial)).toEqual(['LS1-0001']);
    expect((await k.call('Customer', 'POST', `/api/device/${id}/unblock`)).json().data.state).toBe('active');
    const access = await k.call('Customer', 'GET', `/api/device/${id}/access-logs?actor=user`);
    expect(access.json().data.map((l: { action: string }) => l.action)).toEqual(['unblock', 'block']);
    expect(await infoCodes(id)).toEqual(['UNBLOCKED', 'BLOCKED', 'REGISTERED']);
  });

  test('a control unit locks and unlocks; a Metro Watch lock is sent its command (202, state on the ack); a sensor has no lock (409)', async () => {
    const unit = await k.deviceId('CU304-0001');
    expect((await k.call('Customer', 'POST', `/api/device/${unit}/lock`)).json().data.locked).toBe(true);
    expect((await k.call('Customer', 'POST', `/api/device/${unit}/unlock`)).json().data.locked).toBe(false);
    const lock = await k.deviceId('DL1-0001');
    const before = (await k.call('Customer', 'GET', `/api/device/${lock}`)).json().data.locked;
    const sent = await k.call('Customer', 'POST', `/api/device/${lock}/lock`);
    expect(sent.statusCode, sent.body).toBe(202);
    // No MQTT transport in this test app: the command waits queued, as the metrowatch call answers it.
    expect(sent.json().data).toMatchObject({ command: 'lock', state: 'queued', source: 'user', params: {} });
    const commands = await k.call('Customer', 'GET', `/api/metrowatch/device/${lock}/commands`);
    expect(commands.json().data[0]).toMatchObject({ id: sent.json().data.id, command: 'lock' });
    const unlock = await k.call('Customer', 'POST', `/api/device/${lock}/unlock`);
    expect([unlock.statusCode, unlock.json().data.command]).toEqual([202, 'unlock']);
    // The lock state follows an ack, not the call.
    expect((await k.call('Customer', 'GET', `/api/device/${lock}`)).json().data.locked).toBe(before);
    const sensor = await k.deviceId('AQ5-0001');
    expect((await k.call('Customer', 'POST', `/api/device/${sensor}/lock`)).statusCode).toBe(409);
  });

  test("R149: a sleeping Metro Watch lock refuses the generic lock with 03010403 'Wake up The Lock'", async () => {
    const id = await k.deviceId('DL1-0005');
    await k.t.deps.database.db
      .update(devices)
      .set({ lastValues: { asleep: 1 }, lastSeenAt: new Date() })
      .where(eq(devices.id, id));
    const res = await k.call('Customer', 'POST', `/api/device/${id}/unlock`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ msg: 'Wake up The Lock', code: '03010403' });
    expect((await k.call('School', 'POST', `/api/device/${id}/unlock`)).statusCode).toBe(404);
  });

  test('another company’s device is a 404 for every action', async () => {
    const theirs = await k.deviceId('AQ5-2001');
    const calls: [string, string, unknown?][] = [
      ['POST', 'block'],
      ['POST', 'unlock'],
      ['PUT', 'move', { structureId: hq.structureId }],
      ['PUT', 'password', { password: 'whatever-123' }],
      ['PATCH', 'reporting-interval', { reportingIntervalSeconds: 60 }],
      ['PATCH', 'owner', { customerId: k.ids.Customer }],
      ['PUT', 'token', { tokenId: 1 }],
      ['GET', 'info-logs'],
      ['GET', 'access-logs'],
    ];
    for (const [method, path, body] of calls) {
      const res = await k.call('Customer', method as 'GET', `/api/device/${theirs}/${path}`, body);
      expect([path, res.statusCode]).toEqual([path, 404]);
    }
  });

  test('info logs page and filter by code', async () => {
    const id = await k.deviceId('LS1-0001');
    const res = await k.call('Customer', 'GET', `/api/device/${id}/info-logs?code=BLOCKED&limit=1`);
    expect(res.json()).toMatchObject({
      totalRecords: 1,
      data: [{ code: 'BLOCKED', level: 'info', count: 1 }],
    });
    const bad = await k.call('Customer', 'GET', `/api/device/${id}/info-logs?from=yesterday`);
    expect(bad.statusCode).toBe(418);
  });
});
