import { replace } from 'react-router';
import { ensureSession } from '../../app/guard.ts';
import { CORE_MARKET, marketPaths } from '../market/paths.ts';
import { FB_PATHS } from './paths.ts';

/** The app's market page (spec §2 `/core/market/main/:appName`), where a company without bookings starts. */
export const FB_MARKET_PATH = marketPaths(CORE_MARKET).app('facility-booking');

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

/**
 * The probe (probe.ts), fetched when the app is opened: this file is in the registry, which every signed-in
 * screen loads, and the reservations' contract would bring the bookings', spaces' and structures' schemas
 * (three files) to all of them.
 */
const probeReservations = () => import('./probe.ts').then((probe) => probe.probeReservations());

/** `/facility-booking`: the guard checks the session and the permissions; this picks where to go. */
export async function facilityBookingEntryLoader() {
  const user = await ensureSession();
  return user ? replace(await entryTarget(probeReservations)) : null;
}
