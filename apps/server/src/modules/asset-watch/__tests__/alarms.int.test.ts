import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { type AppAlarm, noAlarmsApplied, raiseAppAlarm } from '../../alarms/app-alarms.ts';
import { API, assetId } from './kit.ts';

/**
 * The kit's alarm lists of asset watch take `where` (indoor or outdoor, by the alarm's rule id): a reading
 * rule's alarm on a tag is in neither; another company's caller sees none of the customer's.
 */

let k: DemoKit;
let deviceId: number;
beforeAll(async () => {
  k = await demoKit();
  const id = await assetId(k, 'Wheelchair W-01');
  deviceId = (await k.call('Customer', 'GET', `${API}/asset/${id}`)).json().data.device.id;
  const base: Omit<AppAlarm, 'ruleId' | 'category' | 'kind' | 'key'> = {
    companyId: k.ids.Customer,
    deviceId,
    severity: 'minor',
    message: 'test',
    value: null,
    at: new Date(),
  };
  const applied = noAlarmsApplied();
  const { db } = k.t.deps.database;
  await raiseAppAlarm(
    db,
    {
      ...base,
      ruleId: 'aw:indoor:low-battery',
      category: 'operational',
      kind: 'asset-watch',
      key: 'low-battery',
    },
    applied,
  );
  await raiseAppAlarm(
    db,
    { ...base, ruleId: 'aw:outdoor:not-seen', category: 'operational', kind: 'asset-watch', key: 'not-seen' },
    applied,
  );
  // A reading rule's alarm on the same tag: neither indoor nor outdoor.
  await raiseAppAlarm(
    db,
    { ...base, ruleId: 'template:1:rule:1', category: 'operational', kind: 'below', key: 'temperature' },
    applied,
  );
});
afterAll(async () => {
  await k.t.close();
});

const ruleIds = async (who: 'Customer' | 'FMC', query: string) => {
  const res = await k.call(who, 'GET', `${API}/alarms/operational?deviceId=${deviceId}&${query}`);
  return { status: res.statusCode, ids: (res.json().data ?? []).map((a: { ruleId: string }) => a.ruleId) };
};

describe('asset watch alarms: indoor and outdoor', () => {
  test('where picks the indoor or outdoor alarms by rule id; without it the list has all', async () => {
    expect((await ruleIds('Customer', 'where=indoor')).ids).toEqual(['aw:indoor:low-battery']);
    expect((await ruleIds('Customer', 'where=outdoor')).ids).toEqual(['aw:outdoor:not-seen']);
    expect((await ruleIds('Customer', '')).ids.sort()).toEqual([
      'aw:indoor:low-battery',
      'aw:outdoor:not-seen',
      'template:1:rule:1',
    ]);
    const history = await k.call('Customer', 'GET', `${API}/alarms/status/history?where=outdoor`);
    expect(history.statusCode).toBe(200);
    for (const alarm of history.json().data as { ruleId: string }[])
      expect(alarm.ruleId).toMatch(/^aw:outdoor:/);
  });

  test('a where other than indoor or outdoor is a 418 on the field', async () => {
    const res = await k.call('Customer', 'GET', `${API}/alarms/operational?where=upstairs`);
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual(['where: Must be one of indoor, outdoor']);
  });

  test("another company's caller sees none of the customer's indoor alarms", async () => {
    const other = await k.call('FMC', 'GET', `${API}/alarms/operational?where=indoor`);
    expect([200, 403]).toContain(other.statusCode);
    const ids = other.statusCode === 200 ? (other.json().data as { company: { id: number } }[]) : [];
    expect(ids.every((alarm) => alarm.company.id !== k.ids.Customer)).toBe(true);
  });

  test('the OpenAPI document names the where param of the lists', async () => {
    const res = await k.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const list = res.json().paths['/api/asset-watch/api/alarms/operational']?.get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toContain('where');
  });
});
