import type { metrowatch } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { startLockAccess } from '../modules/access/door-decisions.service.ts';
import { alarmTemplates } from '../modules/alarms/alarms.schema.ts';
import { startAlarms } from '../modules/alarms/index.ts';
import { type DevicesKit, devicesKit } from '../modules/devices/__tests__/kit.ts';
import { DEMO_DEVICES } from '../modules/devices/devices.seed.ts';
import { startCommands } from '../modules/metrowatch/commands.service.ts';
import { METROWATCH_ALARM_RULES, METROWATCH_DEMO_DEVICES } from '../modules/metrowatch/metrowatch.seed.ts';
import { startTelemetry, type Telemetry } from '../modules/telemetry/index.ts';
import { type Simulator, startSimulator } from './simulator.ts';

/** The simulated Metro Watch devices against the real app: door events, positions, commands obeyed. */

let k: DevicesKit;
let telemetry: Telemetry;
let stopCommands: () => void;
let stopAlarms: () => void;
let stopAccess: () => Promise<void>;
let simulator: Simulator;

beforeAll(async () => {
  k = await devicesKit({ HOST: '127.0.0.1', MQTT_PORT: '0', TELEMETRY_FLUSH_MS: '20' });
  // The demo template's "door left open" holds 60 s; here the door alarms as it opens (the hold has its own tests).
  await k.t.deps.database.db
    .update(alarmTemplates)
    .set({
      rules: METROWATCH_ALARM_RULES.map((r) => (r.id === 'mw-door-open' ? { ...r, forSeconds: 0 } : r)),
    })
    .where(eq(alarmTemplates.name, 'Demo doors, cold rooms and trackers'));
  telemetry = await startTelemetry(k.t.deps, k.t.app.log);
  stopCommands = startCommands(k.t.deps, k.t.app.log);
  stopAlarms = startAlarms(k.t.deps, k.t.app.log);
  stopAccess = startLockAccess(k.t.deps, k.t.app.log);
  simulator = await startSimulator({
    url: `mqtt://127.0.0.1:${telemetry.transport.port}`,
    devices: [...DEMO_DEVICES.filter((d) => d.serial === 'DL1-0001'), ...METROWATCH_DEMO_DEVICES],
    intervalMs: 0,
    faults: 0,
  });
});
afterAll(async () => {
  await simulator?.stop();
  await stopAccess();
  stopCommands();
  stopAlarms();
  await telemetry.stop();
  await k.t.close();
});

const get = async (path: string) => (await k.call('Customer', 'GET', path)).json();

describe('[SIMULATOR] Metro Watch', () => {
  test('on its third reading a lock opens its door: the dashboard shows it', async () => {
    const start = new Date().toISOString();
    for (let i = 0; i < 3; i++) await simulator.tick();
    const { doorEvents } = (await get('/api/metrowatch/dashboard?events=50')).data as metrowatch.Dashboard;
    const fresh = doorEvents.filter((e) => e.at >= start);
    expect(fresh.map((e) => e.serial)).toContain('DL1-0001');
    expect(fresh.some((e) => e.event === 'opened' || e.event === 'forced')).toBe(true);
  });

  test("a lock presents the owner's badge: granted, the door unlocked by a command, the access log has it", async () => {
    expect(simulator.stats.presented).toBeGreaterThan(0);
    const id = await k.deviceId('DL1-0002');
    await vi.waitFor(
      async () => {
        const log = await get(`/api/device/${id}/access-logs?actor=access`);
        expect(log.data).toContainEqual(
          expect.objectContaining({
            action: 'unlock (card)',
            result: 'accepted',
            credential: expect.objectContaining({ label: 'Badge 1001' }),
          }),
        );
        const { data } = await get(`/api/metrowatch/device/${id}/commands`);
        expect(data).toContainEqual(
          expect.objectContaining({ command: 'unlock', source: 'access', state: 'acknowledged' }),
        );
      },
      { timeout: 5000, interval: 100 },
    );
  });

  test("the open door raises an alarm of the demo customer's Metro Watch template", async () => {
    await vi.waitFor(
      async () => {
        const { data } = await get('/api/metrowatch/alarms/operational?limit=100');
        const door = data.find((a: { key: string }) => a.key === 'door' || a.key === 'forced');
        expect(door?.template?.name).toBe('Demo doors, cold rooms and trackers');
      },
      { timeout: 5000, interval: 100 },
    );
  });

  test('a simulated lock acknowledges an unlock sent through the API', async () => {
    const id = await k.deviceId('DL1-0003');
    const res = await k.call('Customer', 'POST', `/api/metrowatch/device/${id}/unlock`);
    expect(res.statusCode, res.body).toBe(202);
    const commandId = res.json().data.id as string;
    await vi.waitFor(
      async () => {
        const { data } = await get(`/api/metrowatch/device/${id}/commands`);
        expect(data.find((c: metrowatch.Command) => c.id === commandId)?.state).toBe('acknowledged');
      },
      { timeout: 5000, interval: 50 },
    );
    expect((await get(`/api/metrowatch/device/${id}`)).data.lockState).toBe('unlocked');
  });

  test('the trackers report where they are: the dashboard map has them in Dubai', async () => {
    const { trackers } = (await get('/api/metrowatch/dashboard')).data as metrowatch.Dashboard;
    const van = trackers.find((t) => t.serial === 'TLF-0001');
    expect(van?.latitude).toBeGreaterThan(24.8);
    expect(van?.longitude).toBeGreaterThan(55);
    expect(Date.now() - Date.parse(van?.at ?? '')).toBeLessThan(60_000);
  });
});
