import type { Paged } from '@atrium/contracts';
import {
  type AccessInput,
  type AccessUpdate,
  accessEndpoints as endpoints,
  type PlateAccess,
} from '@atrium/contracts/anpr/accesses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { neuronKeys } from './keys.ts';
import { listParams, quiet } from './params.ts';

const FRESH = 'none' as const;

/** GET /anpr/accesses: one page of the plate accesses (filters gate, type, source, active). */
export const fetchAccesses = (query: TableQuery, signal?: AbortSignal): Promise<Paged<PlateAccess>> =>
  call(endpoints.list, {
    query: listParams(query) as CallOptions<typeof endpoints.list>['query'],
    signal,
    cache: FRESH,
  });

export const useAccess = (id: number) =>
  useQuery({
    queryKey: neuronKeys.access(id),
    enabled: id > 0,
    retry: false,
    queryFn: async ({ signal }) =>
      (await call(endpoints.get, { params: { id }, signal, cache: FRESH, notify: false })).data,
  });

function useInvalidateAccesses() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: neuronKeys.accesses() });
}

export function useCreateAccess() {
  const invalidate = useInvalidateAccesses();
  return useMutation({
    mutationFn: async (body: AccessInput) => (await call(endpoints.create, { body, ...quiet })).data,
    onSuccess: invalidate,
  });
}

export function useUpdateAccess(id: number) {
  const invalidate = useInvalidateAccesses();
  return useMutation({
    mutationFn: async (body: AccessUpdate) =>
      (await call(endpoints.update, { params: { id }, body, ...quiet })).data,
    onSuccess: invalidate,
  });
}

export function useRevokeAccess() {
  const invalidate = useInvalidateAccesses();
  return useMutation({
    mutationFn: async (id: number) => (await call(endpoints.revoke, { params: { id } })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteAccess() {
  const invalidate = useInvalidateAccesses();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}
