import { assetwatch, type ListQuery, type Paged } from '@atrium/contracts';
import { and, count, eq, ilike, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound } from '../../kernel/http/errors.ts';
import { floors, structures } from '../places/places.schema.ts';
import { isUniqueViolation } from '../places/scope.ts';
import { awAssets, awZones } from './asset-watch.schema.ts';
import { awCompanyOf, checkIds, ownedBy } from './company.ts';

type Row = typeof awZones.$inferSelect;

export async function zoneViews(db: DbOrTx, rows: Row[]): Promise<assetwatch.IndoorZone[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [places, counts] = await Promise.all([
    db
      .select({
        floorId: floors.id,
        floorName: floors.name,
        structureId: structures.id,
        structureName: structures.name,
      })
      .from(floors)
      .innerJoin(structures, eq(structures.id, floors.structureId))
      .where(
        inArray(
          floors.id,
          rows.map((r) => r.floorId),
        ),
      ),
    db
      .select({ id: awAssets.zoneId, n: count() })
      .from(awAssets)
      .where(inArray(awAssets.zoneId, ids))
      .groupBy(awAssets.zoneId),
  ]);
  const placeOf = new Map(places.map((p) => [p.floorId, p]));
  const countOf = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => {
    const place = placeOf.get(r.floorId);
    return {
      id: r.id,
      companyId: r.companyId,
      name: r.name,
      structure: { id: place?.structureId ?? 0, name: place?.structureName ?? '' },
      floor: { id: r.floorId, name: place?.floorName ?? '' },
      polygon: r.polygon,
      beacon: r.beacon,
      gatewayEui: r.gatewayEui,
      forbidden: r.forbidden,
      assets: countOf.get(r.id) ?? 0,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

async function findZone(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await db
    .select()
    .from(awZones)
    .where(and(eq(awZones.id, id), ownedBy(ctx, awZones.companyId)));
  if (!row) throw notFound('Indoor zone');
  return row;
}

const inUse = () =>
  new HttpError(
    409,
    'Another zone of the company uses this beacon or gateway',
    assetwatch.AW_ERROR_CODES.nameTaken,
  );

async function guarded(work: () => Promise<Row | undefined>): Promise<Row> {
  try {
    const row = await work();
    if (!row) throw notFound('Indoor zone');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw inUse();
    throw error;
  }
}

const SORTS = { id: awZones.id, name: awZones.name, createdAt: awZones.createdAt };

export async function listZones(
  db: DbOrTx,
  ctx: RequestContext,
  filters: { companyId?: number; structureId?: number; floorId?: number; name?: string },
  page: ListQuery<keyof typeof SORTS>,
): Promise<Paged<assetwatch.IndoorZone>> {
  const companyId = await awCompanyOf(db, ctx, filters.companyId);
  await checkIds(db, companyId, { structureId: filters.structureId, floorId: filters.floorId });
  const pattern = containsPattern(filters.name);
  const where = and(
    eq(awZones.companyId, companyId),
    pattern ? ilike(awZones.name, pattern) : undefined,
    filters.floorId !== undefined ? eq(awZones.floorId, filters.floorId) : undefined,
    filters.structureId !== undefined
      ? inArray(
          awZones.floorId,
          db.select({ id: floors.id }).from(floors).where(eq(floors.structureId, filters.structureId)),
        )
      : undefined,
  );
  const found = await listPage(db, awZones, where, page, SORTS);
  return { data: await zoneViews(db, found.data), totalRecords: found.totalRecords };
}

export const getZone = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  (await zoneViews(db, [await findZone(db, ctx, id)]))[0] as assetwatch.IndoorZone;

export async function createZone(
  db: DbOrTx,
  ctx: RequestContext,
  companyIdGiven: number | undefined,
  input: assetwatch.ZoneInput,
) {
  const companyId = await awCompanyOf(db, ctx, companyIdGiven);
  await checkIds(db, companyId, { floorId: input.floorId });
  const row = await guarded(async () => {
    const [created] = await db
      .insert(awZones)
      .values({ companyId, ...input })
      .returning();
    return created;
  });
  return (await zoneViews(db, [row]))[0] as assetwatch.IndoorZone;
}

export async function updateZone(db: DbOrTx, ctx: RequestContext, id: number, input: assetwatch.ZoneUpdate) {
  await findZone(db, ctx, id);
  const row = await guarded(async () => {
    const [updated] = await db
      .update(awZones)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(awZones.id, id))
      .returning();
    return updated;
  });
  return (await zoneViews(db, [row]))[0] as assetwatch.IndoorZone;
}

export async function deleteZone(db: DbOrTx, ctx: RequestContext, id: number) {
  await findZone(db, ctx, id);
  await db.delete(awZones).where(eq(awZones.id, id));
}
