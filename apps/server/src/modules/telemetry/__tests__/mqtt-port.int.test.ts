import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Config } from '../../../kernel/config.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startTelemetry, telemetryModule } from '../index.ts';

/**
 * Where the embedded broker listens when its port is taken (a system Mosquitto on 1883): MQTT_PORT unset, the
 * next free port; MQTT_PORT set, an error naming it. The taken port is any free one the test occupies.
 */

let t: TestApp;
let blocker: Server;
let taken: number;

beforeAll(async () => {
  t = await createTestApp({ HOST: '127.0.0.1' }, []);
  blocker = createServer();
  taken = await new Promise<number>((resolve) =>
    blocker.listen(0, '127.0.0.1', () => {
      const address = blocker.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
});
afterAll(async () => {
  await new Promise((resolve) => blocker.close(resolve));
  await t.close();
});

const withPort = (port: number, set: boolean, extra: Partial<Config> = {}) => ({
  ...t.deps,
  config: { ...t.deps.config, MQTT_PORT: port, mqttPortSet: set, ...extra },
});

describe('[TELEMETRY] the embedded broker port', () => {
  test('MQTT_PORT unset: 1883 by default, and not set', () => {
    expect(t.deps.config.MQTT_PORT).toBe(1883);
    expect(t.deps.config.mqttPortSet).toBe(false);
  });

  for (const thread of [true, false]) {
    test(`a taken default port: the next free one, told in the start banner (broker thread ${thread})`, async () => {
      const deps = withPort(taken, false, { MQTT_BROKER_THREAD: thread });
      const service = await telemetryModule.start?.(deps, t.app.log);
      try {
        const { port } = (service?.summary ?? '').match(/mqtt:\/\/127\.0\.0\.1:(?<port>\d+)/)?.groups ?? {};
        expect(Number(port)).toBeGreaterThan(taken);
        expect(Number(port)).toBeLessThanOrEqual(taken + 100);
        expect(service?.summary).toContain(`(${taken} is taken; set MQTT_PORT to choose)`);
      } finally {
        await service?.stop();
      }
    });

    test(`a taken MQTT_PORT stops the start with a message naming it (broker thread ${thread})`, async () => {
      const deps = withPort(taken, true, { MQTT_BROKER_THREAD: thread });
      await expect(startTelemetry(deps, t.app.log)).rejects.toThrow(
        new RegExp(`MQTT_PORT ${taken} is already in use`),
      );
    });
  }
});
