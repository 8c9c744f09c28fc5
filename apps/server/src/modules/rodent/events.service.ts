import type { ListQuery, Paged, rodent, SortTerm } from '@atrium/contracts';
import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { floors, structures } from '../places/places.schema.ts';
import type { Tenancy } from '../scope/index.ts';
import { rodentEvents } from './rodent.schema.ts';
import { findStation, ownedStations, placeFilters, stationColumns, toStation } from './stations.ts';

type Sort = (typeof rodent.EVENT_SORTS)[number];

function selectEvents(db: DbOrTx) {
  return db
    .select({
      ...stationColumns,
      eventId: rodentEvents.id,
      kind: rodentEvents.kind,
      at: rodentEvents.at,
      value: rodentEvents.value,
      clearedByVisit: rodentEvents.clearedByVisit,
    })
    .from(rodentEvents)
    .innerJoin(devices, eq(devices.id, rodentEvents.deviceId))
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .leftJoin(structures, eq(structures.id, devices.structureId))
    .leftJoin(floors, eq(floors.id, devices.floorId));
}

type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

const toEvent = (row: EventRow): rodent.StationEvent => ({
  id: row.eventId,
  device: toStation(row),
  kind: row.kind,
  at: row.at.toISOString(),
  value: row.value,
  clearedByVisit: row.clearedByVisit,
});

export interface EventFilters extends Tenancy {
  deviceId?: number;
  structureId?: number;
  floorId?: number;
  kind?: rodent.EventKind;
  open?: 'true' | 'false';
  from?: string;
  to?: string;
}

export async function listEvents(
  db: DbOrTx,
  ctx: RequestContext,
  filters: EventFilters,
  page: ListQuery<Sort>,
): Promise<Paged<rodent.StationEvent>> {
  if (filters.deviceId !== undefined) await findStation(db, ctx, filters.deviceId);
  const where = and(
    await ownedStations(db, ctx, filters),
    await placeFilters(db, ctx, filters),
    filters.deviceId === undefined ? undefined : eq(rodentEvents.deviceId, filters.deviceId),
    filters.kind === undefined ? undefined : eq(rodentEvents.kind, filters.kind),
    filters.open === undefined
      ? undefined
      : filters.open === 'true'
        ? isNull(rodentEvents.clearedByVisit)
        : isNotNull(rodentEvents.clearedByVisit),
    filters.from ? gte(rodentEvents.at, new Date(filters.from)) : undefined,
    filters.to ? lt(rodentEvents.at, new Date(filters.to)) : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<Sort>[], {
    at: rodentEvents.at,
    id: rodentEvents.id,
    kind: rodentEvents.kind,
  });
  const rows = await selectEvents(db)
    .where(where)
    .orderBy(...order, asc(rodentEvents.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(rodentEvents)
    .innerJoin(devices, eq(devices.id, rodentEvents.deviceId))
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(where);
  return { data: rows.map(toEvent), totalRecords: total?.n ?? 0 };
}

/** A station's latest events, newest first (its page). */
export async function recentEvents(db: DbOrTx, deviceId: number, limit: number) {
  const rows = await selectEvents(db)
    .where(eq(rodentEvents.deviceId, deviceId))
    .orderBy(sql`${rodentEvents.at} desc`, sql`${rodentEvents.id} desc`)
    .limit(limit);
  return rows.map(toEvent);
}
