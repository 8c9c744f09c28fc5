import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { defineEndpoint, publicAccess } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { defineModule, defineRoute } from '../module.ts';

const rows = z.object({ rows: z.array(z.object({ id: z.number(), name: z.string() })) });
const big = defineEndpoint({
  method: 'GET',
  path: '/compression/big',
  summary: 'big',
  tags: ['test'],
  access: publicAccess,
  schemas: { response: { 200: rows } },
});
const small = defineEndpoint({ ...big, path: '/compression/small', summary: 'small' });
const sizes = defineModule({
  name: 'sizes',
  routes: () => [
    defineRoute(big, async () => ({
      rows: Array.from({ length: 500 }, (_, id) => ({ id, name: `structure ${id}` })),
    })),
    defineRoute(small, async () => ({ rows: [{ id: 1, name: 'one' }] })),
  ],
});

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let dist: string;
let t: TestApp;
beforeAll(async () => {
  // A built web app in miniature: one hashed asset with the Brotli and gzip twins the build writes.
  dist = mkdtempSync(path.join(tmpdir(), 'atrium-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const html = `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(html));
  const asset = path.join(dist, 'assets', 'app-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  t = await createTestApp({ WEB_DIST_DIR: dist, SEED_DEMO: 'false' }, [sizes]);
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('[KERNEL] compression', () => {
  test('a built asset is sent precompressed as Brotli or gzip, still cached for a year', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  test('index.html, the answer to any page path, is precompressed too and never cached', async () => {
    const res = await t.app.inject({ url: '/core/auth/sign-in', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  test('API JSON above 1 KB is compressed on the fly, a small answer is not', async () => {
    const large = await t.app.inject({
      url: '/api/compression/big',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toContain('accept-encoding');
    const body = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(body.rows).toHaveLength(500);
    expect(large.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 3);

    const gzip = await t.app.inject({ url: '/api/compression/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const tiny = await t.app.inject({
      url: '/api/compression/small',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ rows: [{ id: 1, name: 'one' }] });

    const unaccepted = await t.app.inject({ url: '/api/compression/big' });
    expect(unaccepted.headers['content-encoding']).toBeUndefined();
    expect(unaccepted.json().rows).toHaveLength(500);
  });
});
