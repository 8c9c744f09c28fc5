import { reports } from '@atrium/contracts';
import { and, asc, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import type { ReportSource } from '../../kernel/module.ts';
import { devices } from '../devices/devices.schema.ts';
import { structures } from '../places/places.schema.ts';
import { isoOrNull, keysetBatches, minutesBetween } from '../reports/source-kit.ts';
import { alarms } from './alarms.schema.ts';

/**
 * Saved reports' `alarm-handling` source (issue 23): the company's alarms raised in the period, with when
 * they were acknowledged and closed and the minutes in between.
 */
export const alarmHandlingReportSource: ReportSource = {
  descriptor: reports.alarmHandlingSource,
  rows: ({ db, companyId, filters, from, to, limit }) =>
    keysetBatches(
      async (after, size) =>
        db
          .select({
            id: alarms.id,
            device: devices.name,
            serial: devices.serial,
            structure: structures.name,
            category: alarms.category,
            severity: alarms.severity,
            status: alarms.status,
            message: alarms.message,
            raisedAt: alarms.raisedAt,
            acknowledgedAt: alarms.acknowledgedAt,
            closedAt: alarms.closedAt,
          })
          .from(alarms)
          .innerJoin(devices, eq(devices.id, alarms.deviceId))
          .leftJoin(structures, eq(structures.id, devices.structureId))
          .where(
            and(
              eq(alarms.companyId, companyId),
              gte(alarms.raisedAt, from),
              lte(alarms.raisedAt, to),
              gt(alarms.id, after),
              filters.deviceIds.length > 0 ? inArray(alarms.deviceId, filters.deviceIds) : undefined,
              filters.structureIds.length > 0
                ? inArray(devices.structureId, filters.structureIds)
                : undefined,
            ),
          )
          .orderBy(asc(alarms.id))
          .limit(size),
      (r) => r.id,
      (r) => ({
        alarmId: r.id,
        device: r.device || r.serial,
        structure: r.structure,
        category: r.category,
        severity: r.severity,
        status: r.status,
        message: r.message,
        raisedAt: r.raisedAt.toISOString(),
        acknowledgedAt: isoOrNull(r.acknowledgedAt),
        closedAt: isoOrNull(r.closedAt),
        minutesToAcknowledge: minutesBetween(r.raisedAt, r.acknowledgedAt),
        minutesToClose: minutesBetween(r.raisedAt, r.closedAt),
      }),
      limit,
    ),
};
