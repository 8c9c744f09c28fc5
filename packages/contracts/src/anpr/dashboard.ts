import { z } from 'zod';
import { timeZoneSchema, WEEK_DAYS } from '../access/time.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { bad, customerQuery, anprTags as tags } from './registry-common.ts';

/**
 * The owner's dashboard (issue 20): entries and exits per day, unknown plates, busiest hours (the week from
 * Saturday) and each gate's counts over a period, from the vehicle logs. An entry is a read of a camera
 * facing in, an exit one facing out; an unknown plate matched no vehicle and no access.
 */

export const MAX_DASHBOARD_DAYS = 92;
export const DEFAULT_DASHBOARD_DAYS = 30;

const isoDate = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' });

export const dashboardQuery = z
  .object({
    ...customerQuery,
    /** Default: `DEFAULT_DASHBOARD_DAYS` before `to`. */
    from: isoDate.optional(),
    /** Default: now. */
    to: isoDate.optional(),
    boxId: recordId.optional(),
    /** The days and hours are counted in this zone (default UTC). */
    timeZone: timeZoneSchema.default('UTC'),
  })
  .superRefine((value, issue) => {
    if (!value.from || !value.to) return;
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (days <= 0) issue.addIssue({ code: 'custom', path: ['to'], message: 'End Must Be After Start' });
    else if (days > MAX_DASHBOARD_DAYS)
      issue.addIssue({ code: 'custom', path: ['to'], message: `At Most ${MAX_DASHBOARD_DAYS} Days` });
  });

const counts = {
  entries: z.number().int(),
  exits: z.number().int(),
  denied: z.number().int(),
  unknown: z.number().int(),
};

export const dashboard = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  totals: z.object({
    reads: z.number().int(),
    ...counts,
    allowed: z.number().int(),
    /** Distinct normalised plates read. */
    plates: z.number().int(),
  }),
  /** Every local day of the period, oldest first (days without reads are zeros). */
  perDay: z.array(z.object({ date: z.string(), ...counts })),
  /** Reads per week day (Saturday first) and local hour: 7 × 24 cells, days in `WEEK_DAYS` order. */
  busiestHours: z.array(
    z.object({ day: z.enum(WEEK_DAYS), hour: z.number().int(), reads: z.number().int() }),
  ),
  /** The most frequent unknown plates (at most 10). */
  unknownPlates: z.array(
    z.object({ plate: z.string(), plateNorm: z.string(), reads: z.number().int(), lastSeenAt: z.string() }),
  ),
  perGate: z.array(
    z.object({
      box: z.object({ id: z.number().int(), gateName: z.string() }),
      reads: z.number().int(),
      ...counts,
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboard>;

export const dashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/anpr/dashboard',
  summary: `Neuron: entries, exits, denied and unknown plates per day and gate, busiest hours (week from Saturday), over at most ${MAX_DASHBOARD_DAYS} days (default the last ${DEFAULT_DASHBOARD_DAYS}); filters customerId, boxId`,
  tags,
  access: anyOf('p_cn_vehicle_logs_view', 'p_cn_analysis_view'),
  schemas: { querystring: dashboardQuery, response: { 200: z.object({ data: dashboard }), ...bad } },
});
