import { alarms, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { applyAlarmEvent } from './alarmCache.ts';
import { alarmKeys } from './alarmKeys.ts';
import { tableParams } from './devices.ts';

type Alarm = alarms.Alarm;
/** Alarms change under the user's eyes (pushed events): their reads skip the 30 s GET cache. */
const LIVE = 'none' as const;
type Category = alarms.AlarmCategory;

type ListQuery = CallOptions<typeof alarms.operationalAlarms.list>['query'];

/** GET /swam/alarms/<category>[/history]: one page of open (or closed) alarms with the spec §3 filter. */
export const fetchAlarms =
  (category: Category, closed: boolean) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<Alarm>> => {
    const endpoints = alarms.alarmEndpoints[category];
    return call(closed ? endpoints.history : endpoints.list, {
      query: tableParams(query) as ListQuery,
      signal,
      cache: LIVE,
    });
  };

/** GET /swam/alarms/info: the filters' options (spec §3 "Alarm infos"). */
export const useAlarmInfo = () =>
  useQuery({
    queryKey: alarmKeys.info(),
    queryFn: async ({ signal }) => (await call(alarms.alarmInfoEndpoint, { signal })).data,
  });

export const useAlarm = (category: Category, id: number | null) =>
  useQuery({
    queryKey: alarmKeys.alarm(category, id ?? 0),
    queryFn: async ({ signal }) =>
      (await call(alarms.alarmEndpoints[category].get, { params: { id: id ?? 0 }, signal, cache: LIVE }))
        .data,
    enabled: id !== null,
  });

/** What happened to the alarm, oldest first (100 entries: a busy alarm's first page). */
export const useAlarmEvents = (category: Category, id: number | null) =>
  useQuery({
    queryKey: alarmKeys.events(category, id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await call(alarms.alarmEndpoints[category].events, {
          params: { id: id ?? 0 },
          query: { limit: '100' } as never,
          signal,
          cache: LIVE,
        })
      ).data,
    enabled: id !== null,
  });

/** Acknowledge, comment, escalate or terminate; the alarm, its history and the lists follow. */
export function useAlarmAction(category: Category) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, comment }: { id: number; action: alarms.AlarmAction; comment?: string }) =>
      call(alarms.alarmEndpoints[category][action], {
        params: { id },
        body: comment === undefined ? {} : { comment },
      }),
    // The same merge as the socket's `updated` event, so the lists follow without the socket too.
    onSuccess: ({ data }) => applyAlarmEvent(queryClient, { change: 'updated', alarm: data }),
    // A 409 means the alarm changed meanwhile: take it afresh.
    onError: (_error, { id }) =>
      void queryClient.invalidateQueries({ queryKey: alarmKeys.alarm(category, id) }),
  });
}
