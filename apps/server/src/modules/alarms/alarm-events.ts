import type { alarms as contract } from '@atrium/contracts';
import type { Database } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';

export type AlarmListener = (event: contract.AlarmEvent) => void;

/** In-process listeners of alarm changes, per application (per database), like the telemetry hook. */
const listeners = new WeakMap<Database, Set<AlarmListener>>();

const of = (database: Database) => {
  let set = listeners.get(database);
  if (!set) {
    set = new Set();
    listeners.set(database, set);
  }
  return set;
};

/** The hook for the socket push (and later the notification groups): raised, cleared, updated. */
export function onAlarmChanged(deps: Pick<AppDeps, 'database'>, listener: AlarmListener): () => void {
  of(deps.database).add(listener);
  return () => of(deps.database).delete(listener);
}

export function emitAlarms(database: Database, change: contract.AlarmChange, alarms: contract.Alarm[]) {
  for (const alarm of alarms) for (const listener of of(database)) listener({ change, alarm });
}
