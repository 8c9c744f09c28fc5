import { assetwatch, type Paged } from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { awKeys } from './keys.ts';
import { companyParam, listParams } from './params.ts';

const e = assetwatch.awAssetEndpoints;
type ListQuery = CallOptions<typeof e.list>['query'];
/** Positions change under the user's eyes: their reads skip the GET cache. */
const LIVE = 'none' as const;

/** GET /asset-watch/api/asset: one page of the company's assets (`extra`: filters outside the table's). */
export const fetchAssets = (
  query: TableQuery,
  signal?: AbortSignal,
  extra: Record<string, string | number | undefined> = {},
): Promise<Paged<assetwatch.AwAsset>> =>
  call(e.list, { query: listParams(query, extra) as ListQuery, signal, cache: LIVE });

export const useAsset = (id: number) =>
  useQuery({
    queryKey: awKeys.asset(id),
    queryFn: async ({ signal }) => (await call(e.get, { params: { id }, signal, cache: LIVE })).data,
    enabled: id > 0,
  });

/** Every asset (the map view), at most 100. */
export const useAllAssets = () =>
  useQuery({
    queryKey: [...awKeys.assets(), 'all'],
    queryFn: ({ signal }) =>
      fetchAssets(
        { limit: 100, offset: 0, total: true, sortBy: 'name', sortType: 'asc', filter: {} },
        signal,
      ),
    refetchInterval: 30_000,
  });

export const useTrack = (id: number, from: string, to: string) =>
  useQuery({
    queryKey: awKeys.track(id, from, to),
    queryFn: async ({ signal }) =>
      (await call(e.track, { params: { id }, query: { from, to } as never, signal, cache: LIVE })).data,
    placeholderData: keepPreviousData,
    enabled: id > 0,
  });

/** GET /asset-watch/api/asset-history: positions of the company's assets. */
export const fetchMovements = (
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<assetwatch.Movement>> =>
  call(e.movements, { query: listParams(query) as never, signal, cache: LIVE });

function useInvalidate() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: awKeys.all });
  };
}

export type AssetBody = assetwatch.AwAssetUpdate;

/** Create (id null) or update an asset; the form shows its own errors. */
export function useSaveAsset() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: AssetBody }) =>
      id === null
        ? (await call(e.create, { query: companyParam() as never, body: body as never })).data
        : (await call(e.update, { params: { id }, body })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteAsset() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => call(e.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Spec §4: lock (true) or unlock (false) an asset. */
export function useLockAsset() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, lock }: { id: number; lock: boolean }) =>
      (await call(lock ? e.lock : e.unlock, { params: { id } })).data,
    onSuccess: invalidate,
  });
}
