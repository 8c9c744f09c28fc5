import { z } from 'zod';
import { bad, customerIdSchema } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { sparkingTags } from './common.ts';
import { stateCounts } from './locations.ts';

/**
 * The smart parking dashboard (issue 21) over a period (default the last DASHBOARD_DEFAULT_DAYS days up to
 * now, at most DASHBOARD_MAX_DAYS), from the spots' state history:
 * - per location, the spots per state now;
 * - occupancy over time: at the start of each bucket (an hour for periods up to 3 days, else a day), the
 *   spots occupied and the spots counted then (every spot of the locations, by its state at that moment);
 * - average stay: the mean length of the occupied periods that began in the period and have ended;
 * - turnover: occupied periods begun in the period per spot per day.
 */

export const DASHBOARD_MAX_DAYS = 92;
export const DASHBOARD_DEFAULT_DAYS = 7;
export const HOURLY_MAX_DAYS = 3;

const moment = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' });

export const dashboardQuery = z
  .object({
    from: moment.optional(),
    to: moment.optional(),
    locationId: recordId.optional(),
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
  capacity: z.number().int(),
  now: stateCounts,
  /** Minutes; null without an ended stay. */
  averageStayMinutes: z.number().nullable(),
  stays: z.number().int(),
  /** Stays per spot per day; null without spots. */
  turnover: z.number().nullable(),
};

export const dashboardLocation = z.object({ id: z.number().int(), name: z.string(), ...figures });
export type DashboardLocation = z.infer<typeof dashboardLocation>;

export const occupancyPoint = z.object({
  at: z.string(),
  occupied: z.number().int(),
  free: z.number().int(),
  closed: z.number().int(),
  unknown: z.number().int(),
});
export type OccupancyPoint = z.infer<typeof occupancyPoint>;

export const dashboard = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['hour', 'day']),
  totals: z.object(figures),
  locations: z.array(dashboardLocation),
  occupancy: z.array(occupancyPoint),
});
export type Dashboard = z.infer<typeof dashboard>;

export const dashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/sparking/api/analysis/dashboard',
  summary:
    'Smart parking: spots per state now per location, occupancy over time, average stay and turnover over a period',
  tags: sparkingTags,
  access: anyOf('p_smart_parking_analysis_view'),
  schemas: { querystring: dashboardQuery, response: { 200: z.object({ data: dashboard }), ...bad } },
});
