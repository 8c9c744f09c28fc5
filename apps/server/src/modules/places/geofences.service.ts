import { type ListQuery, places } from '@atrium/contracts';
import { and, eq, gt, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage, namedSorts } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound } from '../../kernel/http/errors.ts';
import { requestScope } from '../scope/index.ts';
import { assertOwn, membersOf, setMembers } from './geofence-groups.service.ts';
import { geofenceGroupMembers, geofenceGroups, geofences } from './places.schema.ts';
import { companyRow, iso } from './scope.ts';

type Row = typeof geofences.$inferSelect;

async function toGeofences(db: DbOrTx, rows: Row[]): Promise<places.Geofence[]> {
  const groupsOf = await membersOf(
    db,
    'geofenceId',
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    description: row.description,
    color: row.color,
    shape: row.shape,
    bbox: { south: row.south, north: row.north, west: row.west, east: row.east },
    groupIds: groupsOf(row.id),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}

/** The coarse test in SQL: the stored bounding box holds the point (see places.pointInBBox). */
function bboxHolds(p: places.LatLng): SQL | undefined {
  const lngs = Math.abs(p.lng) === 180 ? [-180, 180] : [p.lng];
  const lngOk = lngs.map((lng) =>
    or(
      and(lte(geofences.west, geofences.east), lte(geofences.west, lng), gte(geofences.east, lng)),
      and(gt(geofences.west, geofences.east), or(lte(geofences.west, lng), gte(geofences.east, lng))),
    ),
  );
  return and(
    lte(geofences.south, p.lat),
    gte(geofences.north, p.lat),
    Math.abs(p.lat) === 90 ? undefined : or(...lngOk),
  );
}

/** Ids of the geofences matching `where` whose shape holds the point exactly. */
async function holding(db: DbOrTx, where: SQL | undefined, p: places.LatLng): Promise<SQL> {
  const candidates = await db
    .select({ id: geofences.id, shape: geofences.shape })
    .from(geofences)
    .where(and(where, bboxHolds(p)));
  const ids = candidates.filter((c) => places.pointInGeofence(p, c.shape)).map((c) => c.id);
  return ids.length > 0 ? inArray(geofences.id, ids) : sql`false`;
}

export interface GeofenceFilters {
  name?: string;
  type?: places.MapShape['type'];
  groupId?: number;
  lat?: number;
  lng?: number;
}

export async function listGeofences(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  filters: GeofenceFilters,
  page: ListQuery,
) {
  await requestScope(db, ctx).underCompany(companyId);
  // Issue 15 §7: a group filter of another company is a 418, as in a geofence's own groups.
  if (filters.groupId !== undefined)
    await assertOwn(db, geofenceGroups, 'groupId', companyId, [filters.groupId]);
  const pattern = containsPattern(filters.name);
  let where: SQL | undefined = and(
    eq(geofences.companyId, companyId),
    pattern ? ilike(geofences.name, pattern) : undefined,
    filters.type ? eq(geofences.shapeType, filters.type) : undefined,
    filters.groupId !== undefined
      ? inArray(
          geofences.id,
          db
            .select({ id: geofenceGroupMembers.geofenceId })
            .from(geofenceGroupMembers)
            .where(eq(geofenceGroupMembers.groupId, filters.groupId)),
        )
      : undefined,
  );
  if (filters.lat !== undefined && filters.lng !== undefined) {
    where = and(where, await holding(db, where, { lat: filters.lat, lng: filters.lng }));
  }
  const { data, totalRecords } = await listPage(
    db,
    geofences,
    where,
    page as ListQuery<(typeof places.GEOFENCE_SORTS)[number]>,
    namedSorts(geofences),
  );
  return { data: await toGeofences(db, data), totalRecords };
}

const findGeofence = (db: DbOrTx, ctx: RequestContext, companyId: number, geofenceId: number) =>
  companyRow(db, ctx, geofences, companyId, geofenceId, 'Geofence');

async function one(db: DbOrTx, id: number) {
  const rows = await db.select().from(geofences).where(eq(geofences.id, id));
  const [geofence] = await toGeofences(db, rows);
  if (!geofence) throw notFound('Geofence');
  return geofence;
}

export async function getGeofence(db: DbOrTx, ctx: RequestContext, companyId: number, geofenceId: number) {
  await findGeofence(db, ctx, companyId, geofenceId);
  return one(db, geofenceId);
}

/** The stored form of a shape: a polygon's path without repeats, with its bounding box. */
function shapeColumns(shape: places.MapShape) {
  const stored: places.MapShape =
    shape.type === 'polygon' ? { ...shape, path: places.openPath(shape.path) } : shape;
  return { shape: stored, shapeType: stored.type, ...places.shapeBBox(stored) };
}

interface GeofenceInput {
  name: string;
  description: string;
  color: string;
  shape: places.MapShape;
  groupIds: number[];
}

export async function createGeofence(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  input: GeofenceInput,
) {
  await requestScope(db, ctx).underCompany(companyId);
  await assertOwn(db, geofenceGroups, 'groupIds', companyId, input.groupIds);
  return db.transaction(async (tx) => {
    const { shape, groupIds, ...rest } = input;
    const [row] = await tx
      .insert(geofences)
      .values({ ...rest, ...shapeColumns(shape), companyId })
      .returning({ id: geofences.id });
    if (!row) throw new Error('geofence insert returned nothing');
    await setMembers(tx, { geofenceId: row.id }, groupIds);
    return one(tx, row.id);
  });
}

export async function updateGeofence(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  geofenceId: number,
  input: Partial<GeofenceInput>,
) {
  await findGeofence(db, ctx, companyId, geofenceId);
  const { shape, groupIds, ...rest } = input;
  if (groupIds) await assertOwn(db, geofenceGroups, 'groupIds', companyId, groupIds);
  return db.transaction(async (tx) => {
    await tx
      .update(geofences)
      .set({ ...rest, ...(shape && shapeColumns(shape)), updatedAt: new Date() })
      .where(eq(geofences.id, geofenceId));
    if (groupIds) await setMembers(tx, { geofenceId }, groupIds);
    return one(tx, geofenceId);
  });
}

export async function deleteGeofence(db: DbOrTx, ctx: RequestContext, companyId: number, geofenceId: number) {
  await findGeofence(db, ctx, companyId, geofenceId);
  await db.delete(geofences).where(eq(geofences.id, geofenceId));
}
