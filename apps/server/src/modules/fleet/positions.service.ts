import { fleet } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { rowsOf } from '../../kernel/db/sql.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { checkFilterIds, fleetCompanyOf } from './company.ts';
import { detectEvents, detectStops, type TrackFix, trackDistanceKm } from './track.ts';
import { findVehicle } from './vehicles.service.ts';

interface LiveRow {
  id: number;
  name: string;
  plate: string;
  group_id: number | null;
  suspended: boolean;
  t: number | null;
  lat: number | null;
  lon: number | null;
  speed_kmh: number | null;
  heading: number | null;
  ignition: boolean | null;
}

/**
 * Every vehicle of the company with its tracker's newest position (one backward step of the positions'
 * primary key per vehicle) and its state. Only positions stored for the vehicle's company count: a tracker
 * moved from another company brings no history along.
 */
export async function liveVehicles(
  db: DbOrTx,
  ctx: RequestContext,
  query: { companyId?: number; groupId?: number | null },
  now = new Date(),
) {
  const companyId = await fleetCompanyOf(db, ctx, query.companyId);
  await checkFilterIds(db, companyId, { groupId: query.groupId });
  const group =
    query.groupId === undefined
      ? sql``
      : query.groupId === null
        ? sql`and v.group_id is null`
        : sql`and v.group_id = ${query.groupId}`;
  const rows = rowsOf<LiveRow>(
    await db.execute(sql`
      select v.id, v.name, v.plate, v.group_id, v.suspended_at is not null as suspended,
        extract(epoch from p.ts) * 1000 as t, p.lat, p.lon, p.speed_kmh, p.heading, p.ignition
      from fleet_vehicles v
      left join lateral (
        select ts, lat, lon, speed_kmh, heading, ignition from fleet_positions
        where device_id = v.device_id and company_id = v.company_id
        order by ts desc limit 1
      ) p on true
      where v.company_id = ${companyId} ${group}
      order by v.id`),
  );
  const data: fleet.LiveVehicle[] = rows.map((r) => {
    const ts = r.t === null ? null : new Date(Number(r.t));
    return {
      id: r.id,
      name: r.name,
      plate: r.plate,
      groupId: r.group_id,
      suspended: r.suspended,
      state: fleet.vehicleState(ts ? { ts, speedKmh: r.speed_kmh, ignition: r.ignition } : null, now),
      ts: ts?.toISOString() ?? null,
      lat: r.lat,
      lon: r.lon,
      speedKmh: r.speed_kmh,
      heading: r.heading,
    };
  });
  return { data, at: now.toISOString() };
}

interface TrackRow {
  t: number;
  lat: number;
  lon: number;
  speed_kmh: number | null;
  heading: number | null;
  ignition: boolean | null;
  alarm: string | null;
}

/** A vehicle's positions over a period in time order, with its stops and events. */
export async function vehicleTrack(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  query: { from?: string; to?: string; stopMinutes: number },
  now = new Date(),
): Promise<fleet.Track> {
  const vehicle = await findVehicle(db, ctx, id);
  const day = 86_400_000;
  const to = query.to
    ? new Date(query.to)
    : query.from
      ? new Date(Math.min(Date.parse(query.from) + day, now.getTime()))
      : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - day);
  if (to <= from) throw new ValidationError([{ param: 'to', msg: 'Must be after from' }]);
  if (to.getTime() - from.getTime() > fleet.MAX_TRACK_DAYS * 86_400_000)
    throw new ValidationError([{ param: 'to', msg: `At most ${fleet.MAX_TRACK_DAYS} days after from` }]);
  const rows =
    vehicle.deviceId === null
      ? []
      : rowsOf<TrackRow>(
          await db.execute(sql`
            select extract(epoch from ts) * 1000 as t, lat, lon, speed_kmh, heading, ignition,
              attributes ->> 'alarm' as alarm
            from fleet_positions
            where device_id = ${vehicle.deviceId} and company_id = ${vehicle.companyId}
              and ts >= ${from.toISOString()}::timestamptz and ts <= ${to.toISOString()}::timestamptz
            order by ts
            limit ${fleet.MAX_TRACK_POINTS + 1}`),
        );
  const truncated = rows.length > fleet.MAX_TRACK_POINTS;
  const fixes: TrackFix[] = rows.slice(0, fleet.MAX_TRACK_POINTS).map((r) => ({
    ts: new Date(Number(r.t)),
    lat: r.lat,
    lon: r.lon,
    speedKmh: r.speed_kmh,
    heading: r.heading,
    ignition: r.ignition,
    alarm: r.alarm,
  }));
  return {
    vehicleId: vehicle.id,
    from: from.toISOString(),
    to: to.toISOString(),
    positions: fixes.map(({ alarm: _, ...fix }) => ({ ...fix, ts: fix.ts.toISOString() })),
    stops: detectStops(fixes, query.stopMinutes),
    events: detectEvents(fixes),
    distanceKm: trackDistanceKm(fixes),
    truncated,
  };
}
