import { defineModule } from '../../kernel/module.ts';
import { facmgmtRoutes } from './facmgmt.routes.ts';
import { seedFacilityBooking } from './facmgmt.seed.ts';

export {
  fmBuildings,
  fmCalendarFeeds,
  fmReservationSeries,
  fmReservations,
  fmSpaceGroupMembers,
  fmSpaceGroups,
  fmSpaces,
} from './facmgmt.schema.ts';
export { onReservationsChanged, type ReservationHook, reservationsChanged } from './reservation-hooks.ts';

/**
 * Issue 20, facility booking: buildings (places structures with a time zone and opening hours), groups of
 * spaces, bookable spaces on the floor layouts, reservations (weekly series, calendar, availability, moves
 * and cancels; no overlap, enforced by the database) and their private iCalendar feeds.
 */
export const facmgmtModule = defineModule({
  name: 'facmgmt',
  routes: facmgmtRoutes,
  seed: seedFacilityBooking,
});
