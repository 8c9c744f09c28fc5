import type { sparking } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { structures } from '../../places/places.schema.ts';
import { API, type ParkingKit, parkingKit, SQUARE } from './kit.ts';

/**
 * A location's structure (chosen on the location form): one of the company's structures is kept and named
 * in the replies; another company's is a 418 on `structureId`, on create and on change; null clears it.
 */
let k: ParkingKit;

const structureOf = async (companyId: number) => {
  const [row] = await k.t.deps.database.db
    .select({ id: structures.id, name: structures.name })
    .from(structures)
    .where(eq(structures.companyId, companyId));
  if (!row) throw new Error(`company ${companyId} has no structure`);
  return row;
};

beforeAll(async () => {
  k = await parkingKit();
});
afterAll(async () => {
  await k?.t.close();
});

describe('a parking location’s structure', () => {
  test('its own structure is kept; another company’s is refused on its field; null clears it', async () => {
    const own = await structureOf(k.ids.Customer);
    const theirs = await structureOf(k.ids.School);
    const refused = await k.create('Customer', { name: 'Theirs', outline: SQUARE, structureId: theirs.id });
    expect(refused.statusCode).toBe(418);
    expect(k.fields(refused)).toEqual(['structureId: Choose a structure of this company']);

    const res = await k.create('Customer', { name: 'Ours', outline: SQUARE, structureId: own.id });
    expect(res.statusCode, res.body).toBe(201);
    const created = k.data<sparking.LocationDetails>(res);
    expect(created.structure).toEqual(own);

    const url = `${API}/locations/${created.id}`;
    const moved = await k.call('Customer', 'PATCH', url, { structureId: theirs.id });
    expect(k.fields(moved)).toEqual(['structureId: Choose a structure of this company']);
    const cleared = await k.call('Customer', 'PATCH', url, { structureId: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(k.data<sparking.LocationDetails>(cleared).structure).toBeNull();
  });
});
