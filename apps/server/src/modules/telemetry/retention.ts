import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { rowsOf } from '../../kernel/db/sql.ts';
import { foldRollups } from './batch-rollups.ts';
import { dropExpiredReadingsPartitions, ensureReadingsPartitions } from './partitions.ts';
import { ROLLUP_LEVELS, type RollupLevel, readingRollups } from './telemetry.schema.ts';

/** How long each kind of reading data is kept, in days; 0 keeps it for ever. */
export interface RetentionSettings {
  raw: number;
  minute: number;
  hour: number;
  day: number;
}

export function retentionOf(config: {
  TELEMETRY_RETENTION_RAW_DAYS: number;
  TELEMETRY_RETENTION_MINUTE_DAYS: number;
  TELEMETRY_RETENTION_HOUR_DAYS: number;
  TELEMETRY_RETENTION_DAY_DAYS: number;
}): RetentionSettings {
  return {
    raw: config.TELEMETRY_RETENTION_RAW_DAYS,
    minute: config.TELEMETRY_RETENTION_MINUTE_DAYS,
    hour: config.TELEMETRY_RETENTION_HOUR_DAYS,
    day: config.TELEMETRY_RETENTION_DAY_DAYS,
  };
}

export interface MaintenanceResult {
  created: string[];
  dropped: string[];
  rollupsDeleted: Partial<Record<RollupLevel, number>>;
}

/**
 * The readings' upkeep (job `telemetry.partitions`): months ahead created and readings waiting in the default
 * partition moved into theirs, then retention: raw readings by dropping whole month partitions; the rollups,
 * which are not partitioned (one table, a few rows per device and hour), by deleting their buckets past age.
 */
export async function maintainReadings(
  db: DbOrTx,
  now: Date,
  settings: RetentionSettings & { monthsAhead: number },
): Promise<MaintenanceResult> {
  const created = await ensureReadingsPartitions(db, now, settings.monthsAhead);
  const dropped = settings.raw > 0 ? await dropExpiredReadingsPartitions(db, now, settings.raw) : [];
  const rollupsDeleted: MaintenanceResult['rollupsDeleted'] = {};
  // The ingest's pending rollups first, so none lands in a bucket after its age was enforced.
  await foldRollups(db);
  for (const level of ROLLUP_LEVELS) {
    const days = settings[level];
    if (days <= 0) continue;
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`
        with gone as (
          delete from ${readingRollups}
          where ${readingRollups.level} = ${level} and ${readingRollups.bucket} < ${cutoff.toISOString()}::timestamptz
          returning 1)
        select count(*)::int as n from gone`),
    );
    rollupsDeleted[level] = row?.n ?? 0;
  }
  return { created, dropped, rollupsDeleted };
}
