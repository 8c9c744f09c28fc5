import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, demoOwnerEmail } from '../modules/companies/companies.seed.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Issue 15: the request side of the OpenAPI document says what the server enforces. Each check reads the
 * document and then asks the server, so a schema that drifts from the server's behaviour fails here.
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema: { type?: string; enum?: string[]; minimum?: number; pattern?: string; format?: string };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let admin: string;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login()).token;
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const query = (path: string, name: string) =>
  doc.paths[path]?.get?.parameters?.find((p) => p.in === 'query' && p.name === name);
const lists = () =>
  Object.entries(doc.paths).filter(([, ops]) => ops.get?.parameters?.some((p) => p.name === 'offset'));

describe('[OPENAPI] list parameters (A67)', () => {
  test('A67 every list documents limit, offset and skip as whole numbers, total and sortType as choices', () => {
    expect(lists().length).toBeGreaterThan(40);
    for (const [path] of lists()) {
      expect(query(path, 'limit')?.schema, path).toMatchObject({ type: 'integer', minimum: 1 });
      expect(query(path, 'offset')?.schema, path).toMatchObject({ type: 'integer', minimum: 0 });
      expect(query(path, 'skip')?.schema, path).toMatchObject({ type: 'integer', minimum: 0 });
      expect(query(path, 'total')?.schema.enum, path).toEqual(expect.arrayContaining(['true', 'false']));
      const sortBy = query(path, 'sortBy');
      if (sortBy) {
        expect(sortBy.schema.enum?.length, path).toBeGreaterThan(0);
        expect(query(path, 'sortType')?.schema.enum, path).toEqual(['asc', 'desc']);
      }
    }
  });

  /** Every documented sort field is accepted and sorts (no 418 on it, no 500); another is a 418 on sortBy. */
  async function checkSorts(token: string, path: string, url: string) {
    for (const field of query(path, 'sortBy')?.schema.enum ?? []) {
      const res = await t.as(token, { method: 'GET', url: `${url}?sortBy=${field}&sortType=desc&limit=1` });
      expect(res.statusCode, `${path} sortBy=${field}`).toBeLessThan(500);
      const params = res.statusCode === 418 ? res.json().map((e: { param: string }) => e.param) : [];
      expect(params, `${path} sortBy=${field}`).not.toContain('sortBy');
    }
    const wrong = await t.as(token, { method: 'GET', url: `${url}?sortBy=passwordHash` });
    expect(wrong.statusCode, path).toBe(418);
    expect(
      wrong.json().map((e: { param: string }) => e.param),
      path,
    ).toContain('sortBy');
  }

  test('A67 the documented sort fields are the ones the server sorts by, and no other', async () => {
    // Lists without path parameters, as a system administrator.
    const flat = lists().filter(([path]) => !path.includes('{'));
    expect(flat.length).toBeGreaterThan(15);
    for (const [path] of flat) await checkSorts(admin, path, path);
    // A company's lists, as the owner of a demo customer.
    const owner = await t.login(demoOwnerEmail('Customer'), DEMO_PASSWORD);
    const own = lists().filter(([path]) => /^\/api\/company\/\{id\}\/[^{]+$/.test(path));
    expect(own.length).toBeGreaterThan(8);
    for (const [path] of own) {
      await checkSorts(owner.token, path, path.replace('{id}', String(owner.user.personalInfo.companyId)));
    }
  });

  test('A67 a limit that is not a whole number is a 418 on limit, as documented', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/company?limit=ten' });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual([{ param: 'limit', msg: 'Must be a whole number of at least 1' }]);
  });
});

describe('[OPENAPI] request bodies', () => {
  test('a floor plan upload is multipart/form-data with one binary file field', () => {
    const body = doc.paths['/api/layout/floor/{floorId}/image']?.put?.requestBody;
    expect(Object.keys(body?.content ?? {})).toEqual(['multipart/form-data']);
    expect(body?.content['multipart/form-data']?.schema).toMatchObject({
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    });
  });

  test('a provider is created from a form or JSON, with the fields the server checks', async () => {
    const body = doc.paths['/api/company/provider']?.post?.requestBody;
    expect(Object.keys(body?.content ?? {}).sort()).toEqual(['application/json', 'multipart/form-data']);
    const schema = body?.content['application/json']?.schema as { required: string[] };
    expect(schema.required.sort()).toEqual(['email', 'firstName', 'lastName', 'name', 'type']);
    // What the document requires, the server requires: an empty JSON body names each field.
    const res = await t.as(admin, { method: 'POST', url: '/api/company/provider', body: {} });
    expect(res.statusCode).toBe(418);
    expect(
      res
        .json()
        .map((e: { param: string }) => e.param)
        .sort(),
    ).toEqual(schema.required);
  });

  test('every operation whose handler reads a body documents one', () => {
    for (const [path, method] of [
      ['/api/company/provider', 'post'],
      ['/api/layout/floor/{floorId}/image', 'put'],
      ['/api/telemetry', 'post'],
    ] as const) {
      const content = doc.paths[path]?.[method]?.requestBody?.content ?? {};
      expect(Object.keys(content), `${method} ${path}`).not.toHaveLength(0);
      for (const [type, media] of Object.entries(content)) {
        expect(Object.keys(media.schema), `${method} ${path} ${type}`).not.toHaveLength(0);
      }
    }
  });
});

describe('[OPENAPI] the on-behalf-of header (R130-R132)', () => {
  const documentsHeader = (method: string, path: string) =>
    doc.paths[path]?.[method]?.parameters?.some((p) => p.in === 'header' && p.name === 'on-behalf-of');

  test('operations that read it document it, and a malformed one is a 418 on it', async () => {
    for (const [method, path] of [
      ['get', '/api/swam/alarms/operational'],
      ['get', '/api/swam/alarms/status/history'],
      ['get', '/api/swam/alarms/info'],
      ['get', '/api/swam/template'],
      ['get', '/api/swam/permissions-group'],
      ['get', '/api/swam/notifications-group'],
      ['get', '/api/swam/groups'],
      ['get', '/api/notification-scheduler'],
      // Its body is the route's to read, so the header is checked before it.
      ['post', '/api/company/provider'],
    ] as const) {
      expect(documentsHeader(method, path), `${method} ${path}`).toBe(true);
      const res = await t.as(admin, {
        method: method === 'get' ? 'GET' : 'POST',
        url: path,
        headers: { 'on-behalf-of': 'someone' },
      });
      expect(res.statusCode, `${method} ${path}`).toBe(418);
      expect(
        res.json().map((e: { param: string }) => e.param),
        `${method} ${path}`,
      ).toContain('on-behalf-of');
    }
    // Creates whose service reads it (R130-R132) document it too (their bodies are checked first).
    for (const path of [
      '/api/swam/permissions-group',
      '/api/swam/notifications-group',
      '/api/lorawan-gateway',
    ]) {
      expect(documentsHeader('post', path), path).toBe(true);
    }
    expect(documentsHeader('post', '/api/company/{id}/structure')).toBe(true);
  });
});

describe('[OPENAPI] formats (spec §5)', () => {
  type Property = { pattern?: string; format?: string; minLength?: number };
  const bodyProperty = (path: string, method: string, name: string): Property | undefined => {
    const schema = doc.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
    return (schema?.properties as Record<string, Property> | undefined)?.[name];
  };

  test('email, password, phone and gateway EUI carry their patterns', async () => {
    expect(bodyProperty('/api/auth/forgot-password', 'post', 'email')).toMatchObject({ format: 'email' });
    const password = bodyProperty('/api/auth/reset-password', 'post', 'password');
    expect(password).toMatchObject({ minLength: 8 });
    expect(new RegExp(password?.pattern ?? '').test('Abcdef1!')).toBe(true);
    expect(new RegExp(password?.pattern ?? '').test('abcdefg1!')).toBe(false);
    const phone = bodyProperty('/api/user/validate-phone', 'post', 'phone');
    expect(new RegExp(phone?.pattern ?? '').test('+971501234567')).toBe(true);
    expect(new RegExp(phone?.pattern ?? '').test('0501234567')).toBe(false);
    const location = bodyProperty('/api/lorawan-gateway', 'post', 'location') as {
      properties: Record<string, object>;
    };
    expect(location.properties.lat).toMatchObject({ minimum: -90, maximum: 90 });
    expect(location.properties.lng).toMatchObject({ minimum: -180, maximum: 180 });
    const eui = bodyProperty('/api/lorawan-gateway', 'post', 'eui');
    expect(new RegExp(eui?.pattern ?? '').test('00:11:22:33:44:55:66:77')).toBe(true);
    // The server refuses what the pattern refuses, on that field.
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/user/validate-phone',
      body: { phone: '0501234567' },
    });
    expect(res.statusCode).toBe(418);
    expect(res.json()[0].param).toBe('phone');
  });

  test('ids in paths and queries are whole numbers from 1', () => {
    expect(query('/api/company', 'customerId')?.schema).toMatchObject({ type: 'integer' });
    const floorId = doc.paths['/api/layout/floor/{floorId}/image']?.put?.parameters?.find(
      (p) => p.name === 'floorId',
    );
    expect(floorId?.schema).toMatchObject({ type: 'integer', maximum: 2147483647 });
  });

  test('a company id required only of callers without a company says so, and the server asks for it', async () => {
    expect(query('/api/company/provider', 'customerId')?.description).toMatch(
      /required for system administrators/,
    );
    const res = await t.as(admin, { method: 'GET', url: '/api/company/provider' });
    expect(res.json()).toEqual([{ param: 'customerId', msg: 'Required' }]);
    const deploy = await t.as(admin, {
      method: 'POST',
      url: '/api/package/deploy',
      body: { code: 'ABCDEF', appName: 'swam' },
    });
    expect(deploy.statusCode).toBe(418);
    expect(deploy.json()).toEqual([{ param: 'companyId', msg: 'Required' }]);
  });
});
