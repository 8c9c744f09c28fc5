import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { auth } from '@atrium/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { createDeps } from '../deps.ts';
import { loadConfig } from '../kernel/config.ts';
import type { Database } from '../kernel/db/client.ts';
import { createTestDatabase } from '../kernel/db/test-db.ts';
import type { AppDeps, ModuleDefinition } from '../kernel/module.ts';
import { modules as registry } from '../modules/index.ts';
import { closeIngest } from '../modules/telemetry/index.ts';
import { seedOnce } from '../seed.ts';

export const ADMIN = { email: 'admin@atrium.test', password: 'Admin#12345' };

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Signs in and returns the login reply's `data`. */
  login(
    email?: string,
    password?: string,
  ): Promise<{ token: string; refreshToken: string; user: auth.SessionUser }>;
  /** `inject` with a bearer token. */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The configuration of a test app with its data in `dataDir`, `env` over the test defaults. */
export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-only-secret-that-is-long-enough-0123456789',
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Suites sign in many times from one address; the limits have tests of their own.
    // The real-service run (CI) sets REDIS_URL; the default run uses the in-memory stores.
    ...(process.env.REDIS_URL && { REDIS_URL: process.env.REDIS_URL }),
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    // A test machine shared by parallel suites stalls the event loop now and then: no shedding here
    // (apps/server/src/kernel/http/pressure.int.test.ts turns it on).
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    // A test app runs no job queue (main.ts starts it): tests call the jobs' work themselves.
    JOBS_ENABLED: 'false',
    // Test apps may share one Redis: each counts on its own.
    RATE_LIMIT_NAMESPACE: `atrium-test-rl:${path.basename(dataDir)}:`,
    ...env,
  });
}

/**
 * The real application on a fresh database (PGlite in memory, or a new PostgreSQL database when
 * DATABASE_URL is set), seeded like a first start. One per test file. With every module and the default
 * seed settings, the database is a copy of the run's seeded one (global-setup.ts): the seed is not run again.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  modules: ModuleDefinition[] = registry,
): Promise<TestApp> {
  const seeded = modules === registry && !Object.keys(env).some((key) => key.startsWith('SEED_'));
  return testAppOn(await createTestDatabase({ seeded }), env, modules);
}

/** The real application on `database` (seeded if it is not yet), which its `close` closes. */
export async function testAppOn(
  database: Database,
  env: Record<string, string> = {},
  modules: ModuleDefinition[] = registry,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-test-'));
  const deps = createDeps(testConfig(dataDir, env), database);
  await seedOnce(deps, modules);
  const app = await buildApp(deps, modules);
  await app.ready();
  return {
    app,
    deps,
    async login(email = ADMIN.email, password = ADMIN.password) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login?shortTerm=0',
        body: { email, password },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json().data;
    },
    as: (token, options) =>
      app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } }),
    async close() {
      await app.close();
      await closeIngest(deps);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
