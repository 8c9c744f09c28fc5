import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analysis, apps, FROM_NOT_BEFORE_TO } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createDeps } from '../../../deps.ts';
import { hashPassword } from '../../../kernel/auth/passwords.ts';
import { ADMIN, testConfig } from '../../../test/harness.ts';
import { alarms } from '../../alarms/alarms.schema.ts';
import { type DevicesKit, devicesKit, type Who } from '../../devices/__tests__/kit.ts';
import { modules } from '../../index.ts';
import { roles } from '../../permissions/permissions.schema.ts';
import { assignRole } from '../../permissions/permissions.service.ts';
import { structures } from '../../places/places.schema.ts';
import { readings } from '../../telemetry/telemetry.schema.ts';
import { users } from '../../users/users.schema.ts';
import { CHILLER_HISTORY_DAYS } from '../analysis.seed.ts';

let k: DevicesKit;
const ids = { lobby: 0, meeting: 0, tower: 0, hq: 0, marina: 0 };

const structureId = async (name: string) => {
  const [row] = await k.t.deps.database.db
    .select({ id: structures.id })
    .from(structures)
    .where(eq(structures.name, name));
  return row?.id ?? 0;
};
const at = (iso: string) => new Date(iso);
const reading = (deviceId: number, ts: string, values: Record<string, number>) => ({
  deviceId,
  ts: at(ts),
  receivedAt: at(ts),
  values,
});

beforeAll(async () => {
  k = await devicesKit();
  ids.lobby = await k.deviceId('AQ5-0001');
  ids.meeting = await k.deviceId('AQ5-0002');
  ids.tower = await k.deviceId('AQ5-1001');
  ids.hq = await structureId('Headquarters');
  ids.marina = await structureId('Marina Tower');
  const { db } = k.t.deps.database;
  await db.insert(readings).values([
    reading(ids.lobby, '2026-01-05T10:05:00Z', { temperature: 20, co2: 500 }),
    reading(ids.lobby, '2026-01-05T10:35:00Z', { temperature: 24, co2: 700 }),
    reading(ids.lobby, '2026-01-05T11:10:00Z', { temperature: 30 }),
    reading(ids.lobby, '2026-01-06T09:00:00Z', { temperature: 10 }),
    // `to` is exclusive: this one is outside 5-7 January.
    reading(ids.lobby, '2026-01-07T00:00:00Z', { temperature: 99 }),
    reading(ids.meeting, '2026-01-05T10:20:00Z', { temperature: 26 }),
    reading(ids.tower, '2026-01-05T10:20:00Z', { temperature: 50 }),
  ]);
  const customer = k.ids.Customer;
  const alarm = { companyId: customer, ruleId: 'r1', kind: 'above' as const, severity: 'major' as const };
  await db.insert(alarms).values([
    {
      ...alarm,
      deviceId: ids.lobby,
      category: 'operational',
      message: 'co2 above 600',
      raisedAt: at('2026-01-05T10:35:00Z'),
    },
    {
      ...alarm,
      deviceId: ids.lobby,
      ruleId: 'r2',
      category: 'status',
      message: 'battery low',
      raisedAt: at('2026-01-05T12:00:00Z'),
    },
    {
      ...alarm,
      deviceId: ids.meeting,
      category: 'operational',
      message: 'closed',
      status: 'cleared',
      raisedAt: at('2026-01-06T08:00:00Z'),
      closedAt: at('2026-01-06T09:00:00Z'),
    },
  ]);
});
afterAll(async () => {
  await k.t.close();
});

const get = async (who: Who, url: string) => {
  const res = await k.call(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const JAN = 'from=2026-01-05T00:00:00Z&to=2026-01-07T00:00:00Z';
type Series = analysis.ReadingSeries;
const find = (series: Series[], kind: string, id: number, sensor: string) =>
  series.find((s) => s.target.kind === kind && s.target.id === id && s.sensor === sensor);

describe('[ANALYSIS] GET /swam/statistics', () => {
  test('min, max and average of each sensor per hour of one device, the period end excluded', async () => {
    const data = await get('Customer', `/api/swam/statistics?${JAN}&bucket=hour&deviceIds=${ids.lobby}`);
    expect(data.period).toEqual({
      from: '2026-01-05T00:00:00.000Z',
      to: '2026-01-07T00:00:00.000Z',
      bucket: 'hour',
    });
    expect(find(data.series, 'device', ids.lobby, 'temperature')).toEqual({
      target: { kind: 'device', id: ids.lobby, name: 'Lobby air' },
      sensor: 'temperature',
      unit: '°C',
      points: [
        { t: '2026-01-05T10:00:00.000Z', min: 20, max: 24, avg: 22, count: 2 },
        { t: '2026-01-05T11:00:00.000Z', min: 30, max: 30, avg: 30, count: 1 },
        { t: '2026-01-06T09:00:00.000Z', min: 10, max: 10, avg: 10, count: 1 },
      ],
    });
    expect(find(data.series, 'device', ids.lobby, 'co2')?.points).toEqual([
      { t: '2026-01-05T10:00:00.000Z', min: 500, max: 700, avg: 600, count: 2 },
    ]);
  });

  test('per day, only the asked sensors; a structure aggregates its devices', async () => {
    const data = await get(
      'Customer',
      `/api/swam/statistics?${JAN}&bucket=day&deviceIds=${ids.lobby}&structureIds=${ids.hq}&sensors=temperature`,
    );
    expect(data.series.map((s: Series) => `${s.target.kind}:${s.sensor}`)).toEqual([
      'device:temperature',
      'structure:temperature',
    ]);
    expect(find(data.series, 'device', ids.lobby, 'temperature')?.points).toEqual([
      { t: '2026-01-05T00:00:00.000Z', min: 20, max: 30, avg: 24.667, count: 3 },
      { t: '2026-01-06T00:00:00.000Z', min: 10, max: 10, avg: 10, count: 1 },
    ]);
    expect(find(data.series, 'structure', ids.hq, 'temperature')).toMatchObject({
      target: { name: 'Headquarters' },
      points: [
        { t: '2026-01-05T00:00:00.000Z', min: 20, max: 30, avg: 25, count: 4 },
        { t: '2026-01-06T00:00:00.000Z', min: 10, max: 10, avg: 10, count: 1 },
      ],
    });
  });

  test('devices, connectivity and open alarms per solution and structure; alarms raised per bucket', async () => {
    const data = await get('Customer', `/api/swam/statistics?${JAN}&bucket=day`);
    const count = await get('Customer', '/api/device/count?customerId=:me');
    // Every other app's devices (locks, panels, vehicle trackers, occupancy sensors, gates, asset tags, rodent
    // stations, parking sensors): not in the sensor-solution statistics. Global mobility's trackers are the
    // Global Mobility Company's: the Customer has none.
    const others = apps.APP_KEYS.filter((app) => app !== 'swam' && app !== 'gm');
    const perApp = await Promise.all(
      others.map((app) => get('Customer', `/api${apps.APPLICATIONS[app].apiPrefix}/device?limit=100`)),
    );
    for (const list of perApp) expect(list.length).toBeGreaterThan(0);
    expect(data.totals).toMatchObject({
      devices: count.total - perApp.reduce((sum, list) => sum + list.length, 0),
      openAlarms: { operational: 1, status: 1 },
    });
    const hq = data.structures.find((s: analysis.CountsRow) => s.id === ids.hq);
    expect(hq).toMatchObject({ name: 'Headquarters', openAlarms: { operational: 1, status: 1 } });
    expect(hq.online + hq.offline + hq.neverSeen).toBe(hq.devices);
    expect(data.solutions.find((s: analysis.CountsRow) => s.id === 17)).toMatchObject({
      name: 'Indoor air quality',
      openAlarms: { operational: 1, status: 1 },
    });
    expect(data.structures.map((s: analysis.CountsRow) => s.name)).not.toContain('Marina Tower');
    expect(data.alarms).toEqual([
      { t: '2026-01-05T00:00:00.000Z', operational: 1, status: 1 },
      { t: '2026-01-06T00:00:00.000Z', operational: 1, status: 0 },
    ]);
    const narrowed = await get('Customer', `/api/swam/statistics?${JAN}&deviceIds=${ids.meeting}`);
    expect(narrowed.totals).toMatchObject({ devices: 1, openAlarms: { operational: 0, status: 0 } });
    // Two days: hourly by default.
    expect(narrowed.period.bucket).toBe('hour');
  });

  test("in production the series' JSON, written by the database, is the checked answer's", async () => {
    await k.t.deps.database.db
      .insert(readings)
      .values([
        reading(ids.lobby, '2026-02-02T10:00:01Z', { temperature: 0.1, co2: 1e-7 }),
        reading(ids.lobby, '2026-02-02T10:00:02Z', { temperature: 0.2, co2: 1234567.891 }),
        reading(ids.lobby, '2026-02-02T10:59:59.999Z', { temperature: -2.0005, co2: -0 }),
        reading(ids.meeting, '2026-02-02T23:30:00Z', { temperature: 1e21 }),
      ]);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-production-'));
    const env = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      MQTT_PORT: '0',
      SIA_PORT: '0',
      OSMAND_PORT: '0',
    };
    const production = await buildApp(createDeps(testConfig(dataDir, env), k.t.deps.database), modules);
    try {
      const login = await production.inject({ method: 'POST', url: '/api/auth/login', body: ADMIN });
      const authorization = `Bearer ${login.json().data.token}`;
      const period = 'from=2026-02-02T00:00:00Z&to=2026-02-03T00:00:00Z';
      for (const query of [
        `${period}&bucket=hour&deviceIds=${ids.lobby},${ids.meeting}`,
        `${period}&bucket=day&deviceIds=${ids.lobby}&structureIds=${ids.hq}`,
        `from=2026-02-02T10:00:01.500Z&to=2026-02-02T10:59:59Z&bucket=hour&deviceIds=${ids.lobby}`,
      ]) {
        const url = `/api/swam/statistics?${query}`;
        const spliced = await production.inject({ url, headers: { authorization } });
        expect(spliced.statusCode, spliced.body).toBe(200);
        const checked = await k.call('admin', 'GET', url);
        expect(checked.statusCode, checked.body).toBe(200);
        expect(spliced.json()).toEqual(checked.json());
        expect(spliced.json().data.series.length).toBeGreaterThan(0);
      }
    } finally {
      await production.close();
    }
  });

  test('R73: the period is checked (418 on the field)', async () => {
    const bad = async (query: string) => {
      const res = await k.call('Customer', 'GET', `/api/swam/statistics?${query}`);
      expect(res.statusCode, res.body).toBe(418);
      return k.fields(res);
    };
    expect(await bad('from=2026-01-07T00:00:00Z&to=2026-01-05T00:00:00Z')).toEqual([
      `to: ${FROM_NOT_BEFORE_TO}`,
    ]);
    expect(await bad('from=yesterday&to=2026-01-05T00:00:00Z')).toEqual(['from: Please Enter a Valid Date']);
    expect(await bad('from=2026-01-01T00:00:00Z&to=2026-03-01T00:00:00Z&bucket=hour')).toEqual([
      `bucket: ${analysis.HOURLY_TOO_LONG}`,
    ]);
    expect(await bad('from=2024-01-01T00:00:00Z&to=2026-01-01T00:00:00Z')).toEqual([
      `to: ${analysis.PERIOD_TOO_LONG}`,
    ]);
    expect(await bad('bucket=week')).toEqual(['bucket: Must be one of hour, day']);
    expect(await bad('deviceIds=1,x')).toEqual(['deviceIds: Must be ids separated by commas']);
  });

  test("another company's device or structure is a 404; its devices are not counted", async () => {
    const device = await k.call(
      'Customer',
      'GET',
      `/api/swam/statistics?deviceIds=${ids.lobby},${ids.tower}`,
    );
    expect(device.statusCode).toBe(404);
    const structure = await k.call('Customer', 'GET', `/api/swam/statistics?structureIds=${ids.marina}`);
    expect(structure.statusCode).toBe(404);
    const own = await get('Building Owner', `/api/swam/statistics?${JAN}&deviceIds=${ids.tower}`);
    expect(find(own.series, 'device', ids.tower, 'temperature')?.points[0]).toMatchObject({ max: 50 });
    expect(own.structures.map((s: analysis.CountsRow) => s.name)).toEqual(['Marina Tower']);
  });
});

describe('[ANALYSIS] GET /swam/chiller and /swam/weather', () => {
  test('the demo chillers with their latest readings and a week of history', async () => {
    const list = await k.call('Customer', 'GET', '/api/swam/chiller');
    expect(list.statusCode, list.body).toBe(200);
    const chillers = list.json().data as { id: number; type: string; lastValues: Record<string, number> }[];
    expect(chillers.map((c) => c.type)).toEqual(['chiller', 'chiller']);
    expect(Object.keys(chillers[0]?.lastValues ?? {}).sort()).toEqual([
      'energy',
      'power',
      'returnTemp',
      'supplyTemp',
    ]);
    const history = await k.t.deps.database.db
      .select({ ts: readings.ts })
      .from(readings)
      .where(and(eq(readings.deviceId, chillers[0]?.id ?? 0)));
    expect(history).toHaveLength(CHILLER_HISTORY_DAYS * 24);
    expect((await k.call('Building Owner', 'GET', '/api/swam/chiller')).json().totalRecords).toBe(0);
  });

  test('the weather of a structure is synthetic and the same every time; another company’s is a 404', async () => {
    const url = `/api/swam/weather?structureId=${ids.hq}&date=2026-07-15`;
    const first = await get('Customer', url);
    expect(first).toMatchObject({ structure: { id: ids.hq }, date: '2026-07-15', source: 'synthetic' });
    expect(first.hourly).toHaveLength(24);
    expect(first.hourly[0].t).toBe('2026-07-15T00:00:00.000Z');
    expect(first.summary.max).toBeGreaterThan(first.summary.min);
    expect(await get('Customer', url)).toEqual(first);
    const winter = await get('Customer', `/api/swam/weather?structureId=${ids.hq}&date=2026-01-15`);
    expect(winter.summary.max).toBeLessThan(first.summary.max);
    expect((await k.call('Customer', 'GET', `/api/swam/weather?structureId=${ids.marina}`)).statusCode).toBe(
      404,
    );
    const bad = await k.call('Customer', 'GET', `/api/swam/weather?structureId=${ids.hq}&date=2026-13-01`);
    expect(bad.statusCode).toBe(418);
  });
});

/** A user of the demo Customer holding only `keys` (a custom role). */
async function userWith(key: string, keys: string[]) {
  const { db } = k.t.deps.database;
  await db.insert(roles).values({ key, name: key, app: 'swam', permissions: keys, system: false });
  const email = `${key}@customer.test`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword('Analysis#12345'),
      firstName: 'Analysis',
      lastName: 'Tester',
      companyId: k.ids.Customer,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  await assignRole(db, user?.id ?? 0, key);
  return (await k.t.login(email, 'Analysis#12345')).token;
}

describe('[ANALYSIS] permissions', () => {
  test('without p_swam_analysis_view every analysis endpoint is a 403', async () => {
    const token = await userWith('test_devices_only', ['p_swam_devices_view']);
    for (const url of [
      `/api/swam/statistics?${JAN}`,
      '/api/swam/chiller',
      `/api/swam/weather?structureId=${ids.hq}`,
      `/api/swam/device/${ids.lobby}/report`,
    ]) {
      expect((await k.t.as(token, { method: 'GET', url })).statusCode, url).toBe(403);
    }
  });

  test('with the analysis but not the devices view, no device is counted or charted', async () => {
    const token = await userWith('test_analysis_only', [analysis.ANALYSIS_VIEW]);
    const res = await k.t.as(token, { method: 'GET', url: `/api/swam/statistics?${JAN}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.totals.devices).toBe(0);
    const one = await k.t.as(token, { method: 'GET', url: `/api/swam/statistics?deviceIds=${ids.lobby}` });
    expect(one.statusCode).toBe(404);
  });
});
