import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { rowsOf } from '../../kernel/db/sql.ts';
import { type RollupLevel, readingRollups, readingRollupsPending, readings } from './telemetry.schema.ts';

/** A level's bucket length; every bucket is aligned on UTC (a day bucket is a UTC day). */
const STRIDE_MS: Record<RollupLevel, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };
const COARSEST_FIRST: RollupLevel[] = ['day', 'hour', 'minute'];

/** A part of a period read from one source: the rollups of a level, or the raw readings. */
export interface Piece {
  source: RollupLevel | 'raw';
  /** Inclusive. */
  from: number;
  /** Exclusive. */
  to: number;
}

const floorTo = (ms: number, level: RollupLevel) => Math.floor(ms / STRIDE_MS[level]) * STRIDE_MS[level];
const ceilTo = (ms: number, level: RollupLevel) => Math.ceil(ms / STRIDE_MS[level]) * STRIDE_MS[level];

/**
 * [from, to) as the fewest pieces: whole buckets of the coarsest level not coarser than `coarsest`, the edges
 * left over by the next finer level, and what is finer than a minute from the raw readings (at most one
 * piece of each source per edge). A period whose ends are not on a UTC hour or day (a local midnight, a week
 * starting on a local Saturday) thus reads hour or minute rollups at its edges and whole days in between.
 */
export function piecesOf(from: number, to: number, coarsest: RollupLevel): Piece[] {
  const levels = COARSEST_FIRST.slice(COARSEST_FIRST.indexOf(coarsest));
  const split = (a: number, b: number, rest: RollupLevel[]): Piece[] => {
    if (a >= b) return [];
    const [level, ...finer] = rest;
    if (!level) return [{ source: 'raw', from: a, to: b }];
    const start = ceilTo(a, level);
    const end = floorTo(b, level);
    if (start >= end) return split(a, b, finer);
    return [...split(a, start, finer), { source: level, from: start, to: end }, ...split(end, b, finer)];
  };
  return split(from, to, levels);
}

/**
 * Issue 16: the earliest hour (epoch ms) of the devices whose hour and day rollups are not derived yet (marked
 * in `reading_rollups_pending` by the writers, cleared by `rollUpPending`), or null: one index probe per device.
 * Hour rows before it, and day rows of days wholly before it, are exact; from it on only minute rows are.
 */
export async function pendingSince(db: DbOrTx, deviceIds: readonly number[]): Promise<number | null> {
  if (deviceIds.length === 0) return null;
  const [row] = rowsOf<{ ms: number | null }>(
    await db.execute(sql`
      select (extract(epoch from min(${readingRollupsPending.hour})) * 1000)::float8 as ms
      from ${readingRollupsPending}
      where ${readingRollupsPending.deviceId} = any(${`{${deviceIds.join(',')}}`}::int[])`),
  );
  return row?.ms == null ? null : Number(row.ms);
}

/**
 * `piecesOf`, exact while hours are pending (issue 16): [from, pending) as `piecesOf` splits it, and from the
 * earliest pending hour (`pendingSince`, an hour boundary) on, minute rollups (and raw readings for what is
 * finer), never a stale hour or day row. Usually only the current hour is pending, so a chart reads about
 * what it did.
 */
export function exactPiecesOf(
  from: number,
  to: number,
  coarsest: RollupLevel,
  pending: number | null,
): Piece[] {
  if (pending === null || pending >= to) return piecesOf(from, to, coarsest);
  if (pending <= from) return piecesOf(from, to, 'minute');
  return [...piecesOf(from, pending, coarsest), ...piecesOf(pending, to, 'minute')];
}

const STRIDE_SQL: Record<'hour' | 'day', SQL> = {
  hour: sql.raw(`interval '1 hour'`),
  day: sql.raw(`interval '1 day'`),
};
const ORIGIN = sql.raw(`timestamptz '2000-01-01 00:00:00+00'`);

/**
 * Issue 16: the hour or day rollups of one value key (`''`: the readings' count) of the devices `devices` (a
 * subquery of device ids) as a relation `(device_id, bucket, key, count, sum, min, max)`, exact while hours
 * are pending: per device, the stored rows before its earliest pending hour's bucket, and from that bucket on
 * the same buckets added up from its minute rows. `range` filters the buckets (a condition on `bucket`).
 */
export function exactLevelRelation(
  level: 'hour' | 'day',
  devices: SQL,
  key: string,
  range: (bucket: SQL) => SQL,
): SQL {
  const stride = STRIDE_SQL[level];
  const binned = sql`date_bin(${stride}, m.bucket, ${ORIGIN})`;
  return sql`(
    with since as (
      select p.device_id, date_bin(${stride}, min(p.hour), ${ORIGIN}) as bucket
      from reading_rollups_pending p where p.device_id in (${devices}) group by p.device_id)
    select r.device_id, r.bucket, r.key, r.count, r.sum, r.min, r.max
    from reading_rollups r left join since s on s.device_id = r.device_id
    where r.device_id in (${devices}) and r.level = ${level} and r.key = ${key}
      and (s.bucket is null or r.bucket < s.bucket) and ${range(sql`r.bucket`)}
    union all
    select m.device_id, ${binned} as bucket, m.key, sum(m.count)::int as count, sum(m.sum) as sum,
      min(m.min) as min, max(m.max) as max
    from since s join reading_rollups m on m.device_id = s.device_id and m.level = 'minute'
      and m.key = ${key} and m.bucket >= s.bucket
    group by m.device_id, ${binned}, m.key
    having ${range(binned)})`;
}

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * The pieces as one relation `(device_id, t, key, count, sum, min, max)`: a rollup row per bucket, or a row per
 * raw reading and numeric value (count 1), of the devices `deviceIds` and, if given, the keys `keys` (never the
 * reading count, key ''). `t` is the bucket's (or reading's) time, so grouping by any coarser UTC bucket of
 * `t` gives what grouping the raw readings would.
 */
export function piecesRelation(pieces: Piece[], deviceIds: readonly number[], keys?: readonly string[]): SQL {
  const devices = sql`${`{${deviceIds.join(',')}}`}::int[]`;
  const keyList = keys ? sql`${`{${keys.map((k) => `"${k}"`).join(',')}}`}::text[]` : undefined;
  const parts = pieces.map((p) =>
    p.source === 'raw'
      ? sql`select ${readings.deviceId} as device_id, ${readings.ts} as t, kv.key as key, 1 as count,
            (kv.value)::float8 as sum, (kv.value)::float8 as min, (kv.value)::float8 as max
          from ${readings} cross join lateral jsonb_each(${readings.values}) as kv
          where ${readings.deviceId} = any(${devices}) and ${readings.ts} >= ${at(p.from)}
            and ${readings.ts} < ${at(p.to)} and jsonb_typeof(kv.value) = 'number'
            ${keyList ? sql`and kv.key = any(${keyList})` : sql``}`
      : sql`select ${readingRollups.deviceId} as device_id, ${readingRollups.bucket} as t, ${readingRollups.key} as key,
            ${readingRollups.count} as count, ${readingRollups.sum} as sum, ${readingRollups.min} as min,
            ${readingRollups.max} as max
          from ${readingRollups}
          where ${readingRollups.deviceId} = any(${devices}) and ${readingRollups.level} = ${p.source}
            and ${readingRollups.bucket} >= ${at(p.from)} and ${readingRollups.bucket} < ${at(p.to)}
            and ${keyList ? sql`${readingRollups.key} = any(${keyList})` : sql`${readingRollups.key} <> ''`}`,
  );
  return parts.length === 0
    ? sql`select null::int as device_id, null::timestamptz as t, null::text as key, 0 as count,
        null::float8 as sum, null::float8 as min, null::float8 as max where false`
    : sql.join(parts, sql` union all `);
}

/**
 * How many readings of a device fall in [from, to) (with the value `key`, else all of them): day counts for
 * whole UTC days, hour and minute counts at the edges, raw rows for the seconds left over; minute counts
 * from the device's earliest pending hour `pending` on (`pendingSince`, issue 16).
 */
export function readingsCountSql(
  deviceId: number,
  from: number,
  to: number,
  key: string | undefined,
  pending: number | null,
): SQL {
  const parts = exactPiecesOf(from, to, 'day', pending).map((p) =>
    p.source === 'raw'
      ? sql`select count(*)::float8 as n from ${readings}
          where ${readings.deviceId} = ${deviceId} and ${readings.ts} >= ${at(p.from)} and ${readings.ts} < ${at(p.to)}
            ${key ? sql`and ${readings.values} ? ${key}` : sql``}`
      : sql`select coalesce(sum(${readingRollups.count}), 0)::float8 as n from ${readingRollups}
          where ${readingRollups.deviceId} = ${deviceId} and ${readingRollups.level} = ${p.source}
            and ${readingRollups.key} = ${key ?? ''}
            and ${readingRollups.bucket} >= ${at(p.from)} and ${readingRollups.bucket} < ${at(p.to)}`,
  );
  return parts.length === 0
    ? sql`select 0::float8 as n`
    : sql`select coalesce(sum(n), 0)::float8 as n from (${sql.join(parts, sql` union all `)}) as pieces`;
}
