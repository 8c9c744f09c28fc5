import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerDevice, userWith } from '../../alarms/__tests__/app-kit.ts';
import { alarms } from '../../alarms/alarms.schema.ts';
import { type DevicesKit, devicesKit, type Who } from '../../devices/__tests__/kit.ts';
import { readings } from '../../telemetry/telemetry.schema.ts';

/** The application kit's analysis for Metro Watch (issue 17): `/metrowatch/statistics` and `analysis/:endpoint`. */

let k: DevicesKit;
let cold: number;
let theirs: number;
const JAN = 'from=2026-01-05T00:00:00Z&to=2026-01-07T00:00:00Z';
const MW = '/api/metrowatch';

const get = async (who: Who, url: string, headers?: Record<string, string>) => {
  const res = await k.call(who, 'GET', url, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  k = await devicesKit();
  cold = await registerDevice(k, 'Customer', { serial: 'MWA-COLD-1', hardwareId: 402, solutionId: 31 });
  theirs = await registerDevice(k, 'Building Owner', {
    serial: 'MWA-COLD-2',
    hardwareId: 402,
    solutionId: 31,
  });
  const reading = (deviceId: number, ts: string, values: Record<string, number>) => ({
    deviceId,
    ts: at(ts),
    receivedAt: at(ts),
    values,
  });
  const { db } = k.t.deps.database;
  await db
    .insert(readings)
    .values([
      reading(cold, '2026-01-05T10:05:00Z', { temperature: 3, humidity: 60 }),
      reading(cold, '2026-01-05T10:35:00Z', { temperature: 5 }),
      reading(cold, '2026-01-06T09:00:00Z', { temperature: 10 }),
      reading(theirs, '2026-01-05T10:20:00Z', { temperature: 40 }),
    ]);
  await db.insert(alarms).values({
    companyId: k.ids.Customer,
    deviceId: cold,
    ruleId: 'r1',
    category: 'operational',
    kind: 'above',
    severity: 'major',
    message: 'temperature above 8',
    raisedAt: at('2026-01-06T09:00:00Z'),
  });
}, 180_000);
afterAll(() => k.t.close());

describe('[KIT] metrowatch statistics', () => {
  test('counts, series and alarms of the metrowatch devices; `analysis/statistics` answers the same', async () => {
    const url = `${MW}/statistics?${JAN}&bucket=day&deviceIds=${cold}&sensors=temperature`;
    const data = (await get('Customer', url)).data;
    const metrowatchDevices = (await get('Customer', `${MW}/device?limit=1`)).totalRecords;
    const all = (await get('Customer', `${MW}/statistics?${JAN}`)).data;
    expect(all.totals).toMatchObject({
      devices: metrowatchDevices,
      openAlarms: { operational: 1, status: 0 },
    });
    expect(all.solutions.every((s: { id: number }) => s.id >= 30)).toBe(true);
    // Narrowed to the cold room: its counts, its series, its alarms.
    expect(data.totals).toMatchObject({ devices: 1, openAlarms: { operational: 1, status: 0 } });
    expect(data.series).toEqual([
      {
        target: { kind: 'device', id: cold, name: 'MWA-COLD-1' },
        sensor: 'temperature',
        unit: '°C',
        points: [
          { t: '2026-01-05T00:00:00.000Z', min: 3, max: 5, avg: 4, count: 2 },
          { t: '2026-01-06T00:00:00.000Z', min: 10, max: 10, avg: 10, count: 1 },
        ],
      },
    ]);
    expect(data.alarms).toEqual([{ t: '2026-01-06T00:00:00.000Z', operational: 1, status: 0 }]);
    const alias = await get(
      'Customer',
      `${MW}/analysis/statistics?${JAN}&bucket=day&deviceIds=${cold}&sensors=temperature`,
    );
    expect(alias.data).toEqual(data);
  });

  test('app separation: the sensor solution’s statistics leave metrowatch devices out, and the reverse', async () => {
    const swam = (await get('Customer', `/api/swam/statistics?${JAN}`)).data;
    expect(swam.totals.devices).toBe((await get('Customer', '/api/swam/device?limit=1')).totalRecords);
    expect(swam.solutions.some((s: { id: number }) => s.id >= 30)).toBe(false);
    const swamDevice = await k.deviceId('AQ5-0001');
    expect((await k.call('Customer', 'GET', `${MW}/statistics?deviceIds=${swamDevice}`)).statusCode).toBe(
      404,
    );
    expect((await k.call('Customer', 'GET', `/api/swam/statistics?deviceIds=${cold}`)).statusCode).toBe(404);
  });

  test('an unknown analysis is a 404 with a clear message; bad input a 418 per field', async () => {
    const unknown = await k.call('Customer', 'GET', `${MW}/analysis/heatmap`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe("No analysis named 'heatmap': use one of statistics");
    const bad = await k.call('Customer', 'GET', `${MW}/analysis/statistics?bucket=week&deviceIds=1,x`);
    expect(bad.statusCode).toBe(418);
    expect(
      k
        .fields(bad)
        .map((f) => f.split(':')[0])
        .sort(),
    ).toEqual(['bucket', 'deviceIds']);
  });

  test('isolation: another company’s metrowatch device is a 404, its devices are not counted', async () => {
    expect((await k.call('Customer', 'GET', `${MW}/statistics?deviceIds=${theirs}`)).statusCode).toBe(404);
    const mine = (await get('Customer', `${MW}/statistics?${JAN}`)).data;
    const theirsTotals = (await get('Building Owner', `${MW}/analysis/statistics?${JAN}`)).data;
    expect(theirsTotals.totals.devices).toBe(
      (await get('Building Owner', `${MW}/device?limit=1`)).totalRecords,
    );
    expect(mine.totals.openAlarms.operational).toBe(1);
    expect(theirsTotals.totals.openAlarms.operational).toBe(0);
  });

  test('R130, R133: on-behalf-of and customerId choose the company of an admin’s call', async () => {
    const customer = String(k.ids.Customer);
    const own = (await get('Customer', `${MW}/statistics?${JAN}`)).data.totals;
    expect((await get('admin', `${MW}/statistics?${JAN}`, { 'on-behalf-of': customer })).data.totals).toEqual(
      own,
    );
    expect(
      (await get('admin', `${MW}/analysis/statistics?${JAN}&customerId=${customer}`)).data.totals,
    ).toEqual(own);
  });

  test('without p_metrowatch_analysis_view the metrowatch analysis calls are 403', async () => {
    const { token } = await userWith(k, k.ids.Customer, 'kit_swam_analysis', ['p_swam_analysis_view']);
    for (const url of [`${MW}/statistics`, `${MW}/analysis/statistics`, `${MW}/analysis/heatmap`])
      expect((await k.t.as(token, { method: 'GET', url })).statusCode, url).toBe(403);
    expect((await k.t.as(token, { method: 'GET', url: '/api/swam/statistics' })).statusCode).toBe(200);
  });
});
