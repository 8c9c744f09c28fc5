import type { analysis as contract } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { numberArray, rowsOf, textArray } from '../../kernel/db/sql.ts';
import { devices } from '../devices/devices.schema.ts';
import { piecesOf, piecesRelation } from '../telemetry/rollups.ts';
import { readingRollups } from '../telemetry/telemetry.schema.ts';
import type { HourSegments } from './hour-segments.ts';

type Period = ReturnType<typeof contract.resolvePeriod>;
type TargetKind = (typeof contract.TARGET_KINDS)[number];

/** A series as the database sends it: its points as JSON text, in time order. */
export interface SeriesRow {
  target: number;
  sensor: string;
  points: string;
}

/**
 * The relation `(target, t, sensor, min, max, avg, count)` of the buckets of [from, to) (`t`: the bucket's UTC
 * start, a timestamp without time zone). A device's rollups of the bucket's own level are its points as they
 * are; only the pieces finer than the bucket (the period's edges), and a structure's devices, are added up.
 */
function bucketsOf(
  kind: TargetKind,
  deviceIds: number[],
  from: number,
  to: number,
  bucket: contract.Bucket,
  sensors: string[] | undefined,
): SQL {
  const pieces = piecesOf(from, to, bucket);
  const grouped = (relation: SQL) => sql`
    select ${kind === 'device' ? sql`p.device_id` : devices.structureId} as target,
      date_trunc(${bucket}, p.t at time zone 'UTC') as t, p.key as sensor,
      min(p.min) as min, max(p.max) as max, sum(p.sum) / sum(p.count) as avg, sum(p.count)::int as count
    from (${relation}) as p
    ${kind === 'device' ? sql`` : sql`join ${devices} on ${devices.id} = p.device_id`}
    group by 1, 2, 3`;
  if (kind === 'structure') return grouped(piecesRelation(pieces, deviceIds, sensors));
  const whole = pieces.filter((p) => p.source === bucket);
  const edges = pieces.filter((p) => p.source !== bucket);
  return sql`
    select p.device_id as target, p.t at time zone 'UTC' as t, p.key as sensor, p.min, p.max,
      p.sum / p.count as avg, p.count
    from (${piecesRelation(whole, deviceIds, sensors)}) as p
    union all ${grouped(piecesRelation(edges, deviceIds, sensors))}`;
}

/**
 * A point's JSON, written by the database from a relation `b`: `{"t","min","max","avg","count"}`, the average
 * rounded to 3 decimals as `Math.round(avg * 1000) / 1000` (floats print as the shortest text that reads back
 * the same, as in JS).
 */
const pointJson = sql`'{"t":"' || to_char(b.t, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '","min":' || coalesce(b.min, 0)
  || ',"max":' || coalesce(b.max, 0) || ',"avg":' || floor(coalesce(b.avg, 0) * 1000 + 0.5) / 1000
  || ',"count":' || b.count || '}'`;

/**
 * Every series of the targets over the period, its points written by the database as JSON text: a 30-day
 * hourly chart of 10 devices is 21,600 points, which then cross the Node thread as 30 strings.
 */
export async function seriesRows(
  db: DbOrTx,
  kind: TargetKind,
  memberIds: number[],
  period: Period,
  sensors: string[] | undefined,
  segments: HourSegments | undefined,
  now: Date,
): Promise<SeriesRow[]> {
  const from = period.from.getTime();
  const to = period.to.getTime();
  const covered =
    kind === 'device' && period.bucket === 'hour'
      ? segments?.coveredDays(from, to, now.getTime())
      : undefined;
  if (segments && covered) return segmentedRows(db, memberIds, period, sensors, segments, covered);
  return rowsOf<SeriesRow>(
    await db.execute(sql`
      select b.target, b.sensor, string_agg(${pointJson}, ',' order by b.t) as points
      from (${bucketsOf(kind, memberIds, from, to, period.bucket, sensors)}) as b
      group by 1, 2
      order by 1, 2`),
  );
}

/** A piece of a series: the points of one UTC day, or of the edge part of one. */
interface ChunkRow {
  target: number;
  sensor: string;
  day: number;
  /** A covered day's rollup signature; null for the edges. */
  signature: string | null;
  /** For a covered day whose kept points still hold: their place (from 1) in the list sent. */
  kept: number | null;
  points: string | null;
}

/**
 * Devices' hourly series with whole closed days (`covered`) taken from `segments` where their day rollup is
 * unchanged: one statement checks the kept signatures against the day rollups, writes the points of the days
 * that changed or were not kept, and those of the period's edges; the days it wrote are kept for next time.
 */
async function segmentedRows(
  db: DbOrTx,
  ids: number[],
  period: Period,
  sensors: string[] | undefined,
  segments: HourSegments,
  covered: { from: number; to: number },
): Promise<SeriesRow[]> {
  const { kept, points: keptPoints } = segments.keptIn(ids, covered, sensors);
  const edge = (a: number, b: number) => bucketsOf('device', ids, a, b, 'hour', sensors);
  const keys = sensors ? sql`d.key = any(${textArray(sensors)}::text[])` : sql`d.key <> ''`;
  const chunks = rowsOf<ChunkRow>(
    await db.execute(sql`
      with days as (
        select d.device_id, d.key, d.bucket,
          concat_ws('|', d.count, d.sum, d.min, d.max, d.last_ts) as signature
        from ${readingRollups} d
        where d.device_id = any(${numberArray(ids)}::int[]) and d.level = 'day' and ${keys}
          and d.bucket >= to_timestamp(${covered.from / 1000}) and d.bucket < to_timestamp(${covered.to / 1000})
      ), kept as (
        select * from unnest(${numberArray(kept.device)}::int[], ${textArray(kept.key)}::text[],
          ${numberArray(kept.day)}::float8[], ${textArray(kept.signature)}::text[])
          with ordinality as k(device_id, key, day, signature, i)
      )
      select c.target, c.sensor, (extract(epoch from c.day) * 1000)::float8 as day, c.signature, c.kept, c.points
      from (
        select b.target, b.sensor, date_trunc('day', b.t) as day, null::text as signature, null::bigint as kept,
          string_agg(${pointJson}, ',' order by b.t) as points
        from (${edge(period.from.getTime(), covered.from)} union all ${edge(covered.to, period.to.getTime())}) as b
        group by 1, 2, 3
        union all
        select d.device_id, d.key, d.bucket at time zone 'UTC', d.signature, k.i,
          case when k.i is null then (
            select string_agg(${pointJson}, ',' order by b.t)
            from (select h.bucket at time zone 'UTC' as t, h.min, h.max, h.sum / h.count as avg, h.count
              from ${readingRollups} h
              where h.device_id = d.device_id and h.level = 'hour' and h.key = d.key
                and h.bucket >= d.bucket and h.bucket < d.bucket + interval '24 hours') as b)
          end
        from days d
        left join kept k on k.device_id = d.device_id and k.key = d.key
          and to_timestamp(k.day) = d.bucket and k.signature = d.signature
      ) as c
      order by 1, 2, 3`),
  );
  const rows: SeriesRow[] = [];
  let row: { target: number; sensor: string; parts: string[] } | undefined;
  const close = () => {
    if (row?.parts.length) rows.push({ target: row.target, sensor: row.sensor, points: row.parts.join(',') });
  };
  for (const chunk of chunks) {
    const target = Number(chunk.target);
    const day = Number(chunk.day);
    if (row?.target !== target || row.sensor !== chunk.sensor) {
      close();
      row = { target, sensor: chunk.sensor, parts: [] };
    }
    const points = chunk.kept === null ? (chunk.points ?? '') : (keptPoints[Number(chunk.kept) - 1] ?? '');
    if (chunk.signature !== null && chunk.kept === null)
      segments.keep(target, day, chunk.sensor, { signature: chunk.signature, points });
    if (points) row.parts.push(points);
  }
  close();
  return rows;
}
