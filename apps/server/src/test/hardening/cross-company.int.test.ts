import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../modules/companies/companies.seed.ts';
import { createTestApp } from '../harness.ts';
import { changedTables, tableStates } from './db-fingerprint.ts';
import { isIdSchema, loadOperations, type Operation, requiredHeaders, resourceOf, urlOf } from './openapi.ts';
import { pathIds, type Roots, type Row } from './path-ids.ts';
import { fieldPaths, repairedBody, validValue, withField } from './schema-values.ts';
import { addDeviceAndLayout, createCompanyWithOwner, nextSeed, seedCompanyRows } from './tenant-data.ts';

/**
 * Cross-company probe (issue 8, part 2): two companies with the same data, made through the API; every
 * operation that takes an id of company B is called as company A's owner and must answer 404 (403 where
 * the caller may not use the operation at all) and change nothing. Then the relationships of spec §6 that
 * must pass: an integrator for its customer (with the `on-behalf-of` header), and a customer's
 * administrator for the providers whose customer it is (R117).
 */
const t = await createTestApp();
const operations = await loadOperations(t.app);
const fingerprint = await tableStates(t.deps.database);
const admin = await t.login();
const a = await createCompanyWithOwner(t, admin.token, 'Tenant A');
const b = await createCompanyWithOwner(t, admin.token, 'Tenant B');
const seeded = {
  a: await seedCompanyRows(t, a.token, operations, { company: a.companyId, user: a.ownerId }),
  b: await seedCompanyRows(t, b.token, operations, { company: b.companyId, user: b.ownerId }),
};
// Rows the API cannot make for an owner yet, so bodies and queries naming them are probed too (issue 15 §7).
const extra = {
  a: await addDeviceAndLayout(t, a.companyId, 'TENANT-A-DEV'),
  b: await addDeviceAndLayout(t, b.companyId, 'TENANT-B-DEV'),
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
const viewsSince = Date.now();
/**
 * A default period a reply echoes (a track's last day: `from`, then `to` at the call's time) depends on when the
 * call was made, not on B's data.
 */
const withoutCallTime = (body: string) =>
  body.replace(/"from":"([^"]+)","to":"([^"]+)"/g, (whole, _from: string, to: string) =>
    Date.parse(to) >= viewsSince ? '"from":"<call time>","to":"<call time>"' : whole,
  );

async function viewOfB() {
  const views: Record<string, string> = {};
  for (const op of operations.filter((o) => o.method === 'GET' && tenantParams(o).length > 0)) {
    const { values } = await idsB.resolve(op, foreignNewest);
    const res = await call(b.token, op, urlOf(op, values, { limit: '100' }), undefined);
    views[op.name] = `${res.statusCode} ${withoutCallTime(res.body)}`;
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

/** Each reads every company GET of every app (hundreds of calls): a busy machine takes more than 30 s. */
const RELATIONSHIP_TIMEOUT = 120_000;

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
      // 477: let in, but nothing can be printed here (no print view in a test app): not a refusal.
      if (res.statusCode !== 200 && res.statusCode !== 477) failures.push(`${op.name}: ${res.statusCode}`);
    }
    expect(checked).toBeGreaterThan(3);
    return failures;
  }

  it(
    'R130 an integrator reads its customer’s company data on behalf of it (on-behalf-of header)',
    async () => {
      const integrator = await demoSession('Integrator');
      const customer = await demoSession('Customer');
      const onBehalf = { 'on-behalf-of': String(customer.roots.company) };
      expect(await readsOf(integrator.token, customer, onBehalf)).toEqual([]);
    },
    RELATIONSHIP_TIMEOUT,
  );

  it(
    'R130 the on-behalf-of header grants nothing: an integrator naming company B still gets 404',
    async () => {
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
    },
    RELATIONSHIP_TIMEOUT,
  );

  it(
    'R117 the customer’s administrator reads the providers whose customer it is',
    async () => {
      const customer = await demoSession('Customer');
      const provider = await demoSession('FMC');
      expect(await readsOf(customer.token, provider)).toEqual([]);
    },
    RELATIONSHIP_TIMEOUT,
  );
});

/**
 * Issue 15 §7: ids of company B inside bodies and queries. Every operation of the document with an id-like
 * body or query field (`xId`, `xIds`, `users`, a device named by serial) is called as A's owner on A's own
 * path, with A's own ids in its other id fields and one field set to B's row of that kind. Expected: a 4xx
 * (404, 403, or a 418 naming that field), nothing written. A 2xx means a write took another company's row
 * (the layout marker of B's device, an asset tracking it), or a list filtered by it as if it were A's.
 */
describe('[HARDENING] cross-company probe: company B’s ids inside bodies and queries', () => {
  const idsOwnA = pathIds(t, a.token, operations, rootsA);
  const idsOwnB = pathIds(t, b.token, operations, rootsB);
  const aliases = (segment: string) => {
    const words = segment.toLowerCase().replace(/s$/, '').split('-');
    return [words.join(''), words.at(-1) ?? ''].map((w) => w.replace(/s$/, ''));
  };
  /** Rows of `noun` the company's own lists show (top-level lists and lists under its company). */
  async function rowsNamed(ids: ReturnType<typeof pathIds>, company: number, noun: string) {
    const rows: Row[] = [];
    for (const list of operations.filter((o) => o.method === 'GET' && !o.path.endsWith('}'))) {
      const segment = list.path.split('/').at(-1) ?? '';
      if (!aliases(segment).includes(noun)) continue;
      const params = list.pathParams;
      if (params.length > 1 || (params[0] && resourceOf(list, params[0].name) !== 'company')) continue;
      rows.push(...(await ids.rowsOf(list, params[0] ? { [params[0].name]: String(company) } : {})));
    }
    return rows;
  }
  const nounOf = (name: string) => (name === 'users' ? 'user' : name.replace(/Ids?$/, '').toLowerCase());
  /** `parentId` names a row of the kind the path is about; `destinationCompanyId` a company. */
  const aliasOf = (op: Operation, noun: string) => {
    if (noun === 'parent')
      return (
        op.path
          .split('/')
          .filter((seg) => !seg.startsWith('{'))
          .at(-1) ?? noun
      );
    return noun.endsWith('company') ? 'company' : noun;
  };
  /** A body's own `id` names the row of the path's first noun (`POST /layout/add-device { id }`: a layout). */
  const bodyRowNoun = (op: Operation) => op.path.split('/')[2] ?? '';
  /** A's own or B's id for a field: roots and the rows written above first, then the lists. */
  async function idOf(side: 'a' | 'b', noun: string, text: boolean): Promise<number | string | undefined> {
    const who = side === 'a' ? { ...a, ...extra.a, ids: idsOwnA } : { ...b, ...extra.b, ids: idsOwnB };
    if (noun === 'company' || noun === 'customer') return who.companyId;
    if (noun === 'user') return who.ownerId;
    if (noun === 'device') return text ? who.serial : who.deviceId;
    if (noun === 'layout') return who.layoutId;
    if (noun === 'floor') return who.floorId;
    if (noun === 'space') return who.spaceId;
    const mine = new Set((await rowsNamed(idsOwnA, a.companyId, noun)).map((r) => r.id));
    const rows = await rowsNamed(who.ids, who.companyId, noun);
    const row = side === 'a' ? rows.at(-1) : rows.filter((r) => !mine.has(r.id)).at(-1);
    return typeof row?.id === 'number' ? row.id : undefined;
  }

  interface IdField {
    where: 'body' | 'query';
    path: string[];
    many: boolean;
    text: boolean;
    /** The kind of row, when the name does not say it. */
    noun?: string;
  }
  function idFieldsOf(op: Operation): IdField[] {
    const body = op.body
      ? fieldPaths(op.body).flatMap(({ path, schema }) => {
          const name = path.at(-1) ?? '';
          const many = schema.type === 'array' || schema.items !== undefined;
          const item = many ? (schema.items ?? {}) : schema;
          const text = !isIdSchema(item);
          if (path.join('.') === 'id' && op.pathParams.length === 0 && isIdSchema(item))
            return [{ where: 'body' as const, path, many, text, noun: bodyRowNoun(op) }];
          if (!/Ids?$/.test(name) && name !== 'users') return [];
          if (text && nounOf(name) !== 'device') return [];
          return [{ where: 'body' as const, path, many, text }];
        })
      : [];
    const query = op.queryParams
      .filter((p) => /Id$/.test(p.name))
      .map((p) => ({ where: 'query' as const, path: [p.name], many: false, text: false }));
    return [...body, ...query];
  }

  const withIdFields = operations.filter((op) => idFieldsOf(op).length > 0);
  const found = { probes: 0, skipped: [] as string[] };
  afterAll(() => {
    console.log(
      `[hardening] ids inside bodies and queries: ${found.probes} probes over ${withIdFields.length} operations; ` +
        `not probed: ${found.skipped.join(', ') || 'none'}`,
    );
  });

  for (const op of withIdFields) {
    it(`${op.name}: B's id in a body or query field is refused, nothing written`, async (ctx) => {
      const { values, unresolved } = await idsOwnA.resolve(op, (rows) => rows.at(-1));
      if (unresolved.length > 0) {
        found.skipped.push(`${op.name} (A has no row for ${unresolved.join(', ')})`);
        ctx.skip();
      }
      const fields = idFieldsOf(op);
      let own = op.body ? validValue(op.body, '', 7) : undefined;
      for (const f of fields.filter((x) => x.where === 'body')) {
        const id = await idOf('a', f.noun ?? aliasOf(op, nounOf(f.path.at(-1) ?? '')), f.text);
        if (id !== undefined) own = withField(own, f.path, f.many ? [id] : id);
      }
      let probed = 0;
      for (const field of fields) {
        const name = field.path.at(-1) ?? '';
        const noun = field.noun ?? aliasOf(op, nounOf(name));
        const foreign = await idOf('b', noun, field.text);
        if (foreign === undefined) {
          found.skipped.push(`${op.name} ${field.path.join('.')} (B has no ${noun})`);
          continue;
        }
        const value = field.many ? [foreign] : foreign;
        let body = field.where === 'body' ? withField(own, field.path, value) : own;
        const url = urlOf(op, values, field.where === 'query' ? { [name]: String(foreign) } : {});
        const before = await fingerprint();
        let res = await call(a.token, op, url, body);
        // Other fields the sample got wrong are repaired; the probed id never is.
        for (let attempt = 0; res.statusCode === 418; attempt++) {
          const errors = res.json() as { param: string }[];
          if (errors.some((e) => e.param.split('.')[0] === field.path[0])) break;
          const next = repairedBody(body, errors, attempt, op.body);
          if (next === undefined) break;
          body = field.where === 'body' ? withField(next, field.path, value) : next;
          res = await call(a.token, op, url, body);
        }
        const what = `${op.method} ${url} ${JSON.stringify(body) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(changedTables(before, await fingerprint()), `writes of ${what}`).toEqual([]);
        const named =
          res.statusCode !== 418 ||
          (res.json() as { param: string }[]).some((e) => e.param.split('.')[0] === field.path[0]);
        if (!named) {
          found.skipped.push(
            `${op.name} ${field.path.join('.')} (418 on other fields: ${res.body.slice(0, 80)})`,
          );
          continue;
        }
        probed++;
        found.probes++;
        expect(res.statusCode >= 400 && res.statusCode < 500, what).toBe(true);
      }
      if (probed === 0) ctx.skip();
    });
  }

  const tenancyWrites = operations.filter(
    (op) =>
      op.method === 'POST' &&
      (op.headerParams.some((p) => p.name === 'on-behalf-of') ||
        op.queryParams.some((p) => p.name === 'customerId') ||
        (op.body && fieldPaths(op.body).some((f) => f.path.join('.') === 'customerId'))),
  );
  for (const op of tenancyWrites) {
    it(`R130 ${op.name} on behalf of company B (not served by A) is refused, nothing written`, async (ctx) => {
      const { values, unresolved } = await idsOwnA.resolve(op, (rows) => rows.at(-1));
      if (unresolved.length > 0) {
        found.skipped.push(`${op.name} on-behalf-of (A has no row for ${unresolved.join(', ')})`);
        ctx.skip();
      }
      let body = op.body ? validValue(op.body, '', 11) : undefined;
      for (const f of idFieldsOf(op).filter((x) => x.where === 'body' && x.path[0] !== 'customerId')) {
        const id = await idOf('a', f.noun ?? aliasOf(op, nounOf(f.path.at(-1) ?? '')), f.text);
        if (id !== undefined) body = withField(body, f.path, f.many ? [id] : id);
      }
      const url = urlOf(op, values);
      const headers = { 'on-behalf-of': String(b.companyId) };
      const before = await fingerprint();
      let res = await call(a.token, op, url, body, headers);
      for (let attempt = 0; res.statusCode === 418; attempt++) {
        const errors = res.json() as { param: string }[];
        if (errors.some((e) => e.param === 'on-behalf-of')) break;
        const next = repairedBody(body, errors, attempt, op.body);
        if (next === undefined) break;
        body = next;
        res = await call(a.token, op, url, body, headers);
      }
      const what = `${op.method} ${url} on-behalf-of ${b.companyId} ${JSON.stringify(body) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(changedTables(before, await fingerprint()), `writes of ${what}`).toEqual([]);
      expect(res.statusCode >= 400 && res.statusCode < 500, what).toBe(true);
      if (res.statusCode === 418) {
        expect(
          (res.json() as { param: string }[]).map((e) => e.param),
          what,
        ).toContain('on-behalf-of');
      }
    });
  }
});
