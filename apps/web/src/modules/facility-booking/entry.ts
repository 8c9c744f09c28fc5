import { facmgmt } from '@atrium/contracts';
import { replace } from 'react-router';
import { ensureSession } from '../../app/guard.ts';
import { type CallOptions, call } from '../../lib/api.ts';
import { CORE_MARKET, marketPaths } from '../market/paths.ts';
import { FB_PATHS } from './paths.ts';

/** The app's market page (spec §2 `/core/market/main/:appName`), where a company without bookings starts. */
export const FB_MARKET_PATH = marketPaths(CORE_MARKET).app('facility-booking');

/** R209: the entry's probe asks for one reservation only. */
export const PROBE_QUERY = { limit: '1', offset: '0' } as const;

/**
 * A39: where opening the app leads: the dashboard when the one-item bookings query returns an entry, else
 * the app's market page (a refused or failed probe included: nothing says the company books here).
 */
export async function entryTarget(probe: () => Promise<{ data: readonly unknown[] }>): Promise<string> {
  try {
    const page = await probe();
    return page.data.length > 0 ? FB_PATHS.dashboard : FB_MARKET_PATH;
  } catch {
    return FB_MARKET_PATH;
  }
}

/** GET /facmgmt/api/reservation?limit=1, uncached (a booking made a moment ago counts) and without toasts. */
export const probeReservations = () =>
  call(facmgmt.reservationEndpoints.list, {
    query: PROBE_QUERY as CallOptions<typeof facmgmt.reservationEndpoints.list>['query'],
    cache: 'none',
    notify: false,
  });

/** `/facility-booking`: the guard checks the session and the permissions; this picks where to go. */
export async function facilityBookingEntryLoader() {
  const user = await ensureSession();
  return user ? replace(await entryTarget(probeReservations)) : null;
}
