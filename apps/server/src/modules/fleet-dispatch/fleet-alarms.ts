import { fleet } from '@atrium/contracts';
import { and, eq, like, or } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { type AppliedAlarms, clearAppAlarms, publishAppAlarms, raiseAppAlarm } from '../alarms/app-alarms.ts';
import type { Intent } from './evaluate.ts';

/**
 * Fleet alarms in the alarms module (issue 19): raised on the vehicle's tracker without a template, one open
 * per tracker and rule id (the alarms table's partial unique index: a raise while one is open does nothing),
 * and closed (`cleared`) when the rule restores. The kit's lists, actions and socket event serve them.
 */

export type Applied = AppliedAlarms;

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
      await raiseAppAlarm(
        tx,
        {
          companyId: device.companyId,
          deviceId: device.deviceId,
          ruleId: intent.ruleId,
          category: categoryOf(intent.kind),
          kind: fleet.FLEET_ALARM_KIT_KIND[intent.kind],
          severity: intent.severity,
          message: intent.message,
          key: intent.kind,
          value: intent.value,
          at: intent.at,
        },
        into,
      );
    } else {
      await clearAppAlarms(
        tx,
        and(eq(alarms.deviceId, device.deviceId), eq(alarms.ruleId, intent.ruleId)),
        intent.at,
        intent.message,
        into,
      );
    }
  }
}

/** Closes the open alarms of a job card (it left in progress: done, cancelled, back to assigned). */
export async function clearJobAlarms(tx: DbOrTx, jobCardId: number, comment: string, into: Applied) {
  await clearAppAlarms(
    tx,
    or(
      eq(alarms.ruleId, fleet.fleetRuleId('out-of-route', { jobCardId })),
      like(alarms.ruleId, `${fleet.fleetRuleId('late', { jobCardId })}:stop:%`),
    ),
    new Date(),
    comment,
    into,
  );
}

/** Pushes what was applied (once the transaction is committed) on the alarm socket event. */
export const publish = (database: Database, applied: Applied) => publishAppAlarms(database, applied);
