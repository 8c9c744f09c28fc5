import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startAlarms } from '../modules/alarms/index.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../modules/companies/companies.seed.ts';
import { startTelemetry, type Telemetry, telemetryModule } from '../modules/telemetry/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { ALL_DEMO_DEVICES, startSimulator } from './simulator.ts';

/**
 * The simulator against the real app with the demo data: its faults raise the demo template's operational
 * alarms. Ticks are driven by the test (no timers): each resolves once every reading is stored and evaluated.
 */

let t: TestApp;
let telemetry: Telemetry;
let stopAlarms: () => void;

beforeAll(async () => {
  t = await createTestApp({ HOST: '127.0.0.1', MQTT_PORT: '0', TELEMETRY_FLUSH_MS: '20' });
  stopAlarms = startAlarms(t.deps, t.app.log);
  telemetry = await startTelemetry(t.deps, t.app.log);
});
afterAll(async () => {
  stopAlarms();
  await telemetry?.stop();
  await t?.close();
});

describe('[SIMULATOR] demo alarms', () => {
  test('the test servers do not simulate', () => {
    expect(t.deps.config.SIMULATE).toBe(false);
  });

  test('faults raise operational alarms of the demo template for the demo customer', async () => {
    const simulator = await startSimulator({
      url: `mqtt://127.0.0.1:${telemetry.transport.port}`,
      intervalMs: 0,
      faults: 1,
    });
    try {
      expect(simulator.devices).toHaveLength(ALL_DEMO_DEVICES.length);
      for (let i = 0; i < 6; i++) await simulator.tick();
      expect(simulator.stats.excursions).toBeGreaterThan(0);
      expect(simulator.stats.acked).toBe(simulator.stats.sent);
    } finally {
      await simulator.stop();
    }
    const { token } = await t.login(demoOwnerEmail('Customer'), DEMO_PASSWORD);
    const res = await t.as(token, { method: 'GET', url: '/api/swam/alarms/operational?limit=100' });
    expect(res.statusCode, res.body).toBe(200);
    const alarms = res.json().data as { category: string; template: { name: string } | null; key: string }[];
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) {
      expect(alarm.category).toBe('operational');
      expect(alarm.template?.name).toBe('Demo comfort and safety');
    }
    // Excursions of CO2, temperature and leaks: more than one of the template's rules fired.
    expect(new Set(alarms.map((a) => a.key)).size).toBeGreaterThan(1);
  });

  test('with SIMULATE the telemetry service runs the simulator and the start banner says so', async () => {
    await telemetry.stop();
    const service = await telemetryModule.start?.(
      { ...t.deps, config: { ...t.deps.config, SIMULATE: true } },
      t.app.log,
    );
    try {
      expect(service?.summary).toContain(
        `simulator: ${ALL_DEMO_DEVICES.length} demo devices publish every 5 s, 5 % faulty`,
      );
    } finally {
      await service?.stop();
      telemetry = await startTelemetry(t.deps, t.app.log);
    }
  });
});
