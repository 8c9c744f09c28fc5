import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerDevice, userWith } from '../../alarms/__tests__/app-kit.ts';
import { type DevicesKit, devicesKit, type Who } from './kit.ts';

/** The application kit's device and token lists for Metro Watch (issue 17): `/metrowatch/device`, `/device-token`. */

let k: DevicesKit;
let lock: number;
let theirs: number;
const MW = '/api/metrowatch';

const get = async (who: Who, url: string, headers?: Record<string, string>) => {
  const res = await k.call(who, 'GET', url, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ids = (list: { data: { id: number }[] }) => list.data.map((row) => row.id);
const LIMIT = 'limit=100';

beforeAll(async () => {
  k = await devicesKit();
  lock = await registerDevice(k, 'Customer', { serial: 'MWL-LOCK-1', hardwareId: 401, solutionId: 30 });
  theirs = await registerDevice(k, 'Building Owner', {
    serial: 'MWL-LOCK-2',
    hardwareId: 401,
    solutionId: 30,
  });
}, 180_000);
afterAll(() => k.t.close());

describe('[KIT] metrowatch device list', () => {
  test('the own company’s metrowatch devices only; the sensor solution’s list leaves them out', async () => {
    const list = await get('Customer', `${MW}/device?${LIMIT}`);
    expect(ids(list)).toContain(lock);
    expect(list.data.every((d: { company: { id: number } }) => d.company.id === k.ids.Customer)).toBe(true);
    const swam = await get('Customer', `/api/swam/device?${LIMIT}`);
    expect(ids(swam)).not.toContain(lock);
    expect(ids(list)).not.toContain(await k.deviceId('AQ5-0001'));
    expect(ids(list).some((id: number) => ids(swam).includes(id))).toBe(false);
    const searched = await get('Customer', `${MW}/device?name=MWL-LOCK`);
    expect(ids(searched)).toEqual([lock]);
  });

  test('isolation: another company’s device is not listed; naming that company is a 404', async () => {
    expect(ids(await get('Customer', `${MW}/device?${LIMIT}`))).not.toContain(theirs);
    expect(ids(await get('Building Owner', `${MW}/device?${LIMIT}`))).toContain(theirs);
    const foreign = await k.call('Customer', 'GET', `${MW}/device?customerId=${k.ids['Building Owner']}`);
    expect(foreign.statusCode).toBe(404);
  });

  test('R130, R133: on-behalf-of and customerId narrow an admin’s list to one customer', async () => {
    const customer = String(k.ids.Customer);
    const byHeader = await get('admin', `${MW}/device?${LIMIT}`, { 'on-behalf-of': customer });
    expect(ids(byHeader)).toContain(lock);
    expect(ids(byHeader)).not.toContain(theirs);
    expect(ids(await get('admin', `${MW}/device?${LIMIT}&customerId=${customer}`))).toEqual(ids(byHeader));
    const all = await get('admin', `${MW}/device?${LIMIT}`);
    expect(ids(all)).toEqual(expect.arrayContaining([lock, theirs]));
  });

  test('bad input is a 418 per field', async () => {
    const bad = await k.call('Customer', 'GET', `${MW}/device?sortBy=colour&customerId=abc`);
    expect(bad.statusCode).toBe(418);
    expect(
      k
        .fields(bad)
        .map((f) => f.split(':')[0])
        .sort(),
    ).toEqual(['customerId', 'sortBy']);
  });
});

describe('[KIT] metrowatch device tokens', () => {
  test('the own company’s metrowatch tokens only; the sensor solution’s list leaves them out', async () => {
    const list = await get('Customer', `${MW}/device-token?${LIMIT}`);
    const mine = list.data.find((t: { device: { id: number } | null }) => t.device?.id === lock);
    expect(mine).toMatchObject({
      app: 'metrowatch',
      company: { id: k.ids.Customer },
      device: { id: lock, type: 'device-lock' },
    });
    expect(list.data.every((t: { app: string }) => t.app === 'metrowatch')).toBe(true);
    expect(list.data.every((t: { company: { id: number } }) => t.company.id === k.ids.Customer)).toBe(true);
    const swam = await get('Customer', `/api/swam/device-token?${LIMIT}`);
    expect(swam.data.every((t: { app: string }) => t.app === 'swam')).toBe(true);
    expect(ids(swam)).not.toContain(mine.id);
    expect(ids(await get('Customer', `${MW}/device-token?deviceId=${lock}`))).toEqual([mine.id]);
  });

  test('isolation and bad input: another company’s tokens are not listed, its device is a 418 filter', async () => {
    const theirTokens = await get('Building Owner', `${MW}/device-token?deviceId=${theirs}`);
    expect(theirTokens.data).toHaveLength(1);
    expect(ids(await get('Customer', `${MW}/device-token?${LIMIT}`))).not.toContain(theirTokens.data[0].id);
    const foreign = await k.call('Customer', 'GET', `${MW}/device-token?deviceId=${theirs}`);
    expect(k.fields(foreign)).toEqual(['deviceId: Choose One of Your Devices']);
    const bad = await k.call('Customer', 'GET', `${MW}/device-token?state=shiny`);
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad).map((f) => f.split(':')[0])).toEqual(['state']);
  });

  test('a user with only sensor-solution device keys gets 403 on the metrowatch lists', async () => {
    const { token } = await userWith(k, k.ids.Customer, 'kit_swam_devices', ['p_swam_devices_view']);
    expect((await k.t.as(token, { method: 'GET', url: '/api/swam/device' })).statusCode).toBe(200);
    for (const url of [`${MW}/device`, `${MW}/device-token`])
      expect((await k.t.as(token, { method: 'GET', url })).statusCode, url).toBe(403);
  });
});
