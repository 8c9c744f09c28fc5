import type { Paged } from '@atrium/contracts';
import {
  vehicleLogEndpoints as endpoints,
  VEHICLE_LOG_EVENT,
  type VehicleLog,
  type VehicleLogEvent,
} from '@atrium/contracts/anpr/logs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useReloadOnReconnect } from '../../../kit/api/live.ts';
import { type CallOptions, call, downloadBlob } from '../../../lib/api.ts';
import { useSelectedCompany } from '../../../lib/company.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { neuronKeys } from './keys.ts';
import { LIVE_LOGS_SHOWN, mergeLiveLog } from './liveLogs.ts';
import { customerParam, listParams } from './params.ts';

// The vehicle-log socket event (contracts/anpr/logs.ts), typed for `useRealtimeEvent`.
declare module '../../../lib/realtime.ts' {
  interface RealtimeEvents {
    'anpr:vehicle-log': VehicleLogEvent;
  }
}

const FRESH = 'none' as const;

/** GET /anpr/vehicle-logs: one page of the history (filters gate, decision, direction, code, period). */
export const fetchVehicleLogs = (query: TableQuery, signal?: AbortSignal): Promise<Paged<VehicleLog>> =>
  call(endpoints.list, {
    query: listParams(query) as CallOptions<typeof endpoints.list>['query'],
    signal,
    cache: FRESH,
  });

/**
 * The live page's reads: the latest ones loaded once (again after the socket comes back), then each pushed
 * `anpr:vehicle-log` merged in without a reload. `fresh` holds the ids pushed since the page opened.
 */
export function useLiveVehicleLogs() {
  const company = useSelectedCompany();
  const queryClient = useQueryClient();
  const key = neuronKeys.liveLogs(company?.id ?? null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (
        await call(endpoints.live, {
          query: { limit: String(LIVE_LOGS_SHOWN), ...customerParam() } as CallOptions<
            typeof endpoints.live
          >['query'],
          signal,
          cache: FRESH,
        })
      ).data,
    // The socket keeps it fresh.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const reload = useCallback(() => void query.refetch(), [query]);
  useReloadOnReconnect(reload);
  useRealtimeEvent(VEHICLE_LOG_EVENT, (log) => {
    queryClient.setQueryData<VehicleLog[]>(key, (list) =>
      list ? mergeLiveLog(list, log, company?.id ?? null) : list,
    );
    setFresh((ids) => new Set(ids).add(log.id));
  });
  return { query, fresh };
}

/** The snapshot the box sent of a read, as an object URL (revoked by the caller). */
export const fetchSnapshot = async (id: number, signal?: AbortSignal) =>
  URL.createObjectURL(await downloadBlob(endpoints.snapshot, { params: { id }, signal, notify: false }));
