import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../modules/companies/companies.seed.ts';
import { createTestApp } from '../harness.ts';
import { changedTables, fingerprinter, productTables } from './db-fingerprint.ts';
import { isIdSchema, loadOperations, type Operation, requiredHeaders, resourceOf, urlOf } from './openapi.ts';
import { pathIds, type Roots, type Row } from './path-ids.ts';
import { fieldPaths, repairedBody, validValue, withField } from './schema-values.ts';
import { createCompanyWithOwner, nextSeed, seedCompanyRows } from './tenant-data.ts';

/**
 * Cross-company probe (issue 8, part 2): two companies with the same data, made through the API; every
 * operation that takes an id of company B is called as company A's owner and must answer 404 (403 where
 * the caller may not use the operation at all) and change nothing. Then the relationships of spec §6 that
 * must pass: an integrator for its customer (with the `on-behalf-of` header), and a customer's
 * administrator for the providers whose customer it is (R117).
 */
const t = await createTestApp();
const operations = await loadOperations(t.app);
const fingerprint = fingerprinter(t.deps.database, await productTables(t.deps.database));
const admin = await t.login();
const a = await createCompanyWithOwner(t, admin.token, 'Tenant A');
const b = await createCompanyWithOwner(t, admin.token, 'Tenant B');
const seeded = {
  a: await seedCompanyRows(t, a.token, operations, { company: a.companyId, user: a.ownerId }),
  b: await seedCompanyRows(t, b.token, operations, { company: b.companyId, user: b.ownerId }),
};
const rootsA: Roots = { company: a.companyId, user: a.ownerId };
const rootsB: Roots = { company: b.companyId, user: b.ownerId };
const idsA = pathIds(t, a.token, operations, rootsA);
const idsB = pathIds(t, b.token, operations, rootsB);
const newest = (rows: Row[]) =>
  rows.reduce<Row | undefined>((best, r) => (!best || Number(r.id) > Number(best.id) ? r : best), undefined);
/** B's newest row that A's own list does not hold: B's data, not a system row both companies see. */
async function foreignNewest(rows: Row[], _param: string, list: Operation) {
  const companyParam = list.pathParams.length === 1 ? list.pathParams[0]?.name : undefined;
  const mine = companyParam
    ? new Set((await idsA.rowsOf(list, { [companyParam]: String(a.companyId) })).map((r) => r.id))
    : new Set<unknown>();
  return newest(rows.filter((r) => !mine.has(r.id))) ?? newest(rows);
}
/** Only a row B has and A does not: a catalogue both see alike is no tenant's data. */
async function foreignOnly(rows: Row[], param: string, list: Operation) {
  const row = await foreignNewest(rows, param, list);
  const companyParam = list.pathParams.length === 1 ? list.pathParams[0]?.name : undefined;
  const mine = companyParam
    ? new Set((await idsA.rowsOf(list, { [companyParam]: String(a.companyId) })).map((r) => r.id))
    : new Set((await idsA.rowsOf(list, {})).map((r) => r.id));
  return row && !mine.has(row.id) ? row : undefined;
}

const tally = { operations: 0, requests: 0, notTenant: [] as string[] };
afterAll(async () => {
  console.log(
    `[hardening] cross-company probe: ${tally.operations} operations with company B's ids, ${tally.requests} requests; ` +
      `rows seeded per company: ${seeded.b.created.join(', ')}; refused: ${seeded.b.refused.join(', ') || 'none'}; ` +
      `not tenant data: ${tally.notTenant.join(', ') || 'none'}`,
  );
  await t.close();
});

const bodyIdFields = (op: Operation) =>
  op.body ? fieldPaths(op.body).filter((f) => /Id$/.test(f.path.at(-1) ?? '') && isIdSchema(f.schema)) : [];

/** A body id field filled with B's row of the same kind (`roleId` → B's newest role). */
async function bodyWithIds(op: Operation, roots: Roots) {
  let body = op.body ? validValue(op.body, '', 7) : undefined;
  let placed = 0;
  for (const field of bodyIdFields(op)) {
    const name = field.path.at(-1) ?? '';
    const noun = name.replace(/Id$/, '');
    let id: number | undefined =
      noun === 'company' ? roots.company : noun === 'user' ? roots.user : undefined;
    if (id === undefined) {
      const list = operations.find(
        (l) => l.method === 'GET' && l.path.toLowerCase() === `/api/company/{id}/${noun}`.toLowerCase(),
      );
      const company = { [list?.pathParams[0]?.name ?? 'id']: String(roots.company) };
      const row = list && (await foreignNewest(await idsB.rowsOf(list, company), name, list));
      id = typeof row?.id === 'number' ? row.id : undefined;
    }
    if (id !== undefined) {
      body = withField(body, field.path, id);
      placed++;
    }
  }
  return { body, placed };
}

/** Reference data every company reads alike: ids of it are no other tenant's rows. */
const SHARED_RESOURCES = new Set(['country', 'system-roles']);

/**
 * Whether an operation's ids name tenant rows: a company, a user, a row listed under a company, or a
 * top-level row with a list of its own (`/lorawan-gateway/{id}`).
 */
function tenantParams(op: Operation) {
  return op.pathParams.filter((p, index) => {
    if (!isIdSchema(p.schema)) return false;
    const resource = resourceOf(op, p.name);
    if (SHARED_RESOURCES.has(resource)) return false;
    if (index > 0) return op.pathParams[0] && resourceOf(op, op.pathParams[0].name) === 'company';
    const above = op.path.slice(0, op.path.indexOf(`/{${p.name}}`));
    return (
      resource === 'company' ||
      resource === 'user' ||
      operations.some((o) => o.method === 'GET' && o.path === above)
    );
  });
}

async function call(
  token: string,
  op: Operation,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  tally.requests++;
  return t.app.inject({
    method: op.method,
    url,
    headers: {
      ...requiredHeaders(op, (p) => String(validValue(p.schema, p.name, nextSeed()))),
      authorization: `Bearer ${token}`,
      ...headers,
    },
    ...(body !== undefined && op.method !== 'GET' && op.method !== 'DELETE' && { payload: body as object }),
  });
}

/**
 * Sends, and while a 418 names fields other than ids, retries with other shapes for them: a body the
 * harness got wrong must not hide the answer the tenancy check gives.
 */
async function callRepairing(token: string, op: Operation, url: string, body: unknown) {
  let res = await call(token, op, url, body);
  for (let attempt = 0; res.statusCode === 418; attempt++) {
    const next = repairedBody(body, res.json(), attempt);
    if (next === undefined) break;
    body = next;
    res = await call(token, op, url, body);
  }
  return { res, body };
}

/** What company B sees of itself through every GET it can make: must be the same after the probe. */
async function viewOfB() {
  const views: Record<string, string> = {};
  for (const op of operations.filter((o) => o.method === 'GET' && tenantParams(o).length > 0)) {
    const { values } = await idsB.resolve(op, foreignNewest);
    const res = await call(b.token, op, urlOf(op, values, { limit: '100' }), undefined);
    views[op.name] = `${res.statusCode} ${res.body}`;
  }
  return views;
}

const probed = operations.filter((op) => tenantParams(op).length > 0 || bodyIdFields(op).length > 0);
for (const op of operations) if (!probed.includes(op)) tally.notTenant.push(op.name);
const bBefore = await viewOfB();

describe('[HARDENING] cross-company probe: company A with company B’s ids', () => {
  for (const op of probed) {
    it(`${op.name} is a 404 and changes nothing`, async (ctx) => {
      const { values: valuesB, unresolved } = await idsB.resolve(op, foreignOnly);
      const withIds = tenantParams(op).filter((p) => !unresolved.includes(p.name));
      if (withIds.length === 0 && (await bodyWithIds(op, rootsB)).placed === 0) {
        tally.notTenant.push(`${op.name} (no row of B's own to name: shared or none made)`);
        ctx.skip();
      }
      tally.operations++;
      const first = op.pathParams[0]?.name;
      const withB = await bodyWithIds(op, rootsB);
      // All of B's ids; and A's own company with B's rows inside it (the classic id swap), when the harness
      // found B's rows for every inner id.
      const probes = [{ label: 'B ids', values: valuesB }];
      const bRowsInside = unresolved.length === 0 && (tenantParams(op).length > 1 || withB.placed > 0);
      if (first && bRowsInside && resourceOf(op, first) === 'company') {
        probes.push({ label: 'A company, B rows', values: { ...valuesB, [first]: String(a.companyId) } });
      }
      for (const probe of probes) {
        const before = await fingerprint();
        const { res, body } = await callRepairing(a.token, op, urlOf(op, probe.values), withB.body);
        const what = `${probe.label}: ${op.method} ${urlOf(op, probe.values)} ${JSON.stringify(body) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        // An id refused as "not one of yours" (418 on that id alone) tells nothing about B either.
        const refusedId =
          res.statusCode === 418 && (res.json() as { param: string }[]).every((e) => /Ids?$/.test(e.param));
        expect([403, 404].includes(res.statusCode) || refusedId, what).toBe(true);
        expect(changedTables(before, await fingerprint()), `writes of ${what}`).toEqual([]);
      }
    });
  }

  it('company B sees exactly what it saw before the probe', async () => {
    expect(await viewOfB()).toEqual(bBefore);
  });
});

describe('[HARDENING] spec §6 relationships that must pass', () => {
  const companyGets = operations.filter(
    (op) => op.method === 'GET' && op.pathParams[0] && resourceOf(op, op.pathParams[0].name) === 'company',
  );

  const sessions = new Map<string, { token: string; roots: Roots }>();
  /** A demo company's owner, its company given one row of every kind first. */
  async function demoSession(type: Parameters<typeof demoOwnerEmail>[0]) {
    const known = sessions.get(type);
    if (known) return known;
    const session = await t.login(demoOwnerEmail(type), DEMO_PASSWORD);
    const roots = { company: session.user.personalInfo.companyId ?? 0, user: session.user.id };
    await seedCompanyRows(t, session.token, operations, roots);
    sessions.set(type, { token: session.token, roots });
    return { token: session.token, roots };
  }

  /** Every company GET on the owner's rows, as `caller`: the operations whose statuses differ from 200. */
  async function readsOf(caller: string, owner: { token: string; roots: Roots }, headers = {}) {
    const ids = pathIds(t, owner.token, operations, owner.roots);
    const failures: string[] = [];
    let checked = 0;
    for (const op of companyGets) {
      const { values, unresolved } = await ids.resolve(op, newest);
      if (unresolved.length > 0) continue;
      checked++;
      const res = await call(caller, op, urlOf(op, values), undefined, headers);
      if (res.statusCode !== 200) failures.push(`${op.name}: ${res.statusCode}`);
    }
    expect(checked).toBeGreaterThan(3);
    return failures;
  }

  it('R130 an integrator reads its customer’s company data on behalf of it (on-behalf-of header)', async () => {
    const integrator = await demoSession('Integrator');
    const customer = await demoSession('Customer');
    const onBehalf = { 'on-behalf-of': String(customer.roots.company) };
    expect(await readsOf(integrator.token, customer, onBehalf)).toEqual([]);
  });

  it('R130 the on-behalf-of header grants nothing: an integrator naming company B still gets 404', async () => {
    const integrator = await demoSession('Integrator');
    const failures: string[] = [];
    for (const op of companyGets) {
      const { values } = await idsB.resolve(op, foreignNewest);
      const res = await call(integrator.token, op, urlOf(op, values), undefined, {
        'on-behalf-of': String(b.companyId),
      });
      if (res.statusCode !== 404) failures.push(`${op.name}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('R117 the customer’s administrator reads the providers whose customer it is', async () => {
    const customer = await demoSession('Customer');
    const provider = await demoSession('FMC');
    expect(await readsOf(customer.token, provider)).toEqual([]);
  });
});
