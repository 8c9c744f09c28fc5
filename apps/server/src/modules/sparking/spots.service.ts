import { type devices as deviceContract, type ListQuery, type Paged, sparking } from '@atrium/contracts';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { listOwners, ownedRow, visibleFilter } from '../anpr/tenancy.ts';
import { sensorChanged } from './locations.service.ts';
import { checkSensors } from './sensors.ts';
import { spLocations, spSpotEvents, spSpots } from './sparking.schema.ts';
import { pushSpots, type SpotRow, saveStatus } from './spot-state.ts';
import { spotViews } from './spot-views.ts';

export const findSpot = (db: DbOrTx, ctx: RequestContext, id: number) =>
  ownedRow(db, ctx, spSpots, id, 'Parking spot');

const viewOf = async (db: DbOrTx, id: number) =>
  (await spotViews(db, eq(spSpots.id, id)))[0] as sparking.Spot;

export const getSpot = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  viewOf(db, (await findSpot(db, ctx, id)).id);

const SORTS = { id: spSpots.id, code: spSpots.code, state: spSpots.state, since: spSpots.since };

export async function listSpots(
  db: DbOrTx,
  ctx: RequestContext,
  filters: {
    name?: string;
    customerId?: deviceContract.CustomerId;
    locationId?: number;
    state?: sparking.SpotState;
  },
  page: ListQuery<keyof typeof SORTS>,
): Promise<Paged<sparking.Spot>> {
  await visibleFilter(db, ctx, spLocations, 'locationId', filters.locationId);
  const pattern = containsPattern(filters.name);
  const where = and(
    await listOwners(db, ctx, spSpots.companyId, filters.customerId),
    filters.locationId === undefined ? undefined : eq(spSpots.locationId, filters.locationId),
    filters.state === undefined ? undefined : eq(spSpots.state, filters.state),
    pattern ? ilike(spSpots.code, pattern) : undefined,
  );
  const found = await listPage(db, spSpots, where, page, SORTS);
  const views = new Map(
    (
      await spotViews(
        db,
        inArray(
          spSpots.id,
          found.data.map((s) => s.id),
        ),
      )
    ).map((v) => [v.id, v]),
  );
  return { data: found.data.map((s) => views.get(s.id) as sparking.Spot), totalRecords: found.totalRecords };
}

/** Gives a spot another sensor, or none. */
export async function updateSpot(
  database: Database,
  ctx: RequestContext,
  id: number,
  input: sparking.SpotUpdate,
) {
  const { db } = database;
  const spot = await findSpot(db, ctx, id);
  if (input.deviceId !== undefined && input.deviceId !== spot.deviceId) {
    const deviceId = input.deviceId;
    if (deviceId !== null) await checkSensors(db, spot.companyId, [{ param: 'deviceId', deviceId }], [id]);
    const changed = await db.transaction(async (tx) => {
      await tx.update(spSpots).set({ deviceId }).where(eq(spSpots.id, id));
      return sensorChanged(tx, spot, new Date());
    });
    if (changed) await pushSpots(database, [id]);
  }
  return viewOf(db, id);
}

/** Closes a spot, or opens it to its sensor's state. */
export async function setClosed(database: Database, ctx: RequestContext, id: number, closed: boolean) {
  const { db } = database;
  const spot = await findSpot(db, ctx, id);
  const now = new Date();
  const state = closed
    ? 'closed'
    : spot.state === 'closed'
      ? sparking.stateFromSensor(spot, now)
      : spot.state;
  if (state !== spot.state) {
    await db.transaction((tx) =>
      saveStatus(tx, spot as SpotRow, { state, since: now, sensed: spot.sensed, sensedAt: spot.sensedAt }),
    );
    await pushSpots(database, [id]);
  }
  return viewOf(db, id);
}

export async function spotEvents(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  page: ListQuery<'from'>,
): Promise<Paged<sparking.SpotEvent>> {
  await findSpot(db, ctx, id);
  const rows = await db
    .select({
      id: spSpotEvents.id,
      state: spSpotEvents.state,
      from: spSpotEvents.from,
      to: spSpotEvents.to,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(spSpotEvents)
    .where(eq(spSpotEvents.spotId, id))
    .orderBy(
      page.sort[0]?.direction === 'asc' ? asc(spSpotEvents.from) : desc(spSpotEvents.from),
      desc(spSpotEvents.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] =
    rows.length > 0
      ? [{ n: rows[0]?.total ?? 0 }]
      : await db
          .select({ n: sql<number>`count(*)::int` })
          .from(spSpotEvents)
          .where(eq(spSpotEvents.spotId, id));
  return {
    data: rows.map((r) => ({
      id: r.id,
      state: r.state,
      from: r.from.toISOString(),
      to: r.to?.toISOString() ?? null,
    })),
    totalRecords: total?.n ?? 0,
  };
}

/** Every location of the owners with its outline and spots. */
export async function spotsMap(
  db: DbOrTx,
  ctx: RequestContext,
  customerId: deviceContract.CustomerId | undefined,
): Promise<sparking.MapLocation[]> {
  const locations = await db
    .select({ id: spLocations.id, name: spLocations.name, outline: spLocations.outline })
    .from(spLocations)
    .where(await listOwners(db, ctx, spLocations.companyId, customerId))
    .orderBy(asc(spLocations.name), asc(spLocations.id));
  if (locations.length === 0) return [];
  const spots = await spotViews(
    db,
    inArray(
      spSpots.locationId,
      locations.map((l) => l.id),
    ),
    sparking.MAP_MAX_SPOTS,
  );
  return locations.map((l) => ({ ...l, spots: spots.filter((s) => s.locationId === l.id) }));
}
