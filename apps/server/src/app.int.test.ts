import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { defineEndpoint } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.ts';
import { defineModule, defineRoute } from './kernel/module.ts';
import { modules } from './modules/index.ts';
import { createTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://console.example.com' });
});
afterAll(() => t.close());

describe('[KERNEL] http', () => {
  test('/api/health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  test('an unknown /api path is a JSON 404, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/company/1/nothing'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ msg: 'Not found', code: 'NOT_FOUND' });
    }
  });

  test('security headers and a request id on every reply', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(traced.headers['x-request-id']).toBe('trace-42');
  });

  test('CORS answers only the configured origins', async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://console.example.com' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://console.example.com');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('A2 branding and A1 app flags are served at runtime', async () => {
    const custom = await createTestApp({
      BRAND_NAME: 'Falcon Secure',
      HIDE_FLEET: 'true',
      SEED_DEMO: 'false',
      MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png',
    });
    try {
      const res = await custom.app.inject({ method: 'GET', url: '/api/system/config' });
      expect(res.statusCode).toBe(200);
      const { brand, apps, languages, map } = res.json().data;
      expect(brand.name).toBe('Falcon Secure');
      expect(apps.fleet).toBe(false);
      expect(apps.metrowatch).toBe(true);
      expect(languages).toEqual(['en', 'ar']);
      expect(map).toEqual({ tileUrl: '/tiles/{z}/{x}/{y}.png', tileAttribution: null });
    } finally {
      await custom.close();
    }
  });
});

describe('[KERNEL] OpenAPI', () => {
  test('the document lists every route of every module, with bearer auth unless public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const routes = modules.flatMap((m) => m.routes?.(t.deps) ?? []);
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const { endpoint } of routes) {
      const openApiPath = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = doc.paths[openApiPath]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${openApiPath}`).toBeDefined();
      expect(operation.security !== undefined).toBe(endpoint.access.kind !== 'public');
    }
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      ['email', 'password'],
    );
  });

  test('the interactive documentation is served at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('[KERNEL] module registry', () => {
  const ping = defineEndpoint({
    method: 'GET',
    path: '/ping',
    summary: 'ping',
    tags: ['test'],
    access: undefined as never,
    schemas: { response: { 200: z.object({ ok: z.boolean() }) } },
  });

  test('the server refuses to start when a route declares neither a permission nor public', async () => {
    const rogue = defineModule({
      name: 'rogue',
      routes: () => [defineRoute(ping, async () => ({ ok: true }))],
    });
    await expect(buildApp(t.deps, [rogue])).rejects.toThrow(
      'rogue: GET /ping declares neither a permission nor public',
    );
  });

  test('an empty permission list is refused too', async () => {
    const rogue = defineModule({
      name: 'rogue',
      routes: () => [
        defineRoute({ ...ping, access: { kind: 'permissions', keys: [], mode: 'or' } }, async () => ({
          ok: true,
        })),
      ],
    });
    await expect(buildApp(t.deps, [rogue])).rejects.toThrow('empty permission list');
  });
});

describe('[KERNEL] web app on the same port', () => {
  test('any non-API path returns index.html; assets are cached; API paths stay JSON', async () => {
    const dist = path.join(t.deps.config.DATA_DIR, 'web-dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = await buildApp({ ...t.deps, config: { ...t.deps.config, WEB_DIST_DIR: dist } });
    try {
      for (const url of ['/', '/core/auth/sign-in', '/core/users/profile/1?tab=x']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<div id="root">');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      const asset = await app.inject({ url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await app.inject({ url: '/api/unknown' })).json()).toEqual({
        msg: 'Not found',
        code: 'NOT_FOUND',
      });
    } finally {
      await app.close();
    }
  });
});

/** Plain node:http, one connection per call, so the test sees exactly what the server does. */
const get = (port: number, url: string) =>
  new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode, body }));
      })
      .on('error', reject);
  });

describe('[KERNEL] graceful shutdown', () => {
  test('in-flight requests finish while new ones are refused', async () => {
    const app = await buildApp(t.deps, []);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/api/slow', async () => {
      await gate;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = get(port, '/api/slow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closed = app.close();
    await expect(get(port, '/api/health')).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    release();
    expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
    await closed;
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test('health reports 503 when the database is gone', async () => {
    const broken = await createTestApp({ SEED_DEMO: 'false' });
    await broken.deps.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ msg: 'The database is unreachable', code: 'DB_UNAVAILABLE' });
    await broken.app.close();
  });
});
