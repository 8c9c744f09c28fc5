import { type Paged, places } from '@atrium/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { placesKeys, tableParams } from './keys.ts';

/** GET /company/:id/geofence: one page. */
export const fetchGeofences =
  (companyId: number) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<places.Geofence>> =>
    call(places.listGeofences, {
      params: { id: companyId },
      query: tableParams(query) as CallOptions<typeof places.listGeofences>['query'],
      signal,
    });

export const geofenceQuery = (companyId: number, id: number) =>
  queryOptions({
    queryKey: placesKeys.geofence(companyId, id),
    queryFn: async ({ signal }) =>
      (await call(places.getGeofence, { params: { id: companyId, geofenceId: id }, signal })).data,
  });

export const useGeofence = (companyId: number | null, id: number) =>
  useQuery({ ...geofenceQuery(companyId ?? 0, id), enabled: companyId !== null && id > 0 });

/** The company's groups of geofences, for the group picker (the first 100). */
export const useGeofenceGroups = (companyId: number | null) =>
  useQuery({
    queryKey: placesKeys.geofenceGroups(companyId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await call(places.listGeofenceGroups, {
          params: { id: companyId ?? 0 },
          query: { limit: '100', sortBy: 'name' },
          signal,
        })
      ).data,
    enabled: companyId !== null,
  });

export type GeofenceBody = BodyOf<typeof places.createGeofence>;

export function useSaveGeofence(companyId: number, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeofenceBody) =>
      id === null
        ? call(places.createGeofence, { params: { id: companyId }, body })
        : call(places.updateGeofence, { params: { id: companyId, geofenceId: id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: placesKeys.geofences(companyId) });
      void queryClient.invalidateQueries({ queryKey: placesKeys.geofenceGroups(companyId) });
    },
  });
}

export function useDeleteGeofence(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (geofenceId: number) =>
      call(places.deleteGeofence, { params: { id: companyId, geofenceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placesKeys.geofences(companyId) }),
  });
}

/** GET /company/:id/geofence-group: one page. */
export const fetchGeofenceGroups =
  (companyId: number) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<places.GeofenceGroup>> =>
    call(places.listGeofenceGroups, {
      params: { id: companyId },
      query: tableParams(query) as CallOptions<typeof places.listGeofenceGroups>['query'],
      signal,
    });

/** The company's geofences to choose group members from (the first 100 by name; search narrows). */
export const useGeofenceChoices = (companyId: number, search: string) =>
  useQuery({
    queryKey: [...placesKeys.geofences(companyId), 'choices', search],
    queryFn: async ({ signal }) =>
      (
        await call(places.listGeofences, {
          params: { id: companyId },
          query: { limit: '100', sortBy: 'name', ...(search.trim().length > 1 ? { name: search } : {}) },
          signal,
        })
      ).data,
  });

export type GeofenceGroupBody = BodyOf<typeof places.createGeofenceGroup>;

/** Create, update and delete a group of geofences; the geofences' own lists show their groups, so both reload. */
export function useGeofenceGroupMutations(companyId: number) {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: placesKeys.geofenceGroups(companyId) }),
      queryClient.invalidateQueries({ queryKey: placesKeys.geofences(companyId) }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: GeofenceGroupBody }) =>
        id === null
          ? call(places.createGeofenceGroup, { params: { id: companyId }, body })
          : call(places.updateGeofenceGroup, { params: { id: companyId, groupId: id }, body }),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (groupId: number) =>
        call(places.deleteGeofenceGroup, { params: { id: companyId, groupId } }),
      onSuccess: reload,
    }),
  };
}
