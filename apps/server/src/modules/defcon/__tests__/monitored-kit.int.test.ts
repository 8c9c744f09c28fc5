import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addCompanyUser } from '../../../test/demo-kit.ts';
import { companies } from '../../companies/companies.schema.ts';
import { type DevicesKit, devicesKit, type Who } from '../../devices/__tests__/kit.ts';
import { devices } from '../../devices/devices.schema.ts';
import { raiseDefconAlarm } from '../alarms.service.ts';
import { defconDeviceAssignments } from '../panels.schema.ts';

/**
 * The kit's reads of app defcon treat a security company's monitored devices (issue 18: an accepted device
 * assignment) as its device list does: the customer options offer their owners, filtering by one answers its
 * monitored devices only, and tokens, counts, statistics and alarm lists hold them; a rejected or unassigned
 * assignment takes them out; another security company never sees them; the customer still sees its own.
 */

let k: DevicesKit;
let rival: { id: number; token: string };
let depot: { id: number; token: string };
let depotId: number;
const ids: Record<string, number> = {};
/** Building Owner's panel IP8-0003 and the devices on its zones (demo data), monitored once it accepts. */
const TOWER = ['IP8-0003', 'DC1-0004', 'MD2-0005', 'SR1-0003'];

/** A Defcon motion detector of `companyId`. */
const detector = (serial: string, name: string, companyId: number) => ({
  serial,
  name,
  hardwareId: 502,
  solutionId: 70,
  companyId,
  reportingIntervalSeconds: 600,
});

beforeAll(async () => {
  k = await devicesKit();
  const { db } = k.t.deps.database;
  // Defcon devices on no monitored panel: one of the demo Customer, one of the Building Owner.
  await db
    .insert(devices)
    .values([
      detector('MD2-7001', 'Spare motion', k.ids.Customer),
      detector('MD2-7002', 'Lobby motion', k.ids['Building Owner']),
    ]);
  // A customer the Security Company neither manages nor serves, with two loose detectors.
  const [company] = await db
    .insert(companies)
    .values({ name: 'Harbour Depot', email: 'ops@depot.test', type: 'Customer' })
    .returning({ id: companies.id });
  depotId = company?.id ?? 0;
  await db
    .insert(devices)
    .values([detector('MD2-7003', 'Gate motion', depotId), detector('MD2-7004', 'Yard motion', depotId)]);
  depot = await addCompanyUser(k.t, depotId, 'owner@depot.test', 'company_owner');
  const [other] = await db
    .insert(companies)
    .values({ name: 'Rival Guards', email: 'ops@rival.test', type: 'Security Company' })
    .returning({ id: companies.id });
  rival = await addCompanyUser(k.t, other?.id ?? 0, 'owner@rival.test', 'company_owner');
  for (const serial of ['IP8-0003', 'MD2-7003', 'MD2-7004']) ids[serial] = await k.deviceId(serial);
});
afterAll(async () => {
  await k.t.close();
});

type Caller = 'Security Company' | 'Building Owner' | 'Customer' | 'rival' | 'depot';
const get = async (who: Caller, url: string) => {
  const token = who === 'rival' ? rival.token : who === 'depot' ? depot.token : null;
  return token ? k.t.as(token, { method: 'GET', url }) : k.call(who as Who, 'GET', url);
};
const ok = async <T>(who: Caller, url: string): Promise<T> => {
  const res = await get(who, url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json() as T;
};
type Page<T> = { data: T[]; totalRecords: number };
const serials = async (who: Caller, query = '') =>
  (await ok<Page<{ serial: string }>>(who, `/api/defcon/device?limit=100${query}`)).data
    .map((d) => d.serial)
    .sort();
const customerOptions = async (who: Caller) =>
  (await ok<{ data: { customers: { id: number }[] } }>(who, '/api/defcon/alarms/info')).data.customers.map(
    (c) => c.id,
  );
const tokenSerials = async (who: Caller, query = '') =>
  (
    await ok<Page<{ device: { serial: string } | null }>>(who, `/api/defcon/device-token?limit=100${query}`)
  ).data
    .map((t) => t.device?.serial)
    .sort();
/** Every count of app defcon's devices the kit answers, which must agree. */
const counts = async (who: Caller) => {
  const count = await ok<{ data: { total: number } }>(who, '/api/device/count?app=defcon');
  const inventory = await ok<{ data: { total: number }[] }>(who, '/api/device/inventory?app=defcon');
  const statistics = await ok<{ data: { totals: { devices: number } } }>(who, '/api/defcon/statistics');
  const list = await ok<Page<unknown>>(who, '/api/defcon/device?limit=1&state=active');
  return {
    count: count.data.total,
    inventory: inventory.data.reduce((sum, row) => sum + row.total, 0),
    statistics: statistics.data.totals.devices,
    listActive: list.totalRecords,
  };
};
const same = (n: number) => ({ count: n, inventory: n, statistics: n, listActive: n });
const answer = async (
  who: 'Building Owner' | 'depot',
  id: number,
  action: 'accept' | 'reject' | 'unassign',
) => {
  const url = `/api/defcon/device-assign/${id}/${action}`;
  const res =
    who === 'depot'
      ? await k.t.as(depot.token, { method: 'POST', url, payload: {} })
      : await k.call(who, 'POST', url, {});
  expect(res.statusCode, res.body).toBe(200);
};
const towerAssignment = async () => {
  const [row] = await k.t.deps.database.db
    .select({ id: defconDeviceAssignments.id })
    .from(defconDeviceAssignments)
    .where(eq(defconDeviceAssignments.deviceId, ids['IP8-0003'] ?? 0));
  return row?.id ?? 0;
};

describe('[DEFCON][KIT] monitored devices in every kit read of app defcon', () => {
  let before: ReturnType<typeof same>;
  let alarmId = 0;

  test('before the Building Owner accepts: not offered, a 404 to filter by, no tokens, not counted', async () => {
    expect(await customerOptions('Security Company')).toEqual(
      expect.arrayContaining([k.ids['Security Company'], k.ids.Customer]),
    );
    expect(await customerOptions('Security Company')).not.toContain(k.ids['Building Owner']);
    const filtered = await get(
      'Security Company',
      `/api/defcon/device?customerId=${k.ids['Building Owner']}`,
    );
    expect(filtered.statusCode).toBe(404);
    expect(await tokenSerials('Security Company')).not.toContain('IP8-0003');
    before = await counts('Security Company');
    expect(before.count).toBeGreaterThan(0);
    expect(before).toEqual(same(before.count));
  });

  test('filtering by a monitored customer answers its monitored devices only, in devices, tokens and alarms', async () => {
    const customer = `&customerId=${k.ids.Customer}`;
    const monitored = await serials('Security Company', customer);
    expect(monitored).toEqual(expect.arrayContaining(['IP8-0001', 'IP8-0002', 'MD2-0001', 'DC1-0003']));
    expect(monitored).not.toContain('MD2-7001');
    expect(monitored.every((s) => /^(IP8|DC1|MD2|SR1)-000/.test(s))).toBe(true);
    expect(await tokenSerials('Security Company', customer)).toEqual(monitored);
    expect(await serials('Customer')).toContain('MD2-7001');
  });

  test('accepted: offered, filtered to its panel and zones (not its other device), tokens, counts and alarms', async () => {
    await answer('Building Owner', await towerAssignment(), 'accept');
    const owner = k.ids['Building Owner'];
    expect(await customerOptions('Security Company')).toContain(owner);
    expect(await serials('Security Company', `&customerId=${owner}`)).toEqual([...TOWER].sort());
    expect(await tokenSerials('Security Company', `&customerId=${owner}`)).toEqual([...TOWER].sort());
    expect(await serials('Security Company')).toEqual(expect.arrayContaining(TOWER));
    expect(await counts('Security Company')).toEqual(same(before.count + TOWER.length));
    // The kit's alarm list of the customer: the panel's alarm, raised while it is monitored.
    const raised = await raiseDefconAlarm(k.t.deps, {
      panelDeviceId: ids['IP8-0003'] ?? 0,
      kind: 'status',
      code: 'TA',
      zone: 1,
      message: 'Tamper zone 1',
    });
    const kitAlarms = await ok<Page<{ id: number }>>(
      'Security Company',
      `/api/defcon/alarms/status?customerId=${owner}`,
    );
    expect(kitAlarms.data.map((a) => a.id)).toEqual([raised?.id]);
    alarmId = raised?.id ?? 0;
    // Its details and history are reads too; acting on it through the kit is not (the grant is view only).
    await ok('Security Company', `/api/defcon/alarms/status/${alarmId}`);
    await ok('Security Company', `/api/defcon/alarms/status/${alarmId}/history`);
    const act = await k.call('Security Company', 'POST', `/api/defcon/alarms/status/${alarmId}/comment`, {
      comment: 'Seen',
    });
    expect(act.statusCode).toBe(404);
    // Defcon's own alarm list filtered by that customer answers it too.
    const defconAlarms = await ok<Page<{ id: number }>>(
      'Security Company',
      `/api/defcon/alarm/status?customerId=${owner}`,
    );
    expect(defconAlarms.data.map((a) => a.id)).toContain(raised?.id);
    // The customer still sees every device of its own, monitored or not.
    expect(await serials('Building Owner')).toEqual(expect.arrayContaining([...TOWER, 'MD2-7002']));
  });

  test('another security company is offered none of them and sees none of them', async () => {
    const options = await customerOptions('rival');
    for (const id of [k.ids.Customer, k.ids['Building Owner'], depotId]) expect(options).not.toContain(id);
    for (const id of [k.ids.Customer, k.ids['Building Owner']]) {
      for (const url of [
        `/api/defcon/device?customerId=${id}`,
        `/api/defcon/device-token?customerId=${id}`,
        `/api/defcon/alarms/status?customerId=${id}`,
      ])
        expect((await get('rival', url)).statusCode, url).toBe(404);
    }
    expect((await get('rival', `/api/defcon/alarms/status/${alarmId}`)).statusCode).toBe(404);
    expect(await serials('rival')).toEqual([]);
    expect(await tokenSerials('rival')).toEqual([]);
    expect(await counts('rival')).toEqual(same(0));
  });

  test('unassigned: gone from the options, the filter, the tokens and the counts', async () => {
    await answer('Building Owner', await towerAssignment(), 'unassign');
    const owner = k.ids['Building Owner'];
    expect(await customerOptions('Security Company')).not.toContain(owner);
    for (const url of [
      `/api/defcon/device?customerId=${owner}`,
      `/api/defcon/device-token?customerId=${owner}`,
      `/api/defcon/alarms/status?customerId=${owner}`,
      `/api/defcon/alarms/status/${alarmId}`,
    ])
      expect((await get('Security Company', url)).statusCode, url).toBe(404);
    expect(await serials('Security Company')).not.toContain('IP8-0003');
    expect(await counts('Security Company')).toEqual(before);
  });

  test('a loose device assigned on its own: rejected never counts; accepted is the only one of its owner shown', async () => {
    const { db } = k.t.deps.database;
    const ask = async (serial: string) => {
      const [row] = await db
        .insert(defconDeviceAssignments)
        .values({
          deviceId: ids[serial] ?? 0,
          customerCompanyId: depotId,
          securityCompanyId: k.ids['Security Company'],
        })
        .returning({ id: defconDeviceAssignments.id });
      return row?.id ?? 0;
    };
    await answer('depot', await ask('MD2-7004'), 'reject');
    expect(await customerOptions('Security Company')).not.toContain(depotId);
    expect((await get('Security Company', `/api/defcon/device?customerId=${depotId}`)).statusCode).toBe(404);
    expect(await counts('Security Company')).toEqual(before);

    await answer('depot', await ask('MD2-7003'), 'accept');
    expect(await customerOptions('Security Company')).toContain(depotId);
    expect(await serials('Security Company', `&customerId=${depotId}`)).toEqual(['MD2-7003']);
    expect(await counts('Security Company')).toEqual(same(before.count + 1));
    expect(await serials('depot')).toEqual(['MD2-7003', 'MD2-7004']);
    const [rejected] = await db
      .select({ status: defconDeviceAssignments.status })
      .from(defconDeviceAssignments)
      .where(
        and(
          eq(defconDeviceAssignments.deviceId, ids['MD2-7004'] ?? 0),
          eq(defconDeviceAssignments.securityCompanyId, k.ids['Security Company']),
        ),
      );
    expect(rejected?.status).toBe('rejected');
  });
});
