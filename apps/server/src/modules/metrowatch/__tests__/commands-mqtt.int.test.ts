import { metrowatch } from '@atrium/contracts';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { DEMO_DEVICE_PASSWORD } from '../../devices/devices.seed.ts';
import { startTelemetry, type Telemetry } from '../../telemetry/index.ts';
import { startCommands } from '../commands.service.ts';

/** Commands reach a real device client over the embedded broker (in its thread) and its ack comes back. */

let k: DevicesKit;
let telemetry: Telemetry;
let stopCommands: () => void;
let url: string;
const clients: MqttClient[] = [];
const TIMEOUT_MS = 1500;

beforeAll(async () => {
  k = await devicesKit({ MQTT_PORT: '0', HOST: '127.0.0.1', COMMAND_TIMEOUT_MS: String(TIMEOUT_MS) });
  telemetry = await startTelemetry(k.t.deps, k.t.app.log);
  stopCommands = startCommands(k.t.deps, k.t.app.log);
  url = `mqtt://127.0.0.1:${telemetry.transport.port}`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  stopCommands();
  await telemetry.stop();
  await k.t.close();
});

async function device(serial: string) {
  const client = await connectAsync(url, {
    username: serial,
    password: DEMO_DEVICE_PASSWORD,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  clients.push(client);
  return client;
}

/** The messages a client receives on `topic`, as they come. */
function inbox(client: MqttClient, topic: string) {
  const received: metrowatch.CommandMessage[] = [];
  client.on('message', (t, payload) => {
    if (t === topic) received.push(JSON.parse(payload.toString('utf8')));
  });
  return received;
}

const get = async (path: string) => (await k.call('Customer', 'GET', path)).json();
const commandOf = async (deviceId: number, id: string) =>
  ((await get(`/api/metrowatch/device/${deviceId}/commands?limit=100`)).data as metrowatch.Command[]).find(
    (c) => c.id === id,
  );

describe('[METROWATCH] commands over MQTT', () => {
  test('a lock receives its lock command, acknowledges it, and the API shows it acknowledged and locked', async () => {
    const serial = 'DL1-0002';
    const id = await k.deviceId(serial);
    const client = await device(serial);
    const received = inbox(client, metrowatch.commandTopic(serial));
    await client.subscribeAsync(metrowatch.commandTopic(serial), { qos: 1 });
    const before = (await get(`/api/metrowatch/device/${id}`)).data.lockState;
    const what = before === 'locked' ? 'unlock' : 'lock';

    const res = await k.call('Customer', 'POST', `/api/metrowatch/device/${id}/${what}`);
    expect(res.statusCode, res.body).toBe(202);
    const command = res.json().data as metrowatch.Command;
    expect(command.state).toBe('sent');
    expect(command.sentAt).not.toBeNull();

    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000, interval: 20 });
    expect(received[0]).toEqual({ id: command.id, command: what, params: {} });
    // Not yet acknowledged: the lock state has not moved.
    expect((await get(`/api/metrowatch/device/${id}`)).data.lockState).toBe(before);

    await client.publishAsync(
      metrowatch.commandAckTopic(serial),
      JSON.stringify({ id: command.id, status: 'ok' }),
      { qos: 1 },
    );
    await vi.waitFor(async () => expect((await commandOf(id, command.id))?.state).toBe('acknowledged'), {
      timeout: 5000,
      interval: 50,
    });
    expect((await get(`/api/metrowatch/device/${id}`)).data.lockState).toBe(
      what === 'lock' ? 'locked' : 'unlocked',
    );
  });

  test('a lock that never answers: the command expires after the timeout and the lock state stays', async () => {
    const serial = 'DL1-0003';
    const id = await k.deviceId(serial);
    const client = await device(serial);
    const received = inbox(client, metrowatch.commandTopic(serial));
    await client.subscribeAsync(metrowatch.commandTopic(serial), { qos: 1 });
    const before = (await get(`/api/metrowatch/device/${id}`)).data.lockState;
    const res = await k.call(
      'Customer',
      'POST',
      `/api/metrowatch/device/${id}/${before === 'locked' ? 'unlock' : 'lock'}`,
    );
    const command = res.json().data as metrowatch.Command;
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000, interval: 20 });
    expect((await commandOf(id, command.id))?.state).toBe('sent');
    await vi.waitFor(async () => expect((await commandOf(id, command.id))?.state).toBe('expired'), {
      timeout: TIMEOUT_MS * 4,
      interval: 100,
    });
    const expired = await commandOf(id, command.id);
    expect(expired?.expiredAt).not.toBeNull();
    expect(expired?.message).toMatch(/No answer from the device/);
    // A late ack changes nothing.
    await client.publishAsync(
      metrowatch.commandAckTopic(serial),
      JSON.stringify({ id: command.id, status: 'ok' }),
      {
        qos: 1,
      },
    );
    const log = await get(`/api/metrowatch/device/${id}/log?kind=command`);
    expect(log.data[0]).toMatchObject({ id: `command-${command.id}`, result: 'expired' });
    expect((await get(`/api/metrowatch/device/${id}`)).data.lockState).toBe(before);
  });

  test("a device may not subscribe to another device's commands nor answer for it", async () => {
    const victim = 'DL1-0004';
    const victimId = await k.deviceId(victim);
    const intruder = await device('DL1-0001');
    // SUBACK 128: nothing granted (mqtt.js rejects); the connection goes on.
    await expect(intruder.subscribeAsync(metrowatch.commandTopic(victim), { qos: 1 })).rejects.toThrow(
      /Subscribe error/,
    );
    await expect(intruder.subscribeAsync('devices/+/commands', { qos: 1 })).rejects.toThrow(
      /Subscribe error/,
    );
    const seen = inbox(intruder, metrowatch.commandTopic(victim));

    const res = await k.call('Customer', 'POST', `/api/metrowatch/device/${victimId}/lock`);
    const command = res.json().data as metrowatch.Command;
    // The broker refuses a publication on another device's ack topic by closing the connection.
    const closed = new Promise<void>((resolve) => intruder.once('close', () => resolve()));
    intruder.publish(metrowatch.commandAckTopic(victim), JSON.stringify({ id: command.id, status: 'ok' }), {
      qos: 1,
    });
    await closed;
    expect(seen).toEqual([]);
    expect((await commandOf(victimId, command.id))?.state).toBe('sent');
  });

  test("another company's user sends nothing to the device", async () => {
    const serial = 'DL1-0004';
    const id = await k.deviceId(serial);
    const client = await device(serial);
    const received = inbox(client, metrowatch.commandTopic(serial));
    await client.subscribeAsync(metrowatch.commandTopic(serial), { qos: 1 });
    expect((await k.call('School', 'POST', `/api/metrowatch/device/${id}/unlock`)).statusCode).toBe(404);
    // A command of its own owner after it arrives: the refused one would have come first.
    const own = await k.call('Customer', 'POST', `/api/metrowatch/device/${id}/unlock`);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000, interval: 20 });
    expect(received[0]?.id).toBe(own.json().data.id);
  });
});
