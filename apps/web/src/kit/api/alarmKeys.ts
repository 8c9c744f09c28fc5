import type { alarms } from '@atrium/contracts';
import type { KitKeys } from './keys.ts';

type Category = alarms.AlarmCategory;

/** What narrows a list beyond its category: one alarm kind, an app's own filter param (APP_ALARM_FILTERS). */
export type AlarmScope = { kind?: alarms.AlarmKind } & Record<string, string | undefined>;

/** Query keys of an app's alarm screens, under the app's prefix. */
export function alarmKeysOf(keys: KitKeys) {
  const alarmKeys = {
    all: () => [...keys.all, 'alarms'] as const,
    info: () => [...alarmKeys.all(), 'info'] as const,
    /**
     * A list's pages are cached under `[...list(category, closed), tableQuery]` (DataTable); a list of one
     * alarm kind (fleet's screens) or of an app's own filter (asset watch's `where`) under
     * `[...list(category, closed, scope), tableQuery]`.
     */
    list: (category: Category, closed: boolean, scope?: AlarmScope) =>
      [
        ...alarmKeys.all(),
        'list',
        category,
        closed ? 'history' : 'open',
        ...(scope && Object.keys(scope).length > 0 ? [scope] : []),
      ] as const,
    alarm: (category: Category, id: number) => [...alarmKeys.all(), 'detail', category, id] as const,
    events: (category: Category, id: number) => [...alarmKeys.alarm(category, id), 'events'] as const,
  };
  return alarmKeys;
}

export type AlarmKeys = ReturnType<typeof alarmKeysOf>;
