import {
  type devices as deviceContract,
  type ListQuery,
  type Paged,
  type places,
  sparking,
} from '@atrium/contracts';
import { and, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { listOwners, ownedRow, targetCompany } from '../anpr/tenancy.ts';
import { structures } from '../places/places.schema.ts';
import { uniquely } from '../places/scope.ts';
import { checkSensors } from './sensors.ts';
import { spLocations, spSpots } from './sparking.schema.ts';
import { openHistory, pushSpots, type SpotRow, saveStatus } from './spot-state.ts';
import { spotViews } from './spot-views.ts';

type LocationRow = typeof spLocations.$inferSelect;
type Field = { param: string; msg: string };

export const emptyCounts = (): sparking.StateCounts => ({ free: 0, occupied: 0, closed: 0, unknown: 0 });

/** Spots per state of each location. */
export async function countsOf(db: DbOrTx, locationIds: number[]) {
  const counts = new Map<number, sparking.StateCounts>();
  if (locationIds.length === 0) return counts;
  const rows = await db
    .select({ locationId: spSpots.locationId, state: spSpots.state, n: sql<number>`count(*)::int` })
    .from(spSpots)
    .where(inArray(spSpots.locationId, locationIds))
    .groupBy(spSpots.locationId, spSpots.state);
  for (const r of rows) {
    const c = counts.get(r.locationId) ?? emptyCounts();
    c[r.state] = r.n;
    counts.set(r.locationId, c);
  }
  return counts;
}

async function locationViews(db: DbOrTx, rows: LocationRow[]): Promise<sparking.Location[]> {
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  );
  const structureIds = rows.flatMap((r) => (r.structureId === null ? [] : [r.structureId]));
  const names = new Map(
    structureIds.length === 0
      ? []
      : (
          await db
            .select({ id: structures.id, name: structures.name })
            .from(structures)
            .where(inArray(structures.id, structureIds))
        ).map((s) => [s.id, s.name]),
  );
  return rows.map((r) => {
    const c = counts.get(r.id) ?? emptyCounts();
    return {
      id: r.id,
      companyId: r.companyId,
      name: r.name,
      address: r.address,
      outline: r.outline,
      structure: r.structureId === null ? null : { id: r.structureId, name: names.get(r.structureId) ?? '' },
      capacity: c.free + c.occupied + c.closed + c.unknown,
      counts: c,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

async function detailsOf(db: DbOrTx, row: LocationRow): Promise<sparking.LocationDetails> {
  const [view] = await locationViews(db, [row]);
  return { ...(view as sparking.Location), spots: await spotViews(db, eq(spSpots.locationId, row.id)) };
}

export const findLocation = (db: DbOrTx, ctx: RequestContext, id: number) =>
  ownedRow(db, ctx, spLocations, id, 'Parking location');

const SORTS = {
  id: spLocations.id,
  name: spLocations.name,
  createdAt: spLocations.createdAt,
  updatedAt: spLocations.updatedAt,
};

export async function listLocations(
  db: DbOrTx,
  ctx: RequestContext,
  filters: { name?: string; customerId?: deviceContract.CustomerId },
  page: ListQuery<keyof typeof SORTS>,
): Promise<Paged<sparking.Location>> {
  const pattern = containsPattern(filters.name);
  const where = and(
    await listOwners(db, ctx, spLocations.companyId, filters.customerId),
    pattern ? or(ilike(spLocations.name, pattern), ilike(spLocations.address, pattern)) : undefined,
  );
  const found = await listPage(db, spLocations, where, page, SORTS);
  return { data: await locationViews(db, found.data), totalRecords: found.totalRecords };
}

export const getLocation = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  detailsOf(db, await findLocation(db, ctx, id));

async function checkStructure(db: DbOrTx, companyId: number, structureId: number | null | undefined) {
  if (structureId == null) return;
  const [row] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(and(eq(structures.id, structureId), eq(structures.companyId, companyId)));
  if (!row) throw new ValidationError([{ param: 'structureId', msg: 'Choose a structure of this company' }]);
}

const outside = (spots: readonly places.LatLng[], outline: places.LatLng[]) =>
  spots.flatMap((s, i) => (sparking.insideOutline(s, outline) ? [] : [i]));

const sensorsNamed = (drafts: sparking.SpotDraft[]) =>
  drafts.flatMap((d, i) =>
    d.deviceId == null ? [] : [{ param: `spots.${i}.deviceId`, deviceId: d.deviceId }],
  );

async function insertSpots(
  tx: DbOrTx,
  location: { id: number; companyId: number },
  drafts: sparking.SpotDraft[],
  now: Date,
) {
  if (drafts.length === 0) return;
  const rows = await tx
    .insert(spSpots)
    .values(
      drafts.map((d) => ({
        companyId: location.companyId,
        locationId: location.id,
        code: d.code,
        lat: d.lat,
        lng: d.lng,
        deviceId: d.deviceId ?? null,
        state: 'unknown' as const,
        since: now,
      })),
    )
    .returning();
  await openHistory(tx, rows);
}

/** Two requests gave the same sensor or code at once: the loser is told. */
const RACED = 'A sensor or code was taken meanwhile; try again';

export async function createLocation(
  database: Database,
  ctx: RequestContext,
  companyId: number | undefined,
  input: sparking.LocationInput,
) {
  const { db } = database;
  const owner = await targetCompany(db, ctx, companyId);
  await checkStructure(db, owner, input.structureId);
  await checkSensors(db, owner, sensorsNamed(input.spots));
  const now = new Date();
  const row = await uniquely(
    () =>
      db.transaction(async (tx) => {
        const [location] = await tx
          .insert(spLocations)
          .values({
            companyId: owner,
            name: input.name,
            address: input.address,
            outline: input.outline,
            structureId: input.structureId ?? null,
          })
          .returning();
        await insertSpots(tx, location as LocationRow, input.spots, now);
        return location as LocationRow;
      }),
    'spots',
    RACED,
  );
  return detailsOf(db, row);
}

/** The spots a location's form sends: kept by `spotId` (of this location), added without, the rest removed. */
async function replaceSpots(
  tx: DbOrTx,
  location: LocationRow,
  drafts: sparking.SpotDraft[],
  now: Date,
): Promise<number[]> {
  const current = await tx.select().from(spSpots).where(eq(spSpots.locationId, location.id));
  const byId = new Map(current.map((s) => [s.id, s]));
  const errors: Field[] = [];
  drafts.forEach((d, i) => {
    if (d.spotId !== undefined && !byId.has(d.spotId))
      errors.push({ param: `spots.${i}.spotId`, msg: 'Not a spot of this location' });
  });
  const keptIds = drafts.flatMap((d) => (d.spotId === undefined ? [] : [d.spotId]));
  if (new Set(keptIds).size !== keptIds.length) errors.push({ param: 'spots', msg: 'A spot is sent twice' });
  if (errors.length > 0) throw new ValidationError(errors);
  await checkSensors(
    tx,
    location.companyId,
    sensorsNamed(drafts),
    current.map((s) => s.id),
  );
  await tx
    .delete(spSpots)
    .where(
      and(
        eq(spSpots.locationId, location.id),
        keptIds.length > 0 ? notInArray(spSpots.id, keptIds) : undefined,
      ),
    );
  // Codes and sensors move between kept spots: free them first, so no unique index sees a swap half done.
  if (keptIds.length > 0)
    await tx
      .update(spSpots)
      .set({ code: sql`'#' || ${spSpots.id}`, deviceId: null })
      .where(inArray(spSpots.id, keptIds));
  const changed: number[] = [];
  for (const d of drafts) {
    if (d.spotId === undefined) continue;
    const before = byId.get(d.spotId) as SpotRow;
    const deviceId = d.deviceId === undefined ? before.deviceId : d.deviceId;
    await tx
      .update(spSpots)
      .set({ code: d.code, lat: d.lat, lng: d.lng, deviceId })
      .where(eq(spSpots.id, d.spotId));
    if (deviceId !== before.deviceId && (await sensorChanged(tx, before, now))) changed.push(before.id);
  }
  await insertSpots(
    tx,
    location,
    drafts.filter((d) => d.spotId === undefined),
    now,
  );
  return changed;
}

/** A spot given another sensor (or none) forgets the old one's readings: unknown until the new one reports. */
export function sensorChanged(tx: DbOrTx, row: SpotRow, now: Date) {
  const next = { sensed: null, sensedAt: null };
  const state = row.state === 'closed' ? 'closed' : sparking.stateFromSensor(next, now);
  return saveStatus(tx, row, { ...next, state, since: state === row.state ? row.since : now });
}

export async function updateLocation(
  database: Database,
  ctx: RequestContext,
  id: number,
  input: sparking.LocationUpdate,
) {
  const { db } = database;
  const location = await findLocation(db, ctx, id);
  await checkStructure(db, location.companyId, input.structureId);
  const outline = input.outline ?? location.outline;
  if (input.spots) {
    const errors = outside(input.spots, outline).map((i) => ({
      param: `spots.${i}.lat`,
      msg: sparking.SPOT_OUTSIDE,
    }));
    if (errors.length > 0) throw new ValidationError(errors);
  } else if (input.outline) {
    const spots = await db
      .select({ lat: spSpots.lat, lng: spSpots.lng })
      .from(spSpots)
      .where(eq(spSpots.locationId, id));
    if (outside(spots, outline).length > 0)
      throw new ValidationError([{ param: 'outline', msg: 'Some spots would be outside the outline' }]);
  }
  const now = new Date();
  const changed = await uniquely(
    () =>
      db.transaction(async (tx) => {
        await tx
          .update(spLocations)
          .set({
            ...(input.name !== undefined && { name: input.name }),
            ...(input.address !== undefined && { address: input.address }),
            ...(input.outline !== undefined && { outline: input.outline }),
            ...(input.structureId !== undefined && { structureId: input.structureId }),
            updatedAt: now,
          })
          .where(eq(spLocations.id, id));
        return input.spots ? replaceSpots(tx, location, input.spots, now) : [];
      }),
    'spots',
    RACED,
  );
  await pushSpots(database, changed);
  return getLocation(db, ctx, id);
}

export async function deleteLocation(db: DbOrTx, ctx: RequestContext, id: number) {
  await findLocation(db, ctx, id);
  await db.delete(spLocations).where(eq(spLocations.id, id));
}
