import { type devices as deviceContract, sparking } from '@atrium/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { rowsOf } from '../../kernel/db/sql.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { listOwners, visibleFilter } from '../anpr/tenancy.ts';
import { countsOf, emptyCounts } from './locations.service.ts';
import { spLocations } from './sparking.schema.ts';

const DAY_MS = 86_400_000;

/** The period: `to` default now, `from` default DASHBOARD_DEFAULT_DAYS before it; hourly up to 3 days. */
function periodOf(query: sparking.DashboardQuery, now: Date) {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from
    ? new Date(query.from)
    : new Date(to.getTime() - sparking.DASHBOARD_DEFAULT_DAYS * DAY_MS);
  const bucket: 'hour' | 'day' =
    to.getTime() - from.getTime() <= sparking.HOURLY_MAX_DAYS * DAY_MS ? 'hour' : 'day';
  return { from, to, bucket, days: (to.getTime() - from.getTime()) / DAY_MS };
}

interface StayRow {
  location_id: number | null;
  stays: number;
  average: number | null;
}

/** Occupied periods begun in the period per location, and over all of them (the row without location). */
const staysOf = async (db: DbOrTx, ids: number[], from: Date, to: Date) =>
  rowsOf<StayRow>(
    await db.execute(sql`
      select location_id, count(*)::int as stays,
        (avg(extract(epoch from (to_ts - from_ts))) filter (where to_ts is not null) / 60)::float8 as average
      from sp_spot_events
      where location_id = any(${`{${ids.join(',')}}`}::int[]) and state = 'occupied'
        and from_ts >= ${from.toISOString()}::timestamptz and from_ts < ${to.toISOString()}::timestamptz
      group by rollup(location_id)`),
  );

interface PointRow {
  at: Date | string;
  state: sparking.SpotState | null;
  n: number;
}

/** At each bucket's start, the spots in each state then (from the state history). */
const occupancyOf = async (db: DbOrTx, ids: number[], from: Date, to: Date, bucket: 'hour' | 'day') =>
  rowsOf<PointRow>(
    await db.execute(sql`
      select b.at, e.state, count(e.id)::int as n
      from generate_series(date_trunc(${bucket}, ${from.toISOString()}::timestamptz at time zone 'UTC') at time zone 'UTC',
        ${to.toISOString()}::timestamptz, ${`1 ${bucket}`}::interval) as b(at)
      left join sp_spot_events e on e.location_id = any(${`{${ids.join(',')}}`}::int[])
        and e.from_ts <= b.at and (e.to_ts is null or e.to_ts > b.at)
      group by b.at, e.state
      order by b.at`),
  );

const round = (n: number | null, digits: number) => (n === null ? null : Number(n.toFixed(digits)));

export async function parkingDashboard(
  db: DbOrTx,
  ctx: RequestContext,
  query: sparking.DashboardQuery,
  now = new Date(),
): Promise<sparking.Dashboard> {
  await visibleFilter(db, ctx, spLocations, 'locationId', query.locationId);
  const { from, to, bucket, days } = periodOf(query, now);
  const locations = await db
    .select({ id: spLocations.id, name: spLocations.name })
    .from(spLocations)
    .where(
      and(
        await listOwners(
          db,
          ctx,
          spLocations.companyId,
          query.customerId as deviceContract.CustomerId | undefined,
        ),
        query.locationId === undefined ? undefined : eq(spLocations.id, query.locationId),
      ),
    )
    .orderBy(asc(spLocations.name), asc(spLocations.id));
  const ids = locations.map((l) => l.id);
  const [counts, stays, points] =
    ids.length === 0
      ? [new Map<number, sparking.StateCounts>(), [] as StayRow[], [] as PointRow[]]
      : [
          await countsOf(db, ids),
          await staysOf(db, ids, from, to),
          await occupancyOf(db, ids, from, to, bucket),
        ];
  const figures = (current: sparking.StateCounts, stay: StayRow | undefined) => {
    const capacity = current.free + current.occupied + current.closed + current.unknown;
    const n = stay?.stays ?? 0;
    return {
      capacity,
      now: current,
      averageStayMinutes: round(stay?.average ?? null, 1),
      stays: n,
      turnover: capacity === 0 ? null : round(n / capacity / days, 2),
    };
  };
  const total = emptyCounts();
  for (const c of counts.values()) for (const s of sparking.SPOT_STATES) total[s] += c[s];
  const series = new Map<string, sparking.OccupancyPoint>();
  for (const p of points) {
    const at = new Date(p.at).toISOString();
    const point = series.get(at) ?? { at, ...emptyCounts() };
    if (p.state) point[p.state] = p.n;
    series.set(at, point);
  }
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    bucket,
    totals: figures(
      total,
      stays.find((s) => s.location_id === null),
    ),
    locations: locations.map((l) => ({
      ...l,
      ...figures(
        counts.get(l.id) ?? emptyCounts(),
        stays.find((s) => s.location_id === l.id),
      ),
    })),
    occupancy: [...series.values()],
  };
}
