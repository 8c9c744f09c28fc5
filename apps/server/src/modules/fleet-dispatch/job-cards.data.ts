import type { fleet } from '@atrium/contracts';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { fleetDrivers, fleetVehicles } from '../fleet/fleet.schema.ts';
import { users } from '../users/users.schema.ts';
import { fleetJobCards, fleetJobStopVisits, fleetRouteStops, fleetRoutes } from './fleet-dispatch.schema.ts';
import { plannedArrival } from './rules.ts';

/** Job card rows as replies carry them: with their vehicle, driver, route and creator, and a card's stops. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function selectJobCards(db: DbOrTx) {
  return db
    .select({
      card: fleetJobCards,
      vehicleName: fleetVehicles.name,
      vehiclePlate: fleetVehicles.plate,
      driverName: fleetDrivers.name,
      routeName: fleetRoutes.name,
      creatorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(fleetJobCards)
    .leftJoin(fleetVehicles, eq(fleetVehicles.id, fleetJobCards.vehicleId))
    .leftJoin(fleetDrivers, eq(fleetDrivers.id, fleetJobCards.driverId))
    .leftJoin(fleetRoutes, eq(fleetRoutes.id, fleetJobCards.routeId))
    .leftJoin(users, eq(users.id, fleetJobCards.createdBy))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectJobCards>['execute']>>[number];

export const toJobCard = ({ card, ...r }: Row): fleet.JobCard => ({
  id: card.id,
  companyId: card.companyId,
  title: card.title,
  description: card.description,
  state: card.state,
  vehicle:
    card.vehicleId === null
      ? null
      : { id: card.vehicleId, name: r.vehicleName ?? '', plate: r.vehiclePlate ?? '' },
  driver: card.driverId === null ? null : { id: card.driverId, name: r.driverName ?? '' },
  route: card.routeId === null ? null : { id: card.routeId, name: r.routeName ?? '' },
  plannedStart: iso(card.plannedStart),
  plannedEnd: iso(card.plannedEnd),
  actualStart: iso(card.actualStart),
  actualEnd: iso(card.actualEnd),
  createdBy: card.createdBy === null ? null : { id: card.createdBy, name: r.creatorName ?? '' },
  createdAt: card.createdAt.toISOString(),
  updatedAt: card.updatedAt.toISOString(),
});

export async function jobCardsWhere(db: DbOrTx, where: SQL | undefined) {
  return (await selectJobCards(db).where(where)).map(toJobCard);
}

/** A job's stops with their planned time (planned start, else actual start, plus the offset) and arrival. */
export async function jobStops(
  db: DbOrTx,
  card: Pick<typeof fleetJobCards.$inferSelect, 'id' | 'routeId' | 'plannedStart' | 'actualStart'>,
) {
  if (card.routeId === null) return [];
  const stops = await db
    .select()
    .from(fleetRouteStops)
    .where(eq(fleetRouteStops.routeId, card.routeId))
    .orderBy(asc(fleetRouteStops.position));
  const visits = await db.select().from(fleetJobStopVisits).where(eq(fleetJobStopVisits.jobCardId, card.id));
  const visitOf = new Map(visits.map((v) => [v.position, v]));
  const start = card.plannedStart ?? card.actualStart;
  return stops.map((s) => ({
    position: s.position,
    name: s.name,
    lat: s.lat,
    lng: s.lng,
    radiusMeters: s.radiusMeters,
    plannedAt: plannedArrival(start, s.plannedOffsetMinutes),
    arrivedAt: visitOf.get(s.position)?.arrivedAt ?? null,
    lateAlarmed: Boolean(visitOf.get(s.position)?.lateAlarmedAt),
  }));
}

export async function jobCardDetail(db: DbOrTx, id: number): Promise<fleet.JobCardDetail | null> {
  const [row] = await selectJobCards(db).where(eq(fleetJobCards.id, id));
  if (!row) return null;
  const stops = await jobStops(db, row.card);
  return {
    ...toJobCard(row),
    stops: stops.map((s) => ({
      position: s.position,
      name: s.name,
      lat: s.lat,
      lng: s.lng,
      radiusMeters: s.radiusMeters,
      plannedAt: iso(s.plannedAt),
      arrivedAt: iso(s.arrivedAt),
      late: s.lateAlarmed,
    })),
  };
}

/** Ids of cards in `ids` (for paging with joins, the page's ids first). */
export const cardIdsIn = (ids: number[]) => inArray(fleetJobCards.id, ids);
