import { type devices, fleet, type ListQuery } from '@atrium/contracts';
import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { fleetDrivers, fleetVehicles } from '../fleet/fleet.schema.ts';
import { userOf } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { type Applied, clearJobAlarms, publish } from './fleet-alarms.ts';
import {
  fleetJobCardHistory,
  fleetJobCards,
  fleetJobStopVisits,
  fleetRoutes,
} from './fleet-dispatch.schema.ts';
import { emitJobCardChanged } from './job-card-events.ts';
import { jobCardDetail, jobCardsWhere } from './job-cards.data.ts';
import { assertSameCompany, assertVisibleFilter, listOwners, ownedRow, targetCompany } from './tenancy.ts';

/**
 * Job cards (spec §2 Fleet "Job cards"): CRUD, state moves (kanban) with their history, pushed live to the
 * company's room as `fleet:job-card`.
 */

type CardRow = typeof fleetJobCards.$inferSelect;
type Change = fleet.JobCardEvent['change'];

const sorts = {
  id: fleetJobCards.id,
  title: fleetJobCards.title,
  state: fleetJobCards.state,
  plannedStart: fleetJobCards.plannedStart,
  createdAt: fleetJobCards.createdAt,
  updatedAt: fleetJobCards.updatedAt,
};

const actorOf = (ctx: RequestContext) => {
  const user = userOf(ctx);
  return user.actorId ?? user.id;
};

function push(
  database: Database,
  card: CardRow,
  change: Change,
  fromState: fleet.JobState | null,
  userId: number | null,
) {
  emitJobCardChanged(database, {
    change,
    jobCardId: card.id,
    companyId: card.companyId,
    state: card.state,
    fromState,
    at: new Date().toISOString(),
    userId,
  });
}

async function detail(db: DbOrTx, id: number) {
  const card = await jobCardDetail(db, id);
  if (!card) throw notFound('Job card');
  return card;
}

export async function listJobCards(
  db: DbOrTx,
  ctx: RequestContext,
  filter: {
    name?: string;
    state?: fleet.JobState;
    vehicleId?: number;
    driverId?: number;
    routeId?: number;
    customerId?: devices.CustomerId;
  },
  page: ListQuery<(typeof fleet.JOB_CARD_SORTS)[number]>,
) {
  // Issue 15 §7: a vehicle, driver or route filter of another company is a 418, not an empty list.
  await assertVisibleFilter(db, ctx, fleetVehicles, 'vehicleId', filter.vehicleId);
  await assertVisibleFilter(db, ctx, fleetDrivers, 'driverId', filter.driverId);
  await assertVisibleFilter(db, ctx, fleetRoutes, 'routeId', filter.routeId);
  const pattern = containsPattern(filter.name);
  const where = and(
    await listOwners(db, ctx, fleetJobCards.companyId, filter.customerId),
    pattern ? ilike(fleetJobCards.title, pattern) : undefined,
    filter.state ? eq(fleetJobCards.state, filter.state) : undefined,
    filter.vehicleId ? eq(fleetJobCards.vehicleId, filter.vehicleId) : undefined,
    filter.driverId ? eq(fleetJobCards.driverId, filter.driverId) : undefined,
    filter.routeId ? eq(fleetJobCards.routeId, filter.routeId) : undefined,
  );
  const { data, totalRecords } = await listPage(db, fleetJobCards, where, page, sorts);
  const ids = data.map((r) => r.id);
  const cards = ids.length === 0 ? [] : await jobCardsWhere(db, inArray(fleetJobCards.id, ids));
  const byId = new Map(cards.map((c) => [c.id, c]));
  return { data: ids.flatMap((id) => byId.get(id) ?? []), totalRecords };
}

export async function getJobCard(db: DbOrTx, ctx: RequestContext, id: number) {
  await ownedRow(db, ctx, fleetJobCards, id, 'Job card');
  return detail(db, id);
}

/** Vehicle, driver and route of the card's company: another company's is a 418 on its field. */
async function assertRefs(db: DbOrTx, companyId: number, refs: Partial<fleet.JobCardInput>) {
  await assertSameCompany(db, fleetVehicles, 'vehicleId', companyId, refs.vehicleId);
  await assertSameCompany(db, fleetDrivers, 'driverId', companyId, refs.driverId);
  await assertSameCompany(db, fleetRoutes, 'routeId', companyId, refs.routeId);
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export async function createJobCard(
  database: Database,
  ctx: RequestContext,
  companyId: number | undefined,
  input: fleet.JobCardInput,
) {
  const { db } = database;
  const owner = await targetCompany(db, ctx, companyId);
  await assertRefs(db, owner, input);
  const userId = actorOf(ctx);
  const row = await db.transaction(async (tx) => {
    const [card] = await tx
      .insert(fleetJobCards)
      .values({
        ...input,
        companyId: owner,
        state: 'new',
        plannedStart: toDate(input.plannedStart),
        plannedEnd: toDate(input.plannedEnd),
        createdBy: userId,
      })
      .returning();
    if (!card) throw new Error('job card insert returned nothing');
    await tx
      .insert(fleetJobCardHistory)
      .values({ jobCardId: card.id, userId, event: 'created', toState: 'new' });
    return card;
  });
  push(database, row, 'created', null, userId);
  return detail(db, row.id);
}

const FIELDS = [
  'title',
  'description',
  'vehicleId',
  'driverId',
  'routeId',
  'plannedStart',
  'plannedEnd',
] as const;
const comparable = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

export async function updateJobCard(
  database: Database,
  ctx: RequestContext,
  id: number,
  patch: fleet.JobCardPatch,
) {
  const { db } = database;
  const card = await ownedRow(db, ctx, fleetJobCards, id, 'Job card');
  await assertRefs(db, card.companyId, patch);
  const next = { ...patch, plannedStart: toDate(patch.plannedStart), plannedEnd: toDate(patch.plannedEnd) };
  const start = next.plannedStart === undefined ? card.plannedStart : next.plannedStart;
  const end = next.plannedEnd === undefined ? card.plannedEnd : next.plannedEnd;
  if (start && end && end < start)
    throw new ValidationError([{ param: 'plannedEnd', msg: 'Must not be before the planned start' }]);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const set: Partial<typeof fleetJobCards.$inferInsert> = {};
  for (const field of FIELDS) {
    const to = next[field];
    if (to === undefined || comparable(to) === comparable(card[field])) continue;
    changes[field] = { from: comparable(card[field]), to: comparable(to) };
    Object.assign(set, { [field]: to });
  }
  if (Object.keys(changes).length === 0) return detail(db, id);
  const userId = actorOf(ctx);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(fleetJobCards)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(fleetJobCards.id, id))
      .returning();
    if (!updated) throw notFound('Job card');
    if (changes.routeId) await tx.delete(fleetJobStopVisits).where(eq(fleetJobStopVisits.jobCardId, id));
    await tx.insert(fleetJobCardHistory).values({ jobCardId: id, userId, event: 'updated', changes });
    return updated;
  });
  push(database, row, 'updated', null, userId);
  return detail(db, id);
}

/** Moves a card (kanban), with its history; leaving in progress closes the job's open route and late alarms. */
export async function moveJobCard(
  database: Database,
  ctx: RequestContext,
  id: number,
  input: { state: fleet.JobState; comment?: string },
) {
  const { db } = database;
  const card = await ownedRow(db, ctx, fleetJobCards, id, 'Job card');
  const refusal = fleet.jobStateError(card, input.state);
  if (refusal === 'Assign a vehicle first') throw new HttpError(409, refusal, 'JOB_NEEDS_VEHICLE');
  if (refusal) throw new HttpError(409, refusal, 'JOB_STATE_TRANSITION');
  const userId = actorOf(ctx);
  const now = new Date();
  const applied: Applied = { raised: [], cleared: [] };
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(fleetJobCards)
      .set({
        state: input.state,
        updatedAt: now,
        ...(input.state === 'in-progress' && card.actualStart === null && { actualStart: now }),
        ...(input.state === 'done' && { actualEnd: now }),
      })
      // Only from the state read: of two moves at once, the second is refused, not recorded twice.
      .where(and(eq(fleetJobCards.id, id), eq(fleetJobCards.state, card.state)))
      .returning();
    if (!updated) throw new HttpError(409, 'The job card was moved meanwhile', 'JOB_STATE_CHANGED');
    await tx.insert(fleetJobCardHistory).values({
      jobCardId: id,
      at: now,
      userId,
      event: 'state',
      fromState: card.state,
      toState: input.state,
      comment: input.comment ?? null,
    });
    if (card.state === 'in-progress') await clearJobAlarms(tx, id, `Job ${input.state}`, applied);
    return updated;
  });
  push(database, row, 'state', card.state, userId);
  await publish(database, applied);
  return detail(db, id);
}

export async function jobCardHistory(db: DbOrTx, ctx: RequestContext, id: number, page: ListQuery) {
  await ownedRow(db, ctx, fleetJobCards, id, 'Job card');
  const where = eq(fleetJobCardHistory.jobCardId, id);
  const rows = await db
    .select({ entry: fleetJobCardHistory, firstName: users.firstName, lastName: users.lastName })
    .from(fleetJobCardHistory)
    .leftJoin(users, eq(users.id, fleetJobCardHistory.userId))
    .where(where)
    .orderBy(page.sort[0]?.direction === 'desc' ? desc(fleetJobCardHistory.id) : asc(fleetJobCardHistory.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(fleetJobCardHistory).where(where);
  const data: fleet.JobHistoryEntry[] = rows.map(({ entry, firstName, lastName }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    event: entry.event,
    fromState: entry.fromState,
    toState: entry.toState,
    changes: entry.changes,
    user:
      entry.userId === null
        ? null
        : { id: entry.userId, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() },
    comment: entry.comment,
  }));
  return { data, totalRecords: total?.n ?? 0 };
}

export async function deleteJobCard(database: Database, ctx: RequestContext, id: number) {
  const { db } = database;
  const card = await ownedRow(db, ctx, fleetJobCards, id, 'Job card');
  const applied: Applied = { raised: [], cleared: [] };
  await db.transaction(async (tx) => {
    await clearJobAlarms(tx, id, 'Job deleted', applied);
    await tx.delete(fleetJobCards).where(eq(fleetJobCards.id, id));
  });
  push(database, card, 'deleted', card.state, actorOf(ctx));
  await publish(database, applied);
}
