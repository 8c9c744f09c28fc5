import type { fleet } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useReloadOnReconnect } from '../../../kit/api/live.ts';
import { useSelectedCompany } from '../../../lib/company.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { fleetKeys } from './keys.ts';
import { LiveFleet } from './liveFleet.ts';
import { fetchLiveVehicles } from './vehicles.ts';

// The fleet's socket event (contracts/fleet/positions.ts), typed for `useRealtimeEvent`.
declare module '../../../lib/realtime.ts' {
  interface RealtimeEvents {
    'fleet:position': fleet.PositionEvent;
  }
}

/** How often vehicles that stopped reporting are turned offline. */
const AGE_EVERY_MS = 30_000;

/**
 * The company's vehicles for the live map: loaded once (and again after the socket comes back), then moved
 * by `fleet:position` pushes without a reload. `version` changes with each applied batch.
 */
export function useLiveFleet() {
  const company = useSelectedCompany();
  const [store] = useState(() => new LiveFleet());
  const query = useQuery({
    queryKey: fleetKeys.live(company?.id ?? null),
    queryFn: ({ signal }) => fetchLiveVehicles(signal),
    // The socket keeps it fresh; a refetch would only move vehicles back to older positions for a moment.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  useReloadOnReconnect(() => void query.refetch());

  useEffect(() => {
    if (query.data) store.reset(query.data);
  }, [query.data, store]);
  useEffect(() => {
    const timer = setInterval(() => store.age(), AGE_EVERY_MS);
    return () => {
      clearInterval(timer);
      store.dispose();
    };
  }, [store]);
  useRealtimeEvent('fleet:position', (event) => {
    store.push(event);
  });

  const version = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.version,
  );
  return { store, query, version };
}
