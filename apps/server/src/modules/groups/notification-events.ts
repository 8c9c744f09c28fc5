import type { groups as contract } from '@atrium/contracts';
import type { Database } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';

export type NotificationListener = (userId: number, event: contract.NotificationEvent) => void;

/** In-process listeners of in-app notifications (the socket push), per application, like the alarm hook. */
const listeners = new WeakMap<Database, Set<NotificationListener>>();

const of = (database: Database) => {
  let set = listeners.get(database);
  if (!set) {
    set = new Set();
    listeners.set(database, set);
  }
  return set;
};

export function onNotification(deps: Pick<AppDeps, 'database'>, listener: NotificationListener): () => void {
  of(deps.database).add(listener);
  return () => of(deps.database).delete(listener);
}

export function emitNotification(database: Database, userId: number, event: contract.NotificationEvent) {
  for (const listener of of(database)) listener(userId, event);
}
