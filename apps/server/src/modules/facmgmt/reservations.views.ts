import type { facmgmt } from '@atrium/contracts';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { floors, spaces, structures } from '../places/places.schema.ts';
import { users } from '../users/users.schema.ts';
import { intList, iso } from './company.ts';
import { fmReservationSeries, fmReservations } from './facmgmt.schema.ts';

export type ReservationRow = typeof fmReservations.$inferSelect;

const booker = alias(users, 'booker');

/** What a reservation shows besides its row: names of its space, floor, building and booker; its series. */
export async function reservationDetails(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Awaited<ReturnType<typeof detailRows>>[number]>();
  const rows = await detailRows(db, ids);
  return new Map(rows.map((r) => [r.id, r]));
}

const detailRows = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select({
      id: fmReservations.id,
      spaceName: spaces.name,
      floorId: floors.id,
      floorName: floors.name,
      buildingName: structures.name,
      firstName: booker.firstName,
      lastName: booker.lastName,
      seriesUntil: fmReservationSeries.until,
      seriesExceptions: fmReservationSeries.exceptions,
    })
    .from(fmReservations)
    .innerJoin(spaces, eq(spaces.id, fmReservations.spaceId))
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .innerJoin(structures, eq(structures.id, fmReservations.structureId))
    .innerJoin(booker, eq(booker.id, fmReservations.bookedBy))
    .leftJoin(fmReservationSeries, eq(fmReservationSeries.id, fmReservations.seriesId))
    .where(sql`${fmReservations.id} = any(${intList(ids)}::int[])`);

export const personName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter(Boolean).join(' ');

/** The API's view of reservations, in the order of `rows`; `mine` for the caller `userId`. */
export async function reservationViews(
  db: DbOrTx,
  rows: ReservationRow[],
  userId: number,
): Promise<facmgmt.Reservation[]> {
  const details = await reservationDetails(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const d = details.get(r.id);
    return {
      id: r.id,
      companyId: r.companyId,
      uid: r.uid,
      building: { id: r.structureId, name: d?.buildingName ?? '' },
      space: { id: r.spaceId, name: d?.spaceName ?? '' },
      floor: { id: d?.floorId ?? 0, name: d?.floorName ?? '' },
      title: r.title,
      notes: r.notes,
      attendees: r.attendees,
      bookedBy: { id: r.bookedBy, name: personName(d?.firstName, d?.lastName) },
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      status: r.status,
      series:
        r.seriesId !== null && d?.seriesUntil
          ? { id: r.seriesId, until: d.seriesUntil, exceptions: d.seriesExceptions ?? [] }
          : null,
      sequence: r.sequence,
      cancelledAt: iso(r.cancelledAt),
      mine: r.bookedBy === userId,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}
