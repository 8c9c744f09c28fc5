import { type apps, analysis as contract, devices as deviceContract } from '@atrium/contracts';
import { and, count, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { rowsOf } from '../../kernel/db/sql.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { connectivitySql } from '../devices/device-rows.ts';
import { devices, hardware, solutions } from '../devices/devices.schema.ts';
import type { Tenancy } from '../devices/scope.ts';
import { structures } from '../places/places.schema.ts';
import { piecesOf, piecesRelation } from '../telemetry/rollups.ts';
import { deviceScope, scopedDevices, scopedStructures, type Target, targetCondition } from './scope.ts';

type Query = contract.StatisticsQuery & Tenancy;
type Period = ReturnType<typeof contract.resolvePeriod>;

const countOf = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const sumOf = (column: SQL.Aliased<number>) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
/** The start of a value's UTC hour or day, as epoch milliseconds (the same on PGlite and PostgreSQL). */
const bucketMs = (bucket: contract.Bucket, column: AnyPgColumn | SQL) =>
  sql<number>`(extract(epoch from date_trunc(${bucket}, ${column} at time zone 'UTC') at time zone 'UTC') * 1000)::float8`.mapWith(
    Number,
  );
const iso = (ms: number) => new Date(ms).toISOString();
/**
 * Devices, connectivity and open alarms per solution, per structure and in total, in one pass over the devices
 * (grouping sets); open alarms are counted per device first, so a device's alarms count once per group.
 */
async function counts(db: DbOrTx, where: SQL | undefined, now: Date) {
  const open = db
    .select({
      deviceId: alarms.deviceId,
      operational: countOf(eq(alarms.category, 'operational')).as('operational'),
      status: countOf(eq(alarms.category, 'status')).as('status'),
    })
    .from(alarms)
    .where(isNull(alarms.closedAt))
    .groupBy(alarms.deviceId)
    .as('open_alarms');
  const connectivity = connectivitySql(now);
  const rows = await db
    .select({
      grouping: sql<number>`grouping(${devices.solutionId}, ${devices.structureId})`.mapWith(Number),
      solutionId: devices.solutionId,
      solutionName: solutions.name,
      structureId: devices.structureId,
      structureName: structures.name,
      devices: count(),
      online: countOf(sql`${connectivity} = 'online'`),
      offline: countOf(sql`${connectivity} = 'offline'`),
      neverSeen: countOf(sql`${connectivity} = 'never-seen'`),
      operational: sumOf(open.operational),
      status: sumOf(open.status),
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .leftJoin(solutions, eq(solutions.id, devices.solutionId))
    .leftJoin(structures, eq(structures.id, devices.structureId))
    .leftJoin(open, eq(open.deviceId, devices.id))
    .where(where)
    .groupBy(
      sql`grouping sets ((${devices.solutionId}, ${solutions.name}), (${devices.structureId}, ${structures.name}), ())`,
    );
  const row = (r: (typeof rows)[number]) => ({
    devices: Number(r.devices),
    online: r.online,
    offline: r.offline,
    neverSeen: r.neverSeen,
    openAlarms: { operational: r.operational, status: r.status },
  });
  const byName = (a: contract.CountsRow, b: contract.CountsRow) =>
    a.name.localeCompare(b.name) || a.id - b.id;
  const total = rows.find((r) => r.grouping === 3);
  return {
    totals: total
      ? row(total)
      : { devices: 0, online: 0, offline: 0, neverSeen: 0, openAlarms: { operational: 0, status: 0 } },
    solutions: rows
      .filter((r) => r.grouping === 1 && r.solutionId !== null)
      .map((r) => ({ id: r.solutionId ?? 0, name: r.solutionName ?? '', ...row(r) }))
      .sort(byName),
    structures: rows
      .filter((r) => r.grouping === 2 && r.structureId !== null)
      .map((r) => ({ id: r.structureId ?? 0, name: r.structureName ?? '', ...row(r) }))
      .sort(byName),
  };
}

/**
 * The relation `(target, t, sensor, min, max, avg, count)` of the period's buckets (`t`: the bucket's UTC start,
 * a timestamp without time zone). A device's rollups of the bucket's own level are its points as they are;
 * only the pieces finer than the bucket (the period's edges), and a structure's devices, are added up.
 */
function bucketsOf(
  kind: (typeof contract.TARGET_KINDS)[number],
  deviceIds: number[],
  period: Period,
  sensors: string[] | undefined,
): SQL {
  const pieces = piecesOf(period.from.getTime(), period.to.getTime(), period.bucket);
  const grouped = (relation: SQL) => sql`
    select ${kind === 'device' ? sql`p.device_id` : devices.structureId} as target,
      date_trunc(${period.bucket}, p.t at time zone 'UTC') as t, p.key as sensor,
      min(p.min) as min, max(p.max) as max, sum(p.sum) / sum(p.count) as avg, sum(p.count)::int as count
    from (${relation}) as p
    ${kind === 'device' ? sql`` : sql`join ${devices} on ${devices.id} = p.device_id`}
    group by 1, 2, 3`;
  if (kind === 'structure') return grouped(piecesRelation(pieces, deviceIds, sensors));
  const whole = pieces.filter((p) => p.source === period.bucket);
  const edges = pieces.filter((p) => p.source !== period.bucket);
  return sql`
    select p.device_id as target, p.t at time zone 'UTC' as t, p.key as sensor, p.min, p.max,
      p.sum / p.count as avg, p.count
    from (${piecesRelation(whole, deviceIds, sensors)}) as p
    union all ${grouped(piecesRelation(edges, deviceIds, sensors))}`;
}

/** A series as the database sends it: its points as JSON text, in time order. */
interface SeriesRow {
  target: number;
  sensor: string;
  points: string;
}

/** How a series' JSON text joins the answer: parsed (the device report draws it) or as it is (a reply). */
export type SeriesFromJson = (text: string) => contract.ReadingSeries;
const parsedSeries: SeriesFromJson = (text) => JSON.parse(text);

/**
 * A point's JSON, written by the database: `{"t","min","max","avg","count"}`, the average rounded to 3 decimals
 * as `Math.round(avg * 1000) / 1000` (floats print as the shortest text that reads back the same, as in JS).
 */
const pointJson = sql`'{"t":"' || to_char(b.t, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '","min":' || coalesce(b.min, 0)
  || ',"max":' || coalesce(b.max, 0) || ',"avg":' || floor(coalesce(b.avg, 0) * 1000 + 0.5) / 1000
  || ',"count":' || b.count || '}'`;

/**
 * Min, max and average of every numeric value per target (a device, or a structure over its devices), sensor
 * and bucket, computed by the database from the rollups (whole UTC days, hours or minutes) and, for what is
 * finer than a minute at the period's ends, the raw readings: the cost follows the buckets, not the readings.
 * The database writes each series' points as JSON text: a 30-day hourly chart of 10 devices is 21,600 points,
 * which then cross the Node thread as 30 strings, with no object or parse each.
 */
async function series(
  db: DbOrTx,
  scope: SQL | undefined,
  kind: (typeof contract.TARGET_KINDS)[number],
  targets: Target[],
  period: Period,
  sensors: string[] | undefined,
  fromJson: SeriesFromJson,
): Promise<contract.ReadingSeries[]> {
  if (targets.length === 0) return [];
  const column = kind === 'device' ? devices.id : devices.structureId;
  const members = await db
    .select({ id: devices.id })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(
      and(
        scope,
        inArray(
          column,
          targets.map((t) => t.id),
        ),
      ),
    );
  if (members.length === 0) return [];
  const rows = rowsOf<SeriesRow>(
    await db.execute(sql`
      select b.target, b.sensor, string_agg(${pointJson}, ',' order by b.t) as points
      from (${bucketsOf(
        kind,
        members.map((m) => m.id),
        period,
        sensors,
      )}) as b
      group by 1, 2
      order by 1, 2`),
  );
  const names = new Map(targets.map((t) => [t.id, t.name]));
  return rows.map((r) => {
    const id = Number(r.target);
    const head = JSON.stringify({
      target: { kind, id, name: names.get(id) ?? '' },
      sensor: r.sensor,
      unit: deviceContract.SENSOR_TYPE_BY_KEY.get(r.sensor)?.unit ?? '',
    });
    return fromJson(`${head.slice(0, -1)},"points":[${r.points}]}`);
  });
}

/** Alarms raised in the period per bucket and category. */
async function alarmBuckets(db: DbOrTx, where: SQL | undefined, period: Period) {
  const t = bucketMs(period.bucket, alarms.raisedAt);
  const rows = await db
    .select({
      t,
      operational: countOf(eq(alarms.category, 'operational')),
      status: countOf(eq(alarms.category, 'status')),
    })
    .from(alarms)
    .innerJoin(devices, eq(devices.id, alarms.deviceId))
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(where, gte(alarms.raisedAt, period.from), lt(alarms.raisedAt, period.to)))
    // By position: the bucket expression's parameters would differ between select and group by.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({ t: iso(r.t), operational: r.operational, status: r.status }));
}

/** GET /<app>/statistics (`/swam/statistics`, `/metrowatch/analysis/statistics`). */
export async function getStatistics(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  query: Query,
  seriesFromJson: SeriesFromJson = parsedSeries,
): Promise<contract.Statistics> {
  const now = new Date();
  const period = contract.resolvePeriod(query, now);
  const scope = await deviceScope(db, ctx, app, query);
  const deviceIds = query.deviceIds ?? [];
  const structureIds = query.structureIds ?? [];
  const [deviceTargets, structureTargets] = [
    await scopedDevices(db, scope, deviceIds),
    await scopedStructures(db, ctx, query, structureIds),
  ];
  const where = and(scope, targetCondition(deviceIds, structureIds));
  return {
    period: { from: period.from.toISOString(), to: period.to.toISOString(), bucket: period.bucket },
    ...(await counts(db, where, now)),
    series: [
      ...(await series(db, scope, 'device', deviceTargets, period, query.sensors, seriesFromJson)),
      ...(await series(db, scope, 'structure', structureTargets, period, query.sensors, seriesFromJson)),
    ],
    alarms: await alarmBuckets(db, where, period),
  };
}
