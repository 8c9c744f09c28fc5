import { facmgmt, type ListQuery, type Paged } from '@atrium/contracts';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { floors, layouts, spaces, structures } from '../places/places.schema.ts';
import { userOf } from '../scope/request-scope.ts';
import { fmCompanyOf, intList, ownedBy } from './company.ts';
import { fmBuildings, fmSpaceGroupMembers, fmSpaceGroups, fmSpaces } from './facmgmt.schema.ts';

type StructureRow = typeof structures.$inferSelect;
type SettingsRow = typeof fmBuildings.$inferSelect;

/** A structure the caller reaches as a building (its company's), else 404. */
export async function findBuilding(db: DbOrTx, ctx: RequestContext, id: number): Promise<StructureRow> {
  const [row] = await db
    .select()
    .from(structures)
    .where(and(eq(structures.id, id), ownedBy(ctx, structures.companyId)));
  if (!row) throw notFound('Building');
  return row;
}

/** A building's time zone and opening hours: saved ones, else the defaults. */
export async function buildingSettings(db: DbOrTx, structureId: number) {
  const [row] = await db.select().from(fmBuildings).where(eq(fmBuildings.structureId, structureId));
  return settingsOf(row);
}

const settingsOf = (row: SettingsRow | undefined) => ({
  timeZone: row?.timeZone ?? facmgmt.DEFAULT_TIME_ZONE,
  openingHours: row?.openingHours ?? [...facmgmt.DEFAULT_OPENING_HOURS],
  configured: row !== undefined,
});

async function buildingViews(db: DbOrTx, rows: StructureRow[]): Promise<facmgmt.Building[]> {
  if (rows.length === 0) return [];
  const ids = sql`any(${intList(rows.map((r) => r.id))}::int[])`;
  const [settings, floorCounts, spaceCounts] = await Promise.all([
    db.select().from(fmBuildings).where(sql`${fmBuildings.structureId} = ${ids}`),
    db
      .select({ id: floors.structureId, n: count() })
      .from(floors)
      .where(sql`${floors.structureId} = ${ids}`)
      .groupBy(floors.structureId),
    db
      .select({
        id: floors.structureId,
        n: count(),
        bookable: sql<number>`count(*) filter (where ${fmSpaces.bookable})`.mapWith(Number),
      })
      .from(spaces)
      .innerJoin(floors, eq(floors.id, spaces.floorId))
      .leftJoin(fmSpaces, eq(fmSpaces.spaceId, spaces.id))
      .where(sql`${floors.structureId} = ${ids}`)
      .groupBy(floors.structureId),
  ]);
  const settingsById = new Map(settings.map((s) => [s.structureId, s]));
  const floorsById = new Map(floorCounts.map((f) => [f.id, f.n]));
  const spacesById = new Map(spaceCounts.map((s) => [s.id, s]));
  return rows.map((r) => {
    const saved = settingsById.get(r.id);
    const { timeZone, openingHours, configured } = settingsOf(saved);
    return {
      id: r.id,
      companyId: r.companyId,
      name: r.name,
      type: r.type,
      address: r.address,
      timeZone,
      openingHours,
      configured,
      floors: floorsById.get(r.id) ?? 0,
      spaces: spacesById.get(r.id)?.n ?? 0,
      bookableSpaces: spacesById.get(r.id)?.bookable ?? 0,
      createdAt: r.createdAt.toISOString(),
      updatedAt: (saved && saved.updatedAt > r.updatedAt ? saved.updatedAt : r.updatedAt).toISOString(),
    };
  });
}

export interface BuildingFilters {
  companyId?: number;
  name?: string;
  configured?: 'true' | 'false';
}

const SORTS = { id: structures.id, name: structures.name, createdAt: structures.createdAt };

export async function listBuildings(
  db: DbOrTx,
  ctx: RequestContext,
  filters: BuildingFilters,
  page: ListQuery<keyof typeof SORTS>,
): Promise<Paged<facmgmt.Building>> {
  const companyId = await fmCompanyOf(db, ctx, filters.companyId);
  const pattern = containsPattern(filters.name);
  const saved = sql`exists (select 1 from fm_buildings b where b.structure_id = ${structures.id})`;
  const where = and(
    eq(structures.companyId, companyId),
    pattern ? ilike(structures.name, pattern) : undefined,
    filters.configured === 'true' ? saved : filters.configured === 'false' ? sql`not ${saved}` : undefined,
  );
  const found = await listPage(db, structures, where, page, SORTS);
  return { data: await buildingViews(db, found.data), totalRecords: found.totalRecords };
}

export async function getBuilding(db: DbOrTx, ctx: RequestContext, id: number) {
  return buildingDetails(db, await findBuilding(db, ctx, id));
}

async function buildingDetails(db: DbOrTx, structure: StructureRow): Promise<facmgmt.BuildingDetails> {
  const [view] = await buildingViews(db, [structure]);
  const floorRows = await db
    .select({ id: floors.id, name: floors.name, level: floors.level, layoutId: layouts.id })
    .from(floors)
    .leftJoin(layouts, eq(layouts.floorId, floors.id))
    .where(eq(floors.structureId, structure.id))
    .orderBy(asc(floors.level));
  const spaceRows = await db
    .select({
      id: spaces.id,
      floorId: spaces.floorId,
      name: spaces.name,
      bookable: sql<boolean>`coalesce(${fmSpaces.bookable}, false)`,
      capacity: fmSpaces.capacity,
    })
    .from(spaces)
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .leftJoin(fmSpaces, eq(fmSpaces.spaceId, spaces.id))
    .where(eq(floors.structureId, structure.id))
    .orderBy(spaces.name, spaces.id);
  const groups = await db
    .select({ id: fmSpaceGroups.id, name: fmSpaceGroups.name, spaces: count(fmSpaceGroupMembers.spaceId) })
    .from(fmSpaceGroups)
    .leftJoin(fmSpaceGroupMembers, eq(fmSpaceGroupMembers.groupId, fmSpaceGroups.id))
    .where(eq(fmSpaceGroups.structureId, structure.id))
    .groupBy(fmSpaceGroups.id)
    .orderBy(fmSpaceGroups.name);
  return {
    ...(view as facmgmt.Building),
    floorList: floorRows.map((f) => ({
      ...f,
      spaces: spaceRows.filter((s) => s.floorId === f.id).map(({ floorId: _floor, ...s }) => s),
    })),
    groups,
    layoutIds: floorRows.flatMap((f) => (f.layoutId === null ? [] : [f.layoutId])),
  };
}

/** Saves a structure's booking settings the first time: a structure of the caller's company (else 418). */
export async function createBuilding(db: DbOrTx, ctx: RequestContext, input: facmgmt.BuildingCreateInput) {
  const user = userOf(ctx);
  const [structure] = await db
    .select()
    .from(structures)
    .where(and(eq(structures.id, input.structureId), ownedBy(ctx, structures.companyId)));
  if (!structure || (!user.isAdmin && structure.companyId !== user.companyId))
    throw new ValidationError([{ param: 'structureId', msg: 'No such structure in this company' }]);
  const [added] = await db
    .insert(fmBuildings)
    .values({
      structureId: structure.id,
      companyId: structure.companyId,
      timeZone: input.timeZone,
      openingHours: input.openingHours,
    })
    .onConflictDoNothing()
    .returning({ id: fmBuildings.structureId });
  if (!added)
    throw new HttpError(409, 'This structure is already a building', facmgmt.FM_ERROR_CODES.buildingExists);
  return buildingDetails(db, structure);
}

/** Sets a building's time zone and opening hours (saved the first time if never saved). */
export async function updateBuilding(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: facmgmt.BuildingSettingsInput,
) {
  const structure = await findBuilding(db, ctx, id);
  const values = { timeZone: input.timeZone, openingHours: input.openingHours };
  await db
    .insert(fmBuildings)
    .values({ structureId: id, companyId: structure.companyId, ...values })
    .onConflictDoUpdate({ target: fmBuildings.structureId, set: { ...values, updatedAt: new Date() } });
  return buildingDetails(db, structure);
}
