import { type devices, fleet, type ListQuery } from '@atrium/contracts';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import {
  fleetJobCards,
  fleetJobStopVisits,
  fleetPois,
  fleetRouteStops,
  fleetRoutes,
} from './fleet-dispatch.schema.ts';
import { routeLength } from './rules.ts';
import { listOwners, ownedRow, targetCompany } from './tenancy.ts';

/** Routes as ordered stops, each a POI of the company or a point (spec §2 Fleet "Routes"). */

type RouteRow = typeof fleetRoutes.$inferSelect;
type StopRow = typeof fleetRouteStops.$inferSelect;

const iso = (d: Date) => d.toISOString();
const routeFields = (row: RouteRow) => ({
  ...row,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export async function stopsOf(db: DbOrTx, routeIds: number[]): Promise<Map<number, StopRow[]>> {
  const out = new Map<number, StopRow[]>();
  if (routeIds.length === 0) return out;
  const rows = await db
    .select()
    .from(fleetRouteStops)
    .where(inArray(fleetRouteStops.routeId, routeIds))
    .orderBy(asc(fleetRouteStops.routeId), asc(fleetRouteStops.position));
  for (const row of rows) out.set(row.routeId, [...(out.get(row.routeId) ?? []), row]);
  return out;
}

async function toRoute(db: DbOrTx, row: RouteRow): Promise<fleet.Route> {
  const stops = (await stopsOf(db, [row.id])).get(row.id) ?? [];
  const pois = stops.flatMap((s) => (s.poiId === null ? [] : [s.poiId]));
  const names = new Map(
    pois.length === 0
      ? []
      : (
          await db
            .select({ id: fleetPois.id, name: fleetPois.name })
            .from(fleetPois)
            .where(inArray(fleetPois.id, pois))
        ).map((p) => [p.id, p.name]),
  );
  return {
    ...routeFields(row),
    stops: stops.map((s) => ({
      position: s.position,
      poi: s.poiId === null ? null : { id: s.poiId, name: names.get(s.poiId) ?? s.name },
      name: s.name,
      lat: s.lat,
      lng: s.lng,
      radiusMeters: s.radiusMeters,
      plannedOffsetMinutes: s.plannedOffsetMinutes,
    })),
  };
}

/** The stored stops: a POI's point, name and radius copied (418 on `stops.<i>.poiId` for another company's). */
async function resolveStops(db: DbOrTx, companyId: number, input: fleet.RouteStopInput[]) {
  const ids = [...new Set(input.flatMap((s) => (s.poiId === undefined ? [] : [s.poiId])))];
  const pois =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(fleetPois)
          .where(and(inArray(fleetPois.id, ids), eq(fleetPois.companyId, companyId)));
  const poiOf = new Map(pois.map((p) => [p.id, p]));
  const errors = input.flatMap((s, i) =>
    s.poiId !== undefined && !poiOf.has(s.poiId)
      ? [{ param: `stops.${i}.poiId`, msg: 'Not found in this company' }]
      : [],
  );
  if (errors.length > 0) throw new ValidationError(errors);
  return input.map((s, position) => {
    const poi = s.poiId === undefined ? undefined : poiOf.get(s.poiId);
    return {
      position,
      poiId: poi?.id ?? null,
      name: s.name || poi?.name || `Stop ${position + 1}`,
      lat: s.lat ?? poi?.lat ?? 0,
      lng: s.lng ?? poi?.lng ?? 0,
      radiusMeters: s.radiusMeters ?? poi?.radiusMeters ?? fleet.DEFAULT_STOP_RADIUS_METERS,
      plannedOffsetMinutes: s.plannedOffsetMinutes,
    };
  });
}

async function writeStops(tx: DbOrTx, routeId: number, stops: Awaited<ReturnType<typeof resolveStops>>) {
  await tx.delete(fleetRouteStops).where(eq(fleetRouteStops.routeId, routeId));
  await tx.insert(fleetRouteStops).values(stops.map((s) => ({ ...s, routeId })));
}

const sorts = {
  id: fleetRoutes.id,
  name: fleetRoutes.name,
  createdAt: fleetRoutes.createdAt,
  updatedAt: fleetRoutes.updatedAt,
};

export async function listRoutes(
  db: DbOrTx,
  ctx: RequestContext,
  filter: { name?: string; customerId?: devices.CustomerId },
  page: ListQuery<(typeof fleet.ROUTE_SORTS)[number]>,
) {
  const pattern = containsPattern(filter.name);
  const where = and(
    await listOwners(db, ctx, fleetRoutes.companyId, filter.customerId),
    pattern ? ilike(fleetRoutes.name, pattern) : undefined,
  );
  const { data, totalRecords } = await listPage(db, fleetRoutes, where, page, sorts);
  const counts =
    data.length === 0
      ? []
      : await db
          .select({ routeId: fleetRouteStops.routeId, n: count() })
          .from(fleetRouteStops)
          .where(
            inArray(
              fleetRouteStops.routeId,
              data.map((r) => r.id),
            ),
          )
          .groupBy(fleetRouteStops.routeId);
  const countOf = new Map(counts.map((c) => [c.routeId, c.n]));
  return { data: data.map((r) => ({ ...routeFields(r), stopCount: countOf.get(r.id) ?? 0 })), totalRecords };
}

export const getRoute = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  toRoute(db, await ownedRow(db, ctx, fleetRoutes, id, 'Route'));

export async function createRoute(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number | undefined,
  input: fleet.RouteInput,
) {
  const owner = await targetCompany(db, ctx, companyId);
  const stops = await resolveStops(db, owner, input.stops);
  return db.transaction(async (tx) => {
    const { stops: _, ...fields } = input;
    const [row] = await tx
      .insert(fleetRoutes)
      .values({ ...fields, companyId: owner, distanceMeters: routeLength(stops) })
      .returning();
    if (!row) throw new Error('route insert returned nothing');
    await writeStops(tx, row.id, stops);
    return toRoute(tx, row);
  });
}

/** New stops restart the stop visits of the jobs on the route (positions now name other stops). */
export async function updateRoute(db: DbOrTx, ctx: RequestContext, id: number, patch: fleet.RoutePatch) {
  const route = await ownedRow(db, ctx, fleetRoutes, id, 'Route');
  const stops = patch.stops ? await resolveStops(db, route.companyId, patch.stops) : undefined;
  return db.transaction(async (tx) => {
    const { stops: _, ...fields } = patch;
    const [row] = await tx
      .update(fleetRoutes)
      .set({ ...fields, ...(stops && { distanceMeters: routeLength(stops) }), updatedAt: new Date() })
      .where(eq(fleetRoutes.id, id))
      .returning();
    if (!row) throw notFound('Route');
    if (stops) {
      await writeStops(tx, id, stops);
      const jobs = tx
        .select({ id: fleetJobCards.id })
        .from(fleetJobCards)
        .where(eq(fleetJobCards.routeId, id));
      await tx.delete(fleetJobStopVisits).where(inArray(fleetJobStopVisits.jobCardId, jobs));
    }
    return toRoute(tx, row);
  });
}

export async function deleteRoute(db: DbOrTx, ctx: RequestContext, id: number) {
  await ownedRow(db, ctx, fleetRoutes, id, 'Route');
  const [busy] = await db
    .select({ id: fleetJobCards.id })
    .from(fleetJobCards)
    .where(and(eq(fleetJobCards.routeId, id), eq(fleetJobCards.state, 'in-progress')))
    .limit(1);
  if (busy) throw new HttpError(409, `Job card ${busy.id} in progress follows this route`, 'ROUTE_IN_USE');
  await db.delete(fleetRoutes).where(eq(fleetRoutes.id, id));
}
