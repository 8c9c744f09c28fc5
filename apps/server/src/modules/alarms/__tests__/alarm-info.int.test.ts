import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { assets } from '../../places/places.schema.ts';
import { evaluateReadings } from '../evaluate.ts';

/** Spec §3 "Alarm infos" and the alarm filter's asset and structure keys, on the demo Customer's template. */
let k: DevicesKit;
let deviceId: number;
let alarm: { id: number; structure: { id: number; name: string } | null };

beforeAll(async () => {
  k = await devicesKit();
  deviceId = await k.deviceId('AQ5-0001');
  // The demo template (CO2 above 900) raises it.
  await evaluateReadings(k.t.deps.database, [
    {
      deviceId,
      companyId: k.ids.Customer,
      serial: 'AQ5-0001',
      ts: new Date(),
      receivedAt: new Date(),
      values: { co2: 1500 },
    },
  ]);
  const list = await k.call('Customer', 'GET', `/api/swam/alarms/operational?deviceId=${deviceId}`);
  alarm = list.json().data[0];
});
afterAll(() => k.t.close());

const info = async (who: 'Customer' | 'Building Owner' | 'admin', query = '') => {
  const res = await k.call(who, 'GET', `/api/swam/alarms/info${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('[ALARMS] alarm infos (spec §3)', () => {
  test('alarm types per category, solutions with device types and their alarms, structures, actors', async () => {
    await k.call('Customer', 'POST', `/api/swam/alarms/operational/${alarm.id}/acknowledge`, {});
    const data = await info('Customer');
    expect(data.operational).toContainEqual({
      category: 'operational',
      kind: 'above',
      key: 'co2',
      message: 'co2 above 900',
      severity: 'major',
    });
    expect(data.operational.every((t: { category: string }) => t.category === 'operational')).toBe(true);
    expect(data.status.map((t: { kind: string }) => t.kind).sort()).toEqual(['battery-low', 'no-data']);
    const airQuality = data.solutions.find((s: { id: number }) => s.id === 17);
    expect(airQuality.deviceTypes.length).toBeGreaterThan(0);
    expect(airQuality.deviceTypes[0].alarms).toContain('co2 above 900');
    expect(data.structures).toContainEqual(alarm.structure);
    expect(data.users).toEqual([{ id: expect.any(Number), name: expect.stringMatching(/\S/) }]);
  });

  test('tenant isolation: another company sees none of it, and may not ask for it by customerId', async () => {
    const other = await info('Building Owner');
    expect(other.operational).toEqual([]);
    expect(other.structures).not.toContainEqual(alarm.structure);
    expect(other.users).toEqual([]);
    const res = await k.call('Building Owner', 'GET', `/api/swam/alarms/info?customerId=${k.ids.Customer}`);
    expect(res.statusCode).toBe(404);
    const bad = await k.call('Customer', 'GET', '/api/swam/alarms/info?customerId=abc');
    expect(bad.statusCode).toBe(418);
    // An admin names the customer.
    const forCustomer = await info('admin', `?customerId=${k.ids.Customer}`);
    expect(forCustomer.structures).toContainEqual(alarm.structure);
  });

  test('the filter by structure and by asset (its tracker) finds the alarm; other ones do not', async () => {
    const base = `/api/swam/alarms/operational?deviceId=${deviceId}`;
    const total = async (query: string) =>
      (await k.call('Customer', 'GET', `${base}&${query}`)).json().totalRecords;
    expect(alarm.structure).not.toBeNull();
    expect(await total(`structureId=${alarm.structure?.id}`)).toBe(1);
    const others = (await info('Customer')).structures.filter(
      (s: { id: number }) => s.id !== alarm.structure?.id,
    );
    expect(others.length).toBeGreaterThan(0);
    expect(await total(`structureId=${others[0].id}`)).toBe(0);
    const [tracked, untracked] = await k.t.deps.database.db
      .insert(assets)
      .values([
        { companyId: k.ids.Customer, name: 'Tracked pallet', type: 'pallet', deviceRef: 'AQ5-0001' },
        { companyId: k.ids.Customer, name: 'Loose pallet', type: 'pallet' },
      ])
      .returning({ id: assets.id });
    expect(await total(`assetId=${tracked?.id}`)).toBe(1);
    expect(await total(`assetId=${untracked?.id}`)).toBe(0);
    expect((await info('Customer')).assets).toContainEqual({ id: tracked?.id, name: 'Tracked pallet' });
    const otherCompany = await k.call(
      'Building Owner',
      'GET',
      `/api/swam/alarms/operational?assetId=${tracked?.id}`,
    );
    // Issue 15 §7: another company's asset is refused on the field, not answered with an empty list.
    expect(otherCompany.statusCode).toBe(418);
    expect(otherCompany.json()).toEqual([{ param: 'assetId', msg: 'Choose One of Your Places' }]);
  });
});
