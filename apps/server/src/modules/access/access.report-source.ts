import { reports } from '@atrium/contracts';
import { and, asc, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import type { ReportSource } from '../../kernel/module.ts';
import { deviceAccessLogs, devices } from '../devices/devices.schema.ts';
import { structures } from '../places/places.schema.ts';
import { keysetBatches } from '../reports/source-kit.ts';
import { users } from '../users/users.schema.ts';

/**
 * Saved reports' `access-events` source (issue 23): the access log of the company's doors and devices in the
 * period (door decisions with the credential presented, sign-ins, users' actions), accepted and refused.
 */
export const accessEventsReportSource: ReportSource = {
  descriptor: reports.accessEventsSource,
  rows: ({ db, companyId, filters, from, to, limit }) =>
    keysetBatches(
      async (after, size) =>
        db
          .select({
            id: deviceAccessLogs.id,
            at: deviceAccessLogs.at,
            device: devices.name,
            serial: devices.serial,
            structure: structures.name,
            actor: deviceAccessLogs.actor,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            action: deviceAccessLogs.action,
            result: deviceAccessLogs.result,
            reason: deviceAccessLogs.reason,
            credential: deviceAccessLogs.credentialLabel,
          })
          .from(deviceAccessLogs)
          .innerJoin(devices, eq(devices.id, deviceAccessLogs.deviceId))
          .leftJoin(structures, eq(structures.id, devices.structureId))
          .leftJoin(users, eq(users.id, deviceAccessLogs.userId))
          .where(
            and(
              eq(devices.companyId, companyId),
              gte(deviceAccessLogs.at, from),
              lte(deviceAccessLogs.at, to),
              gt(deviceAccessLogs.id, after),
              filters.deviceIds.length > 0 ? inArray(devices.id, filters.deviceIds) : undefined,
              filters.structureIds.length > 0
                ? inArray(devices.structureId, filters.structureIds)
                : undefined,
            ),
          )
          .orderBy(asc(deviceAccessLogs.id))
          .limit(size),
      (r) => r.id,
      (r) => ({
        at: r.at.toISOString(),
        device: r.device || r.serial,
        structure: r.structure,
        actor: r.actor,
        user: r.email === null ? null : `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || r.email,
        action: r.action,
        result: r.result,
        reason: r.reason,
        credential: r.credential,
      }),
      limit,
    ),
};
