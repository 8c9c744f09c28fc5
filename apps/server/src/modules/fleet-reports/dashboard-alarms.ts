import type { AlarmKind } from '@atrium/contracts/alarms/rules';
import { fleetAlarmKindOf } from '@atrium/contracts/fleet/alarms';
import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { idIn } from '../../kernel/db/sql.ts';
import { alarms } from '../alarms/alarms.schema.ts';

/** The fleet alarm type (contracts/fleet/alarms.ts); another rule's alarm goes by its kit kind. */
const alarmType = (kind: AlarmKind, key: string | null): string => fleetAlarmKindOf({ kind, key }) ?? kind;

/** Alarms raised on the company's vehicles' trackers in the period, by type, most first. */
export async function alarmsByType(db: DbOrTx, companyId: number, deviceIds: number[], from: Date, to: Date) {
  if (deviceIds.length === 0) return [];
  const rows = await db
    .select({ kind: alarms.kind, key: alarms.key, n: count() })
    .from(alarms)
    .where(
      and(
        sql`${alarms.companyId} = ${companyId}`,
        idIn(alarms.deviceId, deviceIds),
        gte(alarms.raisedAt, from),
        lt(alarms.raisedAt, to),
      ),
    )
    .groupBy(alarms.kind, alarms.key);
  const byType = new Map<string, number>();
  for (const r of rows) {
    const type = alarmType(r.kind, r.key);
    byType.set(type, (byType.get(type) ?? 0) + r.n);
  }
  return [...byType]
    .map(([type, n]) => ({ type, count: n }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}
