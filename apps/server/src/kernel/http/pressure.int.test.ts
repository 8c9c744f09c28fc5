import { afterEach, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/** Load shedding (issue 8, part 4): past a threshold a request gets 503 at once; health still answers. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Each test starts an application of its own, slow on a machine shared by parallel suites. */
const SLOW = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const busyFor = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // A handler stuck in synchronous work: nothing else runs meanwhile.
  }
};

describe('[KERNEL] load shedding', () => {
  test(
    'the health route reports the pressure figures',
    async () => {
      t = await createTestApp();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      const { pressure } = res.json();
      expect(pressure.overloaded).toBe(false);
      expect(pressure.heapUsedBytes).toBeGreaterThan(0);
      expect(pressure.rssBytes).toBeGreaterThan(pressure.heapUsedBytes);
      expect(pressure.inFlight).toBe(1);
    },
    SLOW,
  );

  test(
    'past PRESSURE_MAX_IN_FLIGHT a request is a 503 OVERLOADED with Retry-After, and it recovers',
    async () => {
      t = await createTestApp({ PRESSURE_MAX_IN_FLIGHT: '2', PRESSURE_RETRY_AFTER_SECONDS: '7' });
      const app = t.app;
      // Sign-ins hash a password (tens of milliseconds), so six at once overlap.
      const signIns = Array.from({ length: 6 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'owner@customer.demo', password: 'Demo#12345' },
        }),
      );
      const results = await Promise.all(signIns);
      const shed = results.filter((r) => r.statusCode === 503);
      expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(2);
      expect(shed.length).toBeGreaterThan(0);
      expect(shed[0]?.json()).toEqual({
        msg: 'The server is busy, please try again shortly',
        code: 'OVERLOADED',
      });
      expect(shed[0]?.headers['retry-after']).toBe('7');
      const after = await app.inject({ method: 'GET', url: '/api/system/config' });
      expect(after.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json().pressure.inFlight).toBe(1);
    },
    SLOW,
  );

  test(
    'a stalled event loop sheds everything but the health route, until it clears',
    async () => {
      t = await createTestApp({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '100' });
      const app = t.app;
      expect((await app.inject({ method: 'GET', url: '/api/system/config' })).statusCode).toBe(200);
      // Stall repeatedly for two sampling periods: the plugin reads the mean delay of each second.
      for (let i = 0; i < 14; i++) {
        busyFor(150);
        await new Promise((resolve) => setImmediate(resolve));
      }
      const shed = await app.inject({ method: 'GET', url: '/api/system/config' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['x-overloaded']).toBe('eventLoopDelay');
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json().pressure.overloaded).toBe(true);
      // Quiet samples later it serves again.
      await sleep(2500);
      expect((await app.inject({ method: 'GET', url: '/api/system/config' })).statusCode).toBe(200);
    },
    SLOW,
  );
});
