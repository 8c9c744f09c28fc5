import type { alarms, Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../lib/api.ts';
import type { TableQuery } from '../../ui/DataTable/index.ts';
import type { KitApp } from '../app.ts';
import { useKitApp } from '../KitAppContext.tsx';
import { applyAlarmEvent } from './alarmCache.ts';
import { type AlarmScope, alarmKeysOf } from './alarmKeys.ts';
import { tableParams } from './devices.ts';
import { endpointsOf } from './endpoints.ts';

type Alarm = alarms.Alarm;
/** Alarms change under the user's eyes (pushed events): their reads skip the 30 s GET cache. */
const LIVE = 'none' as const;
type Category = alarms.AlarmCategory;

type ListQuery = CallOptions<typeof alarms.operationalAlarms.list>['query'];

/**
 * GET /<app>/alarms/<category>[/history]: one page of open (or closed) alarms with the spec §3 filter; with
 * a scope, only alarms of its kind (fleet's job-card and vehicle screens) or app filter (asset watch's `where`).
 */
export const fetchAlarms =
  (app: KitApp, category: Category, closed: boolean, scope?: AlarmScope) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<Alarm>> => {
    const endpoints = endpointsOf(app).alarms[category];
    return call(closed ? endpoints.history : endpoints.list, {
      query: { ...tableParams(query), ...scope } as ListQuery,
      signal,
      cache: LIVE,
    });
  };

/** GET /<app>/alarms/info: the filters' options (spec §3 "Alarm infos"). */
export function useAlarmInfo() {
  const app = useKitApp();
  return useQuery({
    queryKey: alarmKeysOf(app.keys).info(),
    queryFn: async ({ signal }) => (await call(endpointsOf(app).alarmInfo, { signal })).data,
  });
}

/** The app's alarm calls and query keys. */
function useAlarmsApi() {
  const app = useKitApp();
  return { api: endpointsOf(app).alarms, alarmKeys: alarmKeysOf(app.keys) };
}

export function useAlarm(category: Category, id: number | null) {
  const { api, alarmKeys } = useAlarmsApi();
  return useQuery({
    queryKey: alarmKeys.alarm(category, id ?? 0),
    queryFn: async ({ signal }) =>
      (await call(api[category].get, { params: { id: id ?? 0 }, signal, cache: LIVE })).data,
    enabled: id !== null,
  });
}

/** What happened to the alarm, oldest first (100 entries: a busy alarm's first page). */
export function useAlarmEvents(category: Category, id: number | null) {
  const { api, alarmKeys } = useAlarmsApi();
  return useQuery({
    queryKey: alarmKeys.events(category, id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await call(api[category].events, {
          params: { id: id ?? 0 },
          query: { limit: '100' } as never,
          signal,
          cache: LIVE,
        })
      ).data,
    enabled: id !== null,
  });
}

/** Acknowledge, comment, escalate or terminate; the alarm, its history and the lists follow. */
export function useAlarmAction(category: Category) {
  const queryClient = useQueryClient();
  const { api, alarmKeys } = useAlarmsApi();
  return useMutation({
    mutationFn: ({ id, action, comment }: { id: number; action: alarms.AlarmAction; comment?: string }) =>
      call(api[category][action], {
        params: { id },
        body: comment === undefined ? {} : { comment },
      }),
    // The same merge as the socket's `updated` event, so the lists follow without the socket too.
    onSuccess: ({ data }) => applyAlarmEvent(queryClient, { change: 'updated', alarm: data }, alarmKeys),
    // A 409 means the alarm changed meanwhile: take it afresh.
    onError: (_error, { id }) =>
      void queryClient.invalidateQueries({ queryKey: alarmKeys.alarm(category, id) }),
  });
}
