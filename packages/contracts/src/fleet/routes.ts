import { z } from 'zod';
import { bad, customerIdSchema } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { description, listQuery, placeName, timestamps } from '../places/common.ts';
import { latitudeSchema, longitudeSchema } from '../validation/location.ts';
import { dispatchCompanyQuery } from './settings.ts';

/**
 * Points of interest and routes (spec §2 Fleet "Routes and points of interest"): a route is an ordered list
 * of stops, each a POI or a plain point, with its planned arrival as minutes after the job's planned start.
 * A job card with a route gives its vehicle a corridor along the stops (the dispatch watcher).
 */

export const POI_CATEGORIES = ['depot', 'customer', 'fuel', 'service', 'parking', 'other'] as const;
export type PoiCategory = (typeof POI_CATEGORIES)[number];
export const RADIUS_METERS = { min: 10, max: 5000 } as const;
/** The arrival radius of a stop that is a plain point. */
export const DEFAULT_STOP_RADIUS_METERS = 100;
export const ROUTE_STOPS = { min: 2, max: 100 } as const;
/** Planned arrivals are within a week of the job's start. */
export const MAX_OFFSET_MINUTES = 10_080;

const radius = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(RADIUS_METERS.min, `Must be between ${RADIUS_METERS.min} and ${RADIUS_METERS.max}`)
  .max(RADIUS_METERS.max, `Must be between ${RADIUS_METERS.min} and ${RADIUS_METERS.max}`);
const category = z.enum(POI_CATEGORIES, { error: `Must be one of ${POI_CATEGORIES.join(', ')}` });
const address = z.string().trim().max(300, 'Please Enter At Most 300 Characters');
const params = z.object({ id: recordId });
const tags = ['fleet'];

// Points of interest

export const poi = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.enum(POI_CATEGORIES),
  lat: z.number(),
  lng: z.number(),
  radiusMeters: z.number().int(),
  address: z.string(),
  ...timestamps,
});
export type Poi = z.infer<typeof poi>;

export const poiInput = z.strictObject({
  name: placeName,
  description: description.default(''),
  category: category.default('other'),
  lat: latitudeSchema,
  lng: longitudeSchema,
  radiusMeters: radius.default(DEFAULT_STOP_RADIUS_METERS),
  address: address.default(''),
});
export const poiPatch = z.strictObject({
  name: placeName.optional(),
  description: description.optional(),
  category: category.optional(),
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
  radiusMeters: radius.optional(),
  address: address.optional(),
});
export type PoiInput = z.output<typeof poiInput>;
export type PoiPatch = z.output<typeof poiPatch>;

export const POI_SORTS = ['id', 'name', 'category', 'createdAt', 'updatedAt'] as const;
const poiOne = z.object({ data: poi });

export const poiEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/fleet/poi',
    summary: `Fleet: points of interest (name search, category); sorts: ${POI_SORTS.join(', ')}`,
    tags,
    access: anyOf('p_fleet_routes_view'),
    schemas: {
      querystring: listQuery(POI_SORTS).extend({
        category: category.optional(),
        customerId: customerIdSchema.optional(),
      }),
      response: { 200: paged(poi), ...bad },
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/fleet/poi/:id',
    summary: 'Fleet: one point of interest',
    tags,
    access: anyOf('p_fleet_routes_view'),
    schemas: { params, response: { 200: poiOne, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/fleet/poi',
    summary: 'Fleet: creates a point of interest (a point with its arrival radius)',
    tags,
    access: anyOf('p_fleet_routes_create'),
    schemas: { querystring: dispatchCompanyQuery, body: poiInput, response: { 201: poiOne, ...bad } },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/fleet/poi/:id',
    summary: 'Fleet: changes a point of interest; route stops made from it keep the point they were given',
    tags,
    access: anyOf('p_fleet_routes_update'),
    schemas: { params, body: poiPatch, response: { 200: poiOne, ...bad } },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/fleet/poi/:id',
    summary: 'Fleet: deletes a point of interest; route stops made from it stay as plain points',
    tags,
    access: anyOf('p_fleet_routes_delete'),
    schemas: { params, response: { 204: z.null(), ...bad } },
  }),
};

// Routes

export const routeStop = z.object({
  position: z.number().int(),
  poi: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  radiusMeters: z.number().int(),
  /** Planned arrival: minutes after the job's planned start. */
  plannedOffsetMinutes: z.number().int(),
});
export type RouteStop = z.infer<typeof routeStop>;

export const route = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  /** Along the stops in order, in metres (great circles between stops). */
  distanceMeters: z.number(),
  stops: z.array(routeStop),
  ...timestamps,
});
export type Route = z.infer<typeof route>;
/** A route in a list: its stops are counted, not listed. */
export const routeSummary = route.omit({ stops: true }).extend({ stopCount: z.number().int() });
export type RouteSummary = z.infer<typeof routeSummary>;

/** A stop is a POI of the company (`poiId`), or a point (`lat`, `lng`, with an optional name and radius). */
export const routeStopInput = z
  .strictObject({
    poiId: recordId.optional(),
    lat: latitudeSchema.optional(),
    lng: longitudeSchema.optional(),
    name: z.string().trim().max(120, 'Please Enter At Most 120 Characters').optional(),
    radiusMeters: radius.optional(),
    plannedOffsetMinutes: z
      .number({ error: 'Must be a number' })
      .int('Must be a whole number')
      .min(0, `Must be between 0 and ${MAX_OFFSET_MINUTES}`)
      .max(MAX_OFFSET_MINUTES, `Must be between 0 and ${MAX_OFFSET_MINUTES}`),
  })
  .superRefine((stop, ctx) => {
    if (stop.poiId !== undefined) return;
    if (stop.lat === undefined)
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'Choose a point of interest or a point' });
    if (stop.lng === undefined)
      ctx.addIssue({ code: 'custom', path: ['lng'], message: 'Choose a point of interest or a point' });
  });
export type RouteStopInput = z.output<typeof routeStopInput>;

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
export const DEFAULT_ROUTE_COLOR = '#1C7ED6';
const color = z.string().regex(HEX_COLOR, 'Please Enter a Colour as #RRGGBB');

const stops = z
  .array(routeStopInput, { error: 'Required' })
  .min(ROUTE_STOPS.min, `A route needs at least ${ROUTE_STOPS.min} stops`)
  .max(ROUTE_STOPS.max, `A route has at most ${ROUTE_STOPS.max} stops`)
  .superRefine((list, ctx) => {
    for (let i = 1; i < list.length; i++) {
      const before = list[i - 1]?.plannedOffsetMinutes ?? 0;
      if ((list[i]?.plannedOffsetMinutes ?? 0) < before)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'plannedOffsetMinutes'],
          message: 'Must not be before the previous stop',
        });
    }
  });

export const routeInput = z.strictObject({
  name: placeName,
  description: description.default(''),
  color: color.default(DEFAULT_ROUTE_COLOR),
  stops,
});
export const routePatch = z.strictObject({
  name: placeName.optional(),
  description: description.optional(),
  color: color.optional(),
  /** Replaces every stop. */
  stops: stops.optional(),
});
export type RouteInput = z.output<typeof routeInput>;
export type RoutePatch = z.output<typeof routePatch>;

export const ROUTE_SORTS = ['id', 'name', 'createdAt', 'updatedAt'] as const;
const routeOne = z.object({ data: route });

export const routeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/fleet/route',
    summary: `Fleet: routes with their stop count (name search); sorts: ${ROUTE_SORTS.join(', ')}`,
    tags,
    access: anyOf('p_fleet_routes_view'),
    schemas: {
      querystring: listQuery(ROUTE_SORTS).extend({ customerId: customerIdSchema.optional() }),
      response: { 200: paged(routeSummary), ...bad },
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/fleet/route/:id',
    summary: 'Fleet: one route with its stops in order',
    tags,
    access: anyOf('p_fleet_routes_view'),
    schemas: { params, response: { 200: routeOne, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/fleet/route',
    summary: `Fleet: creates a route of ${ROUTE_STOPS.min} to ${ROUTE_STOPS.max} ordered stops (a POI of the company or a point); no stops is a 418`,
    tags,
    access: anyOf('p_fleet_routes_create'),
    schemas: { querystring: dispatchCompanyQuery, body: routeInput, response: { 201: routeOne, ...bad } },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/fleet/route/:id',
    summary:
      'Fleet: changes a route; `stops` replaces them all (jobs in progress on it start their stops over)',
    tags,
    access: anyOf('p_fleet_routes_update'),
    schemas: { params, body: routePatch, response: { 200: routeOne, ...bad } },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/fleet/route/:id',
    summary: 'Fleet: deletes a route; 409 while a job in progress follows it',
    tags,
    access: anyOf('p_fleet_routes_delete'),
    schemas: { params, response: { 204: z.null(), 409: errorBody, ...bad } },
  }),
};
