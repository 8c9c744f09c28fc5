import type { Paged } from '@atrium/contracts';
import * as police from '@atrium/contracts/defcon/police';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { defconKeys } from './keys.ts';
import { listParams, quiet } from './params.ts';

export { police };

type HqQuery = CallOptions<typeof police.policeEndpoints.hqList>['query'];
type StationQuery = CallOptions<typeof police.policeEndpoints.stationList>['query'];
type LocalityQuery = CallOptions<typeof police.policeEndpoints.localities>['query'];

export const fetchHeadQuarters = (query: TableQuery, signal?: AbortSignal): Promise<Paged<police.PoliceHq>> =>
  call(police.policeEndpoints.hqList, { query: listParams(query) as HqQuery, signal });

export const fetchStations =
  (hqId?: number) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<police.PoliceStation>> =>
    call(police.policeEndpoints.stationList, {
      query: { ...listParams(query), ...(hqId ? { hqId: String(hqId) } : {}) } as StationQuery,
      signal,
    });

export const fetchLocalities = (query: TableQuery, signal?: AbortSignal): Promise<Paged<police.Locality>> =>
  call(police.policeEndpoints.localities, { query: listParams(query) as LocalityQuery, signal });

export const useHeadQuarter = (id: number) =>
  useQuery({
    queryKey: defconKeys.headQuarter(id),
    queryFn: async ({ signal }) =>
      (await call(police.policeEndpoints.hqGet, { params: { id }, signal })).data,
    enabled: id > 0,
  });

export const useStation = (id: number) =>
  useQuery({
    queryKey: defconKeys.station(id),
    queryFn: async ({ signal }) =>
      (await call(police.policeEndpoints.stationGet, { params: { id }, signal })).data,
    enabled: id > 0,
  });

/** The local stations of an HQ (the hand-over's choice), by name, at most 100. */
export const useHqStations = (hqId: number | null) =>
  useQuery({
    queryKey: [...defconKeys.police(), 'stations-of', hqId ?? 0],
    queryFn: async ({ signal }) =>
      (
        await call(police.policeEndpoints.stationList, {
          query: { limit: '100', sortBy: 'name', ...(hqId ? { hqId: String(hqId) } : {}) } as StationQuery,
          signal,
        })
      ).data,
  });

/** Every locality (the forms' choices), by name, at most 100 a call. */
export const useLocalities = (hqId?: number) =>
  useQuery({
    queryKey: [...defconKeys.localities(), hqId ?? 0],
    queryFn: async ({ signal }) =>
      (
        await call(police.policeEndpoints.localities, {
          query: { limit: '100', sortBy: 'name', ...(hqId ? { hqId: String(hqId) } : {}) } as LocalityQuery,
          signal,
        })
      ).data,
  });

export function useSaveHeadQuarter(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: police.PoliceHqInput) =>
      (id === null
        ? await call(police.policeEndpoints.hqCreate, { body, ...quiet })
        : await call(police.policeEndpoints.hqUpdate, { params: { id }, body, ...quiet })
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: defconKeys.police() }),
  });
}

export function useSaveStation(hqId: number, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: police.PoliceStationInput) =>
      (id === null
        ? await call(police.policeEndpoints.stationCreate, { params: { id: hqId }, body, ...quiet })
        : await call(police.policeEndpoints.stationUpdate, { params: { id }, body, ...quiet })
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: defconKeys.police() }),
  });
}
