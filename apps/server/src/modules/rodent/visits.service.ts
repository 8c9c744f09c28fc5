import type { ListQuery, Paged, rodent, SortTerm } from '@atrium/contracts';
import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound } from '../../kernel/http/errors.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { clearAppAlarms, noAlarmsApplied, publishAppAlarms } from '../alarms/app-alarms.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { floors, structures } from '../places/places.schema.ts';
import { type Tenancy, userOf } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { rodentEvents, rodentVisits } from './rodent.schema.ts';
import { findStation, ownedStations, reachedStations, stationColumns, toStation } from './stations.ts';

type Sort = (typeof rodent.VISIT_SORTS)[number];

function selectVisits(db: DbOrTx) {
  return db
    .select({
      ...stationColumns,
      visitId: rodentVisits.id,
      at: rodentVisits.at,
      notes: rodentVisits.notes,
      technicianId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      clearedEvents: rodentVisits.clearedEvents,
      clearedAlarms: rodentVisits.clearedAlarms,
    })
    .from(rodentVisits)
    .innerJoin(devices, eq(devices.id, rodentVisits.deviceId))
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .leftJoin(structures, eq(structures.id, devices.structureId))
    .leftJoin(floors, eq(floors.id, devices.floorId))
    .leftJoin(users, eq(users.id, rodentVisits.technicianId));
}
type VisitRow = Awaited<ReturnType<typeof selectVisits>>[number];

const toVisit = (row: VisitRow): rodent.Visit => ({
  id: row.visitId,
  device: toStation(row),
  at: row.at.toISOString(),
  notes: row.notes,
  technician:
    row.technicianId === null
      ? null
      : { id: row.technicianId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() },
  clearedEvents: row.clearedEvents,
  clearedAlarms: row.clearedAlarms,
});

export async function listVisits(
  db: DbOrTx,
  ctx: RequestContext,
  filters: { deviceId?: number } & Tenancy,
  page: ListQuery<Sort>,
): Promise<Paged<rodent.Visit>> {
  if (filters.deviceId !== undefined) await findStation(db, ctx, filters.deviceId);
  const where = and(
    await ownedStations(db, ctx, filters),
    filters.deviceId === undefined ? undefined : eq(rodentVisits.deviceId, filters.deviceId),
  );
  const order = orderByTerms(page.sort as SortTerm<Sort>[], { at: rodentVisits.at, id: rodentVisits.id });
  const rows = await selectVisits(db)
    .where(where)
    .orderBy(...order, asc(rodentVisits.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(rodentVisits)
    .innerJoin(devices, eq(devices.id, rodentVisits.deviceId))
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(where);
  return { data: rows.map(toVisit), totalRecords: total?.n ?? 0 };
}

export async function getVisit(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await selectVisits(db).where(and(eq(rodentVisits.id, id), await reachedStations(db, ctx)));
  if (!row) throw notFound('Visit');
  return toVisit(row);
}

/** A station's latest visits, newest first (its page). */
export async function recentVisits(db: DbOrTx, deviceId: number, limit: number) {
  const rows = await selectVisits(db)
    .where(eq(rodentVisits.deviceId, deviceId))
    .orderBy(sql`${rodentVisits.at} desc`, sql`${rodentVisits.id} desc`)
    .limit(limit);
  return rows.map(toVisit);
}

/**
 * Records a technician's visit (the caller) and clears the station's open events and its cloud orbit alarms
 * in one transaction; the cleared alarms are pushed once committed.
 */
export async function recordVisit(database: Database, ctx: RequestContext, input: rodent.VisitInput) {
  const { db } = database;
  const user = userOf(ctx);
  const station = await findStation(db, ctx, input.deviceId);
  const now = new Date();
  const applied = noAlarmsApplied();
  const id = await db.transaction(async (tx) => {
    const [visit] = await tx
      .insert(rodentVisits)
      .values({
        companyId: station.companyId,
        deviceId: station.id,
        at: input.at ? new Date(input.at) : now,
        notes: input.notes,
        technicianId: user.actorId ?? user.id,
      })
      .returning({ id: rodentVisits.id });
    if (!visit) throw new Error('visit not recorded');
    const cleared = await tx
      .update(rodentEvents)
      .set({ clearedByVisit: visit.id })
      .where(and(eq(rodentEvents.deviceId, station.id), isNull(rodentEvents.clearedByVisit)))
      .returning({ id: rodentEvents.id });
    const closed = await clearAppAlarms(
      tx,
      and(eq(alarms.deviceId, station.id), like(alarms.ruleId, 'ro:%')),
      now,
      `Cleared by a technician's visit${input.notes ? `: ${input.notes}` : ''}`,
      applied,
    );
    await tx
      .update(rodentVisits)
      .set({ clearedEvents: cleared.length, clearedAlarms: closed.length })
      .where(eq(rodentVisits.id, visit.id));
    return visit.id;
  });
  await publishAppAlarms(database, applied);
  return getVisit(db, ctx, id);
}
