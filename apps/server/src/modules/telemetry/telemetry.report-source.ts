import { reports } from '@atrium/contracts';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { ReportSource } from '../../kernel/module.ts';
import { devices } from '../devices/devices.schema.ts';
import { structures } from '../places/places.schema.ts';
import { offsetBatches } from '../reports/source-kit.ts';
import { foldRollups } from './batch-rollups.ts';
import { readingRollups } from './telemetry.schema.ts';

const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

/**
 * Saved reports' `device-readings` source (issue 23): per device of the company and UTC hour or day of the
 * period, the minimum, maximum, average and count of one value key, read from the rollups (never the raw
 * readings).
 */
export const deviceReadingsReportSource: ReportSource = {
  descriptor: reports.deviceReadingsSource,
  rows: ({ db, companyId, filters, from, to, limit }) =>
    offsetBatches(
      async (offset, size) => {
        if (offset === 0) await foldRollups(db);
        return db
          .select({
            device: devices.name,
            serial: devices.serial,
            structure: structures.name,
            key: readingRollups.key,
            bucket: readingRollups.bucket,
            min: readingRollups.min,
            max: readingRollups.max,
            sum: readingRollups.sum,
            count: readingRollups.count,
          })
          .from(readingRollups)
          .innerJoin(devices, eq(devices.id, readingRollups.deviceId))
          .leftJoin(structures, eq(structures.id, devices.structureId))
          .where(
            and(
              eq(devices.companyId, companyId),
              eq(readingRollups.level, filters.bucket ?? 'day'),
              eq(readingRollups.key, filters.valueKey ?? ''),
              gte(readingRollups.bucket, from),
              lte(readingRollups.bucket, to),
              filters.deviceIds.length > 0 ? inArray(devices.id, filters.deviceIds) : undefined,
              filters.structureIds.length > 0
                ? inArray(devices.structureId, filters.structureIds)
                : undefined,
            ),
          )
          .orderBy(asc(devices.name), asc(devices.id), asc(readingRollups.bucket))
          .limit(size)
          .offset(offset);
      },
      (r) => ({
        device: r.device || r.serial,
        structure: r.structure,
        valueKey: r.key,
        bucket: r.bucket.toISOString(),
        min: round(r.min),
        max: round(r.max),
        avg: r.sum === null || r.count === 0 ? null : round(r.sum / r.count),
        count: r.count,
      }),
      limit,
    ),
};
