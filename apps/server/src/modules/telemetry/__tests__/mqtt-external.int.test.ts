import { devices as contract } from '@atrium/contracts';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { startTelemetry, type Telemetry } from '../index.ts';
import { oneOffSession } from './external-session.ts';

/**
 * The same path through a real broker: with MQTT_URL set (e.g. the machine's Mosquitto,
 * `MQTT_URL=mqtt://127.0.0.1:1883`), the server subscribes to `$share/atrium/devices/+/telemetry` there.
 * The broker signs devices in itself, so this publisher connects as the broker allows.
 */
const brokerUrl = process.env.MQTT_URL;

describe.skipIf(!brokerUrl)('[TELEMETRY] through an external broker (MQTT_URL)', () => {
  let k: DevicesKit;
  let telemetry: Telemetry;
  let publisher: MqttClient;

  beforeAll(async () => {
    k = await devicesKit({ MQTT_URL: brokerUrl ?? '', TELEMETRY_FLUSH_MS: '20', ...oneOffSession() });
    telemetry = await startTelemetry(k.t.deps, k.t.app.log);
    publisher = await connectAsync(brokerUrl ?? '', { reconnectPeriod: 0 });
  });
  afterAll(async () => {
    await publisher?.endAsync();
    await telemetry?.stop();
    await k?.t.close();
  });

  const until = async <T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000) => {
    const end = Date.now() + ms;
    for (;;) {
      const value = await probe();
      if (ok(value) || Date.now() > end) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const get = async (url: string) => (await k.call('Customer', 'GET', url)).json();

  test('a reading published to the broker is stored; last seen follows', async () => {
    const id = await k.deviceId('AQ5-0002');
    await publisher.publishAsync(
      contract.telemetryTopic('AQ5-0002'),
      JSON.stringify({ values: { temperature: 23.5, battery: 77 } }),
      { qos: 1 },
    );
    const readings = await until(
      () => get(`/api/device/${id}/readings`),
      (res) => res.totalRecords > 0,
    );
    expect(readings.data[0].values).toEqual({ temperature: 23.5, battery: 77 });
    expect((await get(`/api/device/${id}`)).data).toMatchObject({ connectivity: 'online', battery: 77 });
  });

  test('a malformed message is counted in the info log; an unknown serial is dropped', async () => {
    const id = await k.deviceId('AQ5-0003');
    await publisher.publishAsync(contract.telemetryTopic('NO-SUCH-DEVICE'), '{"values":{}}', { qos: 1 });
    await publisher.publishAsync(contract.telemetryTopic('AQ5-0003'), 'not json', { qos: 1 });
    const logs = await until(
      () => get(`/api/device/${id}/info-logs?code=MALFORMED_JSON`),
      (res) => res.totalRecords > 0,
    );
    expect(logs.data[0]).toMatchObject({ code: 'MALFORMED_JSON', count: 1 });
    expect((await get(`/api/device/${id}/readings`)).totalRecords).toBe(0);
  });
});
