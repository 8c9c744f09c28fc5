import { Validator } from '@seriousme/openapi-schema-validator';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../harness.ts';
import { type BaseRequest, baseRequest, unchanged } from './bad-requests.ts';
import { conformance, loadDocument } from './conformance.ts';
import { loadOperations, type Operation } from './openapi.ts';
import { pathIds } from './path-ids.ts';
import { repairedBody } from './schema-values.ts';
import { createCompanyWithOwner, seedCompanyRows } from './tenant-data.ts';

/**
 * Issue 15: /api/docs/json is true to the server. It is valid OpenAPI; every operation answered without a
 * token, with a valid request made from its own schema, with a path parameter over the router's limit, and
 * every path asked with a method it does not have, gets a status the document lists for it and the body the
 * document says. (The bad-input sweep holds its invalid and hostile requests to the document the same way.)
 */
const t = await createTestApp();
const document = await loadDocument(t.app);
const undocumented = conformance(document);
const operations = await loadOperations(t.app);
const admin = await t.login();
const target = await createCompanyWithOwner(t, admin.token, 'Document Target');
const roots = { company: target.companyId, user: target.ownerId };
await seedCompanyRows(t, admin.token, operations, roots);
const ids = pathIds(t, admin.token, operations, roots);
const statuses = new Map<number, number>();
let ip = 0;

afterAll(async () => {
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
  console.log(`[openapi] ${operations.length} operations, replies ${byStatus.join(', ')}`);
  await t.close();
});

/** Sends a request from its own address (per-IP limits never answer first) and checks it against the document. */
async function send(op: Operation, options: InjectOptions): Promise<LightMyRequestResponse> {
  ip++;
  const res = await t.app.inject({ ...options, remoteAddress: `127.1.${(ip >> 8) & 255}.${ip & 255}` });
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const what = `${op.name}: ${options.method} ${String(options.url).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(undocumented(op.method, op.path, res), what).toBeUndefined();
  return res;
}

const bearer = { authorization: `Bearer ${admin.token}` };
const asAdmin = (request: ReturnType<typeof unchanged>): InjectOptions => ({
  method: request.method,
  url: request.url,
  headers: {
    ...request.headers,
    ...bearer,
    ...(request.contentType && { 'content-type': request.contentType }),
  },
  ...(request.payload !== undefined && { payload: request.payload }),
});

/** The base request, its body repaired while a 418 names fields the harness can fix. */
async function validRequest(op: Operation, base: BaseRequest) {
  let request = base;
  let res = await send(op, asAdmin(unchanged(op, request)));
  for (let attempt = 0; res.statusCode === 418 && op.body && attempt < 6; attempt++) {
    const body = repairedBody(request.body, res.json(), attempt, op.body);
    if (body === undefined) break;
    request = { ...request, body };
    res = await send(op, asAdmin(unchanged(op, request)));
  }
  return res;
}

// Deletions last, the deepest paths first, so each still finds what it deletes and nothing is missing later.
const depth = (op: Operation) => op.path.split('/').length;
const ordered = [
  ...operations.filter((op) => op.method !== 'DELETE'),
  ...operations.filter((op) => op.method === 'DELETE').sort((a, b) => depth(b) - depth(a)),
];

const templates = Object.entries(document.paths).map(([path, item]) => ({
  methods: Object.keys(item).map((m) => m.toUpperCase()),
  pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));
const routedElsewhere = (method: string, url: string) =>
  templates.some((p) => p.methods.includes(method) && p.pattern.test(url));

describe('[HARDENING][OPENAPI] the document', () => {
  it('is valid OpenAPI 3 (every $ref resolves)', async () => {
    const result = await new Validator().validate(
      structuredClone(document) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? [], JSON.stringify(result.errors)?.slice(0, 1000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents a success reply and the shared error replies for every operation', () => {
    for (const op of operations) {
      const responses = Object.keys(document.paths[op.path]?.[op.method.toLowerCase()]?.responses ?? {});
      expect(
        responses.some((s) => s.startsWith('2')),
        `${op.name} success`,
      ).toBe(true);
      expect(responses, op.name).toContain('500');
      if (!op.isPublic) expect(responses, op.name).toContain('401');
      if (op.pathParams.length > 0)
        expect(responses, op.name).toEqual(expect.arrayContaining(['404', '414']));
    }
  });

  it('a method a path does not have is a 405 with Allow, `{ msg, code }`', async () => {
    for (const [path, item] of Object.entries(document.paths)) {
      const methods = Object.keys(item).map((m) => m.toUpperCase());
      const missing = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].find((m) => !methods.includes(m));
      if (!missing) continue;
      const url = path.replace(/\{[^}]+\}/g, '1');
      // Another path of that method may fit the URL (`/company/1/request/engage` is a `/company/{id}/request/{requestId}`).
      if (routedElsewhere(missing, url)) continue;
      const res = await t.app.inject({ method: missing as 'GET', url, headers: bearer });
      const allowed = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
      expect(res.statusCode, `${missing} ${url}`).toBe(405);
      // Every method of the path; more where the URL also fits another path (`/company/relatedTypes` is a `/company/{id}`).
      const allow = String(res.headers.allow).split(', ');
      expect(allow, `${missing} ${url}`).toEqual(expect.arrayContaining(allowed));
      expect(allow, `${missing} ${url}`).not.toContain(missing);
      expect(res.json()).toEqual({ msg: `${missing} is not allowed here`, code: 'METHOD_NOT_ALLOWED' });
    }
  });

  it('a rate-limited call answers 429 only after validation, as documented', async () => {
    const op = operations.find((o) => o.name === 'POST /api/auth/resend-activation-email');
    if (!op) throw new Error('POST /api/auth/resend-activation-email is not in the document');
    const call = async (payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: op.path, payload, remoteAddress: '10.9.9.9' });
      expect(undocumented(op.method, op.path, res), res.body).toBeUndefined();
      return res;
    };
    // Invalid requests are refused by validation and do not use the allowance up.
    for (let i = 0; i < 8; i++) expect((await call({ email: 'not an email' })).statusCode).toBe(418);
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await call({ email: `someone${i}@example.com` })).statusCode);
    expect(answers.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('[HARDENING][OPENAPI] every operation answers as documented', () => {
  for (const op of ordered) {
    it(op.name, async () => {
      const { values } = await ids.resolve(op, (rows) => rows.find((r) => r.id !== roots.user) ?? rows[0]);
      const base = baseRequest(op, values, depth(op));
      const request = unchanged(op, base);
      // Without a token: a 401 for a signed-in operation, whatever else is wrong with the request.
      const { authorization: _, ...unsigned } = asAdmin(request).headers as Record<string, string>;
      const anonymous = await send(op, { ...asAdmin(request), headers: unsigned });
      if (!op.isPublic) expect(anonymous.statusCode, `${op.name} without a token`).toBe(401);
      if (op.pathParams[0]) {
        const long = { ...base, path: { ...base.path, [op.pathParams[0].name]: 'x'.repeat(101) } };
        const res = await send(op, asAdmin(unchanged(op, long)));
        expect(res.statusCode, `${op.name} long path parameter`).toBe(414);
        expect(res.json()).toEqual({ msg: 'A path parameter is too long', code: 'FST_ERR_MAX_PARAM_LENGTH' });
      }
      // A broken JSON body, which Fastify parses for every method but GET: refused first, as documented.
      if (op.method !== 'GET') {
        const broken = await send(op, {
          ...asAdmin(request),
          payload: '{"a":',
          headers: { ...bearer, 'content-type': 'application/json' },
        });
        expect(broken.statusCode, `${op.name} broken JSON`).toBe(400);
      }
      // An id in the query that names no row the caller sees.
      for (const param of op.queryParams.filter((p) => /Ids?$/.test(p.name))) {
        await send(
          op,
          asAdmin(unchanged(op, { ...base, query: { ...base.query, [param.name]: '2147483647' } })),
        );
      }
      const res = await validRequest(op, base);
      expect(res.statusCode, `${op.name} valid request`).toBeLessThan(500);
    });
  }
});
