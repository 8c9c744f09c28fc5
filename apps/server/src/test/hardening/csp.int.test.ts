import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../harness.ts';

/** Issue 8, part 3: the Content-Security-Policy forbids inline and foreign script on every reply. */
const t = await createTestApp();
afterAll(() => t.close());

const directives = (header: string | string[] | number | undefined) =>
  new Map(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name ?? '', values]),
  );

describe('[SECURITY] Content-Security-Policy', () => {
  for (const url of ['/api/health', '/api/no-such-route', '/core/companies/list']) {
    it(`${url}: script only from the app's own origin, never inline, eval or attributes`, async () => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy']);
      const script = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(script).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      for (const values of csp.values()) {
        expect(values).not.toContain("'unsafe-eval'");
      }
    });
  }

  it('no directive lets inline script in, by any name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const header = String(res.headers['content-security-policy']);
    const scriptish = header.split(';').filter((d) => /^\s*(default-src|script-src)/.test(d));
    expect(scriptish.join(';')).not.toMatch(/unsafe-inline|unsafe-hashes|\*|data:|https:/);
  });
});
