import { alarms, type Paged } from '@atrium/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { reloadOnPush } from '../../lib/liveReload.ts';
import type { TableFilter, TableQuery } from '../../ui/DataTable/index.ts';
import type { AlarmKeys, AlarmScope } from './alarmKeys.ts';

type Alarm = alarms.Alarm;

/**
 * Live alarm changes merged into the cached pages of the alarm lists, so a raised, cleared or updated alarm
 * shows without reloading every list: a cached page the alarm is on is patched; a first page in the default
 * order (newest raised first) takes a new alarm in place. Only a page whose filter or order the browser
 * cannot judge (asset, acting user, another sort, a later page) is reloaded, and only that page.
 */

const same = (a: unknown, b: unknown) => String(a) === String(b);
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Whether the alarm passes a list's filter (spec §3); undefined when only the server can tell. */
export function matchesFilter(alarm: Alarm, filter: TableFilter): boolean | undefined {
  if (present(filter.assetId) || present(filter.userId)) return undefined;
  const day = alarm.raisedAt.slice(0, 10);
  const time = alarm.raisedAt.slice(11, 16);
  const checks: [unknown, (value: string) => boolean][] = [
    [filter.solutionId, (v) => same(alarm.solution?.id, v)],
    [filter.deviceId, (v) => same(alarm.device.id, v)],
    [filter.structureId, (v) => same(alarm.structure?.id, v)],
    [filter.status, (v) => alarm.status === v],
    [filter.startDate, (v) => day >= v],
    [filter.endDate, (v) => day <= v],
    [filter.startTime, (v) => time >= v],
    [filter.endTime, (v) => time <= v],
  ];
  return checks.every(([value, passes]) => !present(value) || passes(String(value)));
}

/** Newest raised first, then the higher id: the lists' default order. */
const before = (a: Alarm, b: Alarm) => a.raisedAt > b.raisedAt || (a.raisedAt === b.raisedAt && a.id > b.id);
const inDefaultOrder = (query: TableQuery) =>
  query.sortBy === undefined || (query.sortBy === 'raisedAt' && query.sortType === 'desc');

type Outcome = Paged<Alarm> | 'reload' | null;

/** The page after the change, 'reload' when it must come from the server, null when it is unchanged. */
export function mergeAlarm(
  page: Paged<Alarm>,
  query: TableQuery,
  alarm: Alarm,
  belongs: boolean | undefined,
): Outcome {
  const index = page.data.findIndex((row) => row.id === alarm.id);
  if (belongs === undefined) return 'reload';
  if (index >= 0) {
    if (belongs) return { ...page, data: page.data.map((row) => (row.id === alarm.id ? alarm : row)) };
    return {
      data: page.data.filter((row) => row.id !== alarm.id),
      totalRecords: Math.max(page.totalRecords - 1, 0),
    };
  }
  if (!belongs) return null;
  if (query.offset > 0 || !inDefaultOrder(query)) return 'reload';
  const at = page.data.findIndex((row) => before(alarm, row));
  const position = at === -1 ? page.data.length : at;
  const data =
    position < query.limit
      ? [...page.data.slice(0, position), alarm, ...page.data.slice(position)]
      : page.data;
  return { data: data.slice(0, query.limit), totalRecords: page.totalRecords + 1 };
}

/** Whether the alarm is in a list's scope: of its kind, and passing the app's own filter (by rule id). */
export function inScope(alarm: Alarm, scope: AlarmScope | undefined): boolean {
  return Object.entries(scope ?? {}).every(([param, value]) => {
    if (value === undefined) return true;
    if (param === 'kind') return alarm.kind === value;
    const prefix = alarms.appAlarmRulePrefix(alarm.app, param, value);
    return prefix !== null && alarm.ruleId.startsWith(prefix);
  });
}

/** The scope of a cached list page (`alarmKeys.list(..., scope)`), if it has one. */
function scopeOf(key: QueryKey): AlarmScope | undefined {
  const scope = key[key.length - 2];
  return typeof scope === 'object' && scope !== null ? (scope as AlarmScope) : undefined;
}

/** Applies one socket event (or an action's answer) to the app's cached alarm lists, details and histories. */
export function applyAlarmEvent(
  queryClient: QueryClient,
  event: alarms.AlarmEvent,
  alarmKeys: AlarmKeys,
): void {
  const { alarm } = event;
  const open = alarm.closedAt === null;
  if (queryClient.getQueryData(alarmKeys.alarm(alarm.category, alarm.id))) {
    queryClient.setQueryData(alarmKeys.alarm(alarm.category, alarm.id), alarm);
  }
  reloadOnPush(queryClient, alarmKeys.events(alarm.category, alarm.id));
  const reload: QueryKey[] = [];
  for (const closedList of [false, true]) {
    const pages = queryClient.getQueriesData<Paged<Alarm>>({
      queryKey: alarmKeys.list(alarm.category, closedList),
    });
    for (const [key, page] of pages) {
      const query = key[key.length - 1] as TableQuery | undefined;
      if (!page || !query || typeof query !== 'object') continue;
      const belongs =
        open !== closedList && inScope(alarm, scopeOf(key)) ? matchesFilter(alarm, query.filter) : false;
      const next = mergeAlarm(page, query, alarm, belongs);
      if (next === 'reload') reload.push(key);
      else if (next) queryClient.setQueryData(key, next);
    }
  }
  for (const key of reload) reloadOnPush(queryClient, key, true);
}
