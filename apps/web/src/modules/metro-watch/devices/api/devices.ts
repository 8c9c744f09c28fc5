import { metrowatch } from '@atrium/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { fetchPeriodReadings, type ReadingsPager } from '../../../../kit/api/periodReadings.ts';
import { call } from '../../../../lib/api.ts';
import { metroDeviceKeys } from './keys.ts';

/** While a command waits for the device, its state is asked again this often. */
export const PENDING_REFRESH_MS = 2000;

const hasOpenCommand = (commands: readonly metrowatch.Command[] | undefined) =>
  !!commands?.some((one) => metrowatch.OPEN_COMMAND_STATES.includes(one.state));

/** GET /metrowatch/device/:id, asked again while one of its latest commands is open. */
export const useMetroDevice = (id: number) =>
  useQuery({
    queryKey: metroDeviceKeys.device(id),
    queryFn: async ({ signal }) =>
      (await call(metrowatch.getMetrowatchDevice, { params: { id }, signal, cache: 'none' })).data,
    enabled: id > 0,
    refetchInterval: (query) => (hasOpenCommand(query.state.data?.lastCommands) ? PENDING_REFRESH_MS : false),
  });

/** The device's commands, newest first, asked again while one of them is open. */
export const useDeviceCommands = (id: number) =>
  useQuery({
    queryKey: metroDeviceKeys.commands(id),
    queryFn: ({ signal }) =>
      call(metrowatch.listMetrowatchCommands, {
        params: { id },
        query: { limit: 10, sortBy: 'createdAt', sortType: 'desc' },
        signal,
        cache: 'none',
      }),
    refetchInterval: (query) => (hasOpenCommand(query.state.data?.data) ? PENDING_REFRESH_MS : false),
  });

/** GET /metrowatch/dashboard. */
export const useMetroDashboard = () =>
  useQuery({
    queryKey: metroDeviceKeys.dashboard(),
    queryFn: async ({ signal }) =>
      (await call(metrowatch.getMetrowatchDashboard, { query: { events: 10 }, signal })).data,
  });

/** One page of the device's readings from Metro Watch's own endpoint (the kit walks the pages). */
const pagerOf =
  (id: number): ReadingsPager =>
  (query, signal) =>
    call(metrowatch.listMetrowatchReadings, { params: { id }, query, signal, cache: 'none' });

export const usePeriodReadings = (id: number, sensor: string, from: string, to: string) =>
  useQuery({
    queryKey: metroDeviceKeys.readings(id, sensor, from, to),
    queryFn: ({ signal }) => fetchPeriodReadings(pagerOf(id), sensor, from, to, signal),
    enabled: id > 0,
  });

/** A 0/1 value that reported 1: a door opened, an SOS pressed, a geofence left. */
export interface FlagEvent {
  key: string;
  ts: string;
  values: Record<string, number>;
}

/** The moments each of `keys` reported 1 within the period, newest first. */
export function useFlagEvents(id: number, keys: readonly string[], from: string, to: string) {
  return useQueries({
    queries: keys.map((key) => ({
      queryKey: metroDeviceKeys.readings(id, key, from, to),
      queryFn: ({ signal }: { signal?: AbortSignal }) =>
        fetchPeriodReadings(pagerOf(id), key, from, to, signal),
      enabled: id > 0,
    })),
    combine: (results) => ({
      isPending: results.some((one) => one.isPending),
      error: results.find((one) => one.isError)?.error ?? null,
      refetch: () => Promise.all(results.map((one) => one.refetch())),
      isFetching: results.some((one) => one.isFetching),
      events: results
        .flatMap((one, index) =>
          (one.data?.rows ?? [])
            .filter((row) => row.values[keys[index] as string] === 1)
            .map((row) => ({ key: keys[index] as string, ts: row.ts, values: row.values })),
        )
        .sort((a, b) => b.ts.localeCompare(a.ts)),
    }),
  });
}
