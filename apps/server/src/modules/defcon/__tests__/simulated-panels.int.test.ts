import type { defcon } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type PanelSimulator, startPanelSimulator } from '../../../simulator/defcon.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { DEMO_DEVICE_PASSWORD } from '../../devices/devices.seed.ts';
import { startCommands } from '../../metrowatch/commands.service.ts';
import { startTelemetry, type Telemetry } from '../../telemetry/index.ts';
import { startPanelReceiver } from '../receiver.service.ts';
import type { SiaReceiver } from '../sia/index.ts';

/**
 * The demo's loop (issue 18): an operator's activate goes to the panel over MQTT (the device command channel),
 * the simulated panel acknowledges it and reports its closing over SIA DC-09, and the panel reads armed, by
 * keypad user 1 on the operator's command; panic raises an intrusion alarm the same way.
 */

let k: DevicesKit;
let telemetry: Telemetry;
let receiver: SiaReceiver;
let simulator: PanelSimulator;
let stopCommands: () => void;

beforeAll(async () => {
  k = await devicesKit({ MQTT_PORT: '0', HOST: '127.0.0.1' });
  telemetry = await startTelemetry(k.t.deps, k.t.app.log);
  stopCommands = startCommands(k.t.deps, k.t.app.log);
  receiver = await startPanelReceiver(k.t.deps, k.t.app.log, { port: 0 });
  simulator = startPanelSimulator({
    port: receiver.tcpPort ?? 0,
    udpPort: receiver.udpPort,
    mqttUrl: `mqtt://127.0.0.1:${telemetry.transport.port}`,
    mqttPassword: DEMO_DEVICE_PASSWORD,
    firstBurglaryMs: 3_600_000,
    restoreAfterMs: 3_600_000,
  });
  await simulator.listening;
});
afterAll(async () => {
  await simulator.stop();
  await receiver.close();
  stopCommands();
  await telemetry.stop();
  await k.t.close();
});

const panel = async (id: number) =>
  (await k.call('Security Company', 'GET', `/api/defcon/panel/${id}`)).json().data as defcon.PanelDetails;

describe('[DEFCON][SIMULATOR] simulated panels obey their commands', () => {
  test('activate: the panel acknowledges, reports its closing over SIA and reads armed by the operator', async () => {
    const id = await k.deviceId('IP8-0001');
    const res = await k.call('Security Company', 'POST', `/api/defcon/panel/${id}/activate`, {});
    expect(res.statusCode, res.body).toBe(202);
    // A quick panel may have acknowledged before the reply was written.
    expect(['sent', 'acknowledged']).toContain(res.json().data.state);
    await vi.waitFor(
      async () => {
        const now = await panel(id);
        expect(now.armState).toBe('armed');
        expect(now.armedBy).toMatchObject({ panelUser: 1, user: { name: 'Security Company Owner' } });
        expect(now.lastCommands[0]).toMatchObject({ command: 'arm', state: 'acknowledged' });
      },
      { timeout: 8000, interval: 100 },
    );
    const scan = await k.call('Security Company', 'POST', `/api/defcon/panel/${id}/wifi-scan`, {});
    const scanId = scan.json().data.id as string;
    await vi.waitFor(
      async () => {
        const command = (await panel(id)).lastCommands.find((c) => c.id === scanId);
        expect(command).toMatchObject({ state: 'acknowledged', message: expect.stringContaining('Office') });
      },
      { timeout: 8000, interval: 100 },
    );
  });

  test('panic: the panel reports a panic alarm, which opens an intrusion alarm', async () => {
    const id = await k.deviceId('IP8-0002');
    const res = await k.call('Customer', 'POST', `/api/defcon/panel/${id}/panic`, {});
    expect(res.statusCode, res.body).toBe(202);
    await vi.waitFor(async () => expect((await panel(id)).openAlarms).toBe(1), {
      timeout: 8000,
      interval: 100,
    });
  });
});
