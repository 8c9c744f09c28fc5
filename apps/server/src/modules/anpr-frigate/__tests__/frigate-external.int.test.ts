import { randomBytes } from 'node:crypto';
import { type anpr, metrowatch } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { frigateEventMessage, frigateObjectId } from '../../../simulator/anpr.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { deviceInfoLogs } from '../../devices/devices.schema.ts';
import { startCommands } from '../../metrowatch/commands.service.ts';
import { oneOffSession } from '../../telemetry/__tests__/external-session.ts';
import { startTelemetry, type Telemetry } from '../../telemetry/index.ts';
import { startFrigateIngest } from '../index.ts';
import { createAccess, createGate, createResidentVehicle, type TestGate } from './gate-fixture.ts';

/**
 * Through a real broker (MQTT_URL, e.g. the machine's Mosquitto): the box's Frigate publishes with
 * `mqtt.topic_prefix: frigate/<serial>`, the server takes `$share/<group>/frigate/+/events`, and the
 * barrier gets its command from the broker.
 */
const brokerUrl = process.env.MQTT_URL;

describe.skipIf(!brokerUrl)('[ANPR] Frigate plate events through an external broker (MQTT_URL)', () => {
  let k: DevicesKit;
  let telemetry: Telemetry;
  let stopCommands: () => void;
  let frigate: ReturnType<typeof startFrigateIngest>;
  let gate: TestGate;
  let box: MqttClient;
  let barrier: MqttClient;
  const opened: metrowatch.CommandMessage[] = [];
  // Serials of this run only: other runs may share the broker.
  const prefix = `TX${randomBytes(3).toString('hex').toUpperCase()}`;

  beforeAll(async () => {
    k = await devicesKit({ MQTT_URL: brokerUrl ?? '', MQTT_SHARE_GROUP: `g${prefix}`, ...oneOffSession() });
    const { db } = k.t.deps.database;
    telemetry = await startTelemetry(k.t.deps, k.t.app.log);
    stopCommands = startCommands(k.t.deps, k.t.app.log);
    frigate = startFrigateIngest(k.t.deps, k.t.app.log);
    gate = await createGate(db, prefix);
    const { vehicleId } = await createResidentVehicle(db, gate.companyId, 'Huda Salem', 'EXT 4321');
    await createAccess(db, gate, { name: 'Residents', vehicleId });
    barrier = await connectAsync(brokerUrl ?? '', { reconnectPeriod: 0 });
    barrier.on('message', (topic, payload) => {
      if (topic === metrowatch.commandTopic(gate.barrier.serial))
        opened.push(JSON.parse(payload.toString('utf8')));
    });
    await barrier.subscribeAsync(metrowatch.commandTopic(gate.barrier.serial), { qos: 1 });
    box = await connectAsync(brokerUrl ?? '', { reconnectPeriod: 0 });
  });
  afterAll(async () => {
    await box?.endAsync();
    await barrier?.endAsync();
    await frigate?.stop();
    stopCommands?.();
    await telemetry?.stop();
    await k?.t.close();
  });

  const logsOf = async (plate: string) =>
    (await k.call('Customer', 'GET', `/api/anpr/vehicle-logs?plate=${plate}`)).json()
      .data as anpr.VehicleLog[];

  test('a plate under frigate/<serial>/events opens the barrier of that box', async () => {
    const car = { id: frigateObjectId(), camera: 'gate_cam', plate: 'EXT 4321', score: 0.92 };
    await box.publishAsync(`frigate/${gate.box.serial}/events`, frigateEventMessage('update', car), {
      qos: 1,
    });
    await vi.waitFor(() => expect(opened).toHaveLength(1), { timeout: 10_000, interval: 50 });
    expect(opened[0]).toMatchObject({ command: 'open-barrier', params: { plate: 'EXT4321' } });
    await vi.waitFor(
      async () => expect((await logsOf('EXT4321'))[0]).toMatchObject({ decision: 'allowed' }),
      {
        timeout: 5000,
      },
    );
  });

  test('a serial that is no edge box is a counted refusal; an unknown serial is dropped', async () => {
    const car = { id: frigateObjectId(), camera: 'gate_cam', plate: 'EXT 4321', score: 0.99 };
    await box.publishAsync(`frigate/${gate.camera.serial}/events`, frigateEventMessage('update', car), {
      qos: 1,
    });
    await box.publishAsync(`frigate/${prefix}-NOBODY/events`, frigateEventMessage('update', car), { qos: 1 });
    const { db } = k.t.deps.database;
    await vi.waitFor(
      async () => {
        const [refused] = await db
          .select({ count: deviceInfoLogs.count })
          .from(deviceInfoLogs)
          .where(
            and(eq(deviceInfoLogs.deviceId, gate.camera.id), eq(deviceInfoLogs.code, 'NOT_AN_EDGE_BOX')),
          );
        expect(refused?.count).toBe(1);
        expect(frigate.ingest.stats().unknownBoxes).toBe(1);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(opened).toHaveLength(1);
  });
});
