import { type SQL, sql } from 'drizzle-orm';
import { textArray } from '../../kernel/db/sql.ts';
import { type RollupLevel, readingRollups, readings } from './telemetry.schema.ts';

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

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * The pieces as one relation `(device_id, t, key, count, sum, min, max)`: a rollup row per bucket, or a row per
 * raw reading and numeric value (count 1), of the devices `deviceIds` and, if given, the keys `keys` (never the
 * reading count, key ''). `t` is the bucket's (or reading's) time, so grouping by any coarser UTC bucket of
 * `t` gives what grouping the raw readings would.
 */
export function piecesRelation(pieces: Piece[], deviceIds: readonly number[], keys?: readonly string[]): SQL {
  const devices = sql`${`{${deviceIds.join(',')}}`}::int[]`;
  const keyList = keys ? sql`${textArray(keys)}::text[]` : undefined;
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
 * whole UTC days, hour and minute counts at the edges, raw rows for the seconds left over.
 */
export function readingsCountSql(deviceId: number, from: number, to: number, key?: string): SQL {
  const parts = piecesOf(from, to, 'day').map((p) =>
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
