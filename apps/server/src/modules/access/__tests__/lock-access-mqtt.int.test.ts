import { metrowatch } from '@atrium/contracts';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { DEMO_DEVICE_PASSWORD } from '../../devices/devices.seed.ts';
import { startCommands } from '../../metrowatch/commands.service.ts';
import { startTelemetry, type Telemetry } from '../../telemetry/index.ts';
import { startLockAccess } from '../door-decisions.service.ts';

/**
 * Credentials presented at locks over MQTT, through the embedded broker (in its thread): the lock publishes
 * on `devices/<serial>/access`, the server decides, unlocks a granted door by a command and answers on
 * `devices/<serial>/access/decision`; the door's access log has every decision.
 */

let k: DevicesKit;
let telemetry: Telemetry;
let stopCommands: () => void;
let stopAccess: () => Promise<void>;
let url: string;
const clients: MqttClient[] = [];

beforeAll(async () => {
  k = await devicesKit({ MQTT_PORT: '0', HOST: '127.0.0.1' });
  telemetry = await startTelemetry(k.t.deps, k.t.app.log);
  stopCommands = startCommands(k.t.deps, k.t.app.log);
  stopAccess = startLockAccess(k.t.deps, k.t.app.log);
  url = `mqtt://127.0.0.1:${telemetry.transport.port}`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await stopAccess?.();
  stopCommands?.();
  await telemetry?.stop();
  await k?.t.close();
});

/** A device signed in as itself, with what it receives on each topic. */
async function device(serial: string) {
  const client = await connectAsync(url, {
    username: serial,
    password: DEMO_DEVICE_PASSWORD,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  clients.push(client);
  const received = new Map<string, unknown[]>();
  client.on('message', (topic, payload) => {
    const list = received.get(topic) ?? [];
    list.push(JSON.parse(payload.toString('utf8')));
    received.set(topic, list);
  });
  await client.subscribeAsync([metrowatch.accessDecisionTopic(serial), metrowatch.commandTopic(serial)], {
    qos: 1,
  });
  return {
    client,
    decisions: () =>
      (received.get(metrowatch.accessDecisionTopic(serial)) ?? []) as metrowatch.AccessDecisionMessage[],
    commands: () => (received.get(metrowatch.commandTopic(serial)) ?? []) as metrowatch.CommandMessage[],
    present: (payload: unknown) =>
      client.publishAsync(
        metrowatch.accessTopic(serial),
        typeof payload === 'string' ? payload : JSON.stringify(payload),
        { qos: 1 },
      ),
  };
}

const get = async (path: string) => (await k.call('Customer', 'GET', path)).json();
const accessLog = async (id: number) =>
  (await get(`/api/device/${id}/access-logs?actor=access&limit=50`)).data as {
    action: string;
    result: string;
    reason: string | null;
    credential?: { label: string } | null;
  }[];
const wait = { timeout: 5000, interval: 20 };

describe('[METROWATCH] a credential presented at a lock over MQTT', () => {
  test('a card with a fulltime access is granted: the lock is answered, sent the unlock, and the log has it', async () => {
    // DL1-0002: the demo badge 1001 has a fulltime access to it (access.seed.ts).
    const serial = 'DL1-0002';
    const id = await k.deviceId(serial);
    const lock = await device(serial);
    await lock.present({ kind: 'card', code: 'CARD1001', ts: Date.now(), id: 'read-1' });

    await vi.waitFor(() => expect(lock.decisions()).toHaveLength(1), wait);
    const [decision] = lock.decisions();
    expect(decision).toMatchObject({ granted: true, id: 'read-1' });
    expect(decision?.reason).toMatch(/full ?time/i);
    expect(Math.abs((decision?.ts ?? 0) - Date.now())).toBeLessThan(10_000);
    // The granted door is unlocked by a command to the lock (source: access).
    await vi.waitFor(() => expect(lock.commands()).toHaveLength(1), wait);
    expect(lock.commands()[0]).toMatchObject({ command: 'unlock', params: {} });
    const commands = (await get(`/api/metrowatch/device/${id}/commands`)).data as metrowatch.Command[];
    expect(commands[0]).toMatchObject({ id: lock.commands()[0]?.id, source: 'access', state: 'sent' });
    expect((await accessLog(id))[0]).toMatchObject({
      action: 'unlock (card)',
      result: 'accepted',
      reason: decision?.reason,
      credential: { label: 'Badge 1001' },
    });
  });

  test('a blocked card is denied with its reason in words; nothing is unlocked', async () => {
    // DL1-0001: the lost badge 1002 (blocked) has a fulltime access to it.
    const serial = 'DL1-0001';
    const id = await k.deviceId(serial);
    const lock = await device(serial);
    await lock.present({ kind: 'card', code: 'CARD1002', ts: new Date().toISOString() });

    await vi.waitFor(() => expect(lock.decisions()).toHaveLength(1), wait);
    expect(lock.decisions()[0]).toMatchObject({ granted: false, reason: 'Credential blocked' });
    expect(lock.decisions()[0]).not.toHaveProperty('id');
    expect((await accessLog(id))[0]).toMatchObject({
      action: 'unlock (card)',
      result: 'refused',
      reason: 'Credential blocked',
      credential: { label: 'Badge 1002 (lost)' },
    });
    expect(lock.commands()).toEqual([]);
    expect((await get(`/api/metrowatch/device/${id}/commands`)).data).toEqual([]);
  });

  test('garbage is refused without an answer and counted in the info log; the next request is answered', async () => {
    const serial = 'DL1-0003';
    const id = await k.deviceId(serial);
    const lock = await device(serial);
    const before = (await accessLog(id)).length;
    await lock.present('not json {');
    await lock.present({ kind: 'retina', code: 'x' });
    await lock.present({ kind: 'card', code: 'CARD1001', extra: true });
    await lock.present({ kind: 'card', code: 'CARD1001', ts: 'yesterday' });
    // An unknown card is a decision (refused, logged); the garbage before it got none.
    await lock.present({ kind: 'card', code: 'NOSUCHCARD', id: 'after-garbage' });

    await vi.waitFor(() => expect(lock.decisions()).toHaveLength(1), wait);
    expect(lock.decisions()).toEqual([
      expect.objectContaining({ granted: false, reason: 'Unknown credential', id: 'after-garbage' }),
    ]);
    const log = await accessLog(id);
    expect(log).toHaveLength(before + 1);
    await vi.waitFor(async () => {
      const info = await get(`/api/device/${id}/info-logs?code=ACCESS_REQUEST_INVALID`);
      expect(info.data[0]).toMatchObject({ code: 'ACCESS_REQUEST_INVALID', count: 4 });
    }, wait);
  });

  test('a presentation older than two minutes opens nothing and is answered so', async () => {
    const serial = 'DL1-0004';
    const id = await k.deviceId(serial);
    const lock = await device(serial);
    await lock.present({ kind: 'card', code: 'CARD1001', ts: Date.now() - 10 * 60_000 });
    await vi.waitFor(() => expect(lock.decisions()).toHaveLength(1), wait);
    expect(lock.decisions()[0]).toMatchObject({ granted: false, reason: 'Presented too long ago' });
    expect((await accessLog(id))[0]).toMatchObject({ result: 'refused', reason: 'Presented too long ago' });
    expect(lock.commands()).toEqual([]);
  });

  test("a device that is no lock is answered nothing, and a lock may not present at another's door", async () => {
    const tracker = await device('TLF-0001');
    await tracker.present({ kind: 'card', code: 'CARD1001' });
    const victim = 'DL1-0005';
    const victimId = await k.deviceId(victim);
    const before = (await accessLog(victimId)).length;
    // Publishing on another device's access topic closes the connection (the broker's ACL).
    const intruder = (await device('DL1-0004')).client;
    const closed = new Promise<void>((resolve) => intruder.once('close', () => resolve()));
    intruder.publish(metrowatch.accessTopic(victim), JSON.stringify({ kind: 'card', code: 'CARD1001' }), {
      qos: 1,
    });
    await closed;
    // A lock's request after those is answered: had they been decided, they would have been first.
    const lock = await device('DL1-0002');
    await lock.present({ kind: 'pin', code: '000000', id: 'probe' });
    await vi.waitFor(() => expect(lock.decisions()).toHaveLength(1), wait);
    expect(tracker.decisions()).toEqual([]);
    expect((await accessLog(victimId)).length).toBe(before);
    const trackerLog = await accessLog(await k.deviceId('TLF-0001'));
    expect(trackerLog.filter((l) => l.action.startsWith('unlock'))).toEqual([]);
  });

  test('the embedded broker on the main thread (MQTT_BROKER_THREAD=false) serves access requests the same', async () => {
    await telemetry.stop();
    telemetry = await startTelemetry(
      { ...k.t.deps, config: { ...k.t.deps.config, MQTT_BROKER_THREAD: false } },
      k.t.app.log,
    );
    url = `mqtt://127.0.0.1:${telemetry.transport.port}`;
    const lock = await device('DL1-0001');
    await lock.present({ kind: 'card', code: 'CARD1002', id: 'main-thread' });
    await vi.waitFor(() => expect(lock.decisions()).toHaveLength(1), wait);
    expect(lock.decisions()[0]).toMatchObject({
      granted: false,
      reason: 'Credential blocked',
      id: 'main-thread',
    });
    // And the ACL there too: another lock's access topic closes the connection.
    const intruder = (await device('DL1-0003')).client;
    const closed = new Promise<void>((resolve) => intruder.once('close', () => resolve()));
    intruder.publish(metrowatch.accessTopic('DL1-0001'), JSON.stringify({ kind: 'card', code: 'CARD1001' }));
    await closed;
  });
});
