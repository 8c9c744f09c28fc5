import type { ReportCell } from '@atrium/contracts/fleet/reports';
import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { fleetDrivers, fleetVehicles } from '../fleet/fleet.schema.ts';
import { fleetJobCards } from '../fleet-dispatch/fleet-dispatch.schema.ts';
import type { ReportParams } from './report-table.ts';

/**
 * On time: a done job finished no later than its planned end (one without a planned end is on time). Its
 * lateness is how long after. Jobs not done have neither.
 */
export function jobTiming(job: { state: string; plannedEnd: Date | null; actualEnd: Date | null }) {
  if (job.state !== 'done' || job.actualEnd === null) return { onTime: null, lateSeconds: null };
  if (job.plannedEnd === null) return { onTime: true, lateSeconds: 0 };
  const late = Math.max(0, Math.round((job.actualEnd.getTime() - job.plannedEnd.getTime()) / 1000));
  return { onTime: late === 0, lateSeconds: late };
}

/**
 * The job cards of the report's vehicles planned to end or ended in the period: title, vehicle, driver, state,
 * planned end, completion, on time and lateness (columns of REPORT_COLUMNS['job-performance']).
 */
export async function jobPerformanceRows(db: DbOrTx, p: ReportParams): Promise<ReportCell[][]> {
  if (p.vehicles.length === 0) return [];
  const rows = await db
    .select({
      title: fleetJobCards.title,
      state: fleetJobCards.state,
      plannedEnd: fleetJobCards.plannedEnd,
      actualEnd: fleetJobCards.actualEnd,
      vehicle: fleetVehicles.name,
      plate: fleetVehicles.plate,
      driver: fleetDrivers.name,
    })
    .from(fleetJobCards)
    .innerJoin(fleetVehicles, eq(fleetVehicles.id, fleetJobCards.vehicleId))
    .leftJoin(fleetDrivers, eq(fleetDrivers.id, fleetJobCards.driverId))
    .where(
      and(
        eq(fleetJobCards.companyId, p.companyId),
        inArray(
          fleetJobCards.vehicleId,
          p.vehicles.map((v) => v.id),
        ),
        or(
          and(gte(fleetJobCards.plannedEnd, p.from), lt(fleetJobCards.plannedEnd, p.to)),
          and(gte(fleetJobCards.actualEnd, p.from), lt(fleetJobCards.actualEnd, p.to)),
        ),
      ),
    )
    .orderBy(
      asc(sql`coalesce(${fleetJobCards.actualEnd}, ${fleetJobCards.plannedEnd})`),
      asc(fleetJobCards.id),
    );
  return rows.map((job) => {
    const timing = jobTiming(job);
    return [
      job.title,
      job.vehicle,
      job.plate,
      job.driver,
      job.state,
      job.plannedEnd?.toISOString() ?? null,
      job.state === 'done' ? (job.actualEnd?.toISOString() ?? null) : null,
      timing.onTime,
      timing.lateSeconds,
    ];
  });
}

/** Jobs done in the period (by their end) on the vehicles given, and how many of them on time. */
export async function jobsOnTime(
  db: DbOrTx,
  companyId: number,
  vehicleIds: number[],
  from: Date,
  to: Date,
): Promise<{ done: number; onTime: number }> {
  if (vehicleIds.length === 0) return { done: 0, onTime: 0 };
  const [row] = await db
    .select({
      done: sql<number>`count(*)`.mapWith(Number),
      onTime:
        sql<number>`count(*) filter (where ${fleetJobCards.plannedEnd} is null or ${fleetJobCards.actualEnd} <= ${fleetJobCards.plannedEnd})`.mapWith(
          Number,
        ),
    })
    .from(fleetJobCards)
    .where(
      and(
        eq(fleetJobCards.companyId, companyId),
        eq(fleetJobCards.state, 'done'),
        inArray(fleetJobCards.vehicleId, vehicleIds),
        gte(fleetJobCards.actualEnd, from),
        lt(fleetJobCards.actualEnd, to),
      ),
    );
  return { done: row?.done ?? 0, onTime: row?.onTime ?? 0 };
}
