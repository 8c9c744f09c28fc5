import { type Paged, sparking } from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { spKeys } from './keys.ts';
import { companyParam, listParams } from './params.ts';

const endpoints = sparking.locationEndpoints;
const spots = sparking.spotEndpoints;
type ListQuery = CallOptions<typeof endpoints.list>['query'];
export type LocationBody = BodyOf<typeof endpoints.create>;
export type LocationPatch = BodyOf<typeof endpoints.update>;

/** A form shows its own failures (field errors under their fields, others above its buttons). */
const quiet = { notify: { error: false } } as const;

/** GET /sparking/api/locations: one page of the company's parking locations. */
export const fetchLocations = (query: TableQuery, signal?: AbortSignal): Promise<Paged<sparking.Location>> =>
  call(endpoints.list, { query: listParams(query) as ListQuery, signal });

/** The company's locations for the dashboard's filter (first 100 by name). */
export const useLocationOptions = () =>
  useQuery({
    queryKey: [...spKeys.locations(), 'options'],
    queryFn: ({ signal }) =>
      fetchLocations(
        { limit: 100, offset: 0, total: true, sortBy: 'name', sortType: 'asc', filter: {} },
        signal,
      ),
    select: (page) => page.data,
  });

export const useLocation = (id: number) =>
  useQuery({
    queryKey: spKeys.location(id),
    queryFn: async ({ signal }) => (await call(endpoints.get, { params: { id }, signal })).data,
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });

/** Adds (id null) or changes a location; 418s come back to the form. */
export function useSaveLocation(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LocationBody | LocationPatch) =>
      id === null
        ? (
            await call(endpoints.create, {
              body: body as LocationBody,
              query: companyParam() as never,
              ...quiet,
            })
          ).data
        : (await call(endpoints.update, { params: { id }, body: body as LocationPatch, ...quiet })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: spKeys.all }),
  });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.remove, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: spKeys.all }),
  });
}

/** A spot's sensor (null: none), or the spot closed or opened. */
export function useSpotAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: { id: number } & ({ deviceId: number | null } | { closed: boolean })) =>
      'closed' in action
        ? (await call(action.closed ? spots.close : spots.open, { params: { id: action.id } })).data
        : (await call(spots.update, { params: { id: action.id }, body: { deviceId: action.deviceId } })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: spKeys.all }),
  });
}
