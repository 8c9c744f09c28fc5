import { fleet } from '@atrium/contracts';
import { and, eq, isNull, like, or } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { emitAlarms } from '../alarms/alarm-events.ts';
import { alarmsByIds } from '../alarms/alarm-rows.ts';
import { alarmHistory, alarms } from '../alarms/alarms.schema.ts';
import type { Intent } from './evaluate.ts';

/**
 * Fleet alarms in the alarms module (issue 19): raised on the vehicle's tracker without a template, one open
 * per tracker and rule id (the alarms table's partial unique index: a raise while one is open does nothing),
 * and closed (`cleared`) when the rule restores. The kit's lists, actions and socket event serve them.
 */

export interface Applied {
  raised: number[];
  cleared: number[];
}

const categoryOf = (kind: fleet.FleetAlarmKind) =>
  fleet.FLEET_ALARM_SCREEN_OF[kind] === 'devices' ? ('status' as const) : ('operational' as const);

/** Raises and clears a tracker's intents in order, in `tx`. */
export async function applyIntents(
  tx: DbOrTx,
  device: { deviceId: number; companyId: number },
  intents: readonly Intent[],
  into: Applied,
) {
  for (const intent of intents) {
    if (intent.op === 'raise') {
      const [row] = await tx
        .insert(alarms)
        .values({
          companyId: device.companyId,
          deviceId: device.deviceId,
          templateId: null,
          ruleId: intent.ruleId,
          category: categoryOf(intent.kind),
          kind: fleet.FLEET_ALARM_KIT_KIND[intent.kind],
          severity: intent.severity,
          status: 'active',
          message: intent.message,
          key: intent.kind,
          value: intent.value,
          raisedAt: intent.at,
        })
        .onConflictDoNothing()
        .returning({ id: alarms.id });
      if (!row) continue;
      await tx
        .insert(alarmHistory)
        .values({ alarmId: row.id, at: intent.at, event: 'raised', comment: intent.message });
      into.raised.push(row.id);
    } else {
      const closed = await tx
        .update(alarms)
        .set({ status: 'cleared', closedAt: intent.at })
        .where(
          and(
            eq(alarms.deviceId, device.deviceId),
            eq(alarms.ruleId, intent.ruleId),
            isNull(alarms.templateId),
            isNull(alarms.closedAt),
          ),
        )
        .returning({ id: alarms.id });
      for (const { id } of closed) {
        await tx
          .insert(alarmHistory)
          .values({ alarmId: id, at: intent.at, event: 'cleared', comment: intent.message });
        into.cleared.push(id);
      }
    }
  }
}

/** Closes the open alarms of a job card (it left in progress: done, cancelled, back to assigned). */
export async function clearJobAlarms(tx: DbOrTx, jobCardId: number, comment: string, into: Applied) {
  const at = new Date();
  const closed = await tx
    .update(alarms)
    .set({ status: 'cleared', closedAt: at })
    .where(
      and(
        or(
          eq(alarms.ruleId, fleet.fleetRuleId('out-of-route', { jobCardId })),
          like(alarms.ruleId, `${fleet.fleetRuleId('late', { jobCardId })}:stop:%`),
        ),
        isNull(alarms.templateId),
        isNull(alarms.closedAt),
      ),
    )
    .returning({ id: alarms.id });
  for (const { id } of closed) {
    await tx.insert(alarmHistory).values({ alarmId: id, at, event: 'cleared', comment });
    into.cleared.push(id);
  }
}

/** Pushes what was applied (once the transaction is committed) on the alarm socket event. */
export async function publish(database: Database, applied: Applied) {
  const { db } = database;
  if (applied.raised.length > 0) emitAlarms(database, 'raised', await alarmsByIds(db, applied.raised));
  if (applied.cleared.length > 0) emitAlarms(database, 'cleared', await alarmsByIds(db, applied.cleared));
}
