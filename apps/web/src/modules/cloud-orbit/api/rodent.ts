import { type Paged, rodent } from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import { type TableQuery, toListParams } from '../../../ui/DataTable/index.ts';

const e = rodent.rodentEndpoints;

/** TanStack Query keys of cloud orbit's own screens (the kit's screens use `CLOUD_ORBIT.keys`). */
export const coKeys = {
  all: ['cloud-orbit'] as const,
  dashboard: (from: string, to: string, bucket: rodent.Bucket) =>
    [...coKeys.all, 'dashboard', from, to, bucket] as const,
  heatmap: (floorId: number, from: string, to: string) =>
    [...coKeys.all, 'heatmap', floorId, from, to] as const,
  station: (id: number) => [...coKeys.all, 'station', id] as const,
  events: (deviceId: number) => [...coKeys.all, 'events', deviceId] as const,
  visits: (deviceId: number) => [...coKeys.all, 'visits', deviceId] as const,
};

const stringParams = (query: TableQuery) =>
  Object.fromEntries(Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)]));

export const useDashboard = (from: string, to: string, bucket: rodent.Bucket) =>
  useQuery({
    queryKey: coKeys.dashboard(from, to, bucket),
    queryFn: async ({ signal }) =>
      (await call(e.dashboard, { query: { from, to, bucket } as never, signal })).data,
    enabled: from !== '' && to !== '',
    placeholderData: keepPreviousData,
  });

export const useHeatmap = (floorId: number | null, from: string, to: string) =>
  useQuery({
    queryKey: coKeys.heatmap(floorId ?? 0, from, to),
    queryFn: async ({ signal }) =>
      (await call(e.heatmap, { query: { floorId: String(floorId), from, to } as never, signal })).data,
    enabled: floorId !== null && from !== '' && to !== '',
    placeholderData: keepPreviousData,
  });

export const useStation = (id: number) =>
  useQuery({
    queryKey: coKeys.station(id),
    queryFn: async ({ signal }) => (await call(e.station, { params: { id }, signal, cache: 'none' })).data,
  });

type EventQuery = CallOptions<typeof e.events>['query'];
type VisitQuery = CallOptions<typeof e.visits>['query'];

/** One page of a station's events (the table's kind and open filters). */
export const fetchStationEvents =
  (deviceId: number) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<rodent.StationEvent>> =>
    call(e.events, {
      query: { ...stringParams(query), deviceId: String(deviceId) } as EventQuery,
      signal,
      cache: 'none',
    });

export const fetchStationVisits =
  (deviceId: number) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<rodent.Visit>> =>
    call(e.visits, {
      query: { ...stringParams(query), deviceId: String(deviceId) } as VisitQuery,
      signal,
      cache: 'none',
    });

export type VisitBody = BodyOf<typeof e.recordVisit>;

/** Records a visit (418 per field); the station, its events and visits reload. */
export function useRecordVisit(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VisitBody) => (await call(e.recordVisit, { body })).data,
    onSuccess: () =>
      Promise.all(
        [coKeys.station(deviceId), coKeys.events(deviceId), coKeys.visits(deviceId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
