import { auth } from '@atrium/contracts';
import { count, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { companies } from './modules/companies/companies.schema.ts';
import { modules } from './modules/index.ts';
import { users } from './modules/users/users.schema.ts';
import { seedOnce } from './seed.ts';
import { createTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('[SEED] a fresh database gets a super admin and a company of every type with an owner', async () => {
  const { db } = t.deps.database;
  const rows = await db
    .select({ id: companies.id, type: companies.type, name: companies.name })
    .from(companies);
  // A demo company of every type; the apps' demo data adds more (Defcon: a villa, a second police station).
  const demo = rows.filter((r) => r.name === `Demo ${r.type}`);
  expect(demo.map((r) => r.type).sort()).toEqual([...auth.COMPANY_TYPES].sort());
  const staffed = new Set(
    (await db.selectDistinct({ id: users.companyId }).from(users).where(isNotNull(users.companyId))).map(
      (r) => r.id,
    ),
  );
  expect(demo.filter((r) => !staffed.has(r.id)).map((r) => r.name)).toEqual([]);
  expect((await t.login()).token).toBeTruthy();
});

test('[SEED] a second start does not seed again', async () => {
  const { db } = t.deps.database;
  const before = await db.select({ n: count() }).from(users);
  expect(await seedOnce(t.deps, modules)).toBe(false);
  expect(await db.select({ n: count() }).from(users)).toEqual(before);
});
