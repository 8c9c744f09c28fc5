import { access, anpr, type devices as deviceContract } from '@atrium/contracts';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { anprVehicleLogs } from '../anpr-frigate/vehicle-logs.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { boxOf } from './boxes.service.ts';
import { listOwners } from './tenancy.ts';

/**
 * The owner's dashboard from the vehicle logs: entries (reads of cameras facing in), exits (facing out),
 * denied reads, unknown plates (decision code 'unknown-plate': no vehicle, no visitor plate), per local day,
 * per week day and hour (Saturday first), per gate.
 */

export interface DashboardQuery {
  customerId?: deviceContract.CustomerId;
  /** The `on-behalf-of` header (R130). */
  onBehalfOf?: deviceContract.CustomerId;
  from?: string;
  to?: string;
  boxId?: number;
  timeZone: string;
}

const l = anprVehicleLogs;
const n = (filter: SQL) => sql<number>`count(*) filter (where ${filter})`.mapWith(Number);
const counts = {
  entries: n(sql`${l.direction} = 'in'`),
  exits: n(sql`${l.direction} = 'out'`),
  denied: n(sql`${l.decision} = 'denied'`),
  unknown: n(sql`${l.code} = 'unknown-plate'`),
};

/** Postgres' ISO day of week (Monday 1 … Sunday 7) to the index in the Saturday week. */
const weekIndex = (isoDow: number) => (isoDow + 1) % 7;

export async function dashboard(
  db: DbOrTx,
  ctx: RequestContext,
  query: DashboardQuery,
): Promise<anpr.Dashboard> {
  if (query.boxId !== undefined) await boxOf(db, ctx, query.boxId);
  const to = query.to ? new Date(query.to) : new Date();
  const from = query.from
    ? new Date(query.from)
    : new Date(to.getTime() - anpr.DEFAULT_DASHBOARD_DAYS * 86_400_000);
  const zone = query.timeZone;
  const where = and(
    await listOwners(db, ctx, l.companyId, query),
    query.boxId !== undefined ? eq(l.boxDeviceId, query.boxId) : undefined,
    gte(l.seenAt, from),
    lt(l.seenAt, to),
  );
  // The zone is a bound parameter in each expression: grouped by position, not by a repeated expression.
  const local = sql`(${l.seenAt} at time zone ${zone})`;
  const day = sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
  const dow = sql<number>`extract(isodow from ${local})::int`.mapWith(Number);
  const hour = sql<number>`extract(hour from ${local})::int`.mapWith(Number);

  const [totals, days, hours, unknown, gates] = await Promise.all([
    db
      .select({
        reads: sql<number>`count(*)`.mapWith(Number),
        ...counts,
        allowed: n(sql`${l.decision} = 'allowed'`),
        plates: sql<number>`count(distinct ${l.plateNorm})`.mapWith(Number),
      })
      .from(l)
      .where(where),
    db
      .select({ date: day, ...counts })
      .from(l)
      .where(where)
      .groupBy(sql`1`),
    db
      .select({ dow, hour, reads: sql<number>`count(*)`.mapWith(Number) })
      .from(l)
      .where(where)
      .groupBy(sql`1`, sql`2`),
    db
      .select({
        plateNorm: l.plateNorm,
        plate: sql<string>`(array_agg(${l.plate} order by ${l.seenAt} desc))[1]`,
        reads: sql<number>`count(*)`.mapWith(Number),
        lastSeenAt: sql<string>`max(${l.seenAt})`.mapWith((v: string | Date) => new Date(v).toISOString()),
      })
      .from(l)
      .where(and(where, eq(l.code, 'unknown-plate')))
      .groupBy(l.plateNorm)
      .orderBy(desc(sql`count(*)`), desc(sql`max(${l.seenAt})`))
      .limit(10),
    db
      .select({
        id: l.boxDeviceId,
        gateName: devices.name,
        reads: sql<number>`count(*)`.mapWith(Number),
        ...counts,
      })
      .from(l)
      .innerJoin(devices, eq(devices.id, l.boxDeviceId))
      .where(where)
      .groupBy(l.boxDeviceId, devices.name)
      .orderBy(desc(sql`count(*)`), l.boxDeviceId),
  ]);

  const byDay = new Map(days.map((d) => [d.date, d]));
  const perDay: anpr.Dashboard['perDay'] = [];
  const last = access.localTime(new Date(to.getTime() - 1), zone).date;
  for (let date = access.localTime(from, zone).date; date <= last; date = access.dateAfter(date)) {
    const d = byDay.get(date);
    perDay.push({
      date,
      entries: d?.entries ?? 0,
      exits: d?.exits ?? 0,
      denied: d?.denied ?? 0,
      unknown: d?.unknown ?? 0,
    });
  }
  const cells = new Map(hours.map((h) => [`${weekIndex(h.dow)}:${h.hour}`, h.reads]));
  const busiestHours = access.WEEK_DAYS.flatMap((weekDay, index) =>
    Array.from({ length: 24 }, (_, h) => ({ day: weekDay, hour: h, reads: cells.get(`${index}:${h}`) ?? 0 })),
  );
  const total = totals[0];
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    timeZone: zone,
    totals: {
      reads: total?.reads ?? 0,
      entries: total?.entries ?? 0,
      exits: total?.exits ?? 0,
      denied: total?.denied ?? 0,
      unknown: total?.unknown ?? 0,
      allowed: total?.allowed ?? 0,
      plates: total?.plates ?? 0,
    },
    perDay,
    busiestHours,
    unknownPlates: unknown,
    perGate: gates.map((g) => ({
      box: { id: g.id, gateName: g.gateName },
      reads: g.reads,
      entries: g.entries,
      exits: g.exits,
      denied: g.denied,
      unknown: g.unknown,
    })),
  };
}
