import { createHash, randomBytes } from 'node:crypto';
import { facmgmt, type ListQuery, type Paged } from '@atrium/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { spaces, structures } from '../places/places.schema.ts';
import { userOf } from '../scope/request-scope.ts';
import { users } from '../users/users.schema.ts';
import { buildingForBody, checkFilterIds, fmCompanyOf, intList, iso, ownedBy } from './company.ts';
import { fmCalendarFeeds, fmReservations } from './facmgmt.schema.ts';
import { type IcalEvent, icalFeed } from './ical.ts';
import { personName, reservationDetails } from './reservations.views.ts';
import { spaceRows } from './spaces.service.ts';

type FeedRow = typeof fmCalendarFeeds.$inferSelect;

/** 32 random bytes, base64url: 43 characters. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;
const newSecret = () => randomBytes(32).toString('base64url');
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** How far back a feed reaches: a month of past bookings, then everything to come. */
const PAST_DAYS = 30;
const AHEAD_DAYS = 400;

async function feedViews(db: DbOrTx, rows: FeedRow[]): Promise<facmgmt.CalendarFeed[]> {
  if (rows.length === 0) return [];
  const [buildings, spaceNames, creators] = await Promise.all([
    db
      .select({ id: structures.id, name: structures.name })
      .from(structures)
      .where(sql`${structures.id} = any(${intList(rows.map((r) => r.structureId))}::int[])`),
    db
      .select({ id: spaces.id, name: spaces.name })
      .from(spaces)
      .where(sql`${spaces.id} = any(${intList(rows.flatMap((r) => r.spaceId ?? []))}::int[])`),
    db
      .select({ id: users.id, first: users.firstName, last: users.lastName })
      .from(users)
      .where(sql`${users.id} = any(${intList(rows.map((r) => r.createdBy))}::int[])`),
  ]);
  const building = new Map(buildings.map((b) => [b.id, b.name]));
  const space = new Map(spaceNames.map((s) => [s.id, s.name]));
  const creator = new Map(creators.map((c) => [c.id, personName(c.first, c.last)]));
  return rows.map((r) => ({
    id: r.id,
    companyId: r.companyId,
    kind: r.spaceId === null ? 'building' : 'space',
    building: { id: r.structureId, name: building.get(r.structureId) ?? '' },
    space: r.spaceId === null ? null : { id: r.spaceId, name: space.get(r.spaceId) ?? '' },
    createdBy: { id: r.createdBy, name: creator.get(r.createdBy) ?? '' },
    createdAt: r.createdAt.toISOString(),
    rotatedAt: iso(r.rotatedAt),
  }));
}

const issued = async (db: DbOrTx, row: FeedRow, secret: string): Promise<facmgmt.IssuedFeed> => ({
  data: (await feedViews(db, [row]))[0] as facmgmt.CalendarFeed,
  secret,
  path: facmgmt.feedPath(secret),
});

const FEED_SORTS = { id: fmCalendarFeeds.id, createdAt: fmCalendarFeeds.createdAt };

export async function listFeeds(
  db: DbOrTx,
  ctx: RequestContext,
  filters: { companyId?: number; buildingId?: number; spaceId?: number },
  page: ListQuery<keyof typeof FEED_SORTS>,
): Promise<Paged<facmgmt.CalendarFeed>> {
  const companyId = await fmCompanyOf(db, ctx, filters.companyId);
  await checkFilterIds(db, companyId, filters);
  const where = and(
    eq(fmCalendarFeeds.companyId, companyId),
    isNull(fmCalendarFeeds.revokedAt),
    filters.buildingId !== undefined ? eq(fmCalendarFeeds.structureId, filters.buildingId) : undefined,
    filters.spaceId !== undefined ? eq(fmCalendarFeeds.spaceId, filters.spaceId) : undefined,
  );
  const found = await listPage(db, fmCalendarFeeds, where, page, FEED_SORTS);
  return { data: await feedViews(db, found.data), totalRecords: found.totalRecords };
}

export async function createFeed(db: DbOrTx, ctx: RequestContext, input: facmgmt.FeedInput) {
  const user = userOf(ctx);
  let target: { companyId: number; structureId: number; spaceId: number | null };
  if ('spaceId' in input) {
    const [space] = await spaceRows(
      db,
      and(eq(spaces.id, input.spaceId), ownedBy(ctx, structures.companyId)),
    );
    if (!space) throw new ValidationError([{ param: 'spaceId', msg: 'No such space in this company' }]);
    target = { companyId: space.companyId, structureId: space.buildingId, spaceId: space.id };
  } else {
    const building = await buildingForBody(db, ctx, input.buildingId);
    target = { companyId: building.companyId, structureId: building.id, spaceId: null };
  }
  const secret = newSecret();
  const [row] = await db
    .insert(fmCalendarFeeds)
    .values({ ...target, secretHash: hashOf(secret), createdBy: user.id })
    .returning();
  return issued(db, row as FeedRow, secret);
}

async function findFeed(db: DbOrTx, ctx: RequestContext, id: number): Promise<FeedRow> {
  const [row] = await db
    .select()
    .from(fmCalendarFeeds)
    .where(
      and(
        eq(fmCalendarFeeds.id, id),
        isNull(fmCalendarFeeds.revokedAt),
        ownedBy(ctx, fmCalendarFeeds.companyId),
      ),
    );
  if (!row) throw notFound('Calendar feed');
  return row;
}

/** A new secret: the old URL answers 404 from now on. */
export async function rotateFeed(db: DbOrTx, ctx: RequestContext, id: number) {
  await findFeed(db, ctx, id);
  const secret = newSecret();
  const [row] = await db
    .update(fmCalendarFeeds)
    .set({ secretHash: hashOf(secret), rotatedAt: new Date() })
    .where(eq(fmCalendarFeeds.id, id))
    .returning();
  return issued(db, row as FeedRow, secret);
}

export async function revokeFeed(db: DbOrTx, ctx: RequestContext, id: number) {
  await findFeed(db, ctx, id);
  await db.update(fmCalendarFeeds).set({ revokedAt: new Date() }).where(eq(fmCalendarFeeds.id, id));
}

const unknownFeed = () => new HttpError(404, 'Calendar feed not found', 'NOT_FOUND');

/**
 * The feed behind a secret (`<secret>.ics`), no sign-in: the bookings of its building or space from
 * PAST_DAYS ago on, cancelled ones kept as STATUS:CANCELLED. A malformed, unknown or revoked secret is 404.
 */
export async function feedCalendar(db: DbOrTx, file: string): Promise<{ name: string; body: string }> {
  const secret = file.endsWith('.ics') ? file.slice(0, -4) : file;
  if (!SECRET.test(secret)) throw unknownFeed();
  const [feed] = await db
    .select()
    .from(fmCalendarFeeds)
    .where(and(eq(fmCalendarFeeds.secretHash, hashOf(secret)), isNull(fmCalendarFeeds.revokedAt)));
  if (!feed) throw unknownFeed();
  const [view] = await feedViews(db, [feed]);
  const now = Date.now();
  const rows = await db
    .select()
    .from(fmReservations)
    .where(
      and(
        eq(fmReservations.companyId, feed.companyId),
        feed.spaceId === null
          ? eq(fmReservations.structureId, feed.structureId)
          : eq(fmReservations.spaceId, feed.spaceId),
        gt(fmReservations.endsAt, new Date(now - PAST_DAYS * 86_400_000)),
        lt(fmReservations.startsAt, new Date(now + AHEAD_DAYS * 86_400_000)),
      ),
    )
    .orderBy(fmReservations.startsAt, fmReservations.id);
  const details = await reservationDetails(
    db,
    rows.map((r) => r.id),
  );
  const name = view?.space
    ? `${view.space.name} (${view.building.name})`
    : (view?.building.name ?? 'Bookings');
  const events: IcalEvent[] = rows.map((r) => {
    const d = details.get(r.id);
    const booker = personName(d?.firstName, d?.lastName);
    return {
      uid: r.uid,
      revisedAt: r.updatedAt,
      sequence: r.sequence,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      summary: booker ? `${r.title} (booked by ${booker})` : r.title,
      location: [d?.spaceName, d?.floorName, d?.buildingName].filter(Boolean).join(', '),
      description: r.notes || undefined,
      status: r.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    };
  });
  return { name, body: icalFeed(name, events) };
}
