import { fleet, type Paged } from '@atrium/contracts';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import { reloadOnPush } from '../../../lib/liveReload.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { tableParams } from '../../places/api/keys.ts';

/** TanStack Query keys of fleet's dispatch screens; invalidate a prefix to reload everything under it. */
export const dispatchKeys = {
  all: ['fleet', 'dispatch'] as const,
  pois: () => [...dispatchKeys.all, 'pois'] as const,
  poiChoices: (search: string) => [...dispatchKeys.pois(), 'choices', search] as const,
  routes: () => [...dispatchKeys.all, 'routes'] as const,
  route: (id: number) => [...dispatchKeys.routes(), 'detail', id] as const,
  routeChoices: () => [...dispatchKeys.routes(), 'choices'] as const,
  settings: () => [...dispatchKeys.all, 'alarm-settings'] as const,
};

const listQuery = <E>(query: TableQuery) => tableParams(query) as CallOptions<E>['query'];

// Points of interest

export const fetchPois = (query: TableQuery, signal?: AbortSignal): Promise<Paged<fleet.Poi>> =>
  call(fleet.poiEndpoints.list, { query: listQuery<typeof fleet.poiEndpoints.list>(query), signal });

/** The company's points of interest to pick a stop from: the first 50 by name, narrowed by a search. */
export const usePoiChoices = (search: string) =>
  useQuery({
    queryKey: dispatchKeys.poiChoices(search),
    queryFn: async ({ signal }) =>
      (
        await call(fleet.poiEndpoints.list, {
          query: { limit: '50', sortBy: 'name', ...(search ? { name: search } : {}) } as never,
          signal,
        })
      ).data,
  });

export type PoiBody = BodyOf<typeof fleet.poiEndpoints.create>;

export function useSavePoi(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PoiBody) =>
      id === null
        ? call(fleet.poiEndpoints.create, { body })
        : call(fleet.poiEndpoints.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.pois() }),
  });
}

export function useDeletePoi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(fleet.poiEndpoints.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.pois() }),
  });
}

// Routes

export const fetchRoutes = (query: TableQuery, signal?: AbortSignal): Promise<Paged<fleet.RouteSummary>> =>
  call(fleet.routeEndpoints.list, { query: listQuery<typeof fleet.routeEndpoints.list>(query), signal });

export const useRoute = (id: number) =>
  useQuery({
    queryKey: dispatchKeys.route(id),
    queryFn: async ({ signal }) => (await call(fleet.routeEndpoints.get, { params: { id }, signal })).data,
    enabled: id > 0,
  });

export type RouteBody = BodyOf<typeof fleet.routeEndpoints.create>;

export function useSaveRoute(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody) =>
      id === null
        ? call(fleet.routeEndpoints.create, { body })
        : call(fleet.routeEndpoints.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.routes() }),
  });
}

export function useDeleteRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(fleet.routeEndpoints.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.routes() }),
  });
}

// Alarm settings

export const useAlarmSettings = () =>
  useQuery({
    queryKey: dispatchKeys.settings(),
    queryFn: async ({ signal }) =>
      (await call(fleet.alarmSettingsEndpoints.get, { signal, cache: 'none' })).data,
  });

export function useSaveAlarmSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: fleet.AlarmSettingsInput) => call(fleet.alarmSettingsEndpoints.put, { body }),
    onSuccess: ({ data }) => queryClient.setQueryData(dispatchKeys.settings(), data),
  });
}

// Job cards

export const jobKeys = {
  all: [...dispatchKeys.all, 'jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  column: (state: fleet.JobState, limit: number) => [...jobKeys.lists(), 'column', state, limit] as const,
  job: (id: number) => [...jobKeys.all, 'detail', id] as const,
  history: (id: number) => [...jobKeys.job(id), 'history'] as const,
};

type JobListQuery = CallOptions<typeof fleet.jobCardEndpoints.list>['query'];

/** GET /fleet/job-card: one page with the list's filter (state, vehicle, driver, route, title search). */
export const fetchJobCards = (query: TableQuery, signal?: AbortSignal): Promise<Paged<fleet.JobCard>> =>
  call(fleet.jobCardEndpoints.list, { query: tableParams(query) as JobListQuery, signal, cache: 'none' });

const columnQuery = (state: fleet.JobState, limit: number) => ({
  queryKey: jobKeys.column(state, limit),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(fleet.jobCardEndpoints.list, {
      query: { state, limit: String(limit), sortBy: 'updatedAt', sortType: 'desc' } as JobListQuery,
      signal,
      cache: 'none' as const,
    }),
  placeholderData: (previous: Paged<fleet.JobCard> | undefined) => previous,
});

/** The kanban's columns: the first `limits[state]` cards of each state, most recently changed first. */
export const useJobColumns = (limits: Record<fleet.JobState, number>) =>
  useQueries({ queries: fleet.JOB_STATES.map((state) => columnQuery(state, limits[state])) });

export const useJobCard = (id: number) =>
  useQuery({
    queryKey: jobKeys.job(id),
    queryFn: async ({ signal }) =>
      (await call(fleet.jobCardEndpoints.get, { params: { id }, signal, cache: 'none' })).data,
    enabled: id > 0,
  });

/** The card's history, oldest first (the first 100 changes). */
export const useJobHistory = (id: number) =>
  useQuery({
    queryKey: jobKeys.history(id),
    queryFn: async ({ signal }) =>
      (
        await call(fleet.jobCardEndpoints.history, {
          params: { id },
          query: { limit: '100', sortBy: 'at', sortType: 'asc' } as never,
          signal,
          cache: 'none',
        })
      ).data,
    enabled: id > 0,
  });

type Columns = [readonly unknown[], Paged<fleet.JobCard> | undefined][];

/** The cached columns with the card taken out of its own and put first in `to`'s (what the server will do). */
function moveInColumns(columns: Columns, card: fleet.JobCard, to: fleet.JobState) {
  return columns.map(([key, page]) => {
    if (!page) return [key, page] as const;
    const state = key[key.indexOf('column') + 1] as fleet.JobState;
    if (state === card.state && page.data.some((row) => row.id === card.id))
      return [
        key,
        { data: page.data.filter((row) => row.id !== card.id), totalRecords: page.totalRecords - 1 },
      ] as const;
    if (state === to)
      return [
        key,
        { data: [{ ...card, state: to }, ...page.data], totalRecords: page.totalRecords + 1 },
      ] as const;
    return [key, page] as const;
  });
}

/**
 * PATCH /fleet/job-card/:id/state. The card moves on the board at once; a refusal (409, 418) puts it back
 * and the client's toast says why. Every list and the card reload afterwards.
 */
export function useMoveJobCard() {
  const queryClient = useQueryClient();
  const columnsKey = [...jobKeys.lists(), 'column'];
  return useMutation({
    mutationFn: ({ card, to }: { card: fleet.JobCard; to: fleet.JobState }) =>
      call(fleet.jobCardEndpoints.state, { params: { id: card.id }, body: { state: to } }),
    onMutate: async ({ card, to }) => {
      await queryClient.cancelQueries({ queryKey: columnsKey });
      const before = queryClient.getQueriesData<Paged<fleet.JobCard>>({ queryKey: columnsKey });
      for (const [key, page] of moveInColumns(before, card, to)) queryClient.setQueryData(key, page);
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [key, page] of context?.before ?? []) queryClient.setQueryData(key, page);
    },
    onSuccess: ({ data }) => queryClient.setQueryData(jobKeys.job(data.id), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

export type JobCardBody = BodyOf<typeof fleet.jobCardEndpoints.create>;

export function useSaveJobCard(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobCardBody) =>
      id === null
        ? call(fleet.jobCardEndpoints.create, { body })
        : call(fleet.jobCardEndpoints.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

export function useDeleteJobCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(fleet.jobCardEndpoints.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

declare module '../../../lib/realtime.ts' {
  interface RealtimeEvents {
    'fleet:job-card': fleet.JobCardEvent;
  }
}

/** While mounted, a job card changed by anyone (socket `fleet:job-card`) reloads the lists and that card. */
export function useLiveJobCards(onEvent?: (event: fleet.JobCardEvent) => void) {
  const queryClient = useQueryClient();
  useRealtimeEvent(fleet.JOB_CARD_EVENT, (event) => {
    reloadOnPush(queryClient, jobKeys.lists());
    reloadOnPush(queryClient, jobKeys.job(event.jobCardId));
    onEvent?.(event);
  });
}

// Choices of vehicles, drivers and routes (filters and pickers)

interface OptionPage {
  search: string;
  skip: number;
  limit: number;
}
const optionQuery = ({ search, skip, limit }: OptionPage) =>
  ({
    limit: String(limit),
    offset: String(skip),
    total: 'true',
    sortBy: 'name',
    ...(search ? { name: search } : {}),
  }) as never;

/** A page of the company's vehicles whose name matches, for a filter or picker. */
export const searchVehicles = async (page: OptionPage, signal?: AbortSignal) => {
  const result = await call(fleet.vehicleEndpoints.list, { query: optionQuery(page), signal });
  return {
    items: result.data.map((row) => ({ id: row.id, name: `${row.name} · ${row.plate}` })),
    total: result.totalRecords,
  };
};

export const searchDrivers = async (page: OptionPage, signal?: AbortSignal) => {
  const result = await call(fleet.driverEndpoints.list, { query: optionQuery(page), signal });
  return { items: result.data.map((row) => ({ id: row.id, name: row.name })), total: result.totalRecords };
};

export const searchRoutes = async (page: OptionPage, signal?: AbortSignal) => {
  const result = await call(fleet.routeEndpoints.list, { query: optionQuery(page), signal });
  return { items: result.data.map((row) => ({ id: row.id, name: row.name })), total: result.totalRecords };
};

/** The first 100 matching choices of one kind, for a picker in a form. */
export const useChoices = (kind: 'vehicles' | 'drivers' | 'routes', search: string) =>
  useQuery({
    queryKey: [...dispatchKeys.all, 'choices', kind, search],
    queryFn: ({ signal }) =>
      ({ vehicles: searchVehicles, drivers: searchDrivers, routes: searchRoutes })[kind](
        { search, skip: 0, limit: 100 },
        signal,
      ),
  });
