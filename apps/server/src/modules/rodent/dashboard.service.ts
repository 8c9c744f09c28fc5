import { rodent } from '@atrium/contracts';
import { and, eq, gte, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { floors, layoutDevices, layoutImages, layouts } from '../places/places.schema.ts';
import type { Tenancy } from '../scope/index.ts';
import { rodentEvents } from './rodent.schema.ts';
import {
  findFloor,
  ownedStations,
  placeFilters,
  type StationRow,
  selectStations,
  toStation,
} from './stations.ts';

/**
 * Cloud orbit's dashboard (issue 21): events counted by kind per structure and floor (the stations' current
 * placement) per bucket of the period, and a floor's heat map: each station's events at its place on the
 * floor's layout.
 */

const DAY = 86_400_000;
/** 1970-01-03 was a Saturday: weeks start on Saturday (spec §9), in UTC. */
const SATURDAY = 2 * DAY;

export const zeroCounts = (): rodent.KindCounts =>
  Object.fromEntries(rodent.EVENT_KINDS.map((k) => [k, 0])) as rodent.KindCounts;

/** The start of the bucket holding `t` (UTC hours, days, weeks from Saturday). */
export function bucketStart(t: number, bucket: rodent.Bucket) {
  const size = rodent.BUCKET_MS[bucket];
  const origin = bucket === 'week' ? SATURDAY : 0;
  return Math.floor((t - origin) / size) * size + origin;
}

/** The period a query means: `to` now unless given, `from` DEFAULT_PERIOD_DAYS before `to` unless given. */
export function periodOf(q: { from?: string; to?: string }, now = Date.now()) {
  const to = q.to ? Date.parse(q.to) : now;
  const from = q.from ? Date.parse(q.from) : to - rodent.DEFAULT_PERIOD_DAYS * DAY;
  return { from: new Date(from), to: new Date(to) };
}

/** Events of `deviceIds` in [from, to) counted by device, kind and bucket start. */
async function countEvents(db: DbOrTx, deviceIds: number[], from: Date, to: Date, bucket: rodent.Bucket) {
  if (deviceIds.length === 0) return [];
  const rows = await db
    .select({
      deviceId: rodentEvents.deviceId,
      kind: rodentEvents.kind,
      ms: sql<number>`floor(extract(epoch from ${rodentEvents.at}) * 1000)`.mapWith(Number),
    })
    .from(rodentEvents)
    .where(
      and(inArray(rodentEvents.deviceId, deviceIds), gte(rodentEvents.at, from), lt(rodentEvents.at, to)),
    );
  return rows.map((r) => ({ deviceId: r.deviceId, kind: r.kind, start: bucketStart(r.ms, bucket) }));
}

interface Activity {
  totals: rodent.KindCounts;
  series: rodent.KindCounts[];
}
type FloorActivity = { id: number; name: string; level: number; stations: number } & Activity;
const activity = (n: number): Activity => ({
  totals: zeroCounts(),
  series: Array.from({ length: n }, zeroCounts),
});

export async function dashboard(
  db: DbOrTx,
  ctx: RequestContext,
  q: rodent.DashboardQuery & Tenancy,
): Promise<rodent.Dashboard> {
  const { from, to } = periodOf(q);
  const stations = await selectStations(db).where(
    and(await ownedStations(db, ctx, q), await placeFilters(db, ctx, { structureId: q.structureId })),
  );
  const starts: number[] = [];
  const size = rodent.BUCKET_MS[q.bucket];
  for (let t = bucketStart(from.getTime(), q.bucket); t < to.getTime(); t += size) starts.push(t);
  const index = new Map(starts.map((t, i) => [t, i]));
  const events = await countEvents(
    db,
    stations.map((s) => s.id),
    from,
    to,
    q.bucket,
  );
  const byId = new Map(stations.map((s) => [s.id, s]));
  const totals = zeroCounts();
  const structures = new Map<
    number,
    { id: number; name: string } & Activity & { floors: Map<number, FloorActivity> }
  >();
  const floorLevels = await levelsOf(db, stations);
  for (const s of stations) {
    if (s.structureId === null) continue;
    let structure = structures.get(s.structureId);
    if (!structure) {
      structure = {
        id: s.structureId,
        name: s.structureName ?? '',
        ...activity(starts.length),
        floors: new Map(),
      };
      structures.set(s.structureId, structure);
    }
    if (s.floorId !== null && !structure.floors.has(s.floorId))
      structure.floors.set(s.floorId, {
        id: s.floorId,
        name: s.floorName ?? '',
        level: floorLevels.get(s.floorId) ?? 0,
        stations: 0,
        ...activity(starts.length),
      });
    if (s.floorId !== null) (structure.floors.get(s.floorId) as FloorActivity).stations += 1;
  }
  const add = (a: Activity, kind: rodent.EventKind, i: number) => {
    a.totals[kind] += 1;
    (a.series[i] as rodent.KindCounts)[kind] += 1;
  };
  for (const e of events) {
    const i = index.get(e.start);
    const station = byId.get(e.deviceId);
    if (i === undefined || !station) continue;
    totals[e.kind] += 1;
    const structure = station.structureId === null ? undefined : structures.get(station.structureId);
    if (!structure) continue;
    add(structure, e.kind, i);
    const floor = station.floorId === null ? undefined : structure.floors.get(station.floorId);
    if (floor) add(floor, e.kind, i);
  }
  const [open] = stations.length
    ? await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(alarms)
        .where(
          and(
            inArray(
              alarms.deviceId,
              stations.map((s) => s.id),
            ),
            isNull(alarms.closedAt),
            like(alarms.ruleId, 'ro:%'),
          ),
        )
    : [];
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    bucket: q.bucket,
    buckets: starts.map((t) => new Date(t).toISOString()),
    totals,
    stations: stations.length,
    openAlarms: open?.n ?? 0,
    structures: [...structures.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ floors: fl, ...rest }) => ({
        ...rest,
        floors: [...fl.values()].sort((a, b) => a.level - b.level),
      })),
  };
}

async function levelsOf(db: DbOrTx, stations: StationRow[]) {
  const ids = [...new Set(stations.flatMap((s) => (s.floorId === null ? [] : [s.floorId])))];
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: floors.id, level: floors.level })
    .from(floors)
    .where(inArray(floors.id, ids));
  return new Map(rows.map((r) => [r.id, r.level]));
}

/** A floor's stations at their place on its layout, with their events in the period. */
export async function heatmap(
  db: DbOrTx,
  ctx: RequestContext,
  q: { floorId: number; from?: string; to?: string } & Tenancy,
): Promise<rodent.Heatmap> {
  const floor = await findFloor(db, ctx, q.floorId);
  const { from, to } = periodOf(q);
  const stations = await selectStations(db).where(
    and(await ownedStations(db, ctx, q), eq(devices.floorId, floor.id)),
  );
  const [layout] = await db
    .select({ id: layouts.id, etag: layoutImages.etag })
    .from(layouts)
    .leftJoin(layoutImages, eq(layoutImages.layoutId, layouts.id))
    .where(eq(layouts.floorId, floor.id));
  const markers =
    layout && stations.length > 0
      ? await db
          .select({
            ref: layoutDevices.deviceRef,
            companyId: layoutDevices.companyId,
            x: layoutDevices.x,
            y: layoutDevices.y,
          })
          .from(layoutDevices)
          .where(
            and(
              eq(layoutDevices.layoutId, layout.id),
              or(
                inArray(
                  layoutDevices.deviceRef,
                  stations.map((s) => String(s.id)),
                ),
                inArray(
                  layoutDevices.deviceRef,
                  stations.map((s) => s.serial),
                ),
              ),
            ),
          )
      : [];
  const events = await countEvents(
    db,
    stations.map((s) => s.id),
    from,
    to,
    'day',
  );
  const counts = new Map(stations.map((s) => [s.id, zeroCounts()]));
  for (const e of events) {
    const c = counts.get(e.deviceId);
    if (c) c[e.kind] += 1;
  }
  const sum = (c: rodent.KindCounts) => Object.values(c).reduce((a, b) => a + b, 0);
  const placed: rodent.Heatmap['placed'] = [];
  const unplaced: rodent.Heatmap['unplaced'] = [];
  for (const s of stations) {
    const c = counts.get(s.id) ?? zeroCounts();
    const marker = markers.find(
      (m) => m.companyId === s.companyId && (m.ref === String(s.id) || m.ref === s.serial),
    );
    const row = { ...toStation(s), events: sum(c), counts: c };
    if (marker) placed.push({ ...row, x: marker.x, y: marker.y });
    else unplaced.push(row);
  }
  return {
    floor: {
      id: floor.id,
      name: floor.name,
      level: floor.level,
      structure: { id: floor.structureId, name: floor.structureName },
    },
    layoutId: layout?.id ?? null,
    imageUrl: layout?.etag ? `/api/layout/${layout.id}/image` : null,
    from: from.toISOString(),
    to: to.toISOString(),
    max: Math.max(0, ...[...placed, ...unplaced].map((s) => s.events)),
    placed,
    unplaced,
  };
}
