import { fleet, type Paged } from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { fleetKeys } from './keys.ts';
import { companyParam, listParams, quiet } from './params.ts';

type Vehicle = fleet.Vehicle;
type VehicleGroup = fleet.VehicleGroup;
const endpoints = fleet.vehicleEndpoints;
const groupEndpoints = fleet.vehicleGroupEndpoints;
type VehicleListQuery = CallOptions<typeof endpoints.list>['query'];
type GroupListQuery = CallOptions<typeof groupEndpoints.list>['query'];
/** Positions change under the user's eyes: their reads skip the 30 s GET cache. */
const LIVE = 'none' as const;

/** GET /fleet/vehicle: one page of the company's vehicles. */
export const fetchVehicles = (query: TableQuery, signal?: AbortSignal): Promise<Paged<Vehicle>> =>
  call(endpoints.list, { query: listParams(query) as VehicleListQuery, signal, cache: LIVE });

/** GET /fleet/vehicle-group: one page of the company's vehicle groups. */
export const fetchVehicleGroups = (query: TableQuery, signal?: AbortSignal): Promise<Paged<VehicleGroup>> =>
  call(groupEndpoints.list, { query: listParams(query) as GroupListQuery, signal });

export const useVehicle = (id: number) =>
  useQuery({
    queryKey: fleetKeys.vehicle(id),
    queryFn: async ({ signal }) => (await call(endpoints.get, { params: { id }, signal, cache: LIVE })).data,
  });

/** GET /fleet/vehicle/live: every vehicle of the company with its last position and state. */
export const fetchLiveVehicles = async (signal?: AbortSignal) =>
  (await call(endpoints.live, { query: companyParam() as never, signal, cache: LIVE })).data;

/** GET /fleet/vehicle/:id/track: the positions, stops and events of a period. */
export const useTrack = (id: number, from: string, to: string) =>
  useQuery({
    queryKey: fleetKeys.track(id, from, to),
    queryFn: async ({ signal }) =>
      (await call(endpoints.track, { params: { id }, query: { from, to } as never, signal, cache: LIVE }))
        .data,
    placeholderData: keepPreviousData,
  });

/** Every vehicle group of the company (the pickers), at most one page of 100. */
export const useVehicleGroupOptions = () =>
  useQuery({
    queryKey: [...fleetKeys.vehicleGroups(), 'options'],
    queryFn: ({ signal }) =>
      fetchVehicleGroups(
        { limit: 100, offset: 0, total: true, sortBy: 'name', sortType: 'asc', filter: {} },
        signal,
      ),
    select: (page) => page.data,
  });

export type VehicleBody = fleet.VehicleUpdate;

/** Refreshes every vehicle view after a change (lists, details, the live map's names). */
function useInvalidateVehicles() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: fleetKeys.vehicles() });
    void queryClient.invalidateQueries({ queryKey: fleetKeys.vehicleGroups() });
    void queryClient.invalidateQueries({ queryKey: fleetKeys.drivers() });
  };
}

/** Create (id null) or update a vehicle; the form shows its own errors. */
export function useSaveVehicle() {
  const invalidate = useInvalidateVehicles();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: VehicleBody }) =>
      id === null
        ? (await call(endpoints.create, { query: companyParam() as never, body: body as never })).data
        : (await call(endpoints.update, { params: { id }, body })).data,
    onSuccess: invalidate,
  });
}

/** Suspend or unsuspend (spec §4); the confirmation dialog shows a refusal. */
export function useSuspendVehicle() {
  const invalidate = useInvalidateVehicles();
  return useMutation({
    mutationFn: async ({ id, suspend }: { id: number; suspend: boolean }) =>
      (await call(suspend ? endpoints.suspend : endpoints.unsuspend, { params: { id }, ...quiet })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteVehicle() {
  const invalidate = useInvalidateVehicles();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

export type VehicleGroupBody = fleet.VehicleGroupUpdate;

export function useSaveVehicleGroup() {
  const invalidate = useInvalidateVehicles();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: VehicleGroupBody }) =>
      id === null
        ? (await call(groupEndpoints.create, { query: companyParam() as never, body: body as never })).data
        : (await call(groupEndpoints.update, { params: { id }, body })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteVehicleGroup() {
  const invalidate = useInvalidateVehicles();
  return useMutation({
    mutationFn: (id: number) => call(groupEndpoints.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** The vehicle's latest job cards (its page's jobs card), newest planned first. */
export const useVehicleJobs = (vehicleId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...fleetKeys.vehicle(vehicleId), 'jobs'],
    queryFn: async ({ signal }) =>
      (
        await call(fleet.jobCardEndpoints.list, {
          query: {
            vehicleId: String(vehicleId),
            limit: '5',
            offset: '0',
            sortBy: 'plannedStart',
            sortType: 'desc',
          } as never,
          signal,
        })
      ).data,
    enabled,
  });
