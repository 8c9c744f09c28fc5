import { anpr, metrowatch } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import { connectAsync, type MqttClient } from 'mqtt';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { frigateEventMessage, frigateObjectId, lprUpdateMessage } from '../../../simulator/anpr.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { deviceInfoLogs } from '../../devices/devices.schema.ts';
import { DEMO_DEVICE_PASSWORD } from '../../devices/devices.seed.ts';
import { startCommands } from '../../metrowatch/commands.service.ts';
import { attachRealtime, type Realtime } from '../../realtime/realtime.ts';
import { startTelemetry, type Telemetry } from '../../telemetry/index.ts';
import { startFrigateIngest } from '../index.ts';
import { createAccess, createGate, createResidentVehicle, type TestGate } from './gate-fixture.ts';

/**
 * Issue 20: a real edge box signs in to the embedded broker (in its thread) and publishes what Frigate
 * publishes; the gate's barrier, signed in as itself, receives the open command.
 */

let k: DevicesKit;
let telemetry: Telemetry;
let stopCommands: () => void;
let frigate: ReturnType<typeof startFrigateIngest>;
let url: string;
let gate: TestGate;
let box: MqttClient;
let opened: metrowatch.CommandMessage[];
const clients: MqttClient[] = [];
let realtime: Realtime;
const sockets: Socket[] = [];
/** The vehicle-log events each socket received. */
const pushed = { Customer: [] as anpr.VehicleLogEvent[], 'Building Owner': [] as anpr.VehicleLogEvent[] };
const HOUR = 3_600_000;

async function connect(serial: string) {
  const client = await connectAsync(url, {
    username: serial,
    password: DEMO_DEVICE_PASSWORD,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  clients.push(client);
  return client;
}

beforeAll(async () => {
  k = await devicesKit({ MQTT_PORT: '0', HOST: '127.0.0.1' });
  const { db } = k.t.deps.database;
  telemetry = await startTelemetry(k.t.deps, k.t.app.log);
  stopCommands = startCommands(k.t.deps, k.t.app.log);
  frigate = startFrigateIngest(k.t.deps, k.t.app.log);
  url = `mqtt://127.0.0.1:${telemetry.transport.port}`;
  gate = await createGate(db, 'TG1');
  const { vehicleId } = await createResidentVehicle(db, gate.companyId, 'Sara Haddad', 'ABC 1234');
  await createAccess(db, gate, { name: 'Residents', vehicleId });
  const now = Date.now();
  await createAccess(db, gate, {
    name: 'Visit now',
    plate: 'VIS 777',
    from: new Date(now - HOUR),
    until: new Date(now + HOUR),
  });
  await createAccess(db, gate, {
    name: 'Visit tomorrow',
    plate: 'OUT 555',
    from: new Date(now + 24 * HOUR),
    until: new Date(now + 25 * HOUR),
  });
  const barrier = await connect(gate.barrier.serial);
  opened = [];
  barrier.on('message', (topic, payload) => {
    if (topic === metrowatch.commandTopic(gate.barrier.serial))
      opened.push(JSON.parse(payload.toString('utf8')));
  });
  await barrier.subscribeAsync(metrowatch.commandTopic(gate.barrier.serial), { qos: 1 });
  box = await connect(gate.box.serial);
  realtime = attachRealtime(k.t.app.server, k.t.deps, k.t.app.log);
  const http = await k.t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const who of ['Customer', 'Building Owner'] as const) {
    const socket = io(http, {
      auth: { token: k.tokens[who] },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.on(anpr.VEHICLE_LOG_EVENT, (event: anpr.VehicleLogEvent) => pushed[who].push(event));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    sockets.push(socket);
  }
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await realtime?.close();
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await frigate?.stop();
  stopCommands?.();
  await telemetry?.stop();
  await k?.t.close();
});

const publish = (topic: string, message: string) => box.publishAsync(topic, message, { qos: 1 });
const logsOf = async (plate: string) =>
  (
    await k.call(
      'Customer',
      'GET',
      `/api/anpr/vehicle-logs?plate=${encodeURIComponent(plate)}&customerId=:none`,
    )
  ).json().data as anpr.VehicleLog[];
const waitForLog = async (plate: string) => {
  let found: anpr.VehicleLog | undefined;
  await vi.waitFor(
    async () => {
      found = (await logsOf(plate))[0];
      expect(found).toBeDefined();
    },
    { timeout: 8000, interval: 50 },
  );
  return found as anpr.VehicleLog;
};
const opensFor = (plate: string) => opened.filter((c) => c.params.plate === anpr.normalisePlate(plate));

describe('[ANPR] Frigate plate events over MQTT', () => {
  test("a visitor's plate inside its window opens the gate's barrier (frigate/events, plate as [plate, score])", async () => {
    const car = { id: frigateObjectId(), camera: 'gate_cam', plate: 'VIS777', score: 0.94 };
    await publish('frigate/events', frigateEventMessage('new', car));
    await publish('frigate/events', frigateEventMessage('update', car));
    await vi.waitFor(() => expect(opensFor('VIS777')).toHaveLength(1), { timeout: 8000, interval: 20 });
    const [command] = opensFor('VIS777');
    expect(command).toMatchObject({ command: 'open-barrier' });
    const log = await waitForLog('VIS777');
    expect(log).toMatchObject({
      plate: 'VIS777',
      plateNorm: 'V1S777',
      score: 0.94,
      decision: 'allowed',
      code: 'access',
      direction: 'in',
      cameraName: 'gate_cam',
      camera: { id: gate.camera.id },
      box: { id: gate.box.id, serial: gate.box.serial },
      access: { name: 'Visit now' },
    });
    expect(log.reason).toBe("Visitor plate VIS777: temporary access 'Visit now' at TG1 gate");
    await vi.waitFor(async () => expect((await logsOf('VIS777'))[0]?.command?.id).toBe(command?.id));
  });

  test("the company's vehicle-log viewers get the log on their socket as it is decided; another company's do not", async () => {
    const car = { id: frigateObjectId(), camera: 'gate_cam', plate: 'LIVE 12', score: 0.9 };
    await publish('frigate/events', frigateEventMessage('update', car));
    await vi.waitFor(() => expect(pushed.Customer.some((e) => e.frigateId === car.id)).toBe(true), {
      timeout: 8000,
      interval: 20,
    });
    const event = pushed.Customer.find((e) => e.frigateId === car.id);
    expect(event).toMatchObject({
      plate: 'LIVE 12',
      decision: 'denied',
      code: 'unknown-plate',
      box: { id: gate.box.id },
    });
    expect(pushed['Building Owner'].some((e) => e.frigateId === car.id)).toBe(false);
  });

  test("a visitor's plate outside its window: no command, the log says denied and why", async () => {
    const car = { id: frigateObjectId(), camera: 'gate_cam', plate: 'OUT 555', score: 0.93 };
    await publish('frigate/events', frigateEventMessage('update', car));
    const log = await waitForLog('OUT555');
    expect(log).toMatchObject({
      decision: 'denied',
      code: 'not-yet-valid',
      command: null,
      access: { name: 'Visit tomorrow' },
    });
    expect(log.reason).toMatch(
      /^Visitor plate OUT 555: access 'Visit tomorrow' at TG1 gate: not yet valid \(from /,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(opensFor('OUT555')).toHaveLength(0);
  });

  test("a resident's plate in the documented form (string + recognized_license_plate_score), typed differently, opens", async () => {
    const car = {
      id: frigateObjectId(),
      camera: 'gate_cam',
      plate: 'abc-1234',
      score: 0.9,
      form: 'string' as const,
    };
    await publish('frigate/events', frigateEventMessage('update', car));
    await vi.waitFor(() => expect(opensFor('ABC1234')).toHaveLength(1), { timeout: 8000, interval: 20 });
    const log = await waitForLog('ABC1234');
    expect(log).toMatchObject({
      decision: 'allowed',
      resident: { name: 'Sara Haddad' },
      vehicle: { plate: 'ABC 1234' },
    });
  });

  test('the many messages of one car make one log and one open, kept at the best read', async () => {
    const id = frigateObjectId();
    const car = (score: number) => ({ id, camera: 'gate_cam', plate: 'VIS 777', score });
    const before = opensFor('VIS777').length;
    await publish('frigate/events', frigateEventMessage('new', car(0.85)));
    await publish('frigate/events', frigateEventMessage('update', car(0.85)));
    await publish('frigate/tracked_object_update', lprUpdateMessage(car(0.88)));
    await publish('frigate/events', frigateEventMessage('update', car(0.97)));
    await publish('frigate/tracked_object_update', lprUpdateMessage(car(0.91)));
    await publish('frigate/events', frigateEventMessage('end', car(0.97)));
    await vi.waitFor(
      async () => {
        const ours = (await logsOf('VIS777')).filter((l) => l.frigateId === id);
        expect(ours).toHaveLength(1);
        expect(ours[0]?.score).toBe(0.97);
      },
      { timeout: 8000, interval: 50 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(opensFor('VIS777').length - before).toBe(1);
  });

  test('an lpr update alone (tracked_object_update) decides too; an unknown plate is denied', async () => {
    await publish(
      'frigate/tracked_object_update',
      lprUpdateMessage({ id: frigateObjectId(), camera: 'gate_cam', plate: 'ZZ 9090', score: 0.96 }),
    );
    const log = await waitForLog('ZZ9090');
    expect(log).toMatchObject({ decision: 'denied', code: 'unknown-plate', resident: null, vehicle: null });
    expect(log.reason).toBe("Unknown plate ZZ 9090: no resident's vehicle or visitor has it");
  });

  test('a car that leaves with only low reads is logged denied once, and opens nothing', async () => {
    const car = { id: frigateObjectId(), camera: 'gate_cam', plate: 'ABC 1234', score: 0.55 };
    const before = opensFor('ABC1234').length;
    await publish('frigate/events', frigateEventMessage('update', car));
    await publish('frigate/events', frigateEventMessage('end', { ...car, score: 0.61 }));
    await vi.waitFor(
      async () => {
        const low = (await logsOf('ABC1234')).find((l) => l.frigateId === car.id);
        expect(low).toMatchObject({ decision: 'denied', code: 'low-score', score: 0.61 });
      },
      { timeout: 8000, interval: 50 },
    );
    expect(opensFor('ABC1234').length).toBe(before);
  });

  test("Frigate's other topics are accepted and ignored; an implausible plate is a counted refusal, nothing logged", async () => {
    await box.publishAsync('frigate/available', 'online', { qos: 1, retain: true });
    await publish('frigate/stats', JSON.stringify({ service: { uptime: 5 } }));
    await publish('frigate/gate_cam/car', '1');
    await publish(
      'frigate/events',
      frigateEventMessage('update', { id: frigateObjectId(), camera: 'gate_cam', plate: '--', score: 0.99 }),
    );
    await publish('frigate/events', '{not json');
    const { db } = k.t.deps.database;
    await vi.waitFor(
      async () => {
        const codes = await db
          .select({ code: deviceInfoLogs.code })
          .from(deviceInfoLogs)
          .where(eq(deviceInfoLogs.deviceId, gate.box.id));
        expect(codes.map((c) => c.code)).toEqual(
          expect.arrayContaining(['IMPLAUSIBLE_PLATE', 'INVALID_PAYLOAD']),
        );
      },
      { timeout: 8000, interval: 100 },
    );
    expect(box.connected).toBe(true);
  });

  test("Frigate's snapshot of the car (frigate/<camera>/car/snapshot) is kept on its log", async () => {
    const car = { id: frigateObjectId(), camera: 'gate_cam', plate: 'SNAP 9', score: 0.9 };
    await publish('frigate/events', frigateEventMessage('update', car));
    const log = await waitForLog('SNAP9');
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    await box.publishAsync('frigate/gate_cam/car/snapshot', jpeg, { qos: 1, retain: true });
    await vi.waitFor(async () => expect((await logsOf('SNAP9'))[0]?.hasSnapshot).toBe(true), {
      timeout: 8000,
    });
    const image = await k.call('Customer', 'GET', `/api/anpr/vehicle-logs/${log.id}/snapshot`);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(jpeg)).toBe(true);
  });

  test('the per-box prefix frigate/<serial> is read on the embedded broker too; another serial in it is not', async () => {
    await publish(
      `frigate/${gate.box.serial}/events`,
      frigateEventMessage('update', {
        id: frigateObjectId(),
        camera: 'gate_cam',
        plate: 'PFX 1',
        score: 0.95,
      }),
    );
    await waitForLog('PFX1');
    await publish(
      'frigate/OTHER-BOX/events',
      frigateEventMessage('update', {
        id: frigateObjectId(),
        camera: 'gate_cam',
        plate: 'PFX 2',
        score: 0.95,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await logsOf('PFX2')).toHaveLength(0);
  });

  test('an unknown box cannot sign in; a device that is no edge box may not publish plate events', async () => {
    await expect(
      connectAsync(url, {
        username: 'NO-SUCH-BOX',
        password: DEMO_DEVICE_PASSWORD,
        reconnectPeriod: 0,
        connectTimeout: 3000,
      }),
    ).rejects.toThrow();
    const camera = await connect(gate.camera.serial);
    const closed = new Promise<void>((resolve) => camera.once('close', () => resolve()));
    camera.publish(
      'frigate/events',
      frigateEventMessage('update', {
        id: frigateObjectId(),
        camera: 'gate_cam',
        plate: 'CAM 42',
        score: 0.99,
      }),
      { qos: 1 },
    );
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await logsOf('CAM42')).toHaveLength(0);
  });

  test('a flood from one box is rate limited and counted', async () => {
    const { db } = k.t.deps.database;
    const flood = Array.from({ length: 150 }, () =>
      publish(
        'frigate/events',
        frigateEventMessage('update', {
          id: frigateObjectId(),
          camera: 'gate_cam',
          plate: 'FLD 1',
          score: 0.5,
        }),
      ),
    );
    await Promise.all(flood);
    await vi.waitFor(
      async () => {
        const [limited] = await db
          .select({ count: deviceInfoLogs.count })
          .from(deviceInfoLogs)
          .where(and(eq(deviceInfoLogs.deviceId, gate.box.id), eq(deviceInfoLogs.code, 'RATE_LIMITED')));
        expect(limited?.count).toBeGreaterThan(0);
      },
      { timeout: 8000, interval: 100 },
    );
  });
});
