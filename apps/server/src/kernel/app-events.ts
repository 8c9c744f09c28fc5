import type { Database } from './db/client.ts';
import type { AppDeps } from './module.ts';

/**
 * In-process listeners of one kind of event, per application (keyed by its database, so that test apps in
 * one process never hear each other): `on` subscribes and returns the unsubscribe, `emit` calls every listener.
 */
export function appEvents<A extends unknown[]>() {
  const listeners = new WeakMap<Database, Set<(...args: A) => void>>();
  const of = (database: Database) => {
    let set = listeners.get(database);
    if (!set) {
      set = new Set();
      listeners.set(database, set);
    }
    return set;
  };
  return {
    on(deps: Pick<AppDeps, 'database'>, listener: (...args: A) => void): () => void {
      of(deps.database).add(listener);
      return () => of(deps.database).delete(listener);
    },
    emit(database: Database, ...args: A): void {
      for (const listener of of(database)) listener(...args);
    },
  };
}
