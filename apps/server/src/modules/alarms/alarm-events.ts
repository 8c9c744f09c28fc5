import type { alarms as contract } from '@atrium/contracts';
import { appEvents } from '../../kernel/app-events.ts';
import type { Database } from '../../kernel/db/client.ts';

export type AlarmListener = (event: contract.AlarmEvent) => void;

/** Alarm changes, per application: raised, cleared, updated; the socket push and the notification groups hear them. */
const alarmEvents = appEvents<[event: contract.AlarmEvent]>();

export const onAlarmChanged = alarmEvents.on;

/** `companies`: other companies whose alarm rooms of the app hear it too (Defcon: the security company, the police). */
export function emitAlarms(
  database: Database,
  change: contract.AlarmChange,
  alarms: contract.Alarm[],
  companies?: number[],
) {
  for (const alarm of alarms)
    alarmEvents.emit(database, { change, alarm, ...(companies?.length ? { companies } : {}) });
}
