import type { alarms as contract } from '@atrium/contracts';
import { and, isNull, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { emitAlarms } from './alarm-events.ts';
import { alarmsByIds } from './alarm-rows.ts';
import { alarmHistory, alarms } from './alarms.schema.ts';

/**
 * Alarms an application raises itself, without a template (fleet, facility booking, asset watch, cloud orbit,
 * smart parking): one open per device and rule id (the alarms table's partial unique index, so raising one
 * that is open does nothing), closed as `cleared` when the condition ends. The kit's lists, actions and
 * socket event serve them like any other.
 */
export interface AppAlarm {
  companyId: number;
  deviceId: number;
  /** The app's rule id, prefixed by the app (`fb:`, `aw:`, ...), so each app finds and clears its own. */
  ruleId: string;
  category: contract.AlarmCategory;
  kind: contract.AlarmKind;
  severity: contract.Severity;
  message: string;
  key: string;
  value: number | null;
  at: Date;
}

export interface AppliedAlarms {
  raised: number[];
  cleared: number[];
}

export const noAlarmsApplied = (): AppliedAlarms => ({ raised: [], cleared: [] });

/** Raises `alarm` in `tx` unless one of its device and rule is open; its id goes into `into.raised`. */
export async function raiseAppAlarm(
  tx: DbOrTx,
  alarm: AppAlarm,
  into: AppliedAlarms,
): Promise<number | null> {
  const [row] = await tx
    .insert(alarms)
    .values({ ...alarm, templateId: null, status: 'active', raisedAt: alarm.at })
    .onConflictDoNothing()
    .returning({ id: alarms.id });
  if (!row) return null;
  await tx
    .insert(alarmHistory)
    .values({ alarmId: row.id, at: alarm.at, event: 'raised', comment: alarm.message });
  into.raised.push(row.id);
  return row.id;
}

/** Clears the open template-less alarms matching `where` in `tx`, with a history line each. */
export async function clearAppAlarms(
  tx: DbOrTx,
  where: SQL | undefined,
  at: Date,
  comment: string,
  into: AppliedAlarms,
): Promise<number[]> {
  const closed = await tx
    .update(alarms)
    .set({ status: 'cleared', closedAt: at })
    .where(and(where, isNull(alarms.templateId), isNull(alarms.closedAt)))
    .returning({ id: alarms.id });
  for (const { id } of closed) {
    await tx.insert(alarmHistory).values({ alarmId: id, at, event: 'cleared', comment });
    into.cleared.push(id);
  }
  return closed.map((c) => c.id);
}

/** Pushes what was applied on the alarm socket event; call once the transaction is committed. */
export async function publishAppAlarms(database: Database, applied: AppliedAlarms) {
  const { db } = database;
  if (applied.raised.length > 0) emitAlarms(database, 'raised', await alarmsByIds(db, applied.raised));
  if (applied.cleared.length > 0) emitAlarms(database, 'cleared', await alarmsByIds(db, applied.cleared));
}
