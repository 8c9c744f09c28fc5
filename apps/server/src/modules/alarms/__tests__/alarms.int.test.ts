import { devices as contract } from '@atrium/contracts';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevicesKit, devicesKit, type Who } from '../../devices/__tests__/kit.ts';
import { DEMO_DEVICE_PASSWORD } from '../../devices/devices.seed.ts';
import { startTelemetry, type Telemetry } from '../../telemetry/index.ts';
import { alarmTemplates } from '../alarms.schema.ts';
import { evaluateReadings } from '../evaluate.ts';
import { scanNoData, startAlarms } from '../index.ts';

let k: DevicesKit;
let telemetry: Telemetry;
let stopAlarms: () => void;
const clients: MqttClient[] = [];

beforeAll(async () => {
  k = await devicesKit({ MQTT_PORT: '0', HOST: '127.0.0.1', TELEMETRY_FLUSH_MS: '20' });
  // The demo template's rules would raise alarms of their own beside the ones these tests count.
  await k.t.deps.database.db.delete(alarmTemplates);
  stopAlarms = startAlarms(k.t.deps, k.t.app.log);
  telemetry = await startTelemetry(k.t.deps, k.t.app.log);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  stopAlarms();
  await telemetry.stop();
  await k.t.close();
});

async function publish(serial: string, values: Record<string, number>, ts = Date.now()) {
  const client = await connectAsync(`mqtt://127.0.0.1:${telemetry.transport.port}`, {
    username: serial,
    password: DEMO_DEVICE_PASSWORD,
    reconnectPeriod: 0,
  });
  clients.push(client);
  // QoS 1: the PUBACK comes once the batch is stored and its listeners (the evaluation) have run.
  await client.publishAsync(contract.telemetryTopic(serial), JSON.stringify({ ts, values }), { qos: 1 });
  await client.endAsync();
}
const get = async (who: Who, url: string) => (await k.call(who, 'GET', url)).json();

async function createTemplate(who: Who, body: Record<string, unknown>) {
  const res = await k.call(who, 'POST', '/api/swam/template', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; rules: { id: string; kind: string }[] };
}

describe('[ALARMS] templates', () => {
  test('create gives rules ids; get, list, copy, update keep the company; delete', async () => {
    const created = await createTemplate('Customer', {
      name: 'Cold room',
      rules: [
        { kind: 'range', key: 'temperature', min: 2, max: 8, severity: 'major' },
        { kind: 'no-data', minutes: 15, severity: 'warning' },
      ],
    });
    expect(created.rules.map((r) => r.kind)).toEqual(['range', 'no-data']);
    expect(created.rules.every((r) => /^[a-z0-9-]+$/.test(r.id))).toBe(true);
    const copy = await k.call('Customer', 'POST', `/api/swam/template/${created.id}/copy`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({
      name: 'Cold room (copy)',
      enabled: false,
      company: { id: k.ids.Customer },
    });
    expect(copy.json().data.rules[0].id).not.toBe(created.rules[0]?.id);
    const list = await get('Customer', '/api/swam/template?name=cold&sortBy=id&sortType=desc');
    expect(list.data.map((t: { name: string }) => t.name)).toEqual(['Cold room (copy)', 'Cold room']);
    const kept = created.rules[0];
    const updated = await k.call('Customer', 'PUT', `/api/swam/template/${created.id}`, {
      name: 'Cold room 2',
      rules: [{ ...kept, min: 1 }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.rules).toEqual([
      { id: kept?.id, kind: 'range', key: 'temperature', min: 1, max: 8, severity: 'major' },
    ]);
    expect((await k.call('Customer', 'DELETE', `/api/swam/template/${copy.json().data.id}`)).statusCode).toBe(
      200,
    );
    expect((await k.call('Customer', 'GET', `/api/swam/template/${copy.json().data.id}`)).statusCode).toBe(
      404,
    );
    await k.call('Customer', 'DELETE', `/api/swam/template/${created.id}`);
  });

  test('418 names the bad fields; another company’s template is a 404', async () => {
    const res = await k.call('Customer', 'POST', '/api/swam/template', {
      name: '',
      rules: [
        { kind: 'range', key: 'temperature', min: 9, max: 3, severity: 'major' },
        { kind: 'no-data', minutes: 0, severity: 'warning' },
        { kind: 'above', key: 'Temperature!', value: 'x', severity: 'loud' },
      ],
    });
    expect(res.statusCode).toBe(418);
    const fields = k.fields(res).map((f) => f.split(':')[0]);
    expect(fields).toEqual(
      expect.arrayContaining([
        'name',
        'rules.0.max',
        'rules.1.minutes',
        'rules.2.key',
        'rules.2.value',
        'rules.2.severity',
      ]),
    );
    const theirs = await createTemplate('Building Owner', {
      name: 'Theirs',
      rules: [{ kind: 'above', key: 'co2', value: 1000, severity: 'minor' }],
    });
    expect((await k.call('Customer', 'GET', `/api/swam/template/${theirs.id}`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'POST', `/api/swam/template/${theirs.id}/copy`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'DELETE', `/api/swam/template/${theirs.id}`)).statusCode).toBe(404);
    const unknownRule = await k.call('Building Owner', 'PUT', `/api/swam/template/${theirs.id}`, {
      name: 'Theirs',
      rules: [{ id: 'nope', kind: 'above', key: 'co2', value: 1000, severity: 'minor' }],
    });
    expect(k.fields(unknownRule)).toEqual(['rules.0.id: Not a rule of this template']);
    expect(
      (await get('Customer', '/api/swam/template')).data.some((t: { id: number }) => t.id === theirs.id),
    ).toBe(false);
    await k.call('Building Owner', 'DELETE', `/api/swam/template/${theirs.id}`);
  });
});

describe('[ALARMS] raised and cleared by readings over MQTT', () => {
  let templateId: number;
  let deviceId: number;
  beforeAll(async () => {
    deviceId = await k.deviceId('AQ5-0002');
    const template = await createTemplate('Customer', {
      name: 'Comfort',
      rules: [
        { kind: 'above', key: 'temperature', value: 30, severity: 'critical' },
        { kind: 'battery-low', severity: 'warning' },
      ],
    });
    templateId = template.id;
  });

  const open = async (category = 'operational') =>
    (await get('Customer', `/api/swam/alarms/${category}?deviceId=${deviceId}`)).data as {
      id: number;
      status: string;
      value: number;
      message: string;
    }[];

  test('a threshold crossed raises one alarm; back to normal clears it into the history', async () => {
    await publish('AQ5-0002', { temperature: 35 });
    await publish('AQ5-0002', { temperature: 36 });
    const raised = await open();
    expect(raised).toEqual([
      expect.objectContaining({
        status: 'active',
        value: 35,
        message: 'temperature above 30',
        severity: 'critical',
        kind: 'above',
        device: { id: deviceId, serial: 'AQ5-0002', name: expect.any(String) },
        template: { id: templateId, name: 'Comfort' },
      }),
    ]);
    await publish('AQ5-0002', { temperature: 22 });
    expect(await open()).toEqual([]);
    const history = await get('Customer', `/api/swam/alarms/operational/history?deviceId=${deviceId}`);
    expect(history.data[0]).toMatchObject({
      id: raised[0]?.id,
      status: 'cleared',
      closedAt: expect.any(String),
    });
    const events = await get('Customer', `/api/swam/alarms/operational/${raised[0]?.id}/history`);
    expect(events.data.map((e: { event: string }) => e.event)).toEqual(['raised', 'cleared']);
  });

  test('acknowledge and comment are in the alarm’s history with who and when; 409 once done or closed', async () => {
    await publish('AQ5-0002', { temperature: 40 });
    const [alarm] = await open();
    expect(alarm).toBeDefined();
    const url = `/api/swam/alarms/operational/${alarm?.id}`;
    const ack = await k.call('Customer', 'POST', `${url}/acknowledge`, { comment: 'On my way' });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().data).toMatchObject({ status: 'acknowledged', acknowledgedAt: expect.any(String) });
    expect((await k.call('Customer', 'POST', `${url}/acknowledge`, {})).statusCode).toBe(409);
    expect(
      (await k.call('Customer', 'POST', `${url}/comment`, { comment: 'Door was open' })).statusCode,
    ).toBe(200);
    expect(k.fields(await k.call('Customer', 'POST', `${url}/comment`, { comment: ' ' }))).toEqual([
      'comment: Required',
    ]);
    const events = (await get('Customer', `${url}/history`)).data;
    expect(events).toEqual([
      expect.objectContaining({ event: 'raised', user: null }),
      expect.objectContaining({
        event: 'acknowledged',
        comment: 'On my way',
        user: expect.objectContaining({ id: expect.any(Number) }),
      }),
      expect.objectContaining({ event: 'commented', comment: 'Door was open', at: expect.any(String) }),
    ]);
    const mine = await get('Customer', `/api/swam/alarms/operational?userId=${events[1].user.id}`);
    expect(mine.data.map((a: { id: number }) => a.id)).toEqual([alarm?.id]);
    const escalated = await k.call('Customer', 'POST', `${url}/escalate`, {});
    expect(escalated.json().data?.status, escalated.body).toBe('escalated');
    const terminated = await k.call('Customer', 'POST', `${url}/terminate`, { comment: 'Fixed' });
    expect(terminated.json().data).toMatchObject({ status: 'terminated', closedAt: expect.any(String) });
    expect((await k.call('Customer', 'POST', `${url}/escalate`, {})).statusCode).toBe(409);
    // Still crossed: the rule raises a new alarm on the next reading.
    await publish('AQ5-0002', { temperature: 41 });
    expect((await open()).map((a) => a.id)).not.toContain(alarm?.id);
    expect(await open()).toHaveLength(1);
    await publish('AQ5-0002', { temperature: 20 });
  });

  test('a low battery raises a status alarm; the operational path does not know its id', async () => {
    await publish('AQ5-0002', { battery: 15 });
    const [alarm] = await open('status');
    expect(alarm).toMatchObject({ kind: 'battery-low', value: 15, status: 'active' });
    expect((await k.call('Customer', 'GET', `/api/swam/alarms/operational/${alarm?.id}`)).statusCode).toBe(
      404,
    );
    await publish('AQ5-0002', { battery: 80 });
    expect(await open('status')).toEqual([]);
  });

  test('two batches evaluated at once raise one alarm (unique open alarm per device and rule)', async () => {
    const row = {
      deviceId,
      companyId: k.ids.Customer,
      serial: 'AQ5-0002',
      ts: new Date(),
      receivedAt: new Date(),
      values: { temperature: 50 },
    };
    await Promise.all([
      evaluateReadings(k.t.deps.database, [row]),
      evaluateReadings(k.t.deps.database, [row]),
    ]);
    expect(await open()).toHaveLength(1);
    await publish('AQ5-0002', { temperature: 20 });
    expect(await open()).toEqual([]);
  });

  test('filters: dates, times, status, structure, solution; paging', async () => {
    const ts = new Date(Date.now() - 60_000);
    ts.setUTCSeconds(0, 0);
    await publish('AQ5-0002', { temperature: 45 }, ts.getTime());
    const day = ts.toISOString().slice(0, 10);
    const time = ts.toISOString().slice(11, 16);
    const nextDay = new Date(ts.getTime() + 86_400_000).toISOString().slice(0, 10);
    const base = `/api/swam/alarms/operational?deviceId=${deviceId}`;
    expect((await get('Customer', `${base}&startDate=${day}&endDate=${day}`)).totalRecords).toBe(1);
    expect((await get('Customer', `${base}&startDate=${nextDay}`)).totalRecords).toBe(0);
    expect((await get('Customer', `${base}&startTime=${time}&endTime=${time}`)).totalRecords).toBe(1);
    expect((await get('Customer', `${base}&endTime=${time === '00:00' ? '' : '00:00'}`)).totalRecords).toBe(
      time === '00:00' ? 1 : 0,
    );
    expect((await get('Customer', `${base}&status=acknowledged`)).totalRecords).toBe(0);
    expect((await get('Customer', `${base}&solutionId=999`)).totalRecords).toBe(0);
    const history = await get(
      'Customer',
      `/api/swam/alarms/operational/history?deviceId=${deviceId}&limit=2`,
    );
    expect(history.data).toHaveLength(2);
    expect(history.totalRecords).toBeGreaterThan(2);
    const bad = await k.call('Customer', 'GET', `${base}&startDate=yesterday&startTime=25:00&status=loud`);
    expect(bad.statusCode).toBe(418);
    expect(
      k
        .fields(bad)
        .map((f) => f.split(':')[0])
        .sort(),
    ).toEqual(['startDate', 'startTime', 'status']);
    await publish('AQ5-0002', { temperature: 20 });
  });

  test('tenant isolation: another company’s alarm ids are 404 for reads and actions', async () => {
    await publish('AQ5-0002', { temperature: 39 });
    const [alarm] = await open();
    const url = `/api/swam/alarms/operational/${alarm?.id}`;
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/history'],
      ['POST', '/acknowledge'],
      ['POST', '/comment'],
      ['POST', '/terminate'],
    ] as const) {
      const res = await k.call(
        'Building Owner',
        method,
        `${url}${path}`,
        method === 'POST' ? { comment: 'x' } : undefined,
      );
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await get('Building Owner', '/api/swam/alarms/operational')).data).toEqual([]);
    await publish('AQ5-0002', { temperature: 20 });
  });

  test('no data: a silent device gets a status alarm from the scan; its next reading clears it', async () => {
    const template = await createTemplate('Customer', {
      name: 'Silence',
      rules: [{ kind: 'no-data', minutes: 5, severity: 'major' }],
    });
    const raised = await scanNoData(k.t.deps.database, new Date(Date.now() + 10 * 60_000));
    expect(raised).toBeGreaterThan(0);
    const status = (await open('status')).filter((a) => a.message === 'no data for 5 minutes');
    expect(status).toHaveLength(1);
    expect(await scanNoData(k.t.deps.database, new Date(Date.now() + 10 * 60_000))).toBe(0);
    await publish('AQ5-0002', { temperature: 21 });
    expect((await open('status')).filter((a) => a.message === 'no data for 5 minutes')).toEqual([]);
    await k.call('Customer', 'DELETE', `/api/swam/template/${template.id}`);
  });
});
