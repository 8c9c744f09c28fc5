import type { ListQuery, places } from '@atrium/contracts';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage, namedSorts } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { requestScope } from '../scope/index.ts';
import { geofenceGroupMembers, geofenceGroups, geofences } from './places.schema.ts';
import { companyRow, iso } from './scope.ts';

type Row = typeof geofenceGroups.$inferSelect;

/** 418 on `param.N` for each id that is not a row of the company in `table`. */
export async function assertOwn(
  db: DbOrTx,
  table: typeof geofences | typeof geofenceGroups,
  param: string,
  companyId: number,
  ids: number[],
) {
  if (ids.length === 0) return;
  const own = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.companyId, companyId)));
  const owned = new Set(own.map((r) => r.id));
  const what = table === geofences ? 'Geofences' : 'Geofence Groups';
  const errors = ids.flatMap((id, i) =>
    owned.has(id) ? [] : [{ param: `${param}.${i}`, msg: `Choose One of Your ${what}` }],
  );
  if (errors.length > 0) throw new ValidationError(errors);
}

/** Replaces the memberships of one geofence (its groups) or of one group (its geofences). */
export async function setMembers(
  db: DbOrTx,
  of: { geofenceId: number } | { groupId: number },
  ids: number[],
) {
  const unique = [...new Set(ids)];
  if ('geofenceId' in of) {
    await db.delete(geofenceGroupMembers).where(eq(geofenceGroupMembers.geofenceId, of.geofenceId));
    if (unique.length > 0) {
      await db
        .insert(geofenceGroupMembers)
        .values(unique.map((groupId) => ({ groupId, geofenceId: of.geofenceId })));
    }
    return;
  }
  await db.delete(geofenceGroupMembers).where(eq(geofenceGroupMembers.groupId, of.groupId));
  if (unique.length > 0) {
    await db
      .insert(geofenceGroupMembers)
      .values(unique.map((geofenceId) => ({ groupId: of.groupId, geofenceId })));
  }
}

/**
 * The memberships of the given geofences (`from: 'geofenceId'`) or groups (`from: 'groupId'`): for each id,
 * the ids at the other end, ascending.
 */
export async function membersOf(
  db: DbOrTx,
  from: 'geofenceId' | 'groupId',
  ids: number[],
): Promise<(id: number) => number[]> {
  const to = from === 'geofenceId' ? 'groupId' : 'geofenceId';
  const rows = ids.length
    ? await db
        .select()
        .from(geofenceGroupMembers)
        .where(inArray(geofenceGroupMembers[from], ids))
        .orderBy(asc(geofenceGroupMembers[to]))
    : [];
  return (id) => rows.filter((m) => m[from] === id).map((m) => m[to]);
}

async function toGroups(db: DbOrTx, rows: Row[]): Promise<places.GeofenceGroup[]> {
  const geofencesOf = await membersOf(
    db,
    'groupId',
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    description: row.description,
    geofenceIds: geofencesOf(row.id),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}

export async function listGeofenceGroups(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  filters: { name?: string },
  page: ListQuery,
) {
  await requestScope(db, ctx).underCompany(companyId);
  const pattern = containsPattern(filters.name);
  const where = and(
    eq(geofenceGroups.companyId, companyId),
    pattern ? ilike(geofenceGroups.name, pattern) : undefined,
  );
  const { data, totalRecords } = await listPage(
    db,
    geofenceGroups,
    where,
    page as ListQuery<(typeof places.GEOFENCE_GROUP_SORTS)[number]>,
    namedSorts(geofenceGroups),
  );
  return { data: await toGroups(db, data), totalRecords };
}

const findGroup = (db: DbOrTx, ctx: RequestContext, companyId: number, groupId: number) =>
  companyRow(db, ctx, geofenceGroups, companyId, groupId, 'Geofence group');

async function one(db: DbOrTx, row: Row) {
  const [group] = await toGroups(db, [row]);
  if (!group) throw notFound('Geofence group');
  return group;
}

export const getGeofenceGroup = async (db: DbOrTx, ctx: RequestContext, companyId: number, groupId: number) =>
  one(db, await findGroup(db, ctx, companyId, groupId));

interface GroupInput {
  name: string;
  description: string;
  geofenceIds: number[];
}

export async function createGeofenceGroup(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  input: GroupInput,
) {
  await requestScope(db, ctx).underCompany(companyId);
  await assertOwn(db, geofences, 'geofenceIds', companyId, input.geofenceIds);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(geofenceGroups)
      .values({ companyId, name: input.name, description: input.description })
      .returning();
    if (!row) throw new Error('geofence group insert returned nothing');
    await setMembers(tx, { groupId: row.id }, input.geofenceIds);
    return one(tx, row);
  });
}

export async function updateGeofenceGroup(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  groupId: number,
  input: Partial<GroupInput>,
) {
  await findGroup(db, ctx, companyId, groupId);
  const { geofenceIds, ...rest } = input;
  if (geofenceIds) await assertOwn(db, geofences, 'geofenceIds', companyId, geofenceIds);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(geofenceGroups)
      .set({ ...rest, updatedAt: new Date() })
      .where(eq(geofenceGroups.id, groupId))
      .returning();
    if (!row) throw notFound('Geofence group');
    if (geofenceIds) await setMembers(tx, { groupId }, geofenceIds);
    return one(tx, row);
  });
}

export async function deleteGeofenceGroup(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  groupId: number,
) {
  await findGroup(db, ctx, companyId, groupId);
  await db.delete(geofenceGroups).where(eq(geofenceGroups.id, groupId));
}
