import { facmgmt, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { fbKeys } from './keys.ts';
import { firstPage, listParams } from './params.ts';

const buildings = facmgmt.buildingEndpoints;
const spaces = facmgmt.spaceEndpoints;
const groups = facmgmt.spaceGroupEndpoints;
type BuildingQuery = CallOptions<typeof buildings.list>['query'];
type SpaceQuery = CallOptions<typeof spaces.list>['query'];
type GroupQuery = CallOptions<typeof groups.list>['query'];

/** GET /facmgmt/api/building: one page of the company's buildings. */
export const fetchBuildings = (query: TableQuery, signal?: AbortSignal): Promise<Paged<facmgmt.Building>> =>
  call(buildings.list, { query: listParams(query) as BuildingQuery, signal });

/** The company's buildings for a picker (first 100 by name). */
export const useBuildingOptions = () =>
  useQuery({
    queryKey: [...fbKeys.buildings(), 'options'],
    queryFn: ({ signal }) => fetchBuildings(firstPage(100), signal),
    select: (page) => page.data,
  });

export const useBuilding = (id: number) =>
  useQuery({
    queryKey: fbKeys.building(id),
    queryFn: async ({ signal }) => (await call(buildings.get, { params: { id }, signal })).data,
    enabled: id > 0,
  });

export type BuildingSettingsBody = BodyOf<typeof buildings.update>;

/** A building's time zone and opening hours (418 per field). */
export function useSaveBuilding(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BuildingSettingsBody) =>
      (await call(buildings.update, { params: { id }, body })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: fbKeys.buildings() }),
  });
}

/** GET /facmgmt/api/space: one page of spaces (filters building, floor, group, capacity, features, bookable). */
export const fetchSpaces = (query: TableQuery, signal?: AbortSignal): Promise<Paged<facmgmt.Space>> =>
  call(spaces.list, { query: listParams(query) as SpaceQuery, signal });

/** The bookable spaces of a building (first 200 by name). */
export const useBuildingSpaces = (buildingId: number) =>
  useQuery({
    queryKey: [...fbKeys.spaces(), 'building', buildingId],
    queryFn: ({ signal }) => fetchSpaces(firstPage(200, { buildingId: String(buildingId) }), signal),
    select: (page) => page.data,
    enabled: buildingId > 0,
  });

/** Every bookable space of the company for a picker (first 200 by name). */
export const useSpaceOptions = () =>
  useQuery({
    queryKey: [...fbKeys.spaces(), 'options'],
    queryFn: ({ signal }) => fetchSpaces(firstPage(200, { bookable: 'true' }), signal),
    select: (page) => page.data,
  });

export type SpaceBody = BodyOf<typeof spaces.update>;

export function useSaveSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: SpaceBody }) =>
      (await call(spaces.update, { params: { id }, body })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: fbKeys.spaces() });
      void queryClient.invalidateQueries({ queryKey: fbKeys.buildings() });
      void queryClient.invalidateQueries({ queryKey: fbKeys.groups() });
      // The floor plans draw the spaces at their positions.
      void queryClient.invalidateQueries({ queryKey: [...fbKeys.all, 'layout'] });
    },
  });
}

/** GET /facmgmt/api/group: one page of the groups of spaces (filter building). */
export const fetchGroups = (query: TableQuery, signal?: AbortSignal): Promise<Paged<facmgmt.SpaceGroup>> =>
  call(groups.list, { query: listParams(query) as GroupQuery, signal });

export const useGroup = (id: number) =>
  useQuery({
    queryKey: fbKeys.group(id),
    queryFn: async ({ signal }) => (await call(groups.get, { params: { id }, signal })).data,
    enabled: id > 0,
  });

export type GroupBody = BodyOf<typeof groups.create>;
export type GroupPatch = BodyOf<typeof groups.update>;

export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: GroupBody }) =>
      id === null
        ? (await call(groups.create, { body })).data
        : (
            await call(groups.update, {
              params: { id },
              body: { name: body.name, description: body.description, spaceIds: body.spaceIds },
            })
          ).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: fbKeys.groups() });
      void queryClient.invalidateQueries({ queryKey: fbKeys.buildings() });
    },
  });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(groups.remove, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: fbKeys.groups() });
      void queryClient.invalidateQueries({ queryKey: fbKeys.buildings() });
    },
  });
}

/** GET /facmgmt/api/layout: the building's floors with their plans and the spaces placed on them. */
export const useBuildingLayouts = (buildingId: number) =>
  useQuery({
    queryKey: fbKeys.layout(buildingId, 0),
    queryFn: async ({ signal }) =>
      (
        await call(facmgmt.layoutEndpoints.list, {
          query: { buildingId: String(buildingId), bookable: 'false' } as never,
          signal,
        })
      ).data,
    enabled: buildingId > 0,
  });
