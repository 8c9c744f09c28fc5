import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addCompanyUser } from '../../../test/demo-kit.ts';
import { evaluateReadings } from '../../alarms/evaluate.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { roles } from '../../permissions/permissions.schema.ts';
import { structures } from '../../places/places.schema.ts';
import { addMember } from './group-kit.ts';

/**
 * Spec §3 "permission group" (permissions, resources, users): a user whose sensor-solution keys come only
 * from permission groups sees the devices and alarms of those groups' resources (a structure, a device);
 * users whose keys come from roles (the company owner) see every device of their tenancy.
 */
let k: DevicesKit;
let member: { id: number; token: string };
let hq: number;
const ids: Record<string, number> = {};
const alarmOf: Record<string, { operational: number; status: number }> = {};

const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  k.t.as(member.token, { method, url, ...(body !== undefined && { body }) } as never);
const serials = (res: { json(): unknown }) =>
  (res.json() as { data: { serial: string }[] }).data.map((d) => d.serial).sort();
const alarmIds = (res: { json(): unknown }) =>
  (res.json() as { data: { id: number }[] }).data.map((a) => a.id);

// HQ holds AQ5-0001..0003, LS1-0001/0002, FM1-0001, EM1-0001, CU304-0001 (and a lock, DL1-0001); the
// warehouse CC3-0001/0002 and TL1-0001. The group names HQ and one warehouse device, CC3-0001.
const INSIDE = ['AQ5-0001', 'CC3-0001'];
const OUTSIDE = 'CC3-0002';

beforeAll(async () => {
  k = await devicesKit();
  const { db } = k.t.deps.database;
  member = await addMember(k, k.ids.Customer, 'operator@customer.test');
  const [structure] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(and(eq(structures.companyId, k.ids.Customer), eq(structures.name, 'Headquarters')));
  hq = structure?.id ?? 0;
  for (const serial of [...INSIDE, OUTSIDE]) ids[serial] = await k.deviceId(serial);
  const created = await k.call('Customer', 'POST', '/api/swam/permissions-group', {
    name: 'HQ operators',
    users: [member.id],
    resources: [
      { type: 'structure', id: hq },
      { type: 'device', id: ids['CC3-0001'] },
    ],
    permissions: { swam: ['view'], swam_devices: ['view'], swam_alarms: ['view', 'comment', 'escalate'] },
  });
  expect(created.statusCode, created.body).toBe(201);
  // The demo template raises an operational alarm on CO2 above 900 and a status one on a low battery.
  const now = new Date();
  await evaluateReadings(
    k.t.deps.database,
    [...INSIDE, OUTSIDE].map((serial) => ({
      deviceId: ids[serial] ?? 0,
      companyId: k.ids.Customer,
      serial,
      ts: now,
      receivedAt: now,
      values: { co2: 1500, battery: 5 },
    })),
  );
  for (const category of ['operational', 'status'] as const) {
    const list = await k.call('Customer', 'GET', `/api/swam/alarms/${category}?limit=100`);
    for (const alarm of list.json().data as { id: number; device: { serial: string } }[]) {
      const entry = alarmOf[alarm.device.serial] ?? { operational: 0, status: 0 };
      entry[category] = alarm.id;
      alarmOf[alarm.device.serial] = entry;
    }
  }
  for (const serial of [...INSIDE, OUTSIDE]) {
    expect(alarmOf[serial]?.operational, serial).toBeGreaterThan(0);
    expect(alarmOf[serial]?.status, serial).toBeGreaterThan(0);
  }
});
afterAll(() => k.t.close());

describe('[GROUPS][RESOURCES] a permission group’s resources limit its members’ devices and alarms', () => {
  test('the device lists and counts hold only the structure’s devices and the named device', async () => {
    const all = await k.call('Customer', 'GET', '/api/swam/device?limit=100');
    const mine = await as('GET', '/api/swam/device?limit=100');
    expect(mine.statusCode, mine.body).toBe(200);
    const seen = serials(mine);
    expect(seen).toEqual(expect.arrayContaining(INSIDE));
    expect(seen).not.toContain(OUTSIDE);
    expect(seen).not.toContain('TL1-0001');
    expect(mine.json().totalRecords).toBe(seen.length);
    expect(seen.length).toBeLessThan(all.json().totalRecords);
    const core = await as('GET', '/api/device?limit=100');
    expect(serials(core)).toEqual(seen);

    const count = await as('GET', '/api/device/count');
    expect(count.json().data.total).toBe(seen.length);
    const byStructure = await as('GET', '/api/device/count/structure');
    const names = (byStructure.json().data as { structureName: string; total: number }[]).map(
      (s) => `${s.structureName}:${s.total}`,
    );
    expect(names).toContain('Jebel Ali warehouse:1');
  });

  test('a device outside the resources is a 404, its readings too; one inside is served', async () => {
    expect((await as('GET', `/api/device/${ids['AQ5-0001']}`)).statusCode).toBe(200);
    expect((await as('GET', `/api/device/${ids['CC3-0001']}`)).statusCode).toBe(200);
    expect((await as('GET', `/api/device/${ids[OUTSIDE]}`)).statusCode).toBe(404);
    expect((await as('GET', `/api/device/${ids[OUTSIDE]}/readings`)).statusCode).toBe(404);
  });

  test('the operational and status lists and their histories hold only the resources’ alarms', async () => {
    for (const category of ['operational', 'status'] as const) {
      const open = alarmIds(await as('GET', `/api/swam/alarms/${category}?limit=100`));
      for (const serial of INSIDE)
        expect(open, `${category} ${serial}`).toContain(alarmOf[serial]?.[category]);
      expect(open, category).not.toContain(alarmOf[OUTSIDE]?.[category]);
    }
    // The owner closes one alarm inside and one outside: the member's history shows only the first.
    for (const serial of ['AQ5-0001', OUTSIDE]) {
      const id = alarmOf[serial]?.operational;
      const res = await k.call('Customer', 'POST', `/api/swam/alarms/operational/${id}/terminate`, {});
      expect(res.statusCode, res.body).toBe(200);
    }
    const history = await as('GET', '/api/swam/alarms/operational/history?limit=100');
    expect(history.statusCode).toBe(200);
    expect(alarmIds(history)).toContain(alarmOf['AQ5-0001']?.operational);
    expect(alarmIds(history)).not.toContain(alarmOf[OUTSIDE]?.operational);
    expect(history.json().totalRecords).toBe(alarmIds(history).length);
  });

  test('an alarm outside the resources is a 404 to get, to read its history and to act on', async () => {
    const inside = alarmOf['CC3-0001']?.operational;
    const outside = alarmOf[OUTSIDE]?.status;
    expect((await as('GET', `/api/swam/alarms/operational/${inside}`)).statusCode).toBe(200);
    expect((await as('GET', `/api/swam/alarms/status/${outside}`)).statusCode).toBe(404);
    expect((await as('GET', `/api/swam/alarms/status/${outside}/history`)).statusCode).toBe(404);
    const comment = await as('POST', `/api/swam/alarms/status/${outside}/comment`, { comment: 'Mine?' });
    expect(comment.statusCode).toBe(404);
    const escalate = await as('POST', `/api/swam/alarms/operational/${inside}/escalate`, {});
    expect(escalate.statusCode, escalate.body).toBe(200);
    expect(escalate.json().data.status).toBe('escalated');
  });

  test('the alarm filter options (/swam/alarms/info) hold only the resources’ device types, places and actors', async () => {
    // A second owner acts only on an alarm outside the resources.
    const deputy = await addCompanyUser(k.t, k.ids.Customer, 'deputy@customer.test', 'company_owner');
    const comment = await k.t.as(deputy.token, {
      method: 'POST',
      url: `/api/swam/alarms/status/${alarmOf[OUTSIDE]?.status}/comment`,
      body: { comment: 'Checked' },
    });
    expect(comment.statusCode, comment.body).toBe(200);
    type Info = {
      solutions: { id: number }[];
      structures: { name: string }[];
      assets: { name: string }[];
      users: { name: string }[];
    };
    const owner = (await k.call('Customer', 'GET', '/api/swam/alarms/info')).json().data as Info;
    const mine = (await as('GET', '/api/swam/alarms/info')).json().data as Info;
    const names = (list: { name: string }[]) => list.map((x) => x.name).sort();
    // The group names Headquarters and CC3-0001 of the warehouse; the Annex holds none of their devices.
    expect(names(owner.structures)).toEqual(
      expect.arrayContaining(['Annex', 'Headquarters', 'Jebel Ali warehouse']),
    );
    expect(names(mine.structures)).toEqual(['Headquarters', 'Jebel Ali warehouse']);
    // Assets in the group's places only (Generator G1 and asset watch's indoor assets of Headquarters), not
    // those elsewhere (asset watch's outdoor ones).
    expect(names(mine.assets)).toContain('Generator G1');
    expect(names(owner.assets)).toEqual(expect.arrayContaining(names(mine.assets)));
    expect(mine.assets.length).toBeLessThan(owner.assets.length);
    // The tank TL1-0001 (warehouse, not named) is the only device of its solution.
    const tank = await k.call('Customer', 'GET', `/api/device/${await k.deviceId('TL1-0001')}`);
    const tankSolution = tank.json().data.solution.id as number;
    expect(owner.solutions.map((s) => s.id)).toContain(tankSolution);
    expect(mine.solutions.map((s) => s.id)).not.toContain(tankSolution);
    expect(names(owner.users)).toContain('deputy Member');
    expect(names(mine.users)).not.toContain('deputy Member');
  });

  test('the company owner (keys from a role) still sees every device and alarm, in a group or not', async () => {
    const devicesSeen = serials(await k.call('Customer', 'GET', '/api/swam/device?limit=100'));
    expect(devicesSeen).toEqual(expect.arrayContaining([...INSIDE, OUTSIDE, 'TL1-0001']));
    expect((await k.call('Customer', 'GET', `/api/device/${ids[OUTSIDE]}`)).statusCode).toBe(200);
    const status = alarmIds(await k.call('Customer', 'GET', '/api/swam/alarms/status?limit=100'));
    expect(status).toContain(alarmOf[OUTSIDE]?.status);
  });

  test('a group without resources covers its whole company; the narrower group then adds nothing to hide', async () => {
    const wide = await k.call('Customer', 'POST', '/api/swam/permissions-group', {
      name: 'Every device',
      users: [member.id],
      permissions: { swam_devices: ['view'] },
    });
    expect(wide.statusCode, wide.body).toBe(201);
    expect((await as('GET', `/api/device/${ids[OUTSIDE]}`)).statusCode).toBe(200);
    // The alarm key still comes only from the HQ group: the alarm stays hidden.
    expect((await as('GET', `/api/swam/alarms/status/${alarmOf[OUTSIDE]?.status}`)).statusCode).toBe(404);
    await k.call('Customer', 'DELETE', `/api/swam/permissions-group/${wide.json().data.id}`);
    expect((await as('GET', `/api/device/${ids[OUTSIDE]}`)).statusCode).toBe(404);
  });

  test('a key from a role reaches every device while an action from a group reaches only its resources (403)', async () => {
    const { db } = k.t.deps.database;
    await db.insert(roles).values({
      key: 'test_alarm_watcher',
      name: 'Alarm watcher',
      app: 'swam',
      permissions: ['p_swam_alarms_view'],
      system: false,
    });
    const watcher = await addCompanyUser(k.t, k.ids.Customer, 'watcher@customer.test', 'test_alarm_watcher');
    const group = await k.call('Customer', 'POST', '/api/swam/permissions-group', {
      name: 'HQ commenters',
      users: [watcher.id],
      resources: [{ type: 'structure', id: hq }],
      permissions: { swam_alarms: ['view', 'comment'] },
    });
    expect(group.statusCode, group.body).toBe(201);
    const call = (url: string) =>
      k.t.as(watcher.token, { method: 'POST', url, body: { comment: 'Seen' } } as never);
    const outside = alarmOf[OUTSIDE]?.status;
    const inside = alarmOf['AQ5-0001']?.status;
    expect(
      (await k.t.as(watcher.token, { method: 'GET', url: `/api/swam/alarms/status/${outside}` })).statusCode,
    ).toBe(200);
    expect((await call(`/api/swam/alarms/status/${outside}/comment`)).statusCode).toBe(403);
    expect((await call(`/api/swam/alarms/status/${inside}/comment`)).statusCode).toBe(200);
  });
});
