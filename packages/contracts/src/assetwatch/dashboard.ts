import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { ASSET_STATES } from './assets.ts';
import { AW_API, awCompanyQuery, awTags } from './common.ts';

const counted = z.object({ id: z.number().int().nullable(), name: z.string(), count: z.number().int() });

export const awDashboard = z.object({
  assets: z.number().int(),
  locked: z.number().int(),
  byType: z.array(counted),
  byState: z.array(z.object({ state: z.enum(ASSET_STATES), count: z.number().int() })),
  byZone: z.array(counted),
  /** Seen within the not-seen threshold of the alarm settings, and not. */
  seen: z.number().int(),
  unseen: z.number().int(),
  openAlarms: z.array(z.object({ rule: z.string(), count: z.number().int() })),
  /** Positions recorded per day (UTC) over the last `days`. */
  movements: z.array(z.object({ day: z.string(), count: z.number().int() })),
});
export type AwDashboard = z.infer<typeof awDashboard>;

export const facility = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  address: z.string(),
  floors: z.number().int(),
  zones: z.number().int(),
  assets: z.number().int(),
});
export type Facility = z.infer<typeof facility>;
export const FACILITY_SORTS = ['id', 'name'] as const;

export const awDashboardEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/dashboard`,
    summary: 'Asset watch: assets by type, state and zone, seen and unseen, open alarms, movements per day',
    tags: awTags,
    access: anyOf('p_asset_analysis_view', 'p_asset_view'),
    schemas: {
      querystring: z.object({
        ...awCompanyQuery,
        days: z.coerce
          .number({ error: 'Must be a number' })
          .int('Must be a whole number')
          .min(1, 'Must be between 1 and 90')
          .max(90, 'Must be between 1 and 90')
          .default(7),
      }),
      response: { 200: z.object({ data: awDashboard }), ...bad },
    },
  }),
  facilities: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/facility`,
    summary: 'Asset watch: the company’s structures with their floors, indoor zones and assets in them',
    tags: awTags,
    access: anyOf('p_asset_view'),
    schemas: {
      querystring: listQuery(FACILITY_SORTS).extend(awCompanyQuery),
      response: { 200: paged(facility), ...bad },
    },
  }),
};
