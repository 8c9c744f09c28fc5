import { fleet, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { fleetKeys } from './keys.ts';
import { companyParam, listParams } from './params.ts';

type Driver = fleet.Driver;
const endpoints = fleet.driverEndpoints;
type DriverListQuery = CallOptions<typeof endpoints.list>['query'];

/** GET /fleet/driver: one page of the company's drivers. */
export const fetchDrivers = (query: TableQuery, signal?: AbortSignal): Promise<Paged<Driver>> =>
  call(endpoints.list, { query: listParams(query) as DriverListQuery, signal });

/** The company's drivers for a picker (searched by name or licence, first 50). */
export const useDriverOptions = (search: string) =>
  useQuery({
    queryKey: [...fleetKeys.drivers(), 'options', search],
    queryFn: ({ signal }) =>
      fetchDrivers(
        {
          limit: 50,
          offset: 0,
          total: true,
          sortBy: 'name',
          sortType: 'asc',
          filter: search ? { name: search } : {},
        },
        signal,
      ),
    select: (page) => page.data,
  });

export type DriverBody = fleet.DriverUpdate;

export function useSaveDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: DriverBody }) =>
      id === null
        ? (await call(endpoints.create, { query: companyParam() as never, body: body as never })).data
        : (await call(endpoints.update, { params: { id }, body })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: fleetKeys.drivers() });
      void queryClient.invalidateQueries({ queryKey: fleetKeys.vehicles() });
    },
  });
}

export function useDeleteDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.remove, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: fleetKeys.drivers() });
      void queryClient.invalidateQueries({ queryKey: fleetKeys.vehicles() });
    },
  });
}
