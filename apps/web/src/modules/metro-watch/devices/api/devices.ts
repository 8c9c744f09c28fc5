import { type devices, metrowatch } from '@atrium/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';
import { metroDeviceKeys } from './keys.ts';

/** While a command waits for the device, its state is asked again this often. */
export const PENDING_REFRESH_MS = 2000;
/** The most readings a chart or track draws (the newest of the period). */
export const MAX_PERIOD_READINGS = 2000;
const PAGE = 100;

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

export interface PeriodReadings {
  /** Newest first. */
  rows: devices.Reading[];
  /** More readings of the period exist than were fetched (the oldest are left out). */
  truncated: boolean;
}

/** The readings carrying `sensor` over a period, walked page by page by `nextCursor` up to MAX_PERIOD_READINGS. */
async function fetchPeriodReadings(
  id: number,
  sensor: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<PeriodReadings> {
  const rows: devices.Reading[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await call(metrowatch.listMetrowatchReadings, {
      params: { id },
      query: { sensor, from, to, limit: PAGE, sortBy: 'ts', sortType: 'desc', ...(cursor && { cursor }) },
      signal,
      cache: 'none',
    });
    rows.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor && rows.length < MAX_PERIOD_READINGS);
  return { rows, truncated: !!cursor };
}

export const usePeriodReadings = (id: number, sensor: string, from: string, to: string) =>
  useQuery({
    queryKey: metroDeviceKeys.readings(id, sensor, from, to),
    queryFn: ({ signal }) => fetchPeriodReadings(id, sensor, from, to, signal),
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
      queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPeriodReadings(id, key, from, to, signal),
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
