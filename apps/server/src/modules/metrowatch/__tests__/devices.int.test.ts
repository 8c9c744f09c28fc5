import { metrowatch } from '@atrium/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addCompanyUser } from '../../../test/demo-kit.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { devices, deviceTokens, hardware } from '../../devices/devices.schema.ts';
import { roles } from '../../permissions/permissions.schema.ts';
import { structures } from '../../places/places.schema.ts';
import { handleAck, issueCommand } from '../commands.service.ts';
import { deviceCommands } from '../metrowatch.schema.ts';

/** Metro Watch device calls (spec §7 `/metrowatch/...`, `POST /device/:id/wake-up`) without a broker. */

let k: DevicesKit;
const ids: Record<string, number> = {};
const SERIALS = [
  'DL1-0001',
  'DL1-0002',
  'DL1-0005',
  'SFB-0001',
  'TLF-0001',
  'TLP-0001',
  'AT1-0001',
  'AQ5-0001',
];

beforeAll(async () => {
  k = await devicesKit({ COMMAND_TIMEOUT_MS: '600000', COMMAND_BURST: '20' });
  for (const serial of SERIALS) ids[serial] = await k.deviceId(serial);
});
afterAll(() => k.t.close());

const customer = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  k.call('Customer', method, url, body);
const commandRows = async (deviceId: number) =>
  (
    await k.t.deps.database.db
      .select({ n: count() })
      .from(deviceCommands)
      .where(eq(deviceCommands.deviceId, deviceId))
  )[0]?.n ?? 0;
const structuresOf = (companyId: number) =>
  k.t.deps.database.db
    .select({ id: structures.id })
    .from(structures)
    .where(eq(structures.companyId, companyId))
    .orderBy(structures.id);
const ack = (serial: string, id: string, status: 'ok' | 'error' = 'ok', message?: string) =>
  handleAck(k.t.deps, { serial, payload: JSON.stringify({ id, status, ...(message && { message }) }) });

describe('[METROWATCH] device details', () => {
  test('A19 each device answers with its detail kind, state and what its page shows', async () => {
    const lock = await customer('GET', `/api/metrowatch/device/${ids['DL1-0001']}`);
    expect(lock.statusCode, lock.body).toBe(200);
    expect(lock.json().data).toMatchObject({
      serial: 'DL1-0001',
      type: 'device-lock',
      app: 'metrowatch',
      detailKind: 'device-lock',
      asleep: false,
      lockState: expect.stringMatching(/^(locked|unlocked)$/),
      lastCommands: [],
    });
    const cold = (await customer('GET', `/api/metrowatch/device/${ids['SFB-0001']}`)).json().data;
    expect(cold).toMatchObject({ type: 'TLP2-SFB', detailKind: 'cold-storage', lockState: null });
    expect(cold.lastValues.temperature).toBeLessThan(15);
    const van = (await customer('GET', `/api/metrowatch/device/${ids['TLF-0001']}`)).json().data;
    expect(van).toMatchObject({ type: 'TLP1-LF', detailKind: 'external-tracking', lockState: null });
    // Seeded on Dubai's roads.
    expect(van.lastPosition.latitude).toBeGreaterThan(24.8);
    expect(van.lastPosition.latitude).toBeLessThan(25.4);
    expect(van.lastPosition.longitude).toBeGreaterThan(55);
    const guard = (await customer('GET', `/api/metrowatch/device/${ids['TLP-0001']}`)).json().data;
    expect(guard.detailKind).toBe('personal-tracking');
  });

  test('a sensor of the sensor solution is a 404 on every metrowatch path', async () => {
    const id = ids['AQ5-0001'];
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/metrowatch/device/${id}`],
      ['POST', `/api/metrowatch/device/${id}/block`],
      ['POST', `/api/metrowatch/device/${id}/lock`],
      ['PUT', `/api/metrowatch/device/${id}/move`, { structureId: 1 }],
      ['GET', `/api/metrowatch/device/${id}/reading`],
      ['GET', `/api/metrowatch/device/${id}/log`],
      ['GET', `/api/metrowatch/device/${id}/commands`],
      ['POST', `/api/metrowatch/elock/${id}/set-password`, { password: '1234' }],
      ['POST', `/api/metrowatch/topfly/${id}/setParameters`, { speedLimitKmh: 80 }],
      ['POST', `/api/device/${id}/wake-up`],
    ];
    for (const [method, url, body] of calls) {
      const res = await k.call('Customer', method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await commandRows(id as number)).toBe(0);
  });

  test("another company's lock is a 404 and nothing is sent; so is an unknown id", async () => {
    const id = ids['DL1-0002'] as number;
    for (const url of [`/api/metrowatch/device/${id}`, `/api/metrowatch/device/${id}/log`]) {
      expect((await k.call('School', 'GET', url)).statusCode).toBe(404);
    }
    for (const url of [
      `/api/metrowatch/device/${id}/unlock`,
      `/api/metrowatch/device/${id}/block`,
      `/api/device/${id}/wake-up`,
    ]) {
      expect((await k.call('School', 'POST', url)).statusCode).toBe(404);
    }
    expect(
      (await k.call('School', 'POST', `/api/metrowatch/elock/${id}/set-password`, { password: '4321' }))
        .statusCode,
    ).toBe(404);
    expect(await commandRows(id)).toBe(0);
    expect((await customer('GET', '/api/metrowatch/device/999999')).statusCode).toBe(404);
    expect((await customer('POST', '/api/metrowatch/device/999999/lock')).statusCode).toBe(404);
  });

  test('R130 an admin acting on behalf of another customer does not reach this one', async () => {
    const url = `/api/metrowatch/device/${ids['DL1-0002']}`;
    expect((await k.call('admin', 'GET', url)).statusCode).toBe(200);
    const other = await k.call('admin', 'GET', url, undefined, { 'on-behalf-of': String(k.ids.School) });
    expect(other.statusCode).toBe(404);
    const own = await k.call('admin', 'GET', url, undefined, { 'on-behalf-of': String(k.ids.Customer) });
    expect(own.statusCode).toBe(200);
  });
});

describe('[METROWATCH] lock commands', () => {
  test('lock is a 202 with the command; the lock state changes only when the lock acknowledges', async () => {
    const id = ids['DL1-0002'] as number;
    const before = (await customer('GET', `/api/metrowatch/device/${id}`)).json().data.lockState;
    const res = await customer(
      'POST',
      `/api/metrowatch/device/${id}/${before === 'locked' ? 'unlock' : 'lock'}`,
    );
    expect(res.statusCode, res.body).toBe(202);
    const command = res.json().data;
    // No broker in this process: stored, not sent.
    expect(command).toMatchObject({
      state: 'queued',
      source: 'user',
      sentAt: null,
      user: { id: expect.any(Number) },
    });
    expect((await customer('GET', `/api/metrowatch/device/${id}`)).json().data.lockState).toBe(before);
    expect(await ack('DL1-0002', command.id)).toEqual({ id: command.id, state: 'acknowledged' });
    const after = (await customer('GET', `/api/metrowatch/device/${id}`)).json().data;
    expect(after.lockState).toBe(before === 'locked' ? 'unlocked' : 'locked');
    expect(after.lastCommands[0]).toMatchObject({
      id: command.id,
      state: 'acknowledged',
      ackedAt: expect.any(String),
    });
  });

  test('a failed ack says why and changes nothing; an ack from another device or a second ack is ignored', async () => {
    const id = ids['DL1-0002'] as number;
    const before = (await customer('GET', `/api/metrowatch/device/${id}`)).json().data.lockState;
    const { data } = (
      await customer('POST', `/api/metrowatch/device/${id}/${before === 'locked' ? 'unlock' : 'lock'}`)
    ).json();
    expect(await ack('DL1-0003', data.id)).toBeNull();
    expect(await ack('DL1-0002', data.id, 'error', 'Bolt jammed')).toEqual({ id: data.id, state: 'failed' });
    expect(await ack('DL1-0002', data.id)).toBeNull();
    const list = (await customer('GET', `/api/metrowatch/device/${id}/commands?state=failed`)).json();
    expect(list.data[0]).toMatchObject({ id: data.id, state: 'failed', message: 'Bolt jammed' });
    expect((await customer('GET', `/api/metrowatch/device/${id}`)).json().data.lockState).toBe(before);
  });

  test('a malformed ack is ignored', async () => {
    expect(await handleAck(k.t.deps, { serial: 'DL1-0002', payload: '{"id": 1' })).toBeNull();
    expect(await handleAck(k.t.deps, { serial: 'DL1-0002', payload: '{"id":"x","status":"ok"}' })).toBeNull();
  });

  test('a tracker has no lock: 409 and nothing stored', async () => {
    const id = ids['TLF-0001'] as number;
    const res = await customer('POST', `/api/metrowatch/device/${id}/lock`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DEVICE_NOT_LOCKABLE');
    expect((await customer('POST', `/api/device/${id}/wake-up`)).json().code).toBe('DEVICE_NOT_A_LOCK');
    expect(
      (await customer('POST', `/api/metrowatch/elock/${id}/set-password`, { password: '1234' })).json().code,
    ).toBe('DEVICE_NOT_A_LOCK');
    expect(await commandRows(id)).toBe(0);
  });

  test('R149 a sleeping lock refuses with 03010403 until woken up and it acknowledges', async () => {
    const id = ids['DL1-0005'] as number;
    const details = (await customer('GET', `/api/metrowatch/device/${id}`)).json().data;
    expect(details.asleep).toBe(true);
    const refused = await customer('POST', `/api/metrowatch/device/${id}/unlock`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ msg: 'Wake up The Lock', code: '03010403' });
    const refusedPassword = await customer('POST', `/api/metrowatch/elock/${id}/set-password`, {
      password: '2468',
    });
    expect(refusedPassword.json().code).toBe(metrowatch.LOCK_ASLEEP_CODE);
    const wake = await customer('POST', `/api/device/${id}/wake-up`);
    expect(wake.statusCode, wake.body).toBe(202);
    expect(wake.json().data.command).toBe('wake-up');
    // Still asleep until the lock answers.
    expect((await customer('POST', `/api/metrowatch/device/${id}/unlock`)).statusCode).toBe(409);
    await ack('DL1-0005', wake.json().data.id);
    expect((await customer('GET', `/api/metrowatch/device/${id}`)).json().data.asleep).toBe(false);
    expect((await customer('POST', `/api/metrowatch/device/${id}/unlock`)).statusCode).toBe(202);
  });

  test('a blocked device takes no command; block and unblock answer its details', async () => {
    const id = ids['DL1-0001'] as number;
    const blocked = await customer('POST', `/api/metrowatch/device/${id}/block`);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data).toMatchObject({ state: 'blocked', detailKind: 'device-lock' });
    const res = await customer('POST', `/api/metrowatch/device/${id}/lock`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DEVICE_BLOCKED');
    expect((await customer('POST', `/api/metrowatch/device/${id}/unblock`)).json().data.state).toBe('active');
  });

  test('set-password sends the code masked in the log; set-parameters to a lock and a tracker', async () => {
    const lock = ids['DL1-0001'] as number;
    const password = await customer('POST', `/api/metrowatch/elock/${lock}/set-password`, {
      password: '48213',
    });
    expect(password.statusCode, password.body).toBe(202);
    expect(password.json().data).toMatchObject({ command: 'set-password', params: { password: '••••' } });
    expect(JSON.stringify(await k.t.deps.database.db.select().from(deviceCommands))).not.toContain('48213');
    const lockParams = await customer('POST', `/api/metrowatch/elock/${lock}/set-parameters`, {
      autoLockSeconds: 30,
    });
    expect(lockParams.statusCode).toBe(202);
    expect(lockParams.json().data.params).toEqual({ autoLockSeconds: 30 });
    const tracker = ids['TLF-0001'] as number;
    const trackerParams = await customer('POST', `/api/metrowatch/topfly/${tracker}/setParameters`, {
      speedLimitKmh: 100,
      geofence: { latitude: 25.2, longitude: 55.27, radiusMeters: 500 },
    });
    expect(trackerParams.statusCode, trackerParams.body).toBe(202);
    expect(
      (await customer('POST', `/api/metrowatch/topfly/${lock}/setParameters`, { speedLimitKmh: 10 })).json()
        .code,
    ).toBe('DEVICE_NOT_A_TRACKER');
  });

  test('a door access unlocks through issueCommand: not rate limited, no user in the log', async () => {
    const id = ids['DL1-0003'] ?? (await k.deviceId('DL1-0003'));
    const issued = await issueCommand(k.t.deps, {
      deviceId: id,
      command: 'unlock',
      userId: null,
      source: 'access',
    });
    expect(issued.state).toBe('queued');
    const list = (await customer('GET', `/api/metrowatch/device/${id}/commands`)).json();
    expect(list.data[0]).toMatchObject({ id: issued.id, source: 'access', user: null });
  });
});

describe('[METROWATCH] bad input', () => {
  test.each([
    ['POST', 'elock/:id/set-password', {}, 'password'],
    ['POST', 'elock/:id/set-password', { password: '12' }, 'password'],
    ['POST', 'elock/:id/set-password', { password: 'abcd' }, 'password'],
    ['POST', 'elock/:id/set-parameters', {}, 'autoLockSeconds'],
    ['POST', 'elock/:id/set-parameters', { buzzerVolume: 9 }, 'buzzerVolume'],
    ['POST', 'elock/:id/set-parameters', { autoLockSeconds: 5, color: 'red' }, ''],
    ['PUT', 'device/:id/install', { structureId: 'x' }, 'structureId'],
    ['PUT', 'device/:id/token', {}, 'tokenId'],
  ])('%s %s %j is a 418 on %s, nothing sent', async (method, path, body, param) => {
    const id = ids['DL1-0001'] as number;
    const rows = await commandRows(id);
    const res = await k.call(
      'Customer',
      method as 'POST',
      `/api/metrowatch/${path.replace(':id', String(id))}`,
      body,
    );
    expect(res.statusCode, res.body).toBe(418);
    if (param) expect(res.json().map((f: { param: string }) => f.param)).toContain(param);
    expect(await commandRows(id)).toBe(rows);
  });

  test('a tracker geofence radius, speed limit and SOS number out of range are 418 per field', async () => {
    const id = ids['TLF-0001'] as number;
    const res = await customer('POST', `/api/metrowatch/topfly/${id}/setParameters`, {
      speedLimitKmh: 900,
      sosNumber: 'call me',
      geofence: { latitude: 95, longitude: 55, radiusMeters: 1 },
    });
    expect(res.statusCode).toBe(418);
    const params = res.json().map((f: { param: string }) => f.param);
    expect(params).toEqual(
      expect.arrayContaining(['speedLimitKmh', 'sosNumber', 'geofence.latitude', 'geofence.radiusMeters']),
    );
  });

  test('a malformed id, period, kind or cursor is a 418', async () => {
    const id = ids['TLF-0001'];
    expect((await customer('GET', '/api/metrowatch/device/abc')).statusCode).toBe(418);
    expect((await customer('GET', `/api/metrowatch/device/${id}/reading?from=yesterday`)).statusCode).toBe(
      418,
    );
    expect((await customer('GET', `/api/metrowatch/device/${id}/reading?cursor=x`)).statusCode).toBe(418);
    expect((await customer('GET', `/api/metrowatch/device/${id}/log?kind=alarm`)).statusCode).toBe(418);
    expect((await customer('GET', '/api/metrowatch/dashboard?events=0')).statusCode).toBe(418);
    expect((await customer('GET', '/api/metrowatch/dashboard?customerId=abc')).statusCode).toBe(418);
  });

  test("another company's structure is a 418 on install", async () => {
    const [school] = await structuresOf(k.ids.School);
    const structureId = school?.id ?? 999_999;
    const res = await customer('PUT', `/api/metrowatch/device/${ids['AT1-0001']}/install`, { structureId });
    expect(res.statusCode).toBe(418);
    expect(res.json()[0].param).toBe('structureId');
  });
});

describe('[METROWATCH] install, move, token, readings, log', () => {
  test('a tracker is installed, moved and given a token; each answers its details', async () => {
    const id = ids['AT1-0001'] as number;
    const [first, second] = await structuresOf(k.ids.Customer);
    const moveFirst = await customer('PUT', `/api/metrowatch/device/${id}/move`, { structureId: first?.id });
    expect(moveFirst.statusCode).toBe(409);
    const installed = await customer('PUT', `/api/metrowatch/device/${id}/install`, {
      structureId: first?.id,
    });
    expect(installed.statusCode, installed.body).toBe(200);
    expect(installed.json().data).toMatchObject({ installState: 'installed', detailKind: 'asset' });
    const moved = await customer('PUT', `/api/metrowatch/device/${id}/move`, {
      structureId: second?.id ?? first?.id,
    });
    expect(moved.statusCode).toBe(200);
    const [spare] = await k.t.deps.database.db
      .select({ id: deviceTokens.id })
      .from(deviceTokens)
      .where(
        and(
          eq(deviceTokens.companyId, k.ids.Customer),
          eq(deviceTokens.app, 'metrowatch'),
          isNull(deviceTokens.deviceId),
        ),
      );
    const given = await customer('PUT', `/api/metrowatch/device/${id}/token`, { tokenId: spare?.id });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data.token.id).toBe(spare?.id);
    const log = (await customer('GET', `/api/metrowatch/device/${id}/log?kind=access`)).json();
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['install', 'move']),
    );
  });

  test("the readings over a period, paged: a tracker's track", async () => {
    const id = ids['TLF-0001'];
    const from = new Date(Date.now() - 4 * 3_600_000).toISOString();
    const page = await customer(
      'GET',
      `/api/metrowatch/device/${id}/reading?sensor=latitude&from=${from}&limit=10`,
    );
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.totalRecords).toBeGreaterThan(10);
    expect(body.data).toHaveLength(10);
    expect(body.data[0].values).toHaveProperty('longitude');
    const next = await customer(
      'GET',
      `/api/metrowatch/device/${id}/reading?sensor=latitude&limit=10&cursor=${body.nextCursor}`,
    );
    expect(next.json().data[0].ts < body.data[9].ts).toBe(true);
  });

  test('the log lists the access log and the commands, newest first, and filters by kind', async () => {
    const id = ids['DL1-0002'];
    const all = (await customer('GET', `/api/metrowatch/device/${id}/log?limit=100`)).json();
    const kinds = new Set(all.data.map((e: { kind: string }) => e.kind));
    expect(kinds).toEqual(new Set(['access', 'command']));
    const times = all.data.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const commands = (await customer('GET', `/api/metrowatch/device/${id}/log?kind=command`)).json();
    expect(commands.data.every((e: { kind: string; result: string }) => e.kind === 'command')).toBe(true);
    expect(commands.data.map((e: { result: string }) => e.result)).toEqual(
      expect.arrayContaining(['acknowledged', 'failed']),
    );
    expect(commands.totalRecords).toBe(commands.data.length);
  });
});

describe('[METROWATCH] dashboard', () => {
  test('counts by type and state, the trackers on the map, the latest door events', async () => {
    const res = await customer('GET', '/api/metrowatch/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const { counts, trackers, doorEvents } = res.json().data;
    const locks = counts.find((c: { type: string }) => c.type === 'device-lock');
    expect(locks.total).toBeGreaterThanOrEqual(5);
    expect(locks.online + locks.offline + locks.neverSeen).toBe(locks.total);
    expect(counts.every((c: { type: string }) => c.type !== 'sensor')).toBe(true);
    expect(trackers.map((t: { serial: string }) => t.serial)).toEqual(
      expect.arrayContaining(['TLF-0001', 'TLP-0001']),
    );
    expect(doorEvents.length).toBeGreaterThan(0);
    expect(doorEvents[0]).toMatchObject({ event: expect.stringMatching(/^(opened|closed|forced|tamper)$/) });
  });

  test("another company's dashboard has none of this customer's devices", async () => {
    const { counts, trackers } = (await k.call('School', 'GET', '/api/metrowatch/dashboard')).json().data;
    expect(counts).toEqual([]);
    expect(trackers).toEqual([]);
  });
});

describe('[METROWATCH] inventory', () => {
  type Row = { hardwareId: number; type: string; total: number; installed: number; notInstalled: number };
  const inventory = async (query: string) => {
    const res = await customer('GET', `/api/device/inventory${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Row[];
  };
  const sum = (rows: Row[]) => rows.reduce((n, r) => n + r.total, 0);

  test('app=metrowatch counts only Metro Watch hardware; its totals are the app device list total', async () => {
    const all = await inventory('');
    const mine = await inventory('?app=metrowatch');
    const swam = await inventory('?app=swam');
    const metrowatchHardware = new Set(
      (
        await k.t.deps.database.db
          .select({ id: hardware.id })
          .from(hardware)
          .where(eq(hardware.app, 'metrowatch'))
      ).map((h) => h.id),
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => metrowatchHardware.has(r.hardwareId))).toBe(true);
    expect(swam.some((r) => metrowatchHardware.has(r.hardwareId))).toBe(false);
    expect(mine.map((r) => r.type)).toContain('device-lock');
    // The app's rows are exactly the full inventory's rows of its hardware, with the same counts.
    expect(mine).toEqual(all.filter((r) => metrowatchHardware.has(r.hardwareId)));
    const list = await customer('GET', '/api/metrowatch/device?limit=1');
    expect(sum(mine)).toBe(list.json().totalRecords);
    for (const r of mine) expect(r.installed + r.notInstalled).toBe(r.total);
  });

  test("another company's inventory has none of this customer's locks; a bad app is a 418", async () => {
    const theirs = await k.call('School', 'GET', '/api/device/inventory?app=metrowatch');
    expect(sum(theirs.json().data)).toBe(0);
    const bad = await customer('GET', '/api/device/inventory?app=nope');
    expect(bad.statusCode).toBe(418);
    expect(bad.json()).toEqual([expect.objectContaining({ param: 'app' })]);
  });
});

describe('[METROWATCH] permissions and floods', () => {
  let viewer: string;
  let operator: { id: number; token: string };

  beforeAll(async () => {
    const { db } = k.t.deps.database;
    await db.insert(roles).values([
      {
        key: 'test_mw_viewer',
        name: 'Lock viewer',
        app: 'metrowatch',
        permissions: ['p_metrowatch_devices_view'],
        system: false,
      },
      {
        key: 'test_mw_operator',
        name: 'Lock operator',
        app: 'metrowatch',
        permissions: ['p_metrowatch_devices_view', 'p_metrowatch_devices_control'],
        system: false,
      },
    ]);
    viewer = (await addCompanyUser(k.t, k.ids.Customer, 'viewer@customer.test', 'test_mw_viewer')).token;
    operator = await addCompanyUser(k.t, k.ids.Customer, 'operator@customer.test', 'test_mw_operator');
  });

  test('a viewer sees the lock but may not command it (403)', async () => {
    const id = ids['DL1-0001'];
    expect((await k.t.as(viewer, { method: 'GET', url: `/api/metrowatch/device/${id}` })).statusCode).toBe(
      200,
    );
    expect(
      (await k.t.as(viewer, { method: 'POST', url: `/api/metrowatch/device/${id}/unlock` })).statusCode,
    ).toBe(403);
  });

  test('command floods from one user are rate limited (429) and the refused ones are not stored', async () => {
    const id = ids['DL1-0003'] ?? (await k.deviceId('DL1-0003'));
    const burst = k.t.deps.config.COMMAND_BURST;
    const statuses: number[] = [];
    for (let i = 0; i < burst + 3; i++) {
      const res = await k.t.as(operator.token, { method: 'POST', url: `/api/metrowatch/device/${id}/lock` });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(burst + 1);
    expect(statuses.at(-1)).toBe(429);
    const mine = await k.t.deps.database.db
      .select({ n: count() })
      .from(deviceCommands)
      .where(eq(deviceCommands.userId, operator.id));
    expect(mine[0]?.n).toBe(statuses.filter((s) => s === 202).length);
    // Another user is not slowed down by it.
    expect((await customer('POST', `/api/metrowatch/device/${id}/lock`)).statusCode).toBe(202);
  });
});

test('the seeded Metro Watch devices belong to the demo customer', async () => {
  const [row] = await k.t.deps.database.db
    .select({ companyId: devices.companyId })
    .from(devices)
    .where(eq(devices.serial, 'TLF-0001'));
  expect(row?.companyId).toBe(k.ids.Customer);
});
