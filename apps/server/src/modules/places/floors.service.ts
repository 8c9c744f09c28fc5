import type { ListQuery, places, SortTerm } from '@atrium/contracts';
import { and, asc, count, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { requestScope } from '../scope/index.ts';
import { floors, layouts, spaces, structures } from './places.schema.ts';
import { iso, uniquely } from './scope.ts';

type FloorInput = { name: string; level: number };
const LEVEL_TAKEN = 'This Structure Already Has a Floor at This Level';
type SpaceRow = typeof spaces.$inferSelect;

const toSpace = (row: SpaceRow, structureId: number): places.Space => ({
  id: row.id,
  floorId: row.floorId,
  structureId,
  name: row.name,
  type: row.type,
  areaSqm: row.areaSqm,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** Floors matching `where` with their spaces and layout ids, in the given order. */
export async function floorsWithSpaces(
  db: DbOrTx,
  where: SQL | undefined,
  page?: { limit: number; offset: number; order: SQL[] },
): Promise<places.FloorWithSpaces[]> {
  let query = db
    .select({ ...getTableColumns(floors), layoutId: layouts.id })
    .from(floors)
    .leftJoin(layouts, eq(layouts.floorId, floors.id))
    .where(where)
    .orderBy(...(page?.order ?? [asc(floors.level)]), asc(floors.id))
    .$dynamic();
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query;
  if (rows.length === 0) return [];
  const spaceRows = await db
    .select()
    .from(spaces)
    .where(
      inArray(
        spaces.floorId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(spaces.name), asc(spaces.id));
  return rows.map((row) => {
    const own = spaceRows.filter((s) => s.floorId === row.id).map((s) => toSpace(s, row.structureId));
    return {
      id: row.id,
      structureId: row.structureId,
      name: row.name,
      level: row.level,
      layoutId: row.layoutId,
      spacesCount: own.length,
      spaces: own,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  });
}

/** A floor whose structure is in company :id's scope, with its structure's owner; else 404. */
export async function findFloor(db: DbOrTx, ctx: RequestContext, companyId: number, floorId: number) {
  const scope = await requestScope(db, ctx).underCompany(companyId);
  const [row] = await db
    .select({ ...getTableColumns(floors), companyId: structures.companyId })
    .from(floors)
    .innerJoin(structures, eq(structures.id, floors.structureId))
    .where(and(eq(floors.id, floorId), inArray(structures.companyId, scope)));
  if (!row) throw notFound('Floor');
  return row;
}

export async function getFloor(db: DbOrTx, ctx: RequestContext, companyId: number, floorId: number) {
  await findFloor(db, ctx, companyId, floorId);
  const [floor] = await floorsWithSpaces(db, eq(floors.id, floorId));
  if (!floor) throw notFound('Floor');
  return floor;
}

/** 418 when a level is taken on the structure or repeated in the request; `param(i)` names the field. */
async function assertLevelsFree(
  db: DbOrTx,
  structureId: number,
  levels: number[],
  param: (i: number) => string,
  exceptFloorId?: number,
) {
  const taken = await db
    .select({ level: floors.level })
    .from(floors)
    .where(
      and(
        eq(floors.structureId, structureId),
        inArray(floors.level, levels),
        exceptFloorId ? ne(floors.id, exceptFloorId) : undefined,
      ),
    );
  const used = new Set(taken.map((t) => t.level));
  const errors = levels.flatMap((level, i) => {
    const clash = used.has(level) || levels.indexOf(level) !== i;
    return clash ? [{ param: param(i), msg: `This Structure Already Has a Floor at Level ${level}` }] : [];
  });
  if (errors.length > 0) throw new ValidationError(errors);
}

export async function insertFloors(
  db: DbOrTx,
  structureId: number,
  input: FloorInput[],
  param: (i: number) => string,
) {
  if (input.length === 0) return [];
  await assertLevelsFree(
    db,
    structureId,
    input.map((f) => f.level),
    param,
  );
  const rows = await uniquely(
    () =>
      db
        .insert(floors)
        .values(input.map((f) => ({ ...f, structureId })))
        .returning({ id: floors.id }),
    param(0),
    LEVEL_TAKEN,
  );
  return rows.map((r) => r.id);
}

/** A structure a body names, when it is in company :id's scope: else a 418 on `param`. */
async function structureForBody(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  structureId: number,
  param: string,
) {
  const scope = await requestScope(db, ctx).underCompany(companyId);
  const [row] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(and(eq(structures.id, structureId), inArray(structures.companyId, scope)));
  if (!row) throw new ValidationError([{ param, msg: 'Choose One of Your Structures' }]);
  return row;
}

export async function createFloor(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  input: FloorInput & { structureId: number },
) {
  return db.transaction(async (tx) => {
    await structureForBody(tx, ctx, companyId, input.structureId, 'structureId');
    const [id] = await insertFloors(tx, input.structureId, [input], () => 'level');
    const [floor] = await floorsWithSpaces(tx, eq(floors.id, id ?? 0));
    if (!floor) throw new Error('floor insert returned nothing');
    return floor;
  });
}

export async function updateFloor(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  floorId: number,
  input: Partial<FloorInput>,
) {
  return db.transaction(async (tx) => {
    const floor = await findFloor(tx, ctx, companyId, floorId);
    if (input.level !== undefined && input.level !== floor.level) {
      await assertLevelsFree(tx, floor.structureId, [input.level], () => 'level', floorId);
    }
    if (Object.keys(input).length > 0) {
      await uniquely(
        () =>
          tx
            .update(floors)
            .set({ ...input, updatedAt: new Date() })
            .where(eq(floors.id, floorId)),
        'level',
        LEVEL_TAKEN,
      );
    }
    const [updated] = await floorsWithSpaces(tx, eq(floors.id, floorId));
    if (!updated) throw notFound('Floor');
    return updated;
  });
}

export async function deleteFloor(db: DbOrTx, ctx: RequestContext, companyId: number, floorId: number) {
  await findFloor(db, ctx, companyId, floorId);
  await db.delete(floors).where(eq(floors.id, floorId));
}

/** A floor of a structure the caller sees, for the v2 routes (no company in the path). */
async function findVisibleStructure(db: DbOrTx, ctx: RequestContext, structureId: number) {
  const [row] = await db
    .select({ id: structures.id, companyId: structures.companyId })
    .from(structures)
    .where(and(eq(structures.id, structureId), await requestScope(db, ctx).structures()));
  if (!row) throw notFound('Structure');
  return row;
}

export async function listFloorsV2(db: DbOrTx, ctx: RequestContext, structureId: number, page: ListQuery) {
  await findVisibleStructure(db, ctx, structureId);
  const where = eq(floors.structureId, structureId);
  const order = orderByTerms(page.sort as SortTerm<(typeof places.FLOOR_SORTS)[number]>[], {
    level: floors.level,
    name: floors.name,
    createdAt: floors.createdAt,
  });
  const data = await floorsWithSpaces(db, where, { limit: page.limit, offset: page.offset, order });
  const [total] = await db.select({ n: count() }).from(floors).where(where);
  return { data, totalRecords: total?.n ?? 0 };
}

export async function addFloorsV2(db: DbOrTx, ctx: RequestContext, structureId: number, input: FloorInput[]) {
  return db.transaction(async (tx) => {
    await findVisibleStructure(tx, ctx, structureId);
    const ids = await insertFloors(tx, structureId, input, (i) => `floors.${i}.level`);
    return floorsWithSpaces(tx, inArray(floors.id, ids));
  });
}

/* Spaces */

async function findSpace(db: DbOrTx, ctx: RequestContext, companyId: number, spaceId: number) {
  const scope = await requestScope(db, ctx).underCompany(companyId);
  const [row] = await db
    .select({ space: spaces, structureId: floors.structureId })
    .from(spaces)
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .innerJoin(structures, eq(structures.id, floors.structureId))
    .where(and(eq(spaces.id, spaceId), inArray(structures.companyId, scope)));
  if (!row) throw notFound('Space');
  return row;
}

export async function getSpace(db: DbOrTx, ctx: RequestContext, companyId: number, spaceId: number) {
  const { space, structureId } = await findSpace(db, ctx, companyId, spaceId);
  return toSpace(space, structureId);
}

/** The floor a body names, when it is in company :id's scope: else a 418 on floorId (never stored). */
async function floorForBody(db: DbOrTx, ctx: RequestContext, companyId: number, floorId: number) {
  const scope = await requestScope(db, ctx).underCompany(companyId);
  const [row] = await db
    .select({ structureId: floors.structureId })
    .from(floors)
    .innerJoin(structures, eq(structures.id, floors.structureId))
    .where(and(eq(floors.id, floorId), inArray(structures.companyId, scope)));
  if (!row) throw new ValidationError([{ param: 'floorId', msg: 'Choose a Floor of Your Structures' }]);
  return row;
}

type SpaceInput = { name: string; type: places.SpaceType; areaSqm: number | null };

export async function createSpace(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  input: SpaceInput & { floorId: number },
) {
  const floor = await floorForBody(db, ctx, companyId, input.floorId);
  const [row] = await db.insert(spaces).values(input).returning();
  if (!row) throw new Error('space insert returned nothing');
  return toSpace(row, floor.structureId);
}

export async function updateSpace(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  spaceId: number,
  input: Partial<SpaceInput> & { floorId?: number },
) {
  const { space, structureId } = await findSpace(db, ctx, companyId, spaceId);
  if (input.floorId !== undefined && input.floorId !== space.floorId) {
    const floor = await floorForBody(db, ctx, companyId, input.floorId);
    if (floor.structureId !== structureId) {
      throw new ValidationError([{ param: 'floorId', msg: 'Choose a Floor of the Same Structure' }]);
    }
  }
  if (Object.keys(input).length === 0) return toSpace(space, structureId);
  const [row] = await db
    .update(spaces)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(spaces.id, spaceId))
    .returning();
  return toSpace(row ?? space, structureId);
}

export async function deleteSpace(db: DbOrTx, ctx: RequestContext, companyId: number, spaceId: number) {
  await findSpace(db, ctx, companyId, spaceId);
  await db.delete(spaces).where(eq(spaces.id, spaceId));
}

/** Count helpers shared with the structure list. */
export const structureCounts = {
  floorsCount: sql<number>`(select count(*)::int from floors f where f.structure_id = ${structures.id})`,
  spacesCount: sql<number>`(select count(*)::int from spaces s join floors f on f.id = s.floor_id where f.structure_id = ${structures.id})`,
  innerStructuresCount: sql<number>`(select count(*)::int from structures c where c.parent_id = ${structures.id})`,
};
