import type { devices, fleet, ListQuery } from '@atrium/contracts';
import { and, eq, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { fleetPois } from './fleet-dispatch.schema.ts';
import { listOwners, ownedRow, targetCompany } from './tenancy.ts';

/** Points of interest of a company (spec §2 Fleet "POI list"). */

type Row = typeof fleetPois.$inferSelect;
export const toPoi = (row: Row): fleet.Poi => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const sorts = {
  id: fleetPois.id,
  name: fleetPois.name,
  category: fleetPois.category,
  createdAt: fleetPois.createdAt,
  updatedAt: fleetPois.updatedAt,
};

export async function listPois(
  db: DbOrTx,
  ctx: RequestContext,
  filter: { name?: string; category?: fleet.PoiCategory; customerId?: devices.CustomerId },
  page: ListQuery<(typeof fleet.POI_SORTS)[number]>,
) {
  const pattern = containsPattern(filter.name);
  const where = and(
    await listOwners(db, ctx, fleetPois.companyId, filter.customerId),
    pattern ? ilike(fleetPois.name, pattern) : undefined,
    filter.category ? eq(fleetPois.category, filter.category) : undefined,
  );
  const { data, totalRecords } = await listPage(db, fleetPois, where, page, sorts);
  return { data: data.map(toPoi), totalRecords };
}

export const getPoi = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  toPoi(await ownedRow(db, ctx, fleetPois, id, 'Point of interest'));

export async function createPoi(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number | undefined,
  input: fleet.PoiInput,
) {
  const owner = await targetCompany(db, ctx, companyId);
  const [row] = await db
    .insert(fleetPois)
    .values({ ...input, companyId: owner })
    .returning();
  if (!row) throw new Error('poi insert returned nothing');
  return toPoi(row);
}

export async function updatePoi(db: DbOrTx, ctx: RequestContext, id: number, patch: fleet.PoiPatch) {
  await ownedRow(db, ctx, fleetPois, id, 'Point of interest');
  const [row] = await db
    .update(fleetPois)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(fleetPois.id, id))
    .returning();
  if (!row) throw new Error('poi update returned nothing');
  return toPoi(row);
}

export async function deletePoi(db: DbOrTx, ctx: RequestContext, id: number) {
  await ownedRow(db, ctx, fleetPois, id, 'Point of interest');
  await db.delete(fleetPois).where(eq(fleetPois.id, id));
}
