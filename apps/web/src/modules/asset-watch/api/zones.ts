import { assetwatch, type Paged, places } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { awKeys } from './keys.ts';
import { ALL, companyParam, listParams } from './params.ts';

const e = assetwatch.zoneEndpoints;

export const fetchZones = (
  query: TableQuery,
  signal?: AbortSignal,
  extra: Record<string, string | number | undefined> = {},
): Promise<Paged<assetwatch.IndoorZone>> =>
  call(e.list, { query: listParams(query, extra) as never, signal });

/** The zones of one floor (its plan), or of the company when no floor is given. */
export const useZones = (floorId?: number) =>
  useQuery({
    queryKey: [...awKeys.zones(), 'floor', floorId ?? 0],
    queryFn: ({ signal }) => fetchZones(ALL, signal, { floorId }),
    select: (page) => page.data,
  });

export function useSaveZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: number | null;
      body: assetwatch.ZoneUpdate & { floorId?: number };
    }) =>
      id === null
        ? (await call(e.create, { query: companyParam() as never, body: body as never })).data
        : (await call(e.update, { params: { id }, body })).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: awKeys.all }),
  });
}

export function useDeleteZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(e.remove, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: awKeys.all }),
  });
}

/** The layout (floor plan) of a floor, if it has one. */
export const useFloorLayout = (floorId: number) =>
  useQuery({
    queryKey: awKeys.layout(floorId),
    queryFn: async ({ signal }) =>
      (await call(places.listLayouts, { query: { floorId: String(floorId), limit: '1' } as never, signal }))
        .data[0] ?? null,
    enabled: floorId > 0,
  });
