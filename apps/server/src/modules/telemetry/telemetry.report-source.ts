import { reports } from '@atrium/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../kernel/db/sql.ts';
import type { ReportSource } from '../../kernel/module.ts';
import { devices } from '../devices/devices.schema.ts';
import { structures } from '../places/places.schema.ts';
import { offsetBatches } from '../reports/source-kit.ts';
import { exactLevelRelation } from './rollups.ts';

interface Row {
  device: string;
  serial: string;
  structure: string | null;
  key: string;
  bucket: number;
  min: number | null;
  max: number | null;
  sum: number | null;
  count: number;
}

const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

/**
 * Saved reports' `device-readings` source (issue 23): per device of the company and UTC hour or day of the
 * period, the minimum, maximum, average and count of one value key, read from the rollups (never the raw
 * readings; a pending hour's bucket from its minutes, issue 16).
 */
export const deviceReadingsReportSource: ReportSource = {
  descriptor: reports.deviceReadingsSource,
  rows: ({ db, companyId, filters, from, to, limit }) => {
    const chosen = and(
      eq(devices.companyId, companyId),
      filters.deviceIds.length > 0 ? inArray(devices.id, filters.deviceIds) : undefined,
      filters.structureIds.length > 0 ? inArray(devices.structureId, filters.structureIds) : undefined,
    );
    // Exact while hours are pending (issue 16): a pending hour's bucket is added up from its minutes.
    const rollups = exactLevelRelation(
      filters.bucket ?? 'day',
      sql`select ${devices.id} from ${devices} where ${chosen}`,
      filters.valueKey ?? '',
      (bucket) =>
        sql`${bucket} >= ${from.toISOString()}::timestamptz and ${bucket} <= ${to.toISOString()}::timestamptz`,
    );
    return offsetBatches(
      async (offset, size) =>
        rowsOf<Row>(
          await db.execute(sql`
            select ${devices.name} as device, ${devices.serial} as serial, ${structures.name} as structure,
              r.key, (extract(epoch from r.bucket) * 1000)::float8 as bucket, r.min, r.max, r.sum, r.count
            from ${rollups} as r
            join ${devices} on ${devices.id} = r.device_id
            left join ${structures} on ${structures.id} = ${devices.structureId}
            order by ${devices.name}, ${devices.id}, r.bucket
            limit ${size} offset ${offset}`),
        ),
      (r) => ({
        device: r.device || r.serial,
        structure: r.structure,
        valueKey: r.key,
        bucket: new Date(Number(r.bucket)).toISOString(),
        min: round(r.min),
        max: round(r.max),
        avg: r.sum === null || Number(r.count) === 0 ? null : round(r.sum / Number(r.count)),
        count: Number(r.count),
      }),
      limit,
    );
  },
};
