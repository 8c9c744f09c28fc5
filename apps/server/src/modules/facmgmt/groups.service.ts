import { facmgmt, type ListQuery, type Paged } from '@atrium/contracts';
import { and, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { floors, spaces, structures } from '../places/places.schema.ts';
import { isUniqueViolation } from '../places/scope.ts';
import { buildingForBody, checkFilterIds, fmCompanyOf, intList, ownedBy } from './company.ts';
import { fmSpaceGroupMembers, fmSpaceGroups } from './facmgmt.schema.ts';
import { spaceRows, spaceViews } from './spaces.service.ts';

type GroupRow = typeof fmSpaceGroups.$inferSelect;

async function groupViews(db: DbOrTx, rows: GroupRow[]): Promise<facmgmt.SpaceGroup[]> {
  if (rows.length === 0) return [];
  const ids = sql`any(${intList(rows.map((r) => r.id))}::int[])`;
  const [members, buildings] = await Promise.all([
    db
      .select({ id: fmSpaceGroupMembers.groupId, n: count() })
      .from(fmSpaceGroupMembers)
      .where(sql`${fmSpaceGroupMembers.groupId} = ${ids}`)
      .groupBy(fmSpaceGroupMembers.groupId),
    db
      .select({ id: structures.id, name: structures.name })
      .from(structures)
      .where(sql`${structures.id} = any(${intList(rows.map((r) => r.structureId))}::int[])`),
  ]);
  const countOf = new Map(members.map((m) => [m.id, m.n]));
  const nameOf = new Map(buildings.map((b) => [b.id, b.name]));
  return rows.map((r) => ({
    id: r.id,
    companyId: r.companyId,
    building: { id: r.structureId, name: nameOf.get(r.structureId) ?? '' },
    name: r.name,
    description: r.description,
    spaces: countOf.get(r.id) ?? 0,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

async function groupDetails(db: DbOrTx, row: GroupRow): Promise<facmgmt.SpaceGroupDetails> {
  const [view] = await groupViews(db, [row]);
  const members = await spaceRows(
    db,
    sql`${spaces.id} in (select space_id from fm_space_group_members where group_id = ${row.id})`,
  );
  return { ...(view as facmgmt.SpaceGroup), members: await spaceViews(db, members) };
}

/** A group the caller reaches (its company's), else 404. */
async function findGroup(db: DbOrTx, ctx: RequestContext, id: number): Promise<GroupRow> {
  const [row] = await db
    .select()
    .from(fmSpaceGroups)
    .where(and(eq(fmSpaceGroups.id, id), ownedBy(ctx, fmSpaceGroups.companyId)));
  if (!row) throw notFound('Group of spaces');
  return row;
}

const SORTS = { id: fmSpaceGroups.id, name: fmSpaceGroups.name, createdAt: fmSpaceGroups.createdAt };

export async function listGroups(
  db: DbOrTx,
  ctx: RequestContext,
  filters: { companyId?: number; buildingId?: number; name?: string },
  page: ListQuery<keyof typeof SORTS>,
): Promise<Paged<facmgmt.SpaceGroup>> {
  const companyId = await fmCompanyOf(db, ctx, filters.companyId);
  await checkFilterIds(db, companyId, { buildingId: filters.buildingId });
  const pattern = containsPattern(filters.name);
  const where = and(
    eq(fmSpaceGroups.companyId, companyId),
    filters.buildingId !== undefined ? eq(fmSpaceGroups.structureId, filters.buildingId) : undefined,
    pattern ? ilike(fmSpaceGroups.name, pattern) : undefined,
  );
  const found = await listPage(db, fmSpaceGroups, where, page, SORTS);
  return { data: await groupViews(db, found.data), totalRecords: found.totalRecords };
}

export async function getGroup(db: DbOrTx, ctx: RequestContext, id: number) {
  return groupDetails(db, await findGroup(db, ctx, id));
}

/** The members named: spaces of the group's building (else a 418 on `spaceIds`). */
async function checkMembers(db: DbOrTx, structureId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: spaces.id })
    .from(spaces)
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .where(and(eq(floors.structureId, structureId), sql`${spaces.id} = any(${intList(unique)}::int[])`));
  if (found.length !== unique.length)
    throw new ValidationError([{ param: 'spaceIds', msg: 'Every space must be of the group’s building' }]);
  return unique;
}

async function checkName(db: DbOrTx, structureId: number, name: string, groupId?: number) {
  const [taken] = await db
    .select({ id: fmSpaceGroups.id })
    .from(fmSpaceGroups)
    .where(
      and(
        eq(fmSpaceGroups.structureId, structureId),
        eq(fmSpaceGroups.name, name),
        groupId === undefined ? undefined : ne(fmSpaceGroups.id, groupId),
      ),
    );
  if (taken) throw nameTaken();
}

const nameTaken = () =>
  new HttpError(409, 'Another group of this building has this name', facmgmt.FM_ERROR_CODES.groupNameTaken);

async function setMembers(db: DbOrTx, groupId: number, ids: readonly number[]) {
  await db.delete(fmSpaceGroupMembers).where(eq(fmSpaceGroupMembers.groupId, groupId));
  if (ids.length > 0)
    await db.insert(fmSpaceGroupMembers).values(ids.map((spaceId) => ({ groupId, spaceId })));
}

/** Two requests racing past the name check meet the unique index: the same 409. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function createGroup(db: DbOrTx, ctx: RequestContext, input: facmgmt.SpaceGroupInput) {
  const building = await buildingForBody(db, ctx, input.buildingId);
  const companyId = building.companyId;
  const members = await checkMembers(db, building.id, input.spaceIds);
  await checkName(db, building.id, input.name);
  const row = await guarded(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(fmSpaceGroups)
        .values({ companyId, structureId: building.id, name: input.name, description: input.description })
        .returning();
      const group = created as GroupRow;
      await setMembers(tx, group.id, members);
      return group;
    }),
  );
  return groupDetails(db, row);
}

export async function updateGroup(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: facmgmt.SpaceGroupUpdate,
) {
  const group = await findGroup(db, ctx, id);
  const members =
    input.spaceIds === undefined ? undefined : await checkMembers(db, group.structureId, input.spaceIds);
  if (input.name !== undefined) await checkName(db, group.structureId, input.name, id);
  const row = await guarded(() =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(fmSpaceGroups)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.description !== undefined && { description: input.description }),
          updatedAt: new Date(),
        })
        .where(eq(fmSpaceGroups.id, id))
        .returning();
      if (members !== undefined) await setMembers(tx, id, members);
      return updated as GroupRow;
    }),
  );
  return groupDetails(db, row);
}

export async function deleteGroup(db: DbOrTx, ctx: RequestContext, id: number) {
  await findGroup(db, ctx, id);
  await db.delete(fmSpaceGroups).where(eq(fmSpaceGroups.id, id));
}
