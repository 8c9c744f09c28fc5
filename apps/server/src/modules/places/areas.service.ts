import type { ListQuery, places } from '@atrium/contracts';
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage, namedSorts } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { requestScope } from '../scope/index.ts';
import { areaStructures, areas, structures } from './places.schema.ts';
import { companyRow, iso, reachablePlaces } from './scope.ts';

type Row = typeof areas.$inferSelect;

async function toAreas(db: DbOrTx, rows: Row[]): Promise<places.Area[]> {
  const links = rows.length
    ? await db
        .select()
        .from(areaStructures)
        .where(
          inArray(
            areaStructures.areaId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(areaStructures.structureId))
    : [];
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    description: row.description,
    structureIds: links.filter((l) => l.areaId === row.id).map((l) => l.structureId),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}

export async function listAreas(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  filters: { name?: string; structureId?: number },
  page: ListQuery,
) {
  await requestScope(db, ctx).underCompany(companyId);
  await reachablePlaces(db, ctx, { structureId: filters.structureId });
  const pattern = containsPattern(filters.name);
  const where: SQL | undefined = and(
    eq(areas.companyId, companyId),
    pattern ? ilike(areas.name, pattern) : undefined,
    filters.structureId !== undefined
      ? inArray(
          areas.id,
          db
            .select({ id: areaStructures.areaId })
            .from(areaStructures)
            .where(eq(areaStructures.structureId, filters.structureId)),
        )
      : undefined,
  );
  const { data, totalRecords } = await listPage(
    db,
    areas,
    where,
    page as ListQuery<(typeof places.AREA_SORTS)[number]>,
    namedSorts(areas),
  );
  return { data: await toAreas(db, data), totalRecords };
}

const findArea = (db: DbOrTx, ctx: RequestContext, companyId: number, areaId: number) =>
  companyRow(db, ctx, areas, companyId, areaId, 'Area');

async function one(db: DbOrTx, row: Row) {
  const [area] = await toAreas(db, [row]);
  if (!area) throw notFound('Area');
  return area;
}

export const getArea = async (db: DbOrTx, ctx: RequestContext, companyId: number, areaId: number) =>
  one(db, await findArea(db, ctx, companyId, areaId));

/** 418 on structureIds.N for each structure that is not the company's own. */
async function assertOwnStructures(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return;
  const own = await db
    .select({ id: structures.id })
    .from(structures)
    .where(and(inArray(structures.id, ids), eq(structures.companyId, companyId)));
  const owned = new Set(own.map((r) => r.id));
  const errors = ids.flatMap((id, i) =>
    owned.has(id) ? [] : [{ param: `structureIds.${i}`, msg: 'Choose One of Your Structures' }],
  );
  if (errors.length > 0) throw new ValidationError(errors);
}

async function setStructures(db: DbOrTx, areaId: number, ids: number[]) {
  await db.delete(areaStructures).where(eq(areaStructures.areaId, areaId));
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    await db.insert(areaStructures).values(unique.map((structureId) => ({ areaId, structureId })));
  }
}

interface AreaInput {
  name: string;
  description: string;
  structureIds: number[];
}

export async function createArea(db: DbOrTx, ctx: RequestContext, companyId: number, input: AreaInput) {
  await requestScope(db, ctx).underCompany(companyId);
  await assertOwnStructures(db, companyId, input.structureIds);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(areas)
      .values({ companyId, name: input.name, description: input.description })
      .returning();
    if (!row) throw new Error('area insert returned nothing');
    await setStructures(tx, row.id, input.structureIds);
    return one(tx, row);
  });
}

export async function updateArea(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  areaId: number,
  input: Partial<AreaInput>,
) {
  await findArea(db, ctx, companyId, areaId);
  const { structureIds, ...rest } = input;
  if (structureIds) await assertOwnStructures(db, companyId, structureIds);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(areas)
      .set({ ...rest, updatedAt: new Date() })
      .where(eq(areas.id, areaId))
      .returning();
    if (!row) throw notFound('Area');
    if (structureIds) await setStructures(tx, areaId, structureIds);
    return one(tx, row);
  });
}

export async function deleteArea(db: DbOrTx, ctx: RequestContext, companyId: number, areaId: number) {
  await findArea(db, ctx, companyId, areaId);
  await db.delete(areas).where(eq(areas.id, areaId));
}
