import type { analysis as contract } from '@atrium/contracts';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { findDevice } from '../devices/scope.ts';
import { structures } from '../places/places.schema.ts';
import { getStatistics } from './statistics.service.ts';

/** At most this many alarms are listed in a report, newest first. */
export const REPORT_MAX_ALARMS = 200;

/** What the device report's print view draws: a device the caller sees (else 404), its readings and alarms. */
export async function deviceReportData(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  query: { from?: string; to?: string; bucket?: contract.Bucket },
): Promise<contract.DeviceReportPrintData> {
  await findDevice(db, ctx, id, 'view');
  // The device is the caller's to see: every visible company, whatever customer the header selects.
  const stats = await getStatistics(db, ctx, 'swam', { ...query, deviceIds: [id], customerId: ':none' });
  const [device] = await db
    .select({ serial: devices.serial, name: devices.name, structure: structures.name })
    .from(devices)
    .leftJoin(structures, eq(structures.id, devices.structureId))
    .where(eq(devices.id, id));
  const from = new Date(stats.period.from);
  const to = new Date(stats.period.to);
  const raised = await db
    .select({
      id: alarms.id,
      raisedAt: alarms.raisedAt,
      category: alarms.category,
      severity: alarms.severity,
      status: alarms.status,
      message: alarms.message,
    })
    .from(alarms)
    .where(and(eq(alarms.deviceId, id), gte(alarms.raisedAt, from), lt(alarms.raisedAt, to)))
    .orderBy(desc(alarms.raisedAt), desc(alarms.id))
    .limit(REPORT_MAX_ALARMS);
  return {
    generatedAt: new Date().toISOString(),
    device: {
      id,
      serial: device?.serial ?? '',
      name: device?.name ?? '',
      structure: device?.structure ?? null,
    },
    period: stats.period,
    series: stats.series,
    alarms: raised.map((a) => ({ ...a, raisedAt: a.raisedAt.toISOString() })),
  };
}
