import { type apps, analysis as contract, devices as deviceContract } from '@atrium/contracts';
import { and, count, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { connectivitySql } from '../devices/device-rows.ts';
import { devices, hardware, solutions } from '../devices/devices.schema.ts';
import type { Tenancy } from '../devices/scope.ts';
import { structures } from '../places/places.schema.ts';
import { foldRollups } from '../telemetry/batch-rollups.ts';
import type { HourSegments } from './hour-segments.ts';
import { deviceScope, scopedDevices, scopedStructures, type Target, targetCondition } from './scope.ts';
import { seriesRows } from './series-rows.ts';

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

/** How a series' JSON text joins the answer: parsed (the device report draws it) or as it is (a reply). */
export type SeriesFromJson = (text: string) => contract.ReadingSeries;
const parsedSeries: SeriesFromJson = (text) => JSON.parse(text);

export interface StatisticsOptions {
  /** Parsed by default. */
  fromJson?: SeriesFromJson;
  /** Closed days' hourly points kept in memory (device series by hour only). */
  segments?: HourSegments;
}

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
  { fromJson, segments }: { fromJson: SeriesFromJson; segments?: HourSegments },
  now: Date,
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
  const memberIds = members.map((m) => m.id);
  const rows = await seriesRows(db, kind, memberIds, period, sensors, segments, now);
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
  { fromJson = parsedSeries, segments }: StatisticsOptions = {},
): Promise<contract.Statistics> {
  const seriesOptions = { fromJson, segments };
  await foldRollups(db);
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
      ...(await series(db, scope, 'device', deviceTargets, period, query.sensors, seriesOptions, now)),
      ...(await series(db, scope, 'structure', structureTargets, period, query.sensors, seriesOptions, now)),
    ],
    alarms: await alarmBuckets(db, where, period),
  };
}
