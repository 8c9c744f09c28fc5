import { type Paged, places } from '@atrium/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { placesKeys, tableParams } from './keys.ts';

type ListQuery = CallOptions<typeof places.listStructures>['query'];

/** GET /company/:id/structure (or its inner structures): one page, with extra filters. */
export const fetchStructures =
  (companyId: number, extra: Record<string, string> = {}, inner = false) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<places.Structure>> =>
    call(inner ? places.listInnerStructures : places.listStructures, {
      params: { id: companyId },
      query: { ...tableParams(query), ...extra } as ListQuery,
      signal,
    });

export const structureQuery = (companyId: number, id: number) =>
  queryOptions({
    queryKey: placesKeys.structure(companyId, id),
    queryFn: async ({ signal }) =>
      (await call(places.getStructure, { params: { id: companyId, structureId: id }, signal })).data,
  });

export const useStructure = (companyId: number | null, id: number) =>
  useQuery({ ...structureQuery(companyId ?? 0, id), enabled: companyId !== null && id > 0 });

export const useStructureCounts = (companyId: number | null) =>
  useQuery({
    queryKey: placesKeys.counts(companyId ?? 0),
    queryFn: async ({ signal }) =>
      (await call(places.companyStructureMeta, { params: { id: companyId ?? 0 }, signal })).data,
    enabled: companyId !== null,
  });

/** GET /structure/search: structures for a picker (the server applies the text from 2 characters). */
export const searchStructures = async (text: string, signal?: AbortSignal) =>
  (await call(places.searchStructures, { query: { name: text || undefined, limit: '20' }, signal })).data;

export const useStructureSearch = (text: string, enabled = true) =>
  useQuery({
    queryKey: placesKeys.search(text),
    queryFn: ({ signal }) => searchStructures(text, signal),
    enabled,
    staleTime: 30_000,
  });

export type CreateStructureBody = BodyOf<typeof places.createStructure>;
export type UpdateStructureBody = BodyOf<typeof places.updateStructure>;

/** After any change to a company's structures, floors or spaces: reload its lists, details and counts. */
function useReloadStructures(companyId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: placesKeys.structures(companyId) });
    void queryClient.invalidateQueries({ queryKey: [...placesKeys.all, 'structure-search'] });
  };
}

export function useCreateStructure(companyId: number) {
  const reload = useReloadStructures(companyId);
  return useMutation({
    /** `customerId`: a customer the provider serves (R133); else the company's own structure. */
    mutationFn: ({ body, customerId }: { body: CreateStructureBody; customerId: number | null }) =>
      call(places.createStructure, {
        params: { id: companyId },
        body,
        ...(customerId === null ? {} : { query: { customerId } }),
      }),
    onSuccess: reload,
  });
}

export function useUpdateStructure(companyId: number, structureId: number) {
  const reload = useReloadStructures(companyId);
  return useMutation({
    mutationFn: (body: UpdateStructureBody) =>
      call(places.updateStructure, { params: { id: companyId, structureId }, body }),
    onSuccess: reload,
  });
}

export function useDeleteStructure(companyId: number) {
  const reload = useReloadStructures(companyId);
  return useMutation({
    mutationFn: (structureId: number) =>
      call(places.deleteStructure, { params: { id: companyId, structureId } }),
    onSuccess: reload,
  });
}

export type FloorBody = BodyOf<typeof places.createFloor>;
export type SpaceBody = BodyOf<typeof places.createSpace>;

/** Floors and spaces of a company's structures: add, change, delete; each reloads the structure. */
export function useFloorMutations(companyId: number) {
  const reload = useReloadStructures(companyId);
  const params = { id: companyId };
  return {
    create: useMutation({
      mutationFn: (body: FloorBody) => call(places.createFloor, { params, body }),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: ({ floorId, body }: { floorId: number; body: BodyOf<typeof places.updateFloor> }) =>
        call(places.updateFloor, { params: { ...params, floorId }, body }),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (floorId: number) => call(places.deleteFloor, { params: { ...params, floorId } }),
      onSuccess: reload,
    }),
  };
}

export function useSpaceMutations(companyId: number) {
  const reload = useReloadStructures(companyId);
  const params = { id: companyId };
  return {
    create: useMutation({
      mutationFn: (body: SpaceBody) => call(places.createSpace, { params, body }),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: ({ spaceId, body }: { spaceId: number; body: BodyOf<typeof places.updateSpace> }) =>
        call(places.updateSpace, { params: { ...params, spaceId }, body }),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (spaceId: number) => call(places.deleteSpace, { params: { ...params, spaceId } }),
      onSuccess: reload,
    }),
  };
}

/** POST /structure/v2/:structureId/floors: several floors at once (assets v2 add-floors). */
export function useAddFloors(companyId: number, structureId: number) {
  const reload = useReloadStructures(companyId);
  return useMutation({
    mutationFn: (body: BodyOf<typeof places.addFloorsV2>) =>
      call(places.addFloorsV2, { params: { structureId }, body }),
    onSuccess: reload,
  });
}
