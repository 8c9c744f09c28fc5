import { devices as contract } from '@atrium/contracts';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { DEMO_DEVICE_PASSWORD } from '../../devices/devices.seed.ts';
import { type ReadingRow, startTelemetry, type Telemetry } from '../index.ts';

let k: DevicesKit;
let telemetry: Telemetry;
let url: string;
const stored: ReadingRow[] = [];
const clients: MqttClient[] = [];

beforeAll(async () => {
  k = await devicesKit({ MQTT_PORT: '0', HOST: '127.0.0.1', TELEMETRY_FLUSH_MS: '20' });
  telemetry = await startTelemetry(k.t.deps, k.t.app.log);
  telemetry.ingest.onReadingsStored((rows) => void stored.push(...rows));
  url = `mqtt://127.0.0.1:${telemetry.transport.port}`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await telemetry.stop();
  await k.t.close();
});

async function device(serial: string, password = DEMO_DEVICE_PASSWORD) {
  const client = await connectAsync(url, {
    username: serial,
    password,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  clients.push(client);
  return client;
}
const publish = (client: MqttClient, serial: string, payload: unknown, qos: 0 | 1 = 1) =>
  client.publishAsync(
    contract.telemetryTopic(serial),
    typeof payload === 'string' ? payload : JSON.stringify(payload),
    { qos },
  );

const get = async (url: string) => (await k.call('Customer', 'GET', url)).json();
const until = async <T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 5000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
/** The newest info log entry of `code`, once it counts at least `count` (refusals are written each second). */
const infoLog = async (id: number, code: string, count = 1) =>
  until(
    () => get(`/api/device/${id}/info-logs?code=${code}`),
    (res) => (res.data[0]?.count ?? 0) >= count,
  ).then((res) => res.data[0] as contract.InfoLog | undefined);

describe('[TELEMETRY] MQTT through the embedded broker', () => {
  test('a device publishes: the reading is stored before the PUBACK, last seen and values follow', async () => {
    const id = await k.deviceId('AQ5-0001');
    const client = await device('AQ5-0001');
    const ts = Date.now() - 1000;
    await publish(client, 'AQ5-0001', { ts, values: { temperature: 21.5, humidity: 40, battery: 18 } });
    const readings = await get(`/api/device/${id}/readings`);
    expect(readings).toMatchObject({
      totalRecords: 1,
      data: [{ ts: new Date(ts).toISOString(), values: { temperature: 21.5, humidity: 40, battery: 18 } }],
    });
    const { data } = await get(`/api/device/${id}`);
    expect(data).toMatchObject({
      connectivity: 'online',
      lastSeenAt: new Date(ts).toISOString(),
      lastValues: { temperature: 21.5, humidity: 40, battery: 18 },
      battery: 18,
      batteryLevel: 'problem',
    });
    expect(
      stored.some(
        (r) => r.deviceId === id && r.values.temperature === 21.5 && r.companyId === k.ids.Customer,
      ),
    ).toBe(true);
    const access = await get(`/api/device/${id}/access-logs?actor=device`);
    expect(access.data[0]).toMatchObject({
      action: 'sign-in (mqtt)',
      result: 'accepted',
      remoteAddress: expect.any(String),
    });
  });

  test('an older reading does not move last seen back; values merge per sensor', async () => {
    const id = await k.deviceId('AQ5-0001');
    const client = await device('AQ5-0001');
    await publish(client, 'AQ5-0001', { ts: Date.now() - 60_000, values: { co2: 800 } });
    const { data } = await get(`/api/device/${id}`);
    expect(data.lastValues).toEqual({ temperature: 21.5, humidity: 40, battery: 18 });
    await publish(client, 'AQ5-0001', { values: { co2: 650 } });
    const after = (await get(`/api/device/${id}`)).data;
    expect(after.lastValues).toEqual({ temperature: 21.5, humidity: 40, battery: 18, co2: 650 });
    expect((await get(`/api/device/${id}/readings?sensor=co2`)).totalRecords).toBe(2);
  });

  test('a wrong password or an unknown serial is refused at connect; the refusal is in the access log', async () => {
    await expect(device('AQ5-0002', 'wrong-password')).rejects.toThrow(/Bad username or password/i);
    await expect(device('NO-SUCH-DEVICE')).rejects.toThrow(/Bad username or password/i);
    const id = await k.deviceId('AQ5-0002');
    const access = await get(`/api/device/${id}/access-logs`);
    expect(access.data[0]).toMatchObject({ actor: 'device', result: 'refused', reason: 'BAD_CREDENTIAL' });
  });

  test('a blocked device cannot connect', async () => {
    const id = await k.deviceId('LS1-0001');
    await k.call('Customer', 'POST', `/api/device/${id}/block`);
    await expect(device('LS1-0001')).rejects.toThrow(/Not authorized/i);
    await k.call('Customer', 'POST', `/api/device/${id}/unblock`);
  });

  test('a device may not publish to another device’s topic (disconnected, nothing stored)', async () => {
    const victim = await k.deviceId('AQ5-0003');
    const client = await device('AQ5-0002');
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    void publish(client, 'AQ5-0003', { values: { temperature: 99 } }).catch(() => {});
    await closed;
    expect((await get(`/api/device/${victim}/readings`)).totalRecords).toBe(0);
  });

  test.each([
    ['MALFORMED_JSON', '{"values": {"temperature": 21.5'],
    ['INVALID_PAYLOAD', { values: { temperature: 'warm' } }],
    ['OUT_OF_RANGE', { values: { humidity: 140 } }],
    ['BAD_TIMESTAMP', { ts: Date.now() + 3_600_000, values: { humidity: 40 } }],
    ['PAYLOAD_TOO_LARGE', { values: { humidity: 40 }, pad: 'x'.repeat(5000) }],
  ])('%s: refused, counted in the info log, the connection goes on', async (code, payload) => {
    const id = await k.deviceId('CC3-0001');
    const client = await device('CC3-0001');
    await publish(client, 'CC3-0001', payload);
    await publish(client, 'CC3-0001', payload);
    const entry = await infoLog(id, code, 2);
    expect(entry).toMatchObject({ code, level: 'warning', count: 2 });
    await publish(client, 'CC3-0001', { values: { humidity: 41 } });
    expect(client.connected).toBe(true);
  });

  test('a flooding device is rate limited; another device is not affected', async () => {
    const flooder = await k.deviceId('LS1-0002');
    const quiet = await k.deviceId('TL1-0001');
    const noisy = await device('LS1-0002');
    const calm = await device('TL1-0001');
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => publish(noisy, 'LS1-0002', { values: { leak: i % 2 } })),
    );
    await publish(calm, 'TL1-0001', { values: { level: 75 } });
    const kept = (await get(`/api/device/${flooder}/readings`)).totalRecords;
    expect(kept).toBeLessThan(30);
    expect(kept).toBeGreaterThanOrEqual(20);
    expect((await infoLog(flooder, 'RATE_LIMITED', 60 - kept))?.count).toBe(60 - kept);
    expect((await get(`/api/device/${quiet}/readings`)).totalRecords).toBe(1);
  });

  test('R207 A70: a queued reporting interval is sent when hardware 304 next reports', async () => {
    const id = await k.deviceId('CU304-0001');
    await k.call('Customer', 'POST', `/api/device/${id}/reporting-interval`, {
      reportingIntervalSeconds: 600,
    });
    const client = await device('CU304-0001');
    await client.subscribeAsync(contract.configTopic('CU304-0001'), { qos: 1 });
    const config = new Promise<string>((resolve) =>
      client.once('message', (_topic, payload) => resolve(payload.toString())),
    );
    await publish(client, 'CU304-0001', { values: { temperature: 22, battery: 90 } });
    expect(JSON.parse(await config)).toEqual({ reportingIntervalSeconds: 600 });
    const { data } = await get(`/api/device/${id}`);
    expect(data).toMatchObject({ reportingIntervalSeconds: 600, pendingReportingIntervalSeconds: null });
    expect(await infoLog(id, 'CONFIG_SENT')).toBeDefined();
  });

  test('a device subscribes only to its own topics', async () => {
    const client = await device('AQ5-0003');
    await expect(client.subscribeAsync('devices/AQ5-0001/config', { qos: 1 })).rejects.toThrow(
      /Subscribe error/,
    );
    expect((await client.subscribeAsync('devices/AQ5-0003/config', { qos: 1 }))[0]?.qos).toBe(1);
    expect(client.connected).toBe(true);
  });
});

describe('[TELEMETRY] HTTP ingest', () => {
  const basic = (serial: string, password = DEMO_DEVICE_PASSWORD) =>
    `Basic ${Buffer.from(`${serial}:${password}`).toString('base64')}`;
  const post = (body: unknown, authorization = basic('EM1-0001')) =>
    k.t.app.inject({
      method: 'POST',
      url: '/api/telemetry',
      headers: { authorization },
      body: body as object,
    });

  test('one reading or a list, answered once stored', async () => {
    const id = await k.deviceId('EM1-0001');
    const one = await post({ values: { energy: 1200, power: 3400 } });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ data: { accepted: 1, rejected: 0 } });
    const list = await post([{ values: { power: 3300 } }, { values: { power: 3350 } }]);
    expect(list.json().data.accepted).toBe(2);
    expect((await get(`/api/device/${id}/readings`)).totalRecords).toBe(3);
  });

  test('a wrong credential is a 401; an invalid reading a 418 naming it, counted, nothing stored', async () => {
    expect((await post({ values: { power: 1 } }, basic('EM1-0001', 'nope'))).statusCode).toBe(401);
    expect((await post({ values: { power: 1 } }, 'Bearer x')).statusCode).toBe(401);
    const id = await k.deviceId('EM1-0001');
    const before = (await get(`/api/device/${id}/readings`)).totalRecords;
    const bad = await post([{ values: { power: 1 } }, { values: { power: -5 } }]);
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad)).toEqual(['1.values.power: Out of range: power must be between 0 and 10000000']);
    expect((await get(`/api/device/${id}/readings`)).totalRecords).toBe(before);
    expect(await infoLog(id, 'OUT_OF_RANGE')).toMatchObject({ count: 1 });
    const empty = await post([]);
    expect(empty.statusCode).toBe(418);
  });
});

describe('[TELEMETRY] start and stop', () => {
  test('a taken MQTT_PORT stops the start with a message naming MQTT_PORT', async () => {
    const deps = { ...k.t.deps, config: { ...k.t.deps.config, MQTT_PORT: telemetry.transport.port ?? 0 } };
    await expect(startTelemetry(deps, k.t.app.log)).rejects.toThrow(/MQTT_PORT \d+ is already in use/);
  });

  test('stopping writes what the buffer holds', { timeout: 120_000 }, async () => {
    const second = await devicesKit({ MQTT_PORT: '0', HOST: '127.0.0.1', TELEMETRY_FLUSH_MS: '60000' });
    const running = await startTelemetry(second.t.deps, second.t.app.log);
    const client = await connectAsync(`mqtt://127.0.0.1:${running.transport.port}`, {
      username: 'AQ5-2001',
      password: DEMO_DEVICE_PASSWORD,
      reconnectPeriod: 0,
    });
    for (let i = 0; i < 5; i++) await publish(client, 'AQ5-2001', { values: { co2: 500 + i } }, 0);
    await until(
      async () => running.ingest.queued,
      (n) => n === 5,
    );
    await client.endAsync();
    await running.stop();
    const id = await second.deviceId('AQ5-2001');
    const res = await second.call('School', 'GET', `/api/device/${id}/readings`);
    expect(res.json().totalRecords).toBe(5);
    await second.t.close();
  });
});
