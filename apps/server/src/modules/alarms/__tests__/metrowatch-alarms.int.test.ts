import { apps } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevicesKit, devicesKit, type Who } from '../../devices/__tests__/kit.ts';
import { startTelemetry, type Telemetry } from '../../telemetry/index.ts';
import { alarmTemplates } from '../alarms.schema.ts';
import { startAlarms } from '../index.ts';
import { postReading, registerDevice, userWith } from './app-kit.ts';

/**
 * The application kit's alarms and templates for Metro Watch (issue 17): the same services as the sensor
 * solution's, answering only for metrowatch devices, under `/metrowatch/...` and its spec §7 aliases.
 */

let k: DevicesKit;
let telemetry: Telemetry;
let stopAlarms: () => void;
let ours: number;
let theirs: number;
let template: { id: number; rules: { id: string }[] };

const MW = '/api/metrowatch';
const get = async (who: Who, url: string, headers?: Record<string, string>) => {
  const res = await k.call(who, 'GET', url, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ids = (list: { data: { id: number }[] }) => list.data.map((row) => row.id);

beforeAll(async () => {
  k = await devicesKit({ MQTT_PORT: '0', HOST: '127.0.0.1', TELEMETRY_FLUSH_MS: '20' });
  // The demo templates' rules would raise alarms of their own beside the ones these tests count.
  await k.t.deps.database.db.delete(alarmTemplates);
  stopAlarms = startAlarms(k.t.deps, k.t.app.log);
  telemetry = await startTelemetry(k.t.deps, k.t.app.log);
  ours = await registerDevice(k, 'Customer', { serial: 'MWK-COLD-1', hardwareId: 402, solutionId: 31 });
  theirs = await registerDevice(k, 'Building Owner', {
    serial: 'MWK-COLD-2',
    hardwareId: 402,
    solutionId: 31,
  });
  const created = await k.call('Customer', 'POST', `${MW}/template`, {
    name: 'Cold room',
    solutionId: 31,
    rules: [
      { kind: 'above', key: 'temperature', value: 8, severity: 'critical' },
      { kind: 'battery-low', severity: 'warning' },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  template = created.json().data;
  // A sensor-solution template with the same kind of rule: it must not apply to a metrowatch device.
  const swam = await k.call('Customer', 'POST', '/api/swam/template', {
    name: 'Sensors warm',
    rules: [{ kind: 'above', key: 'temperature', value: 7, severity: 'major' }],
  });
  expect(swam.statusCode, swam.body).toBe(201);
  await k.call('Building Owner', 'POST', `${MW}/template`, {
    name: 'Their cold room',
    rules: [{ kind: 'above', key: 'temperature', value: 8, severity: 'minor' }],
  });
});
afterAll(async () => {
  stopAlarms();
  await telemetry.stop();
  await k.t.close();
});

describe('[KIT] metrowatch templates', () => {
  test('create, get, list (and the spec §7 `templates` alias), copy, update, delete', async () => {
    const made = await k.call('Customer', 'POST', `${MW}/template`, {
      name: 'Door left open',
      rules: [{ kind: 'above', key: 'door', value: 0, severity: 'major' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    expect((await get('Customer', `${MW}/template/${id}`)).data).toMatchObject({
      name: 'Door left open',
      company: { id: k.ids.Customer },
    });
    const copy = await k.call('Customer', 'POST', `${MW}/template/${id}/copy`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ name: 'Door left open (copy)', enabled: false });
    const list = await get('Customer', `${MW}/template?name=door&sortBy=id&sortType=asc`);
    expect(list.data.map((t: { name: string }) => t.name)).toEqual([
      'Door left open',
      'Door left open (copy)',
    ]);
    expect(await get('Customer', `${MW}/templates?name=door&sortBy=id&sortType=asc`)).toEqual(list);
    const updated = await k.call('Customer', 'PUT', `${MW}/template/${id}`, {
      name: 'Door open',
      rules: [{ kind: 'above', key: 'door', value: 0, severity: 'critical' }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.rules[0]).toMatchObject({ severity: 'critical' });
    for (const gone of [id, copy.json().data.id]) {
      expect((await k.call('Customer', 'DELETE', `${MW}/template/${gone}`)).statusCode).toBe(200);
      expect((await k.call('Customer', 'GET', `${MW}/template/${gone}`)).statusCode).toBe(404);
    }
  });

  test('app separation: a metrowatch template is a 404 on the swam path and absent from its list, and the reverse', async () => {
    const swamList = await get('Customer', '/api/swam/template');
    expect(ids(swamList)).not.toContain(template.id);
    const swamId = swamList.data.find((t: { name: string }) => t.name === 'Sensors warm').id;
    expect(ids(await get('Customer', `${MW}/template`))).not.toContain(swamId);
    expect((await k.call('Customer', 'GET', `/api/swam/template/${template.id}`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'DELETE', `/api/swam/template/${template.id}`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'GET', `${MW}/template/${swamId}`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'POST', `${MW}/template/${swamId}/copy`)).statusCode).toBe(404);
  });

  test('isolation: another company’s metrowatch template is never seen nor changed (404)', async () => {
    const url = `${MW}/template/${template.id}`;
    expect((await k.call('Building Owner', 'GET', url)).statusCode).toBe(404);
    expect((await k.call('Building Owner', 'POST', `${url}/copy`)).statusCode).toBe(404);
    expect(
      (await k.call('Building Owner', 'PUT', url, { name: 'Mine', rules: template.rules })).statusCode,
    ).toBe(404);
    expect((await k.call('Building Owner', 'DELETE', url)).statusCode).toBe(404);
    expect(ids(await get('Building Owner', `${MW}/templates`))).not.toContain(template.id);
    expect((await get('Customer', url)).data.name).toBe('Cold room');
  });

  test('bad input is a 418 per field: an empty name, a bad rule, a solution of another app', async () => {
    const res = await k.call('Customer', 'POST', `${MW}/template`, {
      name: '',
      solutionId: 17,
      rules: [{ kind: 'range', key: 'temperature', min: 9, max: 3, severity: 'major' }],
    });
    expect(res.statusCode).toBe(418);
    expect(k.fields(res).map((f) => f.split(':')[0])).toEqual(
      expect.arrayContaining(['name', 'rules.0.max']),
    );
    const foreignSolution = await k.call('Customer', 'POST', `${MW}/template`, {
      name: 'Sensors',
      solutionId: 17,
      rules: [{ kind: 'battery-low', severity: 'minor' }],
    });
    expect(k.fields(foreignSolution)).toEqual(['solutionId: Choose a Solution']);
  });
});

describe('[KIT] metrowatch alarms raised by readings', () => {
  let alarmId: number;

  test('a reading over the rule raises one metrowatch alarm, from the metrowatch template only', async () => {
    await postReading(k, 'MWK-COLD-1', { temperature: 12 });
    const list = await get('Customer', `${MW}/alarms/operational?deviceId=${ours}`);
    expect(list.data).toEqual([
      expect.objectContaining({
        status: 'active',
        value: 12,
        message: 'temperature above 8',
        severity: 'critical',
        device: { id: ours, serial: 'MWK-COLD-1', name: 'MWK-COLD-1' },
        template: { id: template.id, name: 'Cold room' },
      }),
    ]);
    alarmId = list.data[0].id;
    // The swam template (above 7) did not apply to the metrowatch device.
    expect((await get('Customer', '/api/swam/alarms/operational')).data).toEqual(
      expect.not.arrayContaining([
        expect.objectContaining({ device: expect.objectContaining({ id: ours }) }),
      ]),
    );
  });

  test('`/metrowatch/alarms` lists the open alarms of both categories, `category` narrows, a bad one is a 418', async () => {
    await postReading(k, 'MWK-COLD-1', { battery: 10 });
    const both = await get('Customer', `${MW}/alarms?deviceId=${ours}`);
    expect(both.data.map((a: { category: string }) => a.category).sort()).toEqual(['operational', 'status']);
    expect(both.totalRecords).toBe(2);
    const status = await get('Customer', `${MW}/alarms?deviceId=${ours}&category=status`);
    expect(status.data).toEqual([expect.objectContaining({ kind: 'battery-low', value: 10 })]);
    const paged = await get('Customer', `${MW}/alarms?deviceId=${ours}&limit=1`);
    expect([paged.data.length, paged.totalRecords]).toEqual([1, 2]);
    const bad = await k.call('Customer', 'GET', `${MW}/alarms?category=loud&status=nope`);
    expect(bad.statusCode).toBe(418);
    expect(
      k
        .fields(bad)
        .map((f) => f.split(':')[0])
        .sort(),
    ).toEqual(['category', 'status']);
    await postReading(k, 'MWK-COLD-1', { battery: 90 });
    expect((await get('Customer', `${MW}/alarms?deviceId=${ours}`)).totalRecords).toBe(1);
  });

  test('actions and history: acknowledge, comment, escalate, terminate, with who and when', async () => {
    const url = `${MW}/alarms/operational/${alarmId}`;
    const ack = await k.call('Customer', 'POST', `${url}/acknowledge`, { comment: 'Checking the room' });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().data).toMatchObject({ status: 'acknowledged', app: 'metrowatch' });
    expect((await k.call('Customer', 'POST', `${url}/acknowledge`, {})).statusCode).toBe(409);
    expect(k.fields(await k.call('Customer', 'POST', `${url}/comment`, { comment: ' ' }))).toEqual([
      'comment: Required',
    ]);
    expect(
      (await k.call('Customer', 'POST', `${url}/comment`, { comment: 'Door was ajar' })).statusCode,
    ).toBe(200);
    expect((await k.call('Customer', 'POST', `${url}/escalate`, {})).json().data.status).toBe('escalated');
    const done = await k.call('Customer', 'POST', `${url}/terminate`, { comment: 'Closed the door' });
    expect(done.json().data).toMatchObject({ status: 'terminated', closedAt: expect.any(String) });
    const events = (await get('Customer', `${url}/history`)).data;
    expect(events.map((e: { event: string }) => e.event)).toEqual([
      'raised',
      'acknowledged',
      'commented',
      'escalated',
      'terminated',
    ]);
    expect(events[1]).toMatchObject({ comment: 'Checking the room', user: { id: expect.any(Number) } });
    const history = await get('Customer', `${MW}/alarms/operational/history?deviceId=${ours}`);
    expect(ids(history)).toContain(alarmId);
    expect(ids(await get('Customer', '/api/swam/alarms/operational/history'))).not.toContain(alarmId);
  });

  test('a reading back within the rule clears the alarm into the history', async () => {
    await postReading(k, 'MWK-COLD-1', { temperature: 14 });
    const [raised] = (await get('Customer', `${MW}/alarms/operational?deviceId=${ours}`)).data;
    await postReading(k, 'MWK-COLD-1', { temperature: 4 });
    expect((await get('Customer', `${MW}/alarms/operational?deviceId=${ours}`)).data).toEqual([]);
    const [closed] = (await get('Customer', `${MW}/alarms/operational/history?deviceId=${ours}`)).data;
    expect(closed).toMatchObject({ id: raised.id, status: 'cleared' });
  });

  test('app separation: a metrowatch alarm is a 404 on the swam path; swam lists never show it', async () => {
    await postReading(k, 'MWK-COLD-1', { temperature: 20 });
    const [open] = (await get('Customer', `${MW}/alarms/operational?deviceId=${ours}`)).data;
    expect((await k.call('Customer', 'GET', `/api/swam/alarms/operational/${open.id}`)).statusCode).toBe(404);
    expect(
      (await k.call('Customer', 'POST', `/api/swam/alarms/operational/${open.id}/acknowledge`, {}))
        .statusCode,
    ).toBe(404);
    expect(ids(await get('Customer', '/api/swam/alarms/operational?limit=100'))).not.toContain(open.id);
    const swamOpen = await get('Customer', '/api/swam/alarms/status?limit=100');
    for (const alarm of swamOpen.data)
      expect((await k.call('Customer', 'GET', `${MW}/alarms/status/${alarm.id}`)).statusCode).toBe(404);
  });

  test('isolation: another company never sees nor acts on our metrowatch alarms (404)', async () => {
    await postReading(k, 'MWK-COLD-2', { temperature: 30 });
    const [mine] = (await get('Customer', `${MW}/alarms/operational?deviceId=${ours}`)).data;
    const url = `${MW}/alarms/operational/${mine.id}`;
    expect((await k.call('Building Owner', 'GET', url)).statusCode).toBe(404);
    expect((await k.call('Building Owner', 'GET', `${url}/history`)).statusCode).toBe(404);
    expect((await k.call('Building Owner', 'POST', `${url}/acknowledge`, {})).statusCode).toBe(404);
    const theirList = await get('Building Owner', `${MW}/alarms`);
    expect(theirList.data.map((a: { device: { id: number } }) => a.device.id)).toEqual([theirs]);
    expect(ids(await get('Customer', `${MW}/alarms`))).not.toContain(theirList.data[0].id);
    // A device filter naming their device is refused, not answered with an empty list.
    const foreign = await k.call('Customer', 'GET', `${MW}/alarms?deviceId=${theirs}`);
    expect(k.fields(foreign)).toEqual(['deviceId: Choose One of Your Devices']);
  });

  test('R133, R130: customerId and on-behalf-of choose the company of an admin’s metrowatch call', async () => {
    const customer = String(k.ids.Customer);
    const byQuery = await get('admin', `${MW}/alarms?customerId=${customer}`);
    const byHeader = await get('admin', `${MW}/alarms`, { 'on-behalf-of': customer });
    const devicesOf = (list: { data: { device: { id: number } }[] }) =>
      new Set(list.data.map((a) => a.device.id));
    expect(devicesOf(byQuery)).toEqual(new Set([ours]));
    expect(devicesOf(byHeader)).toEqual(new Set([ours]));
    // Without either, a system admin (no company of their own) sees every company's.
    expect(devicesOf(await get('admin', `${MW}/alarms`))).toEqual(new Set([ours, theirs]));
    const foreign = await k.call('Customer', 'GET', `${MW}/alarms?customerId=${k.ids['Building Owner']}`);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('[KIT] metrowatch alarm infos and enums', () => {
  test('alarm infos (also at the spec §7 `alarm/info` alias) carry the metrowatch templates and solutions only', async () => {
    const info = (await get('Customer', `${MW}/alarms/info`)).data;
    expect(await get('Customer', `${MW}/alarm/info`)).toEqual({ data: info });
    expect(info.operational.map((t: { message: string }) => t.message)).toEqual(['temperature above 8']);
    expect(info.status.map((t: { kind: string }) => t.kind)).toEqual(['battery-low']);
    expect(info.solutions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: 31,
          deviceTypes: expect.arrayContaining([expect.objectContaining({ type: 'TLP2-SFB' })]),
        }),
      ]),
    );
    expect(info.solutions.every((s: { id: number }) => s.id >= 30)).toBe(true);
    const swam = (await get('Customer', '/api/swam/alarms/info')).data;
    expect(swam.operational.map((t: { message: string }) => t.message)).toEqual(['temperature above 7']);
    expect(swam.solutions.some((s: { id: number }) => s.id >= 30)).toBe(false);
  });

  test('`info/enums` answers the kit’s enums for the app', async () => {
    const { data } = await get('Customer', `${MW}/info/enums`);
    expect(data.deviceTypes).toEqual([...apps.APPLICATIONS.metrowatch.deviceTypes]);
    expect(data).toMatchObject({
      alarmCategories: ['operational', 'status'],
      alarmStatuses: ['active', 'acknowledged', 'escalated', 'cleared', 'terminated'],
      severities: ['critical', 'major', 'minor', 'warning'],
      deviceStates: ['active', 'blocked'],
      historyEvents: expect.arrayContaining(['raised', 'cleared']),
      ruleKinds: expect.arrayContaining(['above', 'no-data']),
    });
  });
});

describe('[KIT] metrowatch permission keys', () => {
  test('a user with only sensor-solution keys gets 403 on every metrowatch kit call', async () => {
    const swamOnly = await userWith(k, k.ids.Customer, 'kit_swam_only', [
      'p_swam_alarms_view',
      'p_swam_alarms_acknowledge',
      'p_swam_templates_view',
      'p_swam_templates_create',
      'p_swam_devices_view',
    ]);
    const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      k.t.as(swamOnly.token, { method, url, ...(body !== undefined && { body }) } as never);
    expect((await as('GET', '/api/swam/alarms/operational')).statusCode).toBe(200);
    for (const url of [
      `${MW}/alarms`,
      `${MW}/alarms/operational`,
      `${MW}/alarms/status/history`,
      `${MW}/alarms/info`,
      `${MW}/alarm/info`,
      `${MW}/template`,
      `${MW}/templates`,
      `${MW}/template/${template.id}`,
      `${MW}/info/enums`,
    ])
      expect((await as('GET', url)).statusCode, url).toBe(403);
    expect((await as('POST', `${MW}/template`, { name: 'x', rules: [] })).statusCode).toBe(403);
    expect((await as('POST', `${MW}/alarms/operational/1/acknowledge`, {})).statusCode).toBe(403);
  });

  test('a metrowatch alarm viewer lists alarms but may not acknowledge nor create templates', async () => {
    const viewer = await userWith(k, k.ids.Customer, 'kit_mw_viewer', ['p_metrowatch_alarms_view']);
    const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      k.t.as(viewer.token, { method, url, ...(body !== undefined && { body }) } as never);
    const list = await as('GET', `${MW}/alarms/operational`);
    expect(list.statusCode).toBe(200);
    const [open] = list.json().data;
    expect(open).toBeDefined();
    expect((await as('POST', `${MW}/alarms/operational/${open.id}/acknowledge`, {})).statusCode).toBe(403);
    expect((await as('GET', `${MW}/template`)).statusCode).toBe(403);
    expect((await as('GET', '/api/swam/alarms/operational')).statusCode).toBe(403);
  });
});
