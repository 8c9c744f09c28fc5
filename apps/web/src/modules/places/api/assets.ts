import { type Paged, places } from '@atrium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { placesKeys, tableParams } from './keys.ts';

/** GET /company/:id/asset: one page (the search matches name or serial). */
export const fetchAssets =
  (companyId: number) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<places.Asset>> =>
    call(places.listAssets, {
      params: { id: companyId },
      query: tableParams(query) as CallOptions<typeof places.listAssets>['query'],
      signal,
    });

/** GET /company/:id/area: one page. */
export const fetchAreas =
  (companyId: number) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<places.Area>> =>
    call(places.listAreas, {
      params: { id: companyId },
      query: tableParams(query) as CallOptions<typeof places.listAreas>['query'],
      signal,
    });

export type AssetBody = BodyOf<typeof places.createAsset>;
export type AreaBody = BodyOf<typeof places.createArea>;

export function useAssetMutations(companyId: number) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: placesKeys.assets(companyId) });
  const params = { id: companyId };
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: AssetBody }) =>
        id === null
          ? call(places.createAsset, { params, body })
          : call(places.updateAsset, { params: { ...params, assetId: id }, body }),
      onSuccess: reload,
    }),
    remove: (assetId: number) => call(places.deleteAsset, { params: { ...params, assetId } }),
  };
}

export function useAreaMutations(companyId: number) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: placesKeys.areas(companyId) });
  const params = { id: companyId };
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: AreaBody }) =>
        id === null
          ? call(places.createArea, { params, body })
          : call(places.updateArea, { params: { ...params, areaId: id }, body }),
      onSuccess: reload,
    }),
    remove: (areaId: number) => call(places.deleteArea, { params: { ...params, areaId } }),
  };
}
