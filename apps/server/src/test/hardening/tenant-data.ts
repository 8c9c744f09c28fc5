import { places } from '@atrium/contracts';
import { desc, eq } from 'drizzle-orm';
import { devices } from '../../modules/devices/devices.schema.ts';
import { floors, layouts, spaces, structures } from '../../modules/places/places.schema.ts';
import type { TestApp } from '../harness.ts';
import { isIdSchema, type Operation, requiredHeaders, urlOf } from './openapi.ts';
import { pathIds, type Roots } from './path-ids.ts';
import { fieldPaths, repairedBody, validValue, withField } from './schema-values.ts';

let seed = 1;
/** A new seed per call: header values such as idempotency keys must differ between calls. */
export const nextSeed = () => seed++;

/** POST operations that create a row: their path with `/{param}` appended is an operation too. */
const collections = (operations: Operation[]) =>
  operations
    .filter(
      (op) => op.method === 'POST' && op.body && operations.some((o) => o.path.startsWith(`${op.path}/{`)),
    )
    .sort((x, y) => x.path.split('/').length - y.path.split('/').length);

/**
 * Gives a company one row of every kind it can create: each collection's POST is called with a body made
 * from its schema (ids in it taken from the company's own rows, other fields repaired while a 418 names
 * them), parents before children, so a module's rows exist in the harness the day its routes land.
 */
export async function seedCompanyRows(t: TestApp, token: string, operations: Operation[], roots: Roots) {
  const created: string[] = [];
  const refused: string[] = [];
  const ids = pathIds(t, token, operations, roots);
  const newest = (rows: Record<string, unknown>[]) => rows.at(-1);
  for (const op of collections(operations)) {
    if (!op.body) continue;
    const { values, unresolved } = await ids.resolve(op, newest);
    if (unresolved.length > 0) continue;
    let body = validValue(op.body, '', roots.company);
    for (const field of fieldPaths(op.body).filter(
      (f) => /Id$/.test(f.path.at(-1) ?? '') && isIdSchema(f.schema),
    )) {
      const noun = (field.path.at(-1) ?? '').replace(/Id$/, '').toLowerCase();
      const list = operations.find((l) => l.method === 'GET' && l.path.toLowerCase().endsWith(`/${noun}`));
      const row =
        list &&
        newest(
          await ids.rowsOf(list, { ...values, [list.pathParams[0]?.name ?? 'id']: String(roots.company) }),
        );
      if (typeof row?.id === 'number') body = withField(body, field.path, row.id);
    }
    const send = (payload: unknown) =>
      t.as(token, {
        method: 'POST',
        url: urlOf(op, values),
        payload: payload as object,
        headers: requiredHeaders(op, (p) => String(validValue(p.schema, p.name, nextSeed()))),
      });
    let res = await send(body);
    for (let attempt = 0; res.statusCode === 418; attempt++) {
      const next = repairedBody(body, res.json(), attempt, op.body);
      if (next === undefined) break;
      body = next;
      res = await send(body);
    }
    (res.statusCode < 300 ? created : refused).push(`${op.path} ${res.statusCode}`);
  }
  return { created, refused };
}

/** A company made through the API with an owner who can sign in (role `company_owner`). */
export async function createCompanyWithOwner(
  t: TestApp,
  adminToken: string,
  name: string,
  type = 'Customer',
) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const company = await t.as(adminToken, {
    method: 'POST',
    url: '/api/company',
    payload: { name, email: `contact@${slug}.example`, type },
  });
  if (company.statusCode !== 201) throw new Error(`create company: ${company.statusCode} ${company.body}`);
  const companyId = company.json().data.id as number;
  const roles = await t.as(adminToken, { method: 'GET', url: `/api/company/${companyId}/role` });
  const ownerRole = (roles.json().data as { id: number; key: string }[]).find(
    (r) => r.key === 'company_owner',
  );
  const email = `owner@${slug}.example`;
  const password = 'Owner#12345';
  const owner = await t.as(adminToken, {
    method: 'POST',
    url: `/api/company/${companyId}/user`,
    payload: { email, firstName: name, lastName: 'Owner', password, roleId: ownerRole?.id },
  });
  if (owner.statusCode !== 201) throw new Error(`create owner: ${owner.statusCode} ${owner.body}`);
  const session = await t.login(email, password);
  return {
    companyId,
    ownerId: owner.json().data.id as number,
    token: session.token,
    refreshToken: session.refreshToken,
  };
}

/**
 * Rows an owner cannot make through the API yet (devices come from orders, layouts from a floor plan
 * upload) or the sample bodies do not manage to make (floors, spaces): one device (a copy of a demo
 * device's kind, `serial`), and a floor with a space and a layout in the company's newest structure,
 * written to the database, so bodies naming them can be probed.
 */
export async function addDeviceAndLayout(t: TestApp, companyId: number, serial: string) {
  const { db } = t.deps.database;
  const [model] = await db.select().from(devices).limit(1);
  if (!model) throw new Error('no demo device to copy');
  const { id: _id, ...rest } = model;
  const [device] = await db
    .insert(devices)
    .values({ ...rest, serial, name: serial, companyId, structureId: null, floorId: null, spaceId: null })
    .returning({ id: devices.id });
  const [structure] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(eq(structures.companyId, companyId))
    .orderBy(desc(structures.id))
    .limit(1);
  const [floor] = structure
    ? await db
        .insert(floors)
        .values({ structureId: structure.id, name: `${serial} floor`, level: 42 })
        .returning({ id: floors.id })
    : [];
  const [space] = floor
    ? await db
        .insert(spaces)
        .values({ floorId: floor.id, name: `${serial} space`, type: places.SPACE_TYPES[0] })
        .returning({ id: spaces.id })
    : [];
  const layout = floor
    ? (
        await db
          .insert(layouts)
          .values({ floorId: floor.id })
          .onConflictDoNothing()
          .returning({ id: layouts.id })
      )[0]
    : undefined;
  return { deviceId: device?.id, serial, layoutId: layout?.id, floorId: floor?.id, spaceId: space?.id };
}
