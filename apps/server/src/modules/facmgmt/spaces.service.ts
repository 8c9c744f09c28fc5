import { facmgmt, type ListQuery, type Paged } from '@atrium/contracts';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { floors, layouts, spaces, structures } from '../places/places.schema.ts';
import { checkFilterIds, fmCompanyOf, intList, ownedBy } from './company.ts';
import { fmBuildings, fmSpaceGroupMembers, fmSpaceGroups, fmSpaces } from './facmgmt.schema.ts';

type Hours = (facmgmt.DayHours | null)[];

/** A space with everything a booking check needs: its building's zone and hours, its own settings. */
export interface SpaceRow {
  id: number;
  name: string;
  type: facmgmt.Space['type'];
  companyId: number;
  buildingId: number;
  buildingName: string;
  floorId: number;
  floorName: string;
  floorLevel: number;
  layoutId: number | null;
  bookable: boolean;
  capacity: number | null;
  features: string[];
  openingHours: Hours | null;
  buildingHours: Hours;
  timeZone: string;
  x: number | null;
  y: number | null;
  minMinutes: number;
  maxMinutes: number;
}

/** The hours that apply to a space: its own, else its building's. */
export const effectiveHours = (row: SpaceRow): Hours => row.openingHours ?? row.buildingHours;

const spaceColumns = {
  id: spaces.id,
  name: spaces.name,
  type: spaces.type,
  companyId: structures.companyId,
  buildingId: structures.id,
  buildingName: structures.name,
  floorId: floors.id,
  floorName: floors.name,
  floorLevel: floors.level,
  layoutId: layouts.id,
  bookable: sql<boolean>`coalesce(${fmSpaces.bookable}, false)`,
  capacity: fmSpaces.capacity,
  features: sql<string[]>`coalesce(${fmSpaces.features}, '{}'::text[])`,
  openingHours: fmSpaces.openingHours,
  buildingHours: fmBuildings.openingHours,
  timeZone: sql<string>`coalesce(${fmBuildings.timeZone}, ${facmgmt.DEFAULT_TIME_ZONE})`,
  x: fmSpaces.layoutX,
  y: fmSpaces.layoutY,
  minMinutes: sql<number>`coalesce(${fmSpaces.minMinutes}, 15)`,
  maxMinutes: sql<number>`coalesce(${fmSpaces.maxMinutes}, 480)`,
};

/** Spaces with their building, floor, layout and booking settings, by a condition on them. */
export async function spaceRows(db: DbOrTx, where: ReturnType<typeof and>): Promise<SpaceRow[]> {
  const rows = await db
    .select(spaceColumns)
    .from(spaces)
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .innerJoin(structures, eq(structures.id, floors.structureId))
    .leftJoin(layouts, eq(layouts.floorId, floors.id))
    .leftJoin(fmSpaces, eq(fmSpaces.spaceId, spaces.id))
    .leftJoin(fmBuildings, eq(fmBuildings.structureId, structures.id))
    .where(where)
    .orderBy(floors.level, spaces.name, spaces.id);
  return rows.map((r) => ({
    ...r,
    buildingHours: r.buildingHours ?? [...facmgmt.DEFAULT_OPENING_HOURS],
    features: r.features ?? [],
  }));
}

/** The API's view of spaces, in the order of `rows`, with the groups they belong to. */
export async function spaceViews(db: DbOrTx, rows: SpaceRow[]): Promise<facmgmt.Space[]> {
  if (rows.length === 0) return [];
  const memberships = await db
    .select({ spaceId: fmSpaceGroupMembers.spaceId, id: fmSpaceGroups.id, name: fmSpaceGroups.name })
    .from(fmSpaceGroupMembers)
    .innerJoin(fmSpaceGroups, eq(fmSpaceGroups.id, fmSpaceGroupMembers.groupId))
    .where(sql`${fmSpaceGroupMembers.spaceId} = any(${intList(rows.map((r) => r.id))}::int[])`)
    .orderBy(fmSpaceGroups.name);
  const groupsOf = new Map<number, { id: number; name: string }[]>();
  for (const m of memberships) {
    const list = groupsOf.get(m.spaceId) ?? [];
    list.push({ id: m.id, name: m.name });
    groupsOf.set(m.spaceId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    companyId: r.companyId,
    name: r.name,
    type: r.type,
    building: { id: r.buildingId, name: r.buildingName },
    floor: { id: r.floorId, name: r.floorName, level: r.floorLevel },
    bookable: r.bookable,
    capacity: r.capacity,
    features: r.features as facmgmt.SpaceFeature[],
    openingHours: r.openingHours,
    effectiveOpeningHours: effectiveHours(r),
    timeZone: r.timeZone,
    position: r.x !== null && r.y !== null ? { x: r.x, y: r.y } : null,
    layoutId: r.layoutId,
    minMinutes: r.minMinutes,
    maxMinutes: r.maxMinutes,
    groups: groupsOf.get(r.id) ?? [],
  }));
}

export async function spaceViewsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await spaceRows(db, sql`${spaces.id} = any(${intList(ids)}::int[])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return spaceViews(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

/** A space the caller reaches (its company's), else 404. */
export async function findSpace(db: DbOrTx, ctx: RequestContext, id: number): Promise<SpaceRow> {
  const [row] = await spaceRows(db, and(eq(spaces.id, id), ownedBy(ctx, structures.companyId)));
  if (!row) throw notFound('Space');
  return row;
}

/** Spaces of `companyId`: a condition on the `spaces` table alone (for paged lists). */
export const spacesOfCompany = (companyId: number) =>
  sql`${spaces.floorId} in (select f.id from floors f join structures s on s.id = f.structure_id where s.company_id = ${companyId})`;

export interface SpaceFilters {
  companyId?: number;
  name?: string;
  buildingId?: number;
  floorId?: number;
  groupId?: number;
  capacity?: number;
  features?: string[];
  bookable?: 'true' | 'false';
}

/** The conditions of a space search, on the `spaces` table alone. */
export function spaceConditions(companyId: number, f: SpaceFilters) {
  const pattern = containsPattern(f.name);
  const settings = (condition: ReturnType<typeof sql>) =>
    sql`exists (select 1 from fm_spaces fs where fs.space_id = ${spaces.id} and ${condition})`;
  return and(
    spacesOfCompany(companyId),
    pattern ? ilike(spaces.name, pattern) : undefined,
    f.buildingId !== undefined
      ? sql`${spaces.floorId} in (select id from floors where structure_id = ${f.buildingId})`
      : undefined,
    f.floorId !== undefined ? eq(spaces.floorId, f.floorId) : undefined,
    f.groupId !== undefined
      ? sql`${spaces.id} in (select space_id from fm_space_group_members where group_id = ${f.groupId})`
      : undefined,
    f.capacity !== undefined ? settings(sql`fs.capacity >= ${f.capacity}`) : undefined,
    f.features?.length ? settings(sql`fs.features @> ${`{${f.features.join(',')}}`}::text[]`) : undefined,
    f.bookable === 'true' ? settings(sql`fs.bookable`) : undefined,
    f.bookable === 'false' ? sql`not ${settings(sql`fs.bookable`)}` : undefined,
  );
}

const SORTS = {
  id: spaces.id,
  name: spaces.name,
  capacity: sql`(select fs.capacity from fm_spaces fs where fs.space_id = ${spaces.id})`,
};

export async function listSpaces(
  db: DbOrTx,
  ctx: RequestContext,
  filters: SpaceFilters,
  page: ListQuery<keyof typeof SORTS>,
): Promise<Paged<facmgmt.Space>> {
  const companyId = await fmCompanyOf(db, ctx, filters.companyId);
  await checkFilterIds(db, companyId, filters);
  const found = await listPage(db, spaces, spaceConditions(companyId, filters), page, SORTS);
  return {
    data: await spaceViewsByIds(
      db,
      found.data.map((s) => s.id),
    ),
    totalRecords: found.totalRecords,
  };
}

export async function getSpace(db: DbOrTx, ctx: RequestContext, id: number) {
  const [view] = await spaceViews(db, [await findSpace(db, ctx, id)]);
  return view as facmgmt.Space;
}

/**
 * Makes a space bookable or not and sets its booking settings and its place on its floor's plan; the first
 * save creates them.
 */
export async function updateSpace(db: DbOrTx, ctx: RequestContext, id: number, input: facmgmt.SpaceUpdate) {
  const space = await findSpace(db, ctx, id);
  const min = input.minMinutes ?? space.minMinutes;
  const max = input.maxMinutes ?? space.maxMinutes;
  if (max < min) {
    const param = input.maxMinutes !== undefined ? 'maxMinutes' : 'minMinutes';
    throw new ValidationError([{ param, msg: 'The maximum must be at least the minimum' }]);
  }
  // A position is a point of the floor's plan (fractions of it, checked by the contract): no plan, no point.
  if (input.position && space.layoutId === null)
    throw new ValidationError([{ param: 'position', msg: 'This floor has no plan to place the space on' }]);
  const values = {
    ...(input.bookable !== undefined && { bookable: input.bookable }),
    ...(input.capacity !== undefined && { capacity: input.capacity }),
    ...(input.features !== undefined && { features: [...new Set(input.features)] }),
    ...(input.openingHours !== undefined && { openingHours: input.openingHours }),
    ...(input.position !== undefined && {
      layoutX: input.position?.x ?? null,
      layoutY: input.position?.y ?? null,
    }),
    ...(input.minMinutes !== undefined && { minMinutes: input.minMinutes }),
    ...(input.maxMinutes !== undefined && { maxMinutes: input.maxMinutes }),
  };
  await db
    .insert(fmSpaces)
    .values({ spaceId: id, companyId: space.companyId, structureId: space.buildingId, ...values })
    .onConflictDoUpdate({ target: fmSpaces.spaceId, set: { ...values, updatedAt: new Date() } });
  return getSpace(db, ctx, id);
}
