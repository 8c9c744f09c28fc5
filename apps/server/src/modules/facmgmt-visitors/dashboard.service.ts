import { facmgmt } from '@atrium/contracts';
import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { rowsOf } from '../../kernel/db/sql.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { fmBuildings, fmReservations, fmSpaces } from '../facmgmt/facmgmt.schema.ts';
import { spaces, structures } from '../places/places.schema.ts';
import { requestScope, type Tenancy } from '../scope/index.ts';
import { foldRollups } from '../telemetry/batch-rollups.ts';
import { readingRollups } from '../telemetry/telemetry.schema.ts';
import { showedNobody } from './alarm-rules.ts';
import { bookedHoursIn, openHoursIn, peakHours, ratio } from './dashboard-math.ts';

/**
 * The dashboard (contracts facmgmt/dashboard.ts): the buildings of the companies the call means (the caller's
 * own by default, spec §6), their bookable spaces, the confirmed bookings meeting the period, the occupancy
 * sensors' hourly rollups for the measured occupancy and their readings around each start for the no-shows.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;

type Figures = Omit<facmgmt.DashboardSpace, 'id' | 'name' | 'building' | 'capacity' | 'hasSensor'>;
const round = (hours: number) => Math.round(hours * 100) / 100;

function figures(parts: {
  openHours: number;
  bookedHours: number;
  occupied: number;
  readings: number;
  reservations: number;
  judged: number;
  noShows: number;
}): Figures {
  return {
    openHours: round(parts.openHours),
    bookedHours: round(parts.bookedHours),
    utilisation: ratio(parts.bookedHours, parts.openHours),
    measuredOccupancy: ratio(parts.occupied, parts.readings),
    reservations: parts.reservations,
    judged: parts.judged,
    noShows: parts.noShows,
  };
}

/** Per reservation started in the period with a sensor in its space: whether it was judged and a no-show. */
async function noShowsOf(db: DbOrTx, reservationIds: number[]) {
  const out = new Map<number, boolean>();
  if (reservationIds.length === 0) return out;
  const window = `${facmgmt.NO_SHOW_MINUTES} minutes`;
  const rows = rowsOf<{ id: number; before: number | null; n: number; peak: number | null }>(
    await db.execute(sql`
      select r.id,
        (select (x.values->>'occupancy')::float8 from readings x
          where x.device_id = d.id and x.ts <= r.starts_at and x.values ? 'occupancy'
          order by x.ts desc limit 1) as before,
        (select count(*)::int from readings x
          where x.device_id = d.id and x.ts > r.starts_at and x.ts <= r.starts_at + ${window}::interval
            and x.values ? 'occupancy') as n,
        (select max((x.values->>'occupancy')::float8) from readings x
          where x.device_id = d.id and x.ts > r.starts_at and x.ts <= r.starts_at + ${window}::interval
            and x.values ? 'occupancy') as peak
      from fm_reservations r
      join devices d on d.space_id = r.space_id
      join hardware h on h.id = d.hardware_id and h.type = 'occupancy-sensor' and h.app = 'facility_booking'
      where r.id = any(${`{${reservationIds.join(',')}}`}::int[])`),
  );
  // Several sensors in one space: a no-show when every sensor that reported showed nobody.
  const seen = new Map<number, { judged: boolean; nobody: boolean }>();
  for (const row of rows) {
    const since = row.n > 0 && row.peak !== null ? [Number(row.peak)] : [];
    const before = row.before === null ? null : Number(row.before);
    const judged = before !== null || since.length > 0;
    const entry = seen.get(row.id) ?? { judged: false, nobody: true };
    if (judged) {
      entry.judged = true;
      entry.nobody &&= showedNobody(before, since);
    }
    seen.set(row.id, entry);
  }
  for (const [id, entry] of seen) if (entry.judged) out.set(id, entry.nobody);
  return out;
}

export async function dashboard(
  db: DbOrTx,
  ctx: RequestContext,
  query: facmgmt.DashboardQuery & Tenancy,
): Promise<facmgmt.Dashboard> {
  const now = new Date();
  const to = query.to
    ? new Date(query.to)
    : query.from
      ? new Date(new Date(query.from).getTime() + facmgmt.DASHBOARD_DEFAULT_DAYS * DAY)
      : now;
  const from = query.from
    ? new Date(query.from)
    : new Date(to.getTime() - facmgmt.DASHBOARD_DEFAULT_DAYS * DAY);
  const owners = await requestScope(db, ctx).owners(fmBuildings.companyId, query);
  if (query.buildingId !== undefined) {
    const [seen] = await db
      .select({ id: structures.id })
      .from(structures)
      .where(
        and(eq(structures.id, query.buildingId), await requestScope(db, ctx).companies(structures.companyId)),
      );
    if (!seen)
      throw new ValidationError([{ param: 'buildingId', msg: 'Choose a Building of Your Companies' }]);
  }
  const buildings = await db
    .select({
      id: fmBuildings.structureId,
      name: structures.name,
      timeZone: fmBuildings.timeZone,
      openingHours: fmBuildings.openingHours,
    })
    .from(fmBuildings)
    .innerJoin(structures, eq(structures.id, fmBuildings.structureId))
    .where(
      and(owners, query.buildingId !== undefined ? eq(fmBuildings.structureId, query.buildingId) : undefined),
    )
    .orderBy(asc(structures.name), asc(fmBuildings.structureId));
  const buildingIds = buildings.map((b) => b.id);
  const spaceRows =
    buildingIds.length === 0
      ? []
      : await db
          .select({
            id: fmSpaces.spaceId,
            name: spaces.name,
            structureId: fmSpaces.structureId,
            capacity: fmSpaces.capacity,
            openingHours: fmSpaces.openingHours,
          })
          .from(fmSpaces)
          .innerJoin(spaces, eq(spaces.id, fmSpaces.spaceId))
          .where(and(inArray(fmSpaces.structureId, buildingIds), eq(fmSpaces.bookable, true)))
          .orderBy(asc(spaces.name), asc(fmSpaces.spaceId));
  const spaceIds = spaceRows.map((s) => s.id);
  const bookings =
    spaceIds.length === 0
      ? []
      : await db
          .select({
            id: fmReservations.id,
            spaceId: fmReservations.spaceId,
            startsAt: fmReservations.startsAt,
            endsAt: fmReservations.endsAt,
          })
          .from(fmReservations)
          .where(
            and(
              inArray(fmReservations.spaceId, spaceIds),
              eq(fmReservations.status, 'confirmed'),
              lt(fmReservations.startsAt, to),
              gt(fmReservations.endsAt, from),
            ),
          );
  const sensors =
    spaceIds.length === 0
      ? []
      : await db
          .select({ id: devices.id, spaceId: devices.spaceId })
          .from(devices)
          .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
          .where(
            and(
              inArray(devices.spaceId, spaceIds),
              eq(hardware.type, 'occupancy-sensor'),
              eq(hardware.app, 'facility_booking'),
            ),
          );
  // The ingest's pending rollups first, so the occupancy counts the readings just stored.
  if (sensors.length > 0) await foldRollups(db);
  const occupancy =
    sensors.length === 0
      ? []
      : await db
          .select({
            deviceId: readingRollups.deviceId,
            occupied: sql<number>`coalesce(sum(${readingRollups.sum}), 0)`.mapWith(Number),
            readings: sql<number>`coalesce(sum(${readingRollups.count}), 0)`.mapWith(Number),
          })
          .from(readingRollups)
          .where(
            and(
              inArray(
                readingRollups.deviceId,
                sensors.map((s) => s.id),
              ),
              eq(readingRollups.level, 'hour'),
              eq(readingRollups.key, 'occupancy'),
              gte(readingRollups.bucket, from),
              lt(readingRollups.bucket, to),
            ),
          )
          .groupBy(readingRollups.deviceId);
  const sensed = new Set(sensors.map((s) => s.spaceId));
  const judgedUntil = new Date(Math.min(to.getTime(), now.getTime() - facmgmt.NO_SHOW_MINUTES * MINUTE));
  const noShow = await noShowsOf(
    db,
    bookings
      .filter((b) => sensed.has(b.spaceId) && b.startsAt >= from && b.startsAt <= judgedUntil)
      .map((b) => b.id),
  );

  const buildingOf = new Map(buildings.map((b) => [b.id, b]));
  const spaceFigures = spaceRows.map((space) => {
    const building = buildingOf.get(space.structureId);
    const timeZone = building?.timeZone ?? facmgmt.DEFAULT_TIME_ZONE;
    const own = bookings.filter((b) => b.spaceId === space.id);
    const spaceSensors = new Set(sensors.filter((s) => s.spaceId === space.id).map((s) => s.id));
    const measured = occupancy.filter((o) => spaceSensors.has(o.deviceId));
    const parts = {
      openHours: openHoursIn(space.openingHours ?? building?.openingHours ?? [], timeZone, from, to),
      bookedHours: bookedHoursIn(own, from, to),
      occupied: measured.reduce((n, o) => n + o.occupied, 0),
      readings: measured.reduce((n, o) => n + o.readings, 0),
      reservations: own.length,
      judged: own.filter((b) => noShow.has(b.id)).length,
      noShows: own.filter((b) => noShow.get(b.id) === true).length,
    };
    return { space, building, parts };
  });
  const sum = (list: typeof spaceFigures) =>
    list.reduce(
      (t, { parts }) => ({
        openHours: t.openHours + parts.openHours,
        bookedHours: t.bookedHours + parts.bookedHours,
        occupied: t.occupied + parts.occupied,
        readings: t.readings + parts.readings,
        reservations: t.reservations + parts.reservations,
        judged: t.judged + parts.judged,
        noShows: t.noShows + parts.noShows,
      }),
      { openHours: 0, bookedHours: 0, occupied: 0, readings: 0, reservations: 0, judged: 0, noShows: 0 },
    );
  const zoneOfSpace = new Map(
    spaceFigures.map((f) => [f.space.id, f.building?.timeZone ?? facmgmt.DEFAULT_TIME_ZONE]),
  );
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    totals: figures(sum(spaceFigures)),
    buildings: buildings.map((b) => {
      const own = spaceFigures.filter((f) => f.space.structureId === b.id);
      return { id: b.id, name: b.name, timeZone: b.timeZone, spaces: own.length, ...figures(sum(own)) };
    }),
    spaces: spaceFigures.map(({ space, building, parts }) => ({
      id: space.id,
      name: space.name,
      building: { id: space.structureId, name: building?.name ?? '' },
      capacity: space.capacity ?? 0,
      hasSensor: sensed.has(space.id),
      ...figures(parts),
    })),
    peakHours: peakHours(
      bookings.map((b) => ({ ...b, timeZone: zoneOfSpace.get(b.spaceId) ?? facmgmt.DEFAULT_TIME_ZONE })),
      from,
      to,
    ),
  };
}
