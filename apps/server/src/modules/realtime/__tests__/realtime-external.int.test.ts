import { alarms, devices as contract } from '@atrium/contracts';
import { connectAsync } from 'mqtt';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { alarmTemplates } from '../../alarms/alarms.schema.ts';
import { startAlarms } from '../../alarms/index.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { oneOffSession } from '../../telemetry/__tests__/external-session.ts';
import { startTelemetry, type Telemetry } from '../../telemetry/index.ts';
import { attachRealtime, type Realtime } from '../realtime.ts';

/** The alarm pushed over the socket when the reading comes through a real broker (MQTT_URL, e.g. Mosquitto). */
const brokerUrl = process.env.MQTT_URL;

describe.skipIf(!brokerUrl)('[REALTIME] an alarm from a reading published to the external broker', () => {
  let k: DevicesKit;
  let telemetry: Telemetry;
  let realtime: Realtime;
  let stopAlarms: () => void;
  let socket: Socket;

  beforeAll(async () => {
    k = await devicesKit({ MQTT_URL: brokerUrl ?? '', TELEMETRY_FLUSH_MS: '20', ...oneOffSession() });
    await k.t.deps.database.db.delete(alarmTemplates);
    stopAlarms = startAlarms(k.t.deps, k.t.app.log);
    telemetry = await startTelemetry(k.t.deps, k.t.app.log);
    realtime = attachRealtime(k.t.app.server, k.t.deps, k.t.app.log);
    const url = await k.t.app.listen({ port: 0, host: '127.0.0.1' });
    socket = io(url, { auth: { token: k.tokens.Customer }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  });
  afterAll(async () => {
    socket?.disconnect();
    await realtime?.close();
    stopAlarms?.();
    await telemetry?.stop();
    await k?.t.close();
  });

  test('a threshold crossed on the broker arrives as a raised alarm', async () => {
    const created = await k.call('Customer', 'POST', '/api/swam/template', {
      name: 'Leak',
      rules: [{ kind: 'above', key: 'leak', value: 0, severity: 'critical' }],
    });
    expect(created.statusCode).toBe(201);
    const raised = new Promise<alarms.AlarmEvent>((resolve) =>
      socket.on(alarms.SOCKET_EVENTS.alarm, (event: alarms.AlarmEvent) => {
        if (event.change === 'raised') resolve(event);
      }),
    );
    const publisher = await connectAsync(brokerUrl ?? '', { reconnectPeriod: 0 });
    await publisher.publishAsync(
      contract.telemetryTopic('LS1-0002'),
      JSON.stringify({ values: { leak: 1 } }),
      {
        qos: 1,
      },
    );
    await publisher.endAsync();
    const event = await Promise.race([
      raised,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no alarm pushed within 10 s')), 10_000),
      ),
    ]);
    expect(event.alarm).toMatchObject({
      device: { serial: 'LS1-0002' },
      kind: 'above',
      key: 'leak',
      value: 1,
    });
  });
});
