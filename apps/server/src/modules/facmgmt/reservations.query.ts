import { facmgmt, type ListQuery, type Paged } from '@atrium/contracts';
import { and, asc, eq, gt, ilike, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { spaces, structures } from '../places/places.schema.ts';
import { userOf } from '../scope/request-scope.ts';
import { buildingSettings } from './buildings.service.ts';
import { checkFilterIds, fmCompanyOf, ownedBy } from './company.ts';
import { fmReservations } from './facmgmt.schema.ts';
import { personName, reservationDetails, reservationViews } from './reservations.views.ts';
import { effectiveHours, spaceConditions, spaceRows, spaceViews } from './spaces.service.ts';

const SORTS = {
  id: fmReservations.id,
  startsAt: fmReservations.startsAt,
  createdAt: fmReservations.createdAt,
};

export interface ReservationFilters {
  companyId?: number;
  name?: string;
  buildingId?: number;
  spaceId?: number;
  seriesId?: number;
  from?: string;
  to?: string;
  status?: facmgmt.ReservationStatus;
  mine?: 'true' | 'false';
}

export async function listReservations(
  db: DbOrTx,
  ctx: RequestContext,
  filters: ReservationFilters,
  page: ListQuery<keyof typeof SORTS>,
): Promise<Paged<facmgmt.Reservation>> {
  const user = userOf(ctx);
  const companyId = await fmCompanyOf(db, ctx, filters.companyId);
  await checkFilterIds(db, companyId, filters);
  if (filters.seriesId !== undefined) {
    const [series] = await db
      .select({ id: fmReservations.id })
      .from(fmReservations)
      .where(and(eq(fmReservations.seriesId, filters.seriesId), eq(fmReservations.companyId, companyId)))
      .limit(1);
    if (!series) throw new ValidationError([{ param: 'seriesId', msg: 'No such series in this company' }]);
  }
  const pattern = containsPattern(filters.name);
  const where = and(
    eq(fmReservations.companyId, companyId),
    pattern ? ilike(fmReservations.title, pattern) : undefined,
    filters.buildingId !== undefined ? eq(fmReservations.structureId, filters.buildingId) : undefined,
    filters.spaceId !== undefined ? eq(fmReservations.spaceId, filters.spaceId) : undefined,
    filters.seriesId !== undefined ? eq(fmReservations.seriesId, filters.seriesId) : undefined,
    filters.from !== undefined ? gt(fmReservations.endsAt, new Date(filters.from)) : undefined,
    filters.to !== undefined ? lt(fmReservations.startsAt, new Date(filters.to)) : undefined,
    filters.status !== undefined ? eq(fmReservations.status, filters.status) : undefined,
    filters.mine === 'true' ? eq(fmReservations.bookedBy, user.id) : undefined,
  );
  const found = await listPage(db, fmReservations, where, page, SORTS);
  return { data: await reservationViews(db, found.data, user.id), totalRecords: found.totalRecords };
}

export async function getReservation(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await db
    .select()
    .from(fmReservations)
    .where(and(eq(fmReservations.id, id), ownedBy(ctx, fmReservations.companyId)));
  if (!row) throw notFound('Reservation');
  const [view] = await reservationViews(db, [row], userOf(ctx).id);
  return view as facmgmt.Reservation;
}

const DAY_MS = 86_400_000;
const MAX_EVENTS = 5000;

/** A window's two ends: given, or a view around a date in `timeZone`; end after start, at most MAX days. */
function windowOf(
  q: { from?: string; to?: string; view?: facmgmt.CalendarView; date?: string },
  timeZone: string,
) {
  let from: Date;
  let to: Date;
  if (q.from !== undefined && q.to !== undefined) {
    from = new Date(q.from);
    to = new Date(q.to);
  } else if (q.view !== undefined && q.date !== undefined) {
    try {
      ({ from, to } = facmgmt.calendarWindow(q.view, q.date, timeZone));
    } catch {
      // A date near year 9999 whose window ends past the calendar's range.
      throw new ValidationError([{ param: 'date', msg: 'Out of range' }]);
    }
  } else {
    const param =
      q.view !== undefined ? 'date' : q.date !== undefined ? 'view' : q.from !== undefined ? 'to' : 'from';
    throw new ValidationError([{ param, msg: 'Give from and to, or a view and a date' }]);
  }
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
    throw new ValidationError([{ param: q.date !== undefined ? 'date' : 'to', msg: 'Out of range' }]);
  if (to.getTime() <= from.getTime()) throw new ValidationError([{ param: 'to', msg: 'Must be after from' }]);
  if (to.getTime() - from.getTime() > facmgmt.MAX_CALENDAR_DAYS * DAY_MS)
    throw new ValidationError([{ param: 'to', msg: `At most ${facmgmt.MAX_CALENDAR_DAYS} days after from` }]);
  return { from, to };
}

export async function reservationCalendar(
  db: DbOrTx,
  ctx: RequestContext,
  q: {
    companyId?: number;
    buildingId?: number;
    spaceId?: number;
    groupId?: number;
    from?: string;
    to?: string;
    view?: facmgmt.CalendarView;
    date?: string;
    cancelled?: 'true' | 'false';
  },
) {
  const user = userOf(ctx);
  const companyId = await fmCompanyOf(db, ctx, q.companyId);
  await checkFilterIds(db, companyId, q);
  let buildingId = q.buildingId;
  if (buildingId === undefined && q.spaceId !== undefined)
    buildingId = (await spaceRows(db, eq(spaces.id, q.spaceId)))[0]?.buildingId;
  const { timeZone } =
    buildingId !== undefined
      ? await buildingSettings(db, buildingId)
      : { timeZone: facmgmt.DEFAULT_TIME_ZONE };
  const { from, to } = windowOf(q, timeZone);
  const rows = await db
    .select()
    .from(fmReservations)
    .where(
      and(
        eq(fmReservations.companyId, companyId),
        q.buildingId !== undefined ? eq(fmReservations.structureId, q.buildingId) : undefined,
        q.spaceId !== undefined ? eq(fmReservations.spaceId, q.spaceId) : undefined,
        q.groupId !== undefined
          ? sql`${fmReservations.spaceId} in (select space_id from fm_space_group_members where group_id = ${q.groupId})`
          : undefined,
        q.cancelled === 'true' ? undefined : eq(fmReservations.status, 'confirmed'),
        lt(fmReservations.startsAt, to),
        gt(fmReservations.endsAt, from),
      ),
    )
    .orderBy(asc(fmReservations.startsAt), asc(fmReservations.id))
    .limit(MAX_EVENTS);
  const details = await reservationDetails(
    db,
    rows.map((r) => r.id),
  );
  const now = Date.now();
  const data: facmgmt.CalendarEvent[] = rows.map((r) => {
    const d = details.get(r.id);
    return {
      id: r.id,
      title: r.title,
      start: r.startsAt.toISOString(),
      end: r.endsAt.toISOString(),
      status: r.status,
      spaceId: r.spaceId,
      spaceName: d?.spaceName ?? '',
      buildingId: r.structureId,
      seriesId: r.seriesId,
      bookedBy: { id: r.bookedBy, name: personName(d?.firstName, d?.lastName) },
      mine: r.bookedBy === user.id,
      editable: r.status === 'confirmed' && r.endsAt.getTime() > now,
    };
  });
  return { data, from: from.toISOString(), to: to.toISOString(), timeZone };
}

/**
 * Bookable spaces free for the whole window: open then (their hours in their building's zone), holding
 * `capacity` and with every feature asked, no confirmed booking overlapping. Paged after those checks.
 */
export async function availableSpaces(
  db: DbOrTx,
  ctx: RequestContext,
  q: {
    companyId?: number;
    name?: string;
    startsAt: string;
    endsAt: string;
    buildingId?: number;
    groupId?: number;
    capacity?: number;
    features?: string[];
  },
  page: ListQuery<'id' | 'name' | 'capacity'>,
): Promise<Paged<facmgmt.Space>> {
  const companyId = await fmCompanyOf(db, ctx, q.companyId);
  await checkFilterIds(db, companyId, q);
  const span = { startsAt: new Date(q.startsAt), endsAt: new Date(q.endsAt) };
  if (span.endsAt.getTime() <= span.startsAt.getTime())
    throw new ValidationError([{ param: 'endsAt', msg: 'End Must Be After Start' }]);
  const candidates = await spaceRows(
    db,
    and(
      eq(structures.companyId, companyId),
      spaceConditions(companyId, { ...q, bookable: 'true' }),
      sql`not exists (select 1 from fm_reservations r where r.space_id = ${spaces.id} and r.status = 'confirmed'
        and r.starts_at < ${span.endsAt} and r.ends_at > ${span.startsAt})`,
    ),
  );
  const minutes = (span.endsAt.getTime() - span.startsAt.getTime()) / 60_000;
  const free = candidates.filter(
    (s) =>
      minutes >= s.minMinutes &&
      minutes <= s.maxMinutes &&
      facmgmt.checkOpeningHours(effectiveHours(s), s.timeZone, span.startsAt, span.endsAt).ok,
  );
  const sort = page.sort[0];
  if (sort) {
    const key = (s: (typeof free)[number]) =>
      sort.field === 'name' ? s.name : sort.field === 'capacity' ? (s.capacity ?? 0) : s.id;
    const sign = sort.direction === 'desc' ? -1 : 1;
    free.sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : a.id - b.id));
  }
  return {
    data: await spaceViews(db, free.slice(page.offset, page.offset + page.limit)),
    totalRecords: free.length,
  };
}
