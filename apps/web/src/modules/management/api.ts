import { management, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../lib/api.ts';
import { type TableQuery, toListParams } from '../../ui/DataTable/index.ts';

export { management };

const e = management.managementEndpoints;
export type AllocationBody = BodyOf<typeof e.allocate>;
export type RequestBody = BodyOf<typeof e.sendRequest>;
export type HandleBody = BodyOf<typeof e.handleRequest>;

/** Query keys of the desk; invalidating `all` reloads every screen of it. */
export const managementKeys = {
  all: ['management'] as const,
  dashboard: () => [...managementKeys.all, 'dashboard'] as const,
  stock: () => [...managementKeys.all, 'stock'] as const,
  allocations: () => [...managementKeys.all, 'allocations'] as const,
  mine: () => [...managementKeys.all, 'mine'] as const,
  requests: () => [...managementKeys.all, 'requests'] as const,
  request: (uuid: string) => [...managementKeys.all, 'request', uuid] as const,
};

const asText = (query: TableQuery) =>
  Object.fromEntries(Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)]));

export const useDashboard = () =>
  useQuery({
    queryKey: managementKeys.dashboard(),
    queryFn: async ({ signal }) => (await call(e.dashboard, { signal, cache: 'none' })).data,
  });

export const useTokenStock = () =>
  useQuery({
    queryKey: managementKeys.stock(),
    queryFn: async ({ signal }) => (await call(e.tokenStock, { signal, cache: 'none' })).data,
  });

/** The caller's company's quotas from its integrator. */
export const useMyAllocations = () =>
  useQuery({
    queryKey: managementKeys.mine(),
    queryFn: async ({ signal }) => (await call(e.myAllocations, { signal, cache: 'none' })).data,
  });

export const fetchAllocations = (
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<management.Allocation>> =>
  call(e.allocations, {
    query: asText(query) as CallOptions<typeof e.allocations>['query'],
    signal,
    cache: 'none',
  });

export const fetchRequests = (
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<management.DeviceRequest>> =>
  call(e.requests, {
    query: asText(query) as CallOptions<typeof e.requests>['query'],
    signal,
    cache: 'none',
  });

export const useRequest = (uuid: string) =>
  useQuery({
    queryKey: managementKeys.request(uuid),
    queryFn: async ({ signal }) => (await call(e.request, { params: { uuid }, signal, cache: 'none' })).data,
  });

function useReload() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: managementKeys.all });
}

/** POST (id null) or PUT a quota; the form shows the 418s (a quota above what is left) under its fields. */
export function useSaveAllocation(id: number | null) {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: AllocationBody) =>
      (id === null
        ? await call(e.allocate, { body, notify: { error: false } })
        : await call(e.updateAllocation, {
            params: { id },
            body: { quota: body.quota, expiresAt: body.expiresAt },
            notify: { error: false },
          })
      ).data,
    onSuccess: reload,
  });
}

export function useDeleteAllocation() {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: number) => call(e.deleteAllocation, { params: { id } }),
    onSuccess: reload,
  });
}

export function useSendRequest() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: RequestBody) =>
      (await call(e.sendRequest, { body, notify: { error: false } })).data,
    onSuccess: reload,
  });
}

export function useCancelRequest(uuid: string) {
  const reload = useReload();
  return useMutation({
    mutationFn: async () => (await call(e.cancelRequest, { params: { uuid } })).data,
    onSuccess: reload,
  });
}

export function useHandleRequest(uuid: string) {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: HandleBody) =>
      (await call(e.handleRequest, { params: { uuid }, body, notify: { error: false } })).data,
    onSuccess: reload,
  });
}
