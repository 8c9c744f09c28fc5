import type { alarms } from '@atrium/contracts';
import type { KitKeys } from './keys.ts';

type Category = alarms.AlarmCategory;

/** Query keys of an app's alarm screens, under the app's prefix. */
export function alarmKeysOf(keys: KitKeys) {
  const alarmKeys = {
    all: () => [...keys.all, 'alarms'] as const,
    info: () => [...alarmKeys.all(), 'info'] as const,
    /**
     * A list's pages are cached under `[...list(category, closed), tableQuery]` (DataTable); a list of one
     * alarm kind (fleet's screens) under `[...list(category, closed), { kind }, tableQuery]`.
     */
    list: (category: Category, closed: boolean, kind?: alarms.AlarmKind) =>
      [
        ...alarmKeys.all(),
        'list',
        category,
        closed ? 'history' : 'open',
        ...(kind ? [{ kind }] : []),
      ] as const,
    alarm: (category: Category, id: number) => [...alarmKeys.all(), 'detail', category, id] as const,
    events: (category: Category, id: number) => [...alarmKeys.alarm(category, id), 'events'] as const,
  };
  return alarmKeys;
}

export type AlarmKeys = ReturnType<typeof alarmKeysOf>;
