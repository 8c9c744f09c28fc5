import { facmgmt } from '@atrium/contracts';
import { type CallOptions, call } from '../../lib/api.ts';

/** R209: the entry's probe asks for one reservation only. */
export const PROBE_QUERY = { limit: '1', offset: '0' } as const;

/** GET /facmgmt/api/reservation?limit=1, uncached (a booking made a moment ago counts) and without toasts. */
export const probeReservations = () =>
  call(facmgmt.reservationEndpoints.list, {
    query: PROBE_QUERY as CallOptions<typeof facmgmt.reservationEndpoints.list>['query'],
    cache: 'none',
    notify: false,
  });
