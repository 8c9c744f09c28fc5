import { devices as contract } from '@atrium/contracts';
import { connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { DEMO_DEVICE_PASSWORD } from '../../devices/devices.seed.ts';
import { startTelemetry, type Telemetry } from '../index.ts';

/**
 * The embedded broker runs in a worker thread by default (mqtt.int.test.ts covers it in full); these
 * cases hold both placements to the same behaviour, and the thread to the ingest's back-pressure.
 */
describe.each([
  ['its own thread', 'true'],
  ['the main thread', 'false'],
])('[TELEMETRY] the embedded broker on %s', (_where, thread) => {
  let k: DevicesKit;
  let telemetry: Telemetry;

  beforeAll(async () => {
    k = await devicesKit({
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      MQTT_BROKER_THREAD: thread,
      // One message waits at a time, written a second after it arrives: the next one must wait for room.
      TELEMETRY_QUEUE_ROWS: '1',
      TELEMETRY_FLUSH_MS: '1000',
    });
    telemetry = await startTelemetry(k.t.deps, k.t.app.log);
  });
  afterAll(async () => {
    await telemetry.stop();
    await k.t.close();
  });

  const connect = (serial: string) =>
    connectAsync(`mqtt://127.0.0.1:${telemetry.transport.port}`, {
      username: serial,
      password: DEMO_DEVICE_PASSWORD,
      reconnectPeriod: 0,
    });
  const readings = async (id: number) =>
    (await (await k.call('Customer', 'GET', `/api/device/${id}/readings`)).json()).totalRecords;

  test('each PUBACK follows its stored reading; past the queue, a message waits for room', async () => {
    const id = await k.deviceId('AQ5-0004');
    const client = await connect('AQ5-0004');
    const topic = contract.telemetryTopic('AQ5-0004');
    const started = Date.now();
    const first = client.publishAsync(topic, JSON.stringify({ values: { temperature: 20 } }), { qos: 1 });
    const second = client.publishAsync(topic, JSON.stringify({ values: { temperature: 21 } }), { qos: 1 });
    await first;
    expect(await readings(id)).toBeGreaterThanOrEqual(1);
    await second;
    expect(await readings(id)).toBe(2);
    // Each waited for its own batch's flush: the second could only be queued once the first was stored.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await client.endAsync(true);
  });

  test('a refused message is counted in the device info log, and the connection goes on', async () => {
    const id = await k.deviceId('CC3-0002');
    const client = await connect('CC3-0002');
    const topic = contract.telemetryTopic('CC3-0002');
    await client.publishAsync(topic, '{"values": ', { qos: 1 });
    await client.publishAsync(topic, JSON.stringify({ values: { humidity: 40 } }), { qos: 1 });
    expect(await readings(id)).toBe(1);
    const end = Date.now() + 5000;
    let logged: contract.InfoLog | undefined;
    while (!logged && Date.now() < end) {
      const res = await k.call('Customer', 'GET', `/api/device/${id}/info-logs?code=MALFORMED_JSON`);
      logged = (await res.json()).data[0];
      if (!logged) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(logged).toMatchObject({ code: 'MALFORMED_JSON', count: 1 });
    await client.endAsync(true);
  });
});
