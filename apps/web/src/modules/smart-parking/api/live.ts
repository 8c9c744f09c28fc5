import { sparking } from '@atrium/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useReloadOnReconnect } from '../../../kit/api/live.ts';
import { type CallOptions, call } from '../../../lib/api.ts';
import { useSelectedCompany } from '../../../lib/company.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { spKeys } from './keys.ts';
import { customerParam } from './params.ts';

// The spot socket event (contracts/sparking/spots.ts), typed for `useRealtimeEvent`.
declare module '../../../lib/realtime.ts' {
  interface RealtimeEvents {
    'sparking:spot': sparking.Spot;
  }
}

/** A pushed spot in place of the one it updates (a spot of no listed location changes nothing). */
export const mergeSpot = <T extends { spots: sparking.Spot[] }>(location: T, spot: sparking.Spot): T =>
  location.spots.some((s) => s.id === spot.id)
    ? { ...location, spots: location.spots.map((s) => (s.id === spot.id ? spot : s)) }
    : location;

/**
 * Each pushed spot merged into the devices map and the location's details in the cache: the screens change
 * without a reload. After the socket comes back, `reload` reads everything again.
 */
export function useLiveSpots(reload: () => void) {
  const queryClient = useQueryClient();
  useReloadOnReconnect(reload);
  useRealtimeEvent(sparking.SPOT_EVENT, (spot) => {
    queryClient.setQueriesData<sparking.MapLocation[]>({ queryKey: [...spKeys.all, 'map'] }, (list) =>
      list?.map((location) => mergeSpot(location, spot)),
    );
    queryClient.setQueryData<sparking.LocationDetails>(spKeys.location(spot.locationId), (location) =>
      location ? mergeSpot(location, spot) : location,
    );
  });
}

/** GET /sparking/api/map: every location with its outline and spots, kept fresh by the socket. */
export function useSpotsMap() {
  const company = useSelectedCompany();
  const query = useQuery({
    queryKey: spKeys.map(company?.id ?? null),
    queryFn: async ({ signal }) =>
      (
        await call(sparking.spotEndpoints.map, {
          query: customerParam() as CallOptions<typeof sparking.spotEndpoints.map>['query'],
          signal,
          cache: 'none',
        })
      ).data,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const reload = useCallback(() => void query.refetch(), [query]);
  useLiveSpots(reload);
  return query;
}
