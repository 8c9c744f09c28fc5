import type { Paged } from '@atrium/contracts';
import * as defconAlarms from '@atrium/contracts/defcon/alarms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { defconKeys } from './keys.ts';
import { listParams } from './params.ts';

export { defconAlarms };
export type Kind = defconAlarms.DefconAlarmCategory;
type Alarm = defconAlarms.DefconAlarm;
type ListQuery = CallOptions<typeof defconAlarms.defconAlarmEndpoints.intrusion.list>['query'];
/** Alarms change under the user's eyes (pushed events): their reads skip the 30 s GET cache. */
const LIVE = 'none' as const;

/** GET /defcon/alarm/<kind>?view=live|history: one page of open (or closed) alarms. */
export const fetchDefconAlarms =
  (kind: Kind, closed: boolean) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<Alarm>> =>
    call(defconAlarms.defconAlarmEndpoints[kind].list, {
      query: { ...listParams(query), view: closed ? 'history' : 'live' } as ListQuery,
      signal,
      cache: LIVE,
    });

export const useDefconAlarm = (kind: Kind, id: number | null) =>
  useQuery({
    queryKey: defconKeys.alarm(kind, id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await call(defconAlarms.defconAlarmEndpoints[kind].get, {
          params: { id: id ?? 0 },
          signal,
          cache: LIVE,
        })
      ).data,
    enabled: id !== null,
  });

/** The escalation ladder and the alarm's events, oldest first. */
export const useTimeline = (kind: Kind, id: number | null) =>
  useQuery({
    queryKey: defconKeys.timeline(kind, id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await call(defconAlarms.defconAlarmEndpoints[kind].timeline, {
          params: { id: id ?? 0 },
          signal,
          cache: LIVE,
        })
      ).data,
    enabled: id !== null,
  });

/** An action and its body: acknowledge, comment, escalate-user (a responder), reject (a reason), … */
export type AlarmActionInput =
  | { action: 'acknowledge' | 'escalate-police' | 'terminate'; comment?: string }
  | { action: 'comment'; comment: string }
  | { action: 'escalate-user'; userId: number; comment?: string }
  | { action: 'reject'; reason: string }
  | { action: 'hand-over'; stationId: number; comment?: string };
export type ActionName = AlarmActionInput['action'];

function send(kind: Kind, id: number, input: AlarmActionInput) {
  const options = { params: { id }, notify: { error: false } } as const;
  const endpoints = defconAlarms.defconAlarmEndpoints;
  const { action, ...body } = input;
  if (action === 'hand-over') return call(endpoints.handOver, { ...options, body: body as never });
  return call(endpoints[kind][action] as typeof endpoints.intrusion.acknowledge, {
    ...options,
    body: body as never,
  });
}

/** One action on an alarm; the alarm, its timeline and the lists reload after it. */
export function useDefconAlarmAction(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: AlarmActionInput }) =>
      (await send(kind, id, input)).data,
    onSuccess: (alarm) => {
      queryClient.setQueryData(defconKeys.alarm(kind, alarm.id), alarm);
      void queryClient.invalidateQueries({ queryKey: defconKeys.timeline(kind, alarm.id) });
      void queryClient.invalidateQueries({ queryKey: [...defconKeys.alarms(), 'list'] });
    },
    onError: (_error, { id }) => void queryClient.invalidateQueries({ queryKey: defconKeys.alarm(kind, id) }),
  });
}
