import { alarms, devices as contract } from '@atrium/contracts';
import { connectAsync } from 'mqtt';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { alarmTemplates } from '../../alarms/alarms.schema.ts';
import { startAlarms } from '../../alarms/index.ts';
import { type DevicesKit, devicesKit, type Who } from '../../devices/__tests__/kit.ts';
import { DEMO_DEVICE_PASSWORD } from '../../devices/devices.seed.ts';
import { addMember } from '../../groups/__tests__/group-kit.ts';
import { startTelemetry, type Telemetry } from '../../telemetry/index.ts';
import { attachRealtime, type Realtime } from '../realtime.ts';

let k: DevicesKit;
let telemetry: Telemetry;
let realtime: Realtime;
let stopAlarms: () => void;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  k = await devicesKit({ MQTT_PORT: '0', HOST: '127.0.0.1', TELEMETRY_FLUSH_MS: '20' });
  await k.t.deps.database.db.delete(alarmTemplates); // only this test's template raises alarms
  stopAlarms = startAlarms(k.t.deps, k.t.app.log);
  telemetry = await startTelemetry(k.t.deps, k.t.app.log);
  realtime = attachRealtime(k.t.app.server, k.t.deps, k.t.app.log);
  url = await k.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await realtime.close();
  stopAlarms();
  await telemetry.stop();
  await k.t.close();
});

/** A signed-in socket that records every event it receives. */
async function connect(token: string) {
  const received: { event: string; payload: unknown }[] = [];
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  socket.onAny((event: string, payload: unknown) => void received.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, received };
}
const connectAs = (who: Who) => connect(k.tokens[who]);

async function until(ok: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
}

async function publish(serial: string, values: Record<string, number>) {
  const client = await connectAsync(`mqtt://127.0.0.1:${telemetry.transport.port}`, {
    username: serial,
    password: DEMO_DEVICE_PASSWORD,
    reconnectPeriod: 0,
  });
  await client.publishAsync(contract.telemetryTopic(serial), JSON.stringify({ values }), { qos: 1 });
  await client.endAsync();
}

describe('[REALTIME] Socket.IO on the API server', () => {
  test('a socket without a valid access token is refused', async () => {
    await expect(connect('not-a-token')).rejects.toThrow('AUTH_TOKEN_INVALID');
  });

  test('an MQTT reading crossing a threshold pushes the alarm, the reading and the device state to the owner only', async () => {
    const template = await k.call('Customer', 'POST', '/api/swam/template', {
      name: 'Hot',
      rules: [{ kind: 'above', key: 'temperature', value: 30, severity: 'critical' }],
    });
    expect(template.statusCode).toBe(201);
    const owner = await connectAs('Customer');
    const stranger = await connectAs('Building Owner');
    const deviceId = await k.deviceId('AQ5-0003');

    await publish('AQ5-0003', { temperature: 33 });
    const alarmEvent = () => owner.received.find((e) => e.event === alarms.SOCKET_EVENTS.alarm);
    await until(() => alarmEvent() !== undefined);
    expect(alarmEvent()?.payload).toMatchObject({
      change: 'raised',
      alarm: {
        device: { id: deviceId, serial: 'AQ5-0003' },
        status: 'active',
        value: 33,
        category: 'operational',
      },
    });
    expect(owner.received.find((e) => e.event === 'reading')?.payload).toMatchObject({
      deviceId,
      serial: 'AQ5-0003',
      values: { temperature: 33 },
    });
    expect(owner.received.find((e) => e.event === 'device-state')?.payload).toMatchObject({
      deviceId,
      connectivity: 'online',
      values: { temperature: 33 },
    });

    const { id } = (alarmEvent()?.payload as alarms.AlarmEvent | undefined)?.alarm ?? { id: 0 };
    await k.call('Customer', 'POST', `/api/swam/alarms/operational/${id}/acknowledge`, { comment: 'Seen' });
    await until(() => owner.received.some((e) => (e.payload as alarms.AlarmEvent).change === 'updated'));
    expect(
      owner.received.find((e) => (e.payload as alarms.AlarmEvent).change === 'updated')?.payload,
    ).toMatchObject({
      alarm: { id, status: 'acknowledged' },
    });

    await publish('AQ5-0003', { temperature: 21 });
    await until(() => owner.received.some((e) => (e.payload as alarms.AlarmEvent).change === 'cleared'));
    expect(owner.received.some((e) => (e.payload as alarms.AlarmEvent).change === 'cleared')).toBe(true);
    expect(stranger.received).toEqual([]);
  });

  test('a member whose keys come from a permission group naming one device hears of that device only (spec §3)', async () => {
    const member = await addMember(k, k.ids.Customer, 'scoped-socket@customer.test');
    const inside = await k.deviceId('AQ5-0002');
    const created = await k.call('Customer', 'POST', '/api/swam/permissions-group', {
      name: 'One sensor watchers',
      users: [member.id],
      resources: [{ type: 'device', id: inside }],
      permissions: { swam: ['view'], swam_devices: ['view'], swam_alarms: ['view'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const scoped = await connect(member.token);
    const owner = await connectAs('Customer');

    await publish('AQ5-0001', { temperature: 34 });
    await publish('AQ5-0002', { temperature: 35 });
    const alarmsOf = (who: typeof owner) =>
      who.received
        .filter((e) => e.event === alarms.SOCKET_EVENTS.alarm)
        .map((e) => (e.payload as alarms.AlarmEvent).alarm.device.serial);
    await until(() => alarmsOf(owner).includes('AQ5-0001') && alarmsOf(owner).includes('AQ5-0002'));
    await until(() => alarmsOf(scoped).includes('AQ5-0002'));
    expect(alarmsOf(owner)).toEqual(expect.arrayContaining(['AQ5-0001', 'AQ5-0002']));
    expect(new Set(alarmsOf(scoped))).toEqual(new Set(['AQ5-0002']));
    const readings = scoped.received
      .filter((e) => e.event === 'reading')
      .map((e) => (e.payload as { serial: string }).serial);
    expect(new Set(readings)).toEqual(new Set(['AQ5-0002']));
  });
  test('each app reaches its own viewers: a Metro Watch alarm and reading go to Metro Watch viewers, never to a sensor-solution-only user, and the reverse (issue 17)', async () => {
    for (const [prefix, name] of [
      ['/api/metrowatch', 'Cold room too warm'],
      ['/api/swam', 'Very hot'],
    ] as const) {
      const template = await k.call('Customer', 'POST', `${prefix}/template`, {
        name,
        rules: [{ kind: 'above', key: 'temperature', value: 30, severity: 'critical' }],
      });
      expect(template.statusCode, template.body).toBe(201);
    }
    const viewerOf = async (app: 'swam' | 'metrowatch', email: string) => {
      const member = await addMember(k, k.ids.Customer, email);
      const group = await k.call('Customer', 'POST', `/api/${app}/permissions-group`, {
        name: `${app} watchers`,
        users: [member.id],
        permissions: { [app]: ['view'], [`${app}_devices`]: ['view'], [`${app}_alarms`]: ['view'] },
      });
      expect(group.statusCode, group.body).toBe(201);
      return connect(member.token);
    };
    const metroViewer = await viewerOf('metrowatch', 'metro-socket@customer.test');
    const swamViewer = await viewerOf('swam', 'swam-socket@customer.test');
    const owner = await connectAs('Customer');

    await publish('SFB-0001', { temperature: 41 });
    await publish('AQ5-0004', { temperature: 42 });
    const serialsOf = (who: typeof owner, event: string) =>
      new Set(
        who.received
          .filter((e) => e.event === event)
          .map((e) =>
            event === alarms.SOCKET_EVENTS.alarm
              ? (e.payload as alarms.AlarmEvent).alarm.device.serial
              : (e.payload as alarms.ReadingEvent).serial,
          ),
      );
    const heard = (who: typeof owner, serial: string) =>
      serialsOf(who, alarms.SOCKET_EVENTS.alarm).has(serial) && serialsOf(who, 'reading').has(serial);
    await until(() => heard(owner, 'SFB-0001') && heard(owner, 'AQ5-0004'));
    await until(() => heard(metroViewer, 'SFB-0001') && heard(swamViewer, 'AQ5-0004'));
    expect(heard(owner, 'SFB-0001') && heard(owner, 'AQ5-0004')).toBe(true);
    expect(serialsOf(metroViewer, alarms.SOCKET_EVENTS.alarm)).toEqual(new Set(['SFB-0001']));
    expect(serialsOf(metroViewer, 'reading')).toEqual(new Set(['SFB-0001']));
    expect(serialsOf(swamViewer, alarms.SOCKET_EVENTS.alarm)).toEqual(new Set(['AQ5-0004']));
    expect(serialsOf(swamViewer, 'reading')).toEqual(new Set(['AQ5-0004']));
    const metroAlarm = metroViewer.received.find((e) => e.event === alarms.SOCKET_EVENTS.alarm);
    expect(metroAlarm).toBeDefined();
    expect((metroAlarm?.payload as alarms.AlarmEvent | undefined)?.alarm.app).toBe('metrowatch');
    const sfb = await k.deviceId('SFB-0001');
    const states = (who: typeof owner) =>
      new Set(
        who.received
          .filter((e) => e.event === 'device-state')
          .map((e) => (e.payload as alarms.DeviceStateEvent).deviceId),
      );
    expect(states(metroViewer)).toEqual(new Set([sfb]));
    expect(states(swamViewer).has(sfb)).toBe(false);
  });
});
