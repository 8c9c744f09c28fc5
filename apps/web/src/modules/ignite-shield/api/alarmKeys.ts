import type { alarms } from '@atrium/contracts';
import { swamKeys } from './keys.ts';

type Category = alarms.AlarmCategory;

/** Query keys of the alarm screens, under the module's prefix. */
export const alarmKeys = {
  all: () => [...swamKeys.all, 'alarms'] as const,
  info: () => [...alarmKeys.all(), 'info'] as const,
  /** A list's pages are cached under `[...list(category, closed), tableQuery]` (DataTable). */
  list: (category: Category, closed: boolean) =>
    [...alarmKeys.all(), 'list', category, closed ? 'history' : 'open'] as const,
  alarm: (category: Category, id: number) => [...alarmKeys.all(), 'detail', category, id] as const,
  events: (category: Category, id: number) => [...alarmKeys.alarm(category, id), 'events'] as const,
};
