import { randomBytes } from 'node:crypto';
import { metrowatch } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { startLockAccess } from '../../access/door-decisions.service.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { devices } from '../../devices/devices.schema.ts';
import { oneOffSession } from '../../telemetry/__tests__/external-session.ts';
import { startTelemetry, type Telemetry } from '../../telemetry/index.ts';
import { startCommands } from '../commands.service.ts';

/**
 * Metro Watch over a real broker (MQTT_URL, e.g. the machine's Mosquitto): the server publishes commands
 * there and takes acks and access requests from its shared subscriptions. The broker signs devices in
 * itself, so the "lock" here is a plain client. Each run renames its demo locks to serials of its own and
 * takes a share group of its own: runs at once (other test servers on the same broker) never answer for
 * each other's devices.
 */
const brokerUrl = process.env.MQTT_URL;
const run = randomBytes(3).toString('hex');

describe.skipIf(!brokerUrl)(
  '[METROWATCH] commands and door decisions through an external broker (MQTT_URL)',
  () => {
    let k: DevicesKit;
    let telemetry: Telemetry;
    let stopCommands: () => void;
    let stopAccess: () => Promise<void>;
    const clients: MqttClient[] = [];

    /** A demo lock under a serial of this run (its accesses and place stay). */
    async function lockOfThisRun(demoSerial: string) {
      const serial = `${demoSerial}-${run}`;
      const [row] = await k.t.deps.database.db
        .update(devices)
        .set({ serial })
        .where(eq(devices.serial, demoSerial))
        .returning({ id: devices.id });
      if (!row) throw new Error(`no demo lock ${demoSerial}`);
      return { id: row.id, serial };
    }

    /** A client of the broker subscribed to `topics`, with what it receives on each. */
    async function client(topics: string[]) {
      const c = await connectAsync(brokerUrl ?? '', { reconnectPeriod: 0, connectTimeout: 5000 });
      clients.push(c);
      const received = new Map<string, unknown[]>();
      c.on('message', (topic, payload) => {
        const list = received.get(topic) ?? [];
        list.push(JSON.parse(payload.toString('utf8')));
        received.set(topic, list);
      });
      await c.subscribeAsync(topics, { qos: 1 });
      return { c, on: <T>(topic: string) => (received.get(topic) ?? []) as T[] };
    }

    beforeAll(async () => {
      k = await devicesKit({
        MQTT_URL: brokerUrl ?? '',
        MQTT_SHARE_GROUP: `atrium-test-${run}`,
        TELEMETRY_FLUSH_MS: '20',
        ...oneOffSession(),
      });
      telemetry = await startTelemetry(k.t.deps, k.t.app.log);
      stopCommands = startCommands(k.t.deps, k.t.app.log);
      stopAccess = startLockAccess(k.t.deps, k.t.app.log);
    });
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.endAsync(true)));
      await stopAccess?.();
      stopCommands?.();
      await telemetry?.stop();
      await k?.t.close();
    });

    const get = async (path: string) => (await k.call('Customer', 'GET', path)).json();
    const wait = { timeout: 10_000, interval: 50 };

    test('a lock subscribed on the broker receives a lock command issued through the API, acks it, and the API shows it acknowledged', async () => {
      const lock = await lockOfThisRun('DL1-0002');
      const device = await client([metrowatch.commandTopic(lock.serial)]);
      const before = (await get(`/api/metrowatch/device/${lock.id}`)).data.lockState;
      const what = before === 'locked' ? 'unlock' : 'lock';

      const res = await k.call('Customer', 'POST', `/api/metrowatch/device/${lock.id}/${what}`);
      expect(res.statusCode, res.body).toBe(202);
      const command = res.json().data as metrowatch.Command;
      expect(command.state).toBe('sent');

      const received = () => device.on<metrowatch.CommandMessage>(metrowatch.commandTopic(lock.serial));
      await vi.waitFor(() => expect(received()).toHaveLength(1), wait);
      expect(received()[0]).toEqual({ id: command.id, command: what, params: {} });

      await device.c.publishAsync(
        metrowatch.commandAckTopic(lock.serial),
        JSON.stringify({ id: command.id, status: 'ok' }),
        { qos: 1 },
      );
      await vi.waitFor(async () => {
        const { data } = await get(`/api/metrowatch/device/${lock.id}/commands`);
        expect(data.find((c: metrowatch.Command) => c.id === command.id)?.state).toBe('acknowledged');
      }, wait);
      expect((await get(`/api/metrowatch/device/${lock.id}`)).data.lockState).toBe(
        what === 'lock' ? 'locked' : 'unlocked',
      );
    });

    test('a card presented on the broker is decided: granted and unlocked, a blocked card refused, garbage unanswered', async () => {
      // The demo badge 1001 has a fulltime access to DL1-0002's door, the lost (blocked) badge 1002 to DL1-0001's.
      const door = await lockOfThisRun('DL1-0001');
      const lock = await client([
        metrowatch.accessDecisionTopic(door.serial),
        metrowatch.commandTopic(door.serial),
      ]);
      const decisions = () =>
        lock.on<metrowatch.AccessDecisionMessage>(metrowatch.accessDecisionTopic(door.serial));
      const present = (payload: unknown) =>
        lock.c.publishAsync(
          metrowatch.accessTopic(door.serial),
          typeof payload === 'string' ? payload : JSON.stringify(payload),
          { qos: 1 },
        );

      await present('garbage');
      await present({ kind: 'card', code: 'CARD1002', id: 'lost' });
      await vi.waitFor(() => expect(decisions()).toHaveLength(1), wait);
      expect(decisions()[0]).toMatchObject({ granted: false, reason: 'Credential blocked', id: 'lost' });

      // The owner's fulltime access to this door lets the owner's active badge in.
      await present({ kind: 'card', code: 'CARD1001', ts: Date.now(), id: 'badge' });
      await vi.waitFor(() => expect(decisions()).toHaveLength(2), wait);
      expect(decisions()[1]).toMatchObject({ granted: true, reason: 'Fulltime access', id: 'badge' });
      const commands = () => lock.on<metrowatch.CommandMessage>(metrowatch.commandTopic(door.serial));
      await vi.waitFor(() => expect(commands()).toHaveLength(1), wait);
      expect(commands()[0]).toMatchObject({ command: 'unlock' });

      const log = await get(`/api/device/${door.id}/access-logs?actor=access`);
      expect(
        log.data.map((l: { result: string; reason: string }) => [l.result, l.reason]).slice(0, 2),
      ).toEqual([
        ['accepted', 'Fulltime access'],
        ['refused', 'Credential blocked'],
      ]);
      await vi.waitFor(async () => {
        const info = await get(`/api/device/${door.id}/info-logs?code=ACCESS_REQUEST_INVALID`);
        expect(info.data[0]).toMatchObject({ count: 1 });
      }, wait);
    });
  },
);
