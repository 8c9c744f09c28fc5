import { assetwatch, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { awKeys } from './keys.ts';
import { ALL, companyParam, listParams } from './params.ts';

/** Asset types and asset groups: the same named lists, each with its endpoints and query key. */
export type CatalogueKind = 'types' | 'groups';
export type CatalogueRow = assetwatch.AssetType;
export type CatalogueBody = assetwatch.AssetTypeUpdate;

const endpointsOf = (kind: CatalogueKind) =>
  (kind === 'types'
    ? assetwatch.assetTypeEndpoints
    : assetwatch.assetGroupEndpoints) as typeof assetwatch.assetTypeEndpoints;
const keyOf = (kind: CatalogueKind) => (kind === 'types' ? awKeys.types() : awKeys.groups());

export const fetchCatalogue =
  (kind: CatalogueKind) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<CatalogueRow>> =>
    call(endpointsOf(kind).list, { query: listParams(query) as never, signal });

/** Every type or group of the company (pickers and filters). */
export const useCatalogueOptions = (kind: CatalogueKind) =>
  useQuery({
    queryKey: [...keyOf(kind), 'options'],
    queryFn: ({ signal }) => fetchCatalogue(kind)(ALL, signal),
    select: (page) => page.data,
  });

export function useSaveCatalogue(kind: CatalogueKind) {
  const client = useQueryClient();
  const e = endpointsOf(kind);
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: CatalogueBody }) =>
      id === null
        ? (await call(e.create, { query: companyParam() as never, body: body as never })).data
        : (await call(e.update, { params: { id }, body })).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: awKeys.all }),
  });
}

export function useDeleteCatalogue(kind: CatalogueKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpointsOf(kind).remove, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: awKeys.all }),
  });
}

/** GET /asset-watch/api/group-history: assets joining and leaving groups. */
export const fetchGroupHistory = (
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<assetwatch.GroupHistoryEntry>> =>
  call(assetwatch.assetGroupEndpoints.history, { query: listParams(query) as never, signal });
