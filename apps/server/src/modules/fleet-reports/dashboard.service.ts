import type * as contract from '@atrium/contracts/fleet/reports';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { rowsOf } from '../../kernel/db/sql.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { ownerOfNew, type TenancyInputs } from '../devices/tenancy.ts';
import { fleetVehicleGroups, fleetVehicles } from '../fleet/fleet.schema.ts';
import { alarmsByType } from './dashboard-alarms.ts';
import { DEFAULT_MAX_SPEED_KMH, DEFAULT_MOVING_SPEED_KMH, DEFAULT_STOP_RADIUS_M } from './detection/trips.ts';
import { jobsOnTime } from './job-performance.ts';

const DAY_MS = 86_400_000;
/** The default period, and the gap a parked tracker may sleep (the reports' default stop time). */
const DEFAULT_DAYS = 7;
const PARKED_GAP_SECONDS = 5 * 60;
const TOP_VEHICLES = 20;

interface MotionRow {
  device_id: number;
  day: string;
  km: number | string | null;
  driving: number | string | null;
  idle: number | string | null;
}

/**
 * Distance, driving and idle seconds per tracker and UTC day, in the database (millions of positions never
 * leave it), by the same segment rules as the trip detection (detection/trips.ts): a segment between two
 * consecutive positions is moving when it ends on a speed of at least 5 km/h (derived from the positions
 * without one) with the ignition not off, unless it is a parked gap; distance counts on moving segments
 * slower than a GPS jump; idle is standing with the ignition on at both ends.
 */
async function motionPerDay(db: DbOrTx, companyId: number, deviceIds: number[], from: Date, to: Date) {
  if (deviceIds.length === 0) return [];
  const result = await db.execute(sql`
    with p as (
      select device_id, ts, lat, lon, speed_kmh, ignition,
        lag(ts) over w as pts, lag(lat) over w as plat, lag(lon) over w as plon, lag(ignition) over w as pign
      from fleet_positions
      where company_id = ${companyId} and device_id = any(${`{${deviceIds.join(',')}}`}::int[])
        and ts >= ${from.toISOString()}::timestamptz and ts < ${to.toISOString()}::timestamptz
      window w as (partition by device_id order by ts)
    ), s as (
      select device_id, ts, ignition, pign,
        extract(epoch from ts - pts) as dt,
        2 * 6371.0088 * asin(least(1, sqrt(
          power(sin(radians(lat - plat) / 2), 2) +
          cos(radians(plat)) * cos(radians(lat)) * power(sin(radians(lon - plon) / 2), 2)))) as km,
        speed_kmh
      from p where pts is not null and ts > pts
    ), m as (
      select device_id, ts, dt, km, ignition, pign,
        (km * 3600 / dt) > ${DEFAULT_MAX_SPEED_KMH} as jump,
        not (dt >= ${PARKED_GAP_SECONDS} and km * 1000 <= ${DEFAULT_STOP_RADIUS_M})
          and ignition is distinct from false
          and coalesce(speed_kmh, km * 3600 / dt) >= ${DEFAULT_MOVING_SPEED_KMH} as moving
      from s
    )
    select device_id, to_char(date_trunc('day', ts at time zone 'UTC'), 'YYYY-MM-DD') as day,
      sum(case when moving and not jump then km else 0 end) as km,
      sum(case when moving then dt else 0 end) as driving,
      sum(case when not moving and ignition and pign then dt else 0 end) as idle
    from m group by 1, 2`);
  return rowsOf<MotionRow>(result).map((r) => ({
    deviceId: Number(r.device_id),
    day: r.day,
    km: Number(r.km ?? 0),
    driving: Number(r.driving ?? 0),
    idle: Number(r.idle ?? 0),
  }));
}

/** Every UTC day from `from` to before `to`. */
function daysOf(from: Date, to: Date): string[] {
  const days: string[] = [];
  const first = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let t = first; t < to.getTime(); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function fleetDashboard(
  db: DbOrTx,
  ctx: RequestContext,
  query: contract.FleetDashboardQuery,
  tenancy: Omit<TenancyInputs, 'body'>,
): Promise<{ data: contract.FleetDashboard }> {
  // The selected customer (R133: customerId, on-behalf-of, each checked to be served) or the caller's own.
  const companyId = await ownerOfNew(db, ctx, tenancy);
  const to = query.to ? new Date(query.to) : new Date();
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - DEFAULT_DAYS * DAY_MS);
  if (query.groupId !== undefined) {
    const [group] = await db
      .select({ id: fleetVehicleGroups.id })
      .from(fleetVehicleGroups)
      .where(and(eq(fleetVehicleGroups.id, query.groupId), eq(fleetVehicleGroups.companyId, companyId)));
    if (!group)
      throw new ValidationError([{ param: 'groupId', msg: 'Choose a Vehicle Group of This Company' }]);
  }
  const vehicles = await db
    .select({
      id: fleetVehicles.id,
      name: fleetVehicles.name,
      plate: fleetVehicles.plate,
      deviceId: fleetVehicles.deviceId,
    })
    .from(fleetVehicles)
    .where(
      and(
        eq(fleetVehicles.companyId, companyId),
        query.groupId !== undefined ? eq(fleetVehicles.groupId, query.groupId) : undefined,
      ),
    );
  const tracked = vehicles.filter((v) => v.deviceId !== null);
  const deviceIds = tracked.map((v) => v.deviceId as number);
  const [motion, alarms, jobs] = await Promise.all([
    motionPerDay(db, companyId, deviceIds, from, to),
    alarmsByType(db, companyId, deviceIds, from, to),
    jobsOnTime(
      db,
      companyId,
      vehicles.map((v) => v.id),
      from,
      to,
    ),
  ]);

  const perDay = daysOf(from, to).map((day) => {
    const of = motion.filter((m) => m.day === day);
    return {
      day,
      distanceKm: round(of.reduce((s, m) => s + m.km, 0)),
      drivingSeconds: Math.round(of.reduce((s, m) => s + m.driving, 0)),
      idleSeconds: Math.round(of.reduce((s, m) => s + m.idle, 0)),
    };
  });
  const perVehicle = tracked
    .map((v) => {
      const of = motion.filter((m) => m.deviceId === v.deviceId);
      return {
        vehicle: { id: v.id, name: v.name, plate: v.plate },
        distanceKm: round(of.reduce((s, m) => s + m.km, 0)),
        drivingSeconds: Math.round(of.reduce((s, m) => s + m.driving, 0)),
        idleSeconds: Math.round(of.reduce((s, m) => s + m.idle, 0)),
      };
    })
    .filter((v) => v.drivingSeconds > 0 || v.idleSeconds > 0)
    .sort((a, b) => b.distanceKm - a.distanceKm || a.vehicle.name.localeCompare(b.vehicle.name));
  return {
    data: {
      period: { from: from.toISOString(), to: to.toISOString() },
      totals: {
        vehicles: vehicles.length,
        activeVehicles: perVehicle.filter((v) => v.drivingSeconds > 0).length,
        distanceKm: round(perDay.reduce((s, d) => s + d.distanceKm, 0)),
        drivingSeconds: perDay.reduce((s, d) => s + d.drivingSeconds, 0),
        idleSeconds: perDay.reduce((s, d) => s + d.idleSeconds, 0),
        jobsDone: jobs.done,
        jobsOnTime: jobs.onTime,
        onTimeRate: jobs.done > 0 ? round(jobs.onTime / jobs.done, 4) : null,
        alarms: alarms.reduce((s, a) => s + a.count, 0),
      },
      perDay,
      perVehicle: perVehicle.slice(0, TOP_VEHICLES),
      alarmsByType: alarms,
    },
  };
}
