import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { companies } from '../../companies/companies.schema.ts';
import { anprVehicles } from '../anpr.schema.ts';
import { renormalisePlates } from '../plate-norms.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const vehicles = {
  table: anprVehicles,
  id: anprVehicles.id,
  plate: anprVehicles.plate,
  plateNorm: anprVehicles.plateNorm,
};

describe('[ANPR] plates stored before place names were dropped', () => {
  test("are normalised again at start, so 'Dubai A 77777' opens for the camera's A77777; a collision keeps the old form", async () => {
    const { db } = t.deps.database;
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.type, 'Customer'));
    const companyId = company?.id ?? 0;
    // As the rule before stored them (the name's letters kept, I read as 1).
    const rows = await db
      .insert(anprVehicles)
      .values([
        { companyId, plate: 'Dubai A 77777', plateNorm: 'DUBA1A77777' },
        { companyId, plate: 'B 55555', plateNorm: 'B55555' },
        { companyId, plate: 'Sharjah B 55555', plateNorm: 'SHARJAHB55555' },
      ])
      .returning({ id: anprVehicles.id, plate: anprVehicles.plate });
    expect(await renormalisePlates(t.deps, vehicles)).toBe(1);
    const after = await db
      .select({ plate: anprVehicles.plate, plateNorm: anprVehicles.plateNorm })
      .from(anprVehicles)
      .where(
        inArray(
          anprVehicles.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(anprVehicles.id);
    expect(after).toEqual([
      { plate: 'Dubai A 77777', plateNorm: 'A77777' },
      { plate: 'B 55555', plateNorm: 'B55555' },
      // B55555 is another vehicle of the company: the two are not merged.
      { plate: 'Sharjah B 55555', plateNorm: 'SHARJAHB55555' },
    ]);
    // Once done, nothing is left to do at the next start.
    expect(await renormalisePlates(t.deps, vehicles)).toBe(0);
  });
});
