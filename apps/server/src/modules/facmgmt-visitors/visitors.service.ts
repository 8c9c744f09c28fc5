import { access, anpr, facmgmt, type ListQuery, type SortTerm } from '@atrium/contracts';
import { and, asc, eq, gt, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { devices } from '../devices/devices.schema.ts';
import { fmReservations } from '../facmgmt/facmgmt.schema.ts';
import { spaces, structures } from '../places/places.schema.ts';
import { requestScope, type Tenancy } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { mailVisitor } from './invitation-mail.ts';
import { openLink } from './link-secrets.ts';
import { alignPasses, revokePasses } from './passes.service.ts';
import { fmVisitorPasses, fmVisitors } from './visitors.schema.ts';

/**
 * Visitors of reservations (issue 20): a company's visitors are seen by the companies the caller sees; another
 * company's visitor is a 404, another company's reservation or building named in a body or filter a 418.
 * Every change of a visitor realigns their passes (passes.service.ts) and mails them in the same transaction.
 */

type Sort = (typeof facmgmt.VISITOR_SORTS)[number];
const refused = (param: string, msg: string) => new ValidationError([{ param, msg }]);
const inviter = alias(users, 'inviter');

const selectVisitors = (db: DbOrTx) =>
  db
    .select({
      visitor: fmVisitors,
      reservation: fmReservations,
      space: spaces.name,
      building: structures.name,
      inviter: sql<string | null>`${inviter.firstName} || ' ' || ${inviter.lastName}`,
    })
    .from(fmVisitors)
    .innerJoin(fmReservations, eq(fmReservations.id, fmVisitors.reservationId))
    .innerJoin(spaces, eq(spaces.id, fmReservations.spaceId))
    .innerJoin(structures, eq(structures.id, fmReservations.structureId))
    .leftJoin(inviter, eq(inviter.id, fmVisitors.invitedBy));
type Selected = Awaited<ReturnType<ReturnType<typeof selectVisitors>['where']>>[number];

/** A door pass's link, its secret unsealed; none when it cannot be read (sealed under another key). */
function linkPathOf(pass: typeof fmVisitorPasses.$inferSelect): string | null {
  const token = pass.kind === 'door' && pass.linkToken ? openLink(pass.linkToken) : null;
  return token ? access.linkPath(token) : null;
}

async function passesOf(db: DbOrTx, visitorIds: number[]) {
  const out = new Map<number, facmgmt.VisitorPass[]>();
  if (visitorIds.length === 0) return out;
  const rows = await db
    .select({ pass: fmVisitorPasses, device: devices.name })
    .from(fmVisitorPasses)
    .innerJoin(devices, eq(devices.id, fmVisitorPasses.deviceId))
    .where(inArray(fmVisitorPasses.visitorId, visitorIds))
    .orderBy(asc(fmVisitorPasses.kind), asc(fmVisitorPasses.id));
  const now = new Date();
  for (const { pass, device } of rows) {
    const list = out.get(pass.visitorId) ?? [];
    list.push({
      id: pass.id,
      kind: pass.kind,
      device: { id: pass.deviceId, name: device },
      validFrom: pass.validFrom.toISOString(),
      validUntil: pass.validUntil.toISOString(),
      state: facmgmt.passState(pass, now),
      linkPath: linkPathOf(pass),
      plate: pass.kind === 'plate' ? pass.plate : null,
      doorAccessId: pass.doorAccessId,
      plateAccessId: pass.plateAccessId,
    });
    out.set(pass.visitorId, list);
  }
  return out;
}

async function toVisitors(db: DbOrTx, rows: Selected[]): Promise<facmgmt.Visitor[]> {
  const passes = await passesOf(
    db,
    rows.map((r) => r.visitor.id),
  );
  return rows.map(({ visitor, reservation, space, building, inviter }) => ({
    id: visitor.id,
    companyId: visitor.companyId,
    reservation: {
      id: reservation.id,
      title: reservation.title,
      startsAt: reservation.startsAt.toISOString(),
      endsAt: reservation.endsAt.toISOString(),
      status: reservation.status,
      space: { id: reservation.spaceId, name: space },
      building: { id: reservation.structureId, name: building },
    },
    name: visitor.name,
    email: visitor.email,
    plate: visitor.plate,
    invitedBy: visitor.invitedBy !== null && inviter ? { id: visitor.invitedBy, name: inviter } : null,
    createdAt: visitor.createdAt.toISOString(),
    emailSentAt: visitor.emailSentAt?.toISOString() ?? null,
    passes: passes.get(visitor.id) ?? [],
  }));
}

/** A reservation the caller sees, named in a body or filter; else a 418 on `param`. */
async function reservationOf(db: DbOrTx, ctx: RequestContext, id: number, param = 'reservationId') {
  const [row] = await db
    .select()
    .from(fmReservations)
    .where(and(eq(fmReservations.id, id), await requestScope(db, ctx).companies(fmReservations.companyId)));
  if (!row) throw refused(param, 'Choose a Reservation of Your Companies');
  return row;
}

async function buildingOf(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(and(eq(structures.id, id), await requestScope(db, ctx).companies(structures.companyId)));
  if (!row) throw refused('buildingId', 'Choose a Building of Your Companies');
}

export interface VisitorFilters extends Tenancy {
  reservationId?: number;
  buildingId?: number;
  from?: string;
  to?: string;
  search?: string;
  name?: string;
}

export async function listVisitors(
  db: DbOrTx,
  ctx: RequestContext,
  filters: VisitorFilters,
  page: ListQuery<Sort>,
) {
  if (filters.reservationId !== undefined) await reservationOf(db, ctx, filters.reservationId);
  if (filters.buildingId !== undefined) await buildingOf(db, ctx, filters.buildingId);
  const pattern = containsPattern(filters.search ?? filters.name);
  const where = and(
    await requestScope(db, ctx).owners(fmVisitors.companyId, filters),
    filters.reservationId !== undefined ? eq(fmVisitors.reservationId, filters.reservationId) : undefined,
    filters.buildingId !== undefined ? eq(fmReservations.structureId, filters.buildingId) : undefined,
    filters.from ? gt(fmReservations.endsAt, new Date(filters.from)) : undefined,
    filters.to ? lt(fmReservations.startsAt, new Date(filters.to)) : undefined,
    pattern
      ? or(
          ilike(fmVisitors.name, pattern),
          ilike(fmVisitors.email, pattern),
          ilike(fmVisitors.plate, pattern),
        )
      : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<Sort>[], {
    id: fmVisitors.id,
    name: fmVisitors.name,
    email: fmVisitors.email,
    startsAt: fmReservations.startsAt,
    createdAt: fmVisitors.createdAt,
  });
  const rows = await selectVisitors(db)
    .where(where)
    .orderBy(...order, asc(fmVisitors.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(fmVisitors)
    .innerJoin(fmReservations, eq(fmReservations.id, fmVisitors.reservationId))
    .where(where);
  return { data: await toVisitors(db, rows), totalRecords: total?.n ?? 0 };
}

async function findVisitor(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await selectVisitors(db).where(
    and(eq(fmVisitors.id, id), await requestScope(db, ctx).companies(fmVisitors.companyId)),
  );
  if (!row) throw notFound('Visitor');
  return row;
}

export async function getVisitor(db: DbOrTx, ctx: RequestContext, id: number) {
  const [visitor] = await toVisitors(db, [await findVisitor(db, ctx, id)]);
  if (!visitor) throw notFound('Visitor');
  return visitor;
}

const actorOf = (ctx: RequestContext) => ctx.user?.actorId ?? ctx.user?.id ?? null;

/** A reservation visitors may still be invited to or changed on: confirmed and not over. */
function assertOpen(reservation: typeof fmReservations.$inferSelect, now = new Date()) {
  if (reservation.status !== 'confirmed')
    throw new HttpError(409, 'This reservation is cancelled', 'RESERVATION_CLOSED');
  if (reservation.endsAt.getTime() <= now.getTime())
    throw new HttpError(409, 'This reservation is over', 'RESERVATION_CLOSED');
}

const plateNormOf = (plate: string | null) => (plate === null ? null : anpr.normalisePlate(plate));

/** The reservation, then (for a whole series) its series' later confirmed bookings that have not ended. */
async function bookingsToVisit(
  tx: DbOrTx,
  reservation: typeof fmReservations.$inferSelect,
  wholeSeries: boolean,
) {
  if (!wholeSeries || reservation.seriesId === null) return [reservation];
  const later = await tx
    .select()
    .from(fmReservations)
    .where(
      and(
        eq(fmReservations.seriesId, reservation.seriesId),
        eq(fmReservations.status, 'confirmed'),
        gt(fmReservations.startsAt, reservation.startsAt),
        gt(fmReservations.endsAt, new Date()),
      ),
    )
    .orderBy(asc(fmReservations.startsAt));
  return [reservation, ...later];
}

export async function inviteVisitor(db: DbOrTx, ctx: RequestContext, input: facmgmt.VisitorInput) {
  const id = await db.transaction(async (tx) => {
    const reservation = await reservationOf(tx, ctx, input.reservationId);
    assertOpen(reservation);
    const ids: number[] = [];
    for (const booking of await bookingsToVisit(tx, reservation, input.wholeSeries)) {
      const [visitor] = await tx
        .insert(fmVisitors)
        .values({
          companyId: booking.companyId,
          reservationId: booking.id,
          name: input.name,
          email: input.email,
          plate: input.plate,
          plateNorm: plateNormOf(input.plate),
          invitedBy: actorOf(ctx),
          emailSentAt: new Date(),
        })
        .returning();
      if (!visitor) throw new Error('visitor insert returned nothing');
      await alignPasses(tx, visitor, booking, actorOf(ctx));
      await mailVisitor(tx, visitor, booking, 'invited');
      ids.push(visitor.id);
    }
    return ids[0] ?? 0;
  });
  return getVisitor(db, ctx, id);
}

export async function updateVisitor(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  patch: facmgmt.VisitorPatch,
) {
  await db.transaction(async (tx) => {
    const { visitor: before, reservation } = await findVisitor(tx, ctx, id);
    const plateChanged = patch.plate !== undefined && plateNormOf(patch.plate) !== before.plateNorm;
    const emailChanged = patch.email !== undefined && patch.email !== before.email;
    if (plateChanged || emailChanged) assertOpen(reservation);
    const [visitor] = await tx
      .update(fmVisitors)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.email !== undefined ? { email: patch.email } : {}),
        ...(patch.plate !== undefined ? { plate: patch.plate, plateNorm: plateNormOf(patch.plate) } : {}),
        ...(plateChanged || emailChanged ? { emailSentAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(fmVisitors.id, id))
      .returning();
    if (!visitor) throw notFound('Visitor');
    if (plateChanged) await alignPasses(tx, visitor, reservation, actorOf(ctx));
    if (plateChanged || emailChanged) await mailVisitor(tx, visitor, reservation, 'changed');
  });
  return getVisitor(db, ctx, id);
}

/** Removes a visitor: their passes are revoked first (the accesses stay, revoked, in the access lists). */
export async function removeVisitor(db: DbOrTx, ctx: RequestContext, id: number) {
  await db.transaction(async (tx) => {
    const { visitor, reservation } = await findVisitor(tx, ctx, id);
    const passes = await tx
      .select()
      .from(fmVisitorPasses)
      .where(and(eq(fmVisitorPasses.visitorId, id), eq(fmVisitorPasses.state, 'active')));
    await revokePasses(tx, passes);
    const live = reservation.status === 'confirmed' && reservation.endsAt.getTime() > Date.now();
    if (live && passes.length > 0) await mailVisitor(tx, visitor, reservation, 'cancelled');
    await tx.delete(fmVisitors).where(eq(fmVisitors.id, id));
  });
}

/**
 * The reservation hook (facmgmt/reservation-hooks.ts): every visitor of the changed reservations gets their
 * passes realigned in the booking's transaction, and a mail when they changed (moved, or cancelled).
 */
export async function realignReservations(tx: DbOrTx, reservationIds: readonly number[]) {
  const rows = await tx
    .select({ visitor: fmVisitors, reservation: fmReservations })
    .from(fmVisitors)
    .innerJoin(fmReservations, eq(fmReservations.id, fmVisitors.reservationId))
    .where(inArray(fmVisitors.reservationId, [...reservationIds]))
    .orderBy(asc(fmVisitors.id));
  const mailed: number[] = [];
  for (const { visitor, reservation } of rows) {
    const { changed } = await alignPasses(tx, visitor, reservation, null);
    if (!changed) continue;
    await mailVisitor(tx, visitor, reservation, reservation.status === 'confirmed' ? 'changed' : 'cancelled');
    mailed.push(visitor.id);
  }
  if (mailed.length > 0)
    await tx.update(fmVisitors).set({ emailSentAt: new Date() }).where(inArray(fmVisitors.id, mailed));
}
