import { type FieldError, facmgmt } from '@atrium/contracts';
import { and, eq, gt, gte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { spaces, structures } from '../places/places.schema.ts';
import { userOf } from '../scope/request-scope.ts';
import { ownedBy } from './company.ts';
import { fmReservationSeries, fmReservations } from './facmgmt.schema.ts';
import { reservationsChanged } from './reservation-hooks.ts';
import { type ReservationRow, reservationViews } from './reservations.views.ts';
import { effectiveHours, type SpaceRow, spaceRows } from './spaces.service.ts';

/**
 * Booking, moving and cancelling. The checks before a write give the clear answers (418 on the field, 409
 * RESERVATION_OVERLAP with the clashing time); the exclusion constraint `fm_reservations_no_overlap` is what
 * guarantees no overlap when two requests pass those checks at the same instant: the second commit fails
 * with 23P01, answered as the same 409. Each write calls the reservation hooks in its transaction.
 */

const CODES = facmgmt.FM_ERROR_CODES;
interface Span {
  startsAt: Date;
  endsAt: Date;
}

const overlapError = (space: string, clash?: Span) =>
  new HttpError(
    409,
    clash
      ? `${space} is already booked from ${clash.startsAt.toISOString()} to ${clash.endsAt.toISOString()}`
      : `${space} is already booked then`,
    CODES.overlap,
  );

const isExclusionViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23P01' || e?.cause?.code === '23P01';
};

/** Runs a write; the database's overlap refusal becomes the 409 the check before it would have given. */
async function refusingOverlap<T>(space: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isExclusionViolation(error)) throw overlapError(space);
    throw error;
  }
}

/** The space a body names: the caller's company's (418 on `spaceId` otherwise) and bookable. */
async function bookableSpace(db: DbOrTx, ctx: RequestContext, spaceId: number): Promise<SpaceRow> {
  const [space] = await spaceRows(db, and(eq(spaces.id, spaceId), ownedBy(ctx, structures.companyId)));
  if (!space) throw new ValidationError([{ param: 'spaceId', msg: 'No such space in this company' }]);
  if (!space.bookable) throw new ValidationError([{ param: 'spaceId', msg: 'This space is not bookable' }]);
  return space;
}

/** The rules every booking and move meets, as 418 fields: order, not past, length, opening hours, capacity. */
export function spanErrors(
  space: SpaceRow,
  span: Span,
  attendees: number | null,
  now: Date,
  label = '',
): FieldError[] {
  if (span.endsAt.getTime() <= span.startsAt.getTime())
    return [{ param: 'endsAt', msg: 'End Must Be After Start' }];
  const errors: FieldError[] = [];
  if (span.startsAt.getTime() < now.getTime())
    errors.push({ param: 'startsAt', msg: `${label}Cannot be in the past` });
  const minutes = (span.endsAt.getTime() - span.startsAt.getTime()) / 60_000;
  if (minutes < space.minMinutes)
    errors.push({
      param: 'endsAt',
      msg: `${label}A booking of ${space.name} lasts at least ${space.minMinutes} minutes`,
    });
  else if (minutes > space.maxMinutes)
    errors.push({
      param: 'endsAt',
      msg: `${label}A booking of ${space.name} lasts at most ${space.maxMinutes} minutes`,
    });
  const open = facmgmt.checkOpeningHours(effectiveHours(space), space.timeZone, span.startsAt, span.endsAt);
  if (!open.ok) errors.push({ param: 'startsAt', msg: `${label}${open.reason}` });
  if (attendees !== null && space.capacity !== null && attendees > space.capacity)
    errors.push({ param: 'attendees', msg: `${space.name} holds at most ${space.capacity} people` });
  return errors;
}

/** The first confirmed booking of `spaceId` clashing with any of `spans` (other than `except`). */
async function firstClash(db: DbOrTx, spaceId: number, spans: readonly Span[], except?: number) {
  const clashes = or(
    ...spans.map((s) =>
      and(sql`${fmReservations.startsAt} < ${s.endsAt}`, gt(fmReservations.endsAt, s.startsAt)),
    ),
  ) as SQL;
  const [clash] = await db
    .select({ startsAt: fmReservations.startsAt, endsAt: fmReservations.endsAt })
    .from(fmReservations)
    .where(
      and(
        eq(fmReservations.spaceId, spaceId),
        eq(fmReservations.status, 'confirmed'),
        except === undefined ? undefined : ne(fmReservations.id, except),
        clashes,
      ),
    )
    .orderBy(fmReservations.startsAt)
    .limit(1);
  return clash;
}

/** The spans a booking asks for: one, or its weekly series in the building's time zone. */
function requestedSpans(space: SpaceRow, input: facmgmt.ReservationInput, first: Span): facmgmt.Occurrence[] {
  const recurrence = input.recurrence;
  const firstDate = facmgmt.weeklyOccurrences(first, space.timeZone, '9999-12-31').at(0)?.date ?? '';
  if (!recurrence) return [{ ...first, date: firstDate }];
  if (recurrence.until < firstDate)
    throw new ValidationError([
      { param: 'recurrence.until', msg: 'Must be on or after the first booking’s date' },
    ]);
  if (facmgmt.weeksUntil(firstDate, recurrence.until) > facmgmt.MAX_SERIES_OCCURRENCES)
    throw new ValidationError([
      { param: 'recurrence.until', msg: `At most ${facmgmt.MAX_SERIES_OCCURRENCES} weekly bookings` },
    ]);
  const occurrences = facmgmt.weeklyOccurrences(
    first,
    space.timeZone,
    recurrence.until,
    recurrence.exceptions,
  );
  if (occurrences.length === 0)
    throw new ValidationError([{ param: 'recurrence.exceptions', msg: 'The exceptions leave no booking' }]);
  return occurrences;
}

export async function createReservation(db: DbOrTx, ctx: RequestContext, input: facmgmt.ReservationInput) {
  const user = userOf(ctx);
  const space = await bookableSpace(db, ctx, input.spaceId);
  const first = { startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) };
  const now = new Date();
  const firstErrors = spanErrors(space, first, input.attendees, now);
  if (firstErrors.length > 0) throw new ValidationError(firstErrors);
  const spans = requestedSpans(space, input, first);
  const errors = spans.flatMap((s) =>
    spanErrors(space, s, input.attendees, now, spans.length > 1 ? `${s.date}: ` : ''),
  );
  if (errors.length > 0) throw new ValidationError(errors);
  const clash = await firstClash(db, space.id, spans);
  if (clash) throw overlapError(space.name, clash);
  const rows = await db.transaction(async (tx) => {
    let seriesId: number | null = null;
    if (input.recurrence) {
      const [series] = await tx
        .insert(fmReservationSeries)
        .values({
          companyId: space.companyId,
          until: input.recurrence.until,
          exceptions: [...new Set(input.recurrence.exceptions)].sort(),
        })
        .returning({ id: fmReservationSeries.id });
      seriesId = series?.id ?? null;
    }
    const inserted = await refusingOverlap(space.name, () =>
      tx
        .insert(fmReservations)
        .values(
          spans.map((s) => ({
            companyId: space.companyId,
            spaceId: space.id,
            structureId: space.buildingId,
            title: input.title,
            notes: input.notes,
            attendees: input.attendees,
            bookedBy: user.id,
            startsAt: s.startsAt,
            endsAt: s.endsAt,
            seriesId,
          })),
        )
        .returning(),
    );
    await reservationsChanged(
      tx,
      inserted.map((r) => r.id),
    );
    return inserted.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  });
  const views = await reservationViews(db, rows, user.id);
  return { data: views[0] as facmgmt.Reservation, occurrences: views };
}

/** A reservation the caller reaches (its company's), else 404; locked for the rest of the transaction. */
async function lockReservation(tx: DbOrTx, ctx: RequestContext, id: number): Promise<ReservationRow> {
  const [row] = await tx
    .select()
    .from(fmReservations)
    .where(and(eq(fmReservations.id, id), ownedBy(ctx, fmReservations.companyId)))
    .for('update');
  if (!row) throw notFound('Reservation');
  return row;
}

function assertChangeable(row: ReservationRow, now: Date) {
  if (row.status === 'cancelled') throw new HttpError(409, 'This booking is cancelled', CODES.cancelled);
  if (row.endsAt.getTime() <= now.getTime()) throw new HttpError(409, 'This booking has ended', CODES.ended);
}

/** Move or resize (and optionally another space, title, notes, attendees): the checks of a new booking. */
export async function updateReservation(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: facmgmt.ReservationUpdate,
) {
  const user = userOf(ctx);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const current = await lockReservation(tx, ctx, id);
    assertChangeable(current, now);
    const spaceId = input.spaceId ?? current.spaceId;
    const space = await bookableSpace(tx, ctx, spaceId);
    if (space.companyId !== current.companyId)
      throw new ValidationError([{ param: 'spaceId', msg: 'No such space in this company' }]);
    const span = { startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) };
    const attendees = input.attendees !== undefined ? input.attendees : current.attendees;
    const errors = spanErrors(space, span, attendees, now);
    if (errors.length > 0) throw new ValidationError(errors);
    const clash = await firstClash(tx, space.id, [span], id);
    if (clash) throw overlapError(space.name, clash);
    const [updated] = await refusingOverlap(space.name, () =>
      tx
        .update(fmReservations)
        .set({
          spaceId: space.id,
          structureId: space.buildingId,
          startsAt: span.startsAt,
          endsAt: span.endsAt,
          ...(input.title !== undefined && { title: input.title }),
          ...(input.notes !== undefined && { notes: input.notes }),
          attendees,
          sequence: sql`${fmReservations.sequence} + 1`,
          updatedAt: now,
        })
        .where(eq(fmReservations.id, id))
        .returning(),
    );
    await reservationsChanged(tx, [id]);
    return updated as ReservationRow;
  });
  const [view] = await reservationViews(db, [row], user.id);
  return view as facmgmt.Reservation;
}

/**
 * Cancels a booking (scope occurrence) or it and every later booking of its series not yet ended (scope
 * series). Cancelled bookings stay, with a higher sequence, so the feeds send them as cancelled.
 */
export async function cancelReservation(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: facmgmt.CancelInput,
) {
  const user = userOf(ctx);
  const now = new Date();
  const rows = await db.transaction(async (tx) => {
    const current = await lockReservation(tx, ctx, id);
    const wholeSeries = input.scope === 'series' && current.seriesId !== null;
    if (!wholeSeries) assertChangeable(current, now);
    const which = wholeSeries
      ? and(
          eq(fmReservations.seriesId, current.seriesId as number),
          gte(fmReservations.startsAt, current.startsAt),
          gt(fmReservations.endsAt, now),
          eq(fmReservations.status, 'confirmed'),
        )
      : eq(fmReservations.id, id);
    const cancelled = await tx
      .update(fmReservations)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        sequence: sql`${fmReservations.sequence} + 1`,
        updatedAt: now,
      })
      .where(which)
      .returning();
    if (cancelled.length === 0) assertChangeable(current, now);
    await reservationsChanged(
      tx,
      cancelled.map((r) => r.id),
    );
    return cancelled.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  });
  return reservationViews(db, rows, user.id);
}
