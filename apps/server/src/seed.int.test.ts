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
  const rows = await db.select({ type: companies.type }).from(companies);
  expect(rows.map((r) => r.type).sort()).toEqual([...auth.COMPANY_TYPES].sort());
  const [owners] = await db.select({ n: count() }).from(users).where(isNotNull(users.companyId));
  expect(owners?.n).toBe(auth.COMPANY_TYPES.length);
  expect((await t.login()).token).toBeTruthy();
});

test('[SEED] a second start does not seed again', async () => {
  const { db } = t.deps.database;
  const before = await db.select({ n: count() }).from(users);
  expect(await seedOnce(t.deps, modules)).toBe(false);
  expect(await db.select({ n: count() }).from(users)).toEqual(before);
});
