import type { Paged } from '@atrium/contracts';
import {
  residentEndpoints as endpoints,
  type Resident,
  type ResidentInput,
  type ResidentUpdate,
} from '@atrium/contracts/anpr/residents';
import {
  type Vehicle,
  type VehicleInput,
  type VehicleUpdate,
  vehicleEndpoints,
} from '@atrium/contracts/anpr/vehicles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { neuronKeys } from './keys.ts';
import { companyParam, customerParam, listParams, quiet } from './params.ts';

type ResidentListQuery = CallOptions<typeof endpoints.list>['query'];
/** A resident's page shows what was just saved, not a 30 s old copy. */
const FRESH = 'none' as const;

/** GET /anpr/residents: one page of the company's residents (`structureId` narrows to one structure). */
export const fetchResidents =
  (extra: { structureId?: number } = {}) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<Resident>> =>
    call(endpoints.list, {
      query: {
        ...listParams(query),
        ...(extra.structureId ? { structureId: String(extra.structureId) } : {}),
      } as ResidentListQuery,
      signal,
      cache: FRESH,
    });

/** A resident's profile: the resident and their vehicles (`me`: the signed-in user's own, or a 404). */
export interface ResidentProfile {
  resident: Resident;
  vehicles: Vehicle[];
}

export const useResidentProfile = (id: number | 'me', enabled = true) =>
  useQuery({
    queryKey: neuronKeys.resident(id),
    enabled,
    retry: false,
    queryFn: async ({ signal }): Promise<ResidentProfile> => {
      if (id === 'me') {
        const reply = await call(endpoints.me, { signal, cache: FRESH, notify: false });
        return { resident: reply.data, vehicles: reply.vehicles };
      }
      const [resident, vehicles] = await Promise.all([
        call(endpoints.get, { params: { id }, signal, cache: FRESH, notify: false }),
        call(endpoints.vehicles, { params: { id }, signal, cache: FRESH, notify: false }),
      ]);
      return { resident: resident.data, vehicles: vehicles.data };
    },
  });

function useInvalidateResidents() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: neuronKeys.residents() });
    void queryClient.invalidateQueries({ queryKey: neuronKeys.accesses() });
  };
}

/** Create (id null) or update a resident; the form shows its own errors. */
export function useSaveResident() {
  const invalidate = useInvalidateResidents();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: ResidentInput | ResidentUpdate }) =>
      id === null
        ? (await call(endpoints.create, { query: companyParam() as never, body: body as never, ...quiet }))
            .data
        : (await call(endpoints.update, { params: { id }, body, ...quiet })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteResident() {
  const invalidate = useInvalidateResidents();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** Replaces a resident's structures. */
export function useSaveStructures(id: number) {
  const invalidate = useInvalidateResidents();
  return useMutation({
    mutationFn: async (structureIds: number[]) =>
      (await call(endpoints.setStructures, { params: { id }, body: { structureIds }, ...quiet })).data,
    onSuccess: invalidate,
  });
}

/** Create (id null) or update a vehicle; a plate already used in the company is a 418 on `plate`. */
export function useSaveVehicle() {
  const invalidate = useInvalidateResidents();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: VehicleInput | VehicleUpdate }) =>
      id === null
        ? (
            await call(vehicleEndpoints.create, {
              query: companyParam() as never,
              body: body as never,
              ...quiet,
            })
          ).data
        : (await call(vehicleEndpoints.update, { params: { id }, body, ...quiet })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteVehicle() {
  const invalidate = useInvalidateResidents();
  return useMutation({
    mutationFn: (id: number) => call(vehicleEndpoints.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

type Option = { value: string; label: string };

/** Residents matching a typed search, for pickers (the first 20). */
export const useResidentOptions = (search: string) =>
  useQuery({
    queryKey: [...neuronKeys.residents(), 'options', search],
    queryFn: async ({ signal }): Promise<Option[]> => {
      const page = await call(endpoints.list, {
        query: {
          limit: '20',
          offset: '0',
          sortBy: 'name',
          sortType: 'asc',
          ...(search ? { name: search } : {}),
          ...customerParam(),
        } as ResidentListQuery,
        signal,
      });
      return page.data.map((row) => ({ value: String(row.id), label: row.name }));
    },
  });

/** Vehicles matching a typed search (plate, make, resident), for pickers (the first 20). */
export const useVehicleOptions = (search: string) =>
  useQuery({
    queryKey: [...neuronKeys.residents(), 'vehicle-options', search],
    queryFn: async ({ signal }): Promise<Option[]> => {
      const page = await call(vehicleEndpoints.list, {
        query: {
          limit: '20',
          offset: '0',
          sortBy: 'plate',
          sortType: 'asc',
          ...(search ? { name: search } : {}),
          ...customerParam(),
        } as CallOptions<typeof vehicleEndpoints.list>['query'],
        signal,
      });
      return page.data.map((row) => ({
        value: String(row.id),
        label: row.resident ? `${row.plate} · ${row.resident.name}` : row.plate,
      }));
    },
  });
