import { z } from 'zod';
import { bad, customerIdSchema } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';

/**
 * The facility booking dashboard (issue 20, `/facility-booking/analysis/dashboard`) over a period of at most
 * DASHBOARD_MAX_DAYS (default the last DASHBOARD_DEFAULT_DAYS days up to now):
 * - utilisation per building and per space: confirmed booked hours within the period / open hours in the
 *   period (the space's opening hours, else its building's, in the building's time zone); null when closed;
 * - measured occupancy where the space has an occupancy sensor: the share of the sensor's readings in the
 *   period that showed someone (`occupancy` = 1); null without a sensor or readings;
 * - no-shows: confirmed reservations started in the period whose space's sensor showed nobody during the
 *   first NO_SHOW_MINUTES (the no-show alarm's rule; only reservations of spaces with a sensor are judged);
 * - peak hours: booked hours per hour of the week in the building's local time, weekday 0 = Saturday (the
 *   spec's week), hour 0-23: 168 cells, the busiest first is for the client to pick.
 */

export const DASHBOARD_MAX_DAYS = 366;
export const DASHBOARD_DEFAULT_DAYS = 30;

const moment = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' });

export const dashboardQuery = z
  .object({
    from: moment.optional(),
    to: moment.optional(),
    /** One building (its structure's id). */
    buildingId: recordId.optional(),
    customerId: customerIdSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const span = Date.parse(q.to) - Date.parse(q.from);
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be after From' });
    else if (span > DASHBOARD_MAX_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${DASHBOARD_MAX_DAYS} days` });
  });
export type DashboardQuery = z.output<typeof dashboardQuery>;

const figures = {
  openHours: z.number(),
  bookedHours: z.number(),
  /** bookedHours / openHours, 0-1 (may pass 1 when bookings run outside opening hours); null when closed. */
  utilisation: z.number().nullable(),
  /** Share of occupancy readings showing someone, 0-1; null without a sensor or readings. */
  measuredOccupancy: z.number().nullable(),
  reservations: z.number().int(),
  /** Reservations judged by a sensor (their space has one) and, of those, the no-shows. */
  judged: z.number().int(),
  noShows: z.number().int(),
};

export const dashboardSpace = z.object({
  id: z.number().int(),
  name: z.string(),
  building: z.object({ id: z.number().int(), name: z.string() }),
  capacity: z.number().int(),
  hasSensor: z.boolean(),
  ...figures,
});
export type DashboardSpace = z.infer<typeof dashboardSpace>;

export const dashboardBuilding = z.object({
  id: z.number().int(),
  name: z.string(),
  timeZone: z.string(),
  spaces: z.number().int(),
  ...figures,
});
export type DashboardBuilding = z.infer<typeof dashboardBuilding>;

export const peakHour = z.object({
  /** 0 = Saturday … 6 = Friday. */
  weekday: z.number().int().min(0).max(6),
  hour: z.number().int().min(0).max(23),
  bookedHours: z.number(),
  /** Reservations under way in that hour of the week, counted once per week they ran. */
  reservations: z.number().int(),
});
export type PeakHour = z.infer<typeof peakHour>;

export const dashboard = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object(figures),
  buildings: z.array(dashboardBuilding),
  spaces: z.array(dashboardSpace),
  /** All 168 hours of the week, Saturday 00:00 first. */
  peakHours: z.array(peakHour),
});
export type Dashboard = z.infer<typeof dashboard>;

export const dashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/facmgmt/api/analysis/dashboard',
  summary:
    'Facility booking: utilisation and measured occupancy per building and space, no-shows and peak hours (Saturday-first week) over a period',
  tags: ['facmgmt'],
  access: anyOf('p_facility_booking_analysis_view'),
  schemas: { querystring: dashboardQuery, response: { 200: z.object({ data: dashboard }), ...bad } },
});
