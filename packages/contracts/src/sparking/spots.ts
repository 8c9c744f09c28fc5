import { z } from 'zod';
import { bad, customerIdSchema } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { idParams, named, point, sparkingTags } from './common.ts';
import { SPOT_STATES } from './states.ts';

/** Parking spots (issue 21): a point of a location, its sensor and its state (states.ts). */

export const spot = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  locationId: z.number().int(),
  code: z.string(),
  lat: z.number(),
  lng: z.number(),
  device: z.object({ id: z.number().int(), serial: z.string(), name: z.string() }).nullable(),
  state: z.enum(SPOT_STATES),
  /** When the state began. */
  since: z.string(),
  /** The newest reading of the sensor applied to the spot. */
  sensedAt: z.string().nullable(),
});
export type Spot = z.infer<typeof spot>;

export const spotUpdate = z.strictObject({
  /** A parking sensor (app smart_parking) of the spot's company, on no other spot; null: none. */
  deviceId: recordId.nullable().optional(),
});
export type SpotUpdate = z.output<typeof spotUpdate>;

export const SPOT_SORTS = ['id', 'code', 'state', 'since'] as const;
export const spotListQuery = listQuery(SPOT_SORTS).extend({
  customerId: customerIdSchema.optional(),
  locationId: recordId.optional(),
  state: z.enum(SPOT_STATES, { error: `Must be one of ${SPOT_STATES.join(', ')}` }).optional(),
});

export const spotEvent = z.object({
  id: z.number().int(),
  state: z.enum(SPOT_STATES),
  from: z.string(),
  /** Null while it lasts. */
  to: z.string().nullable(),
});
export type SpotEvent = z.infer<typeof spotEvent>;

/** Every location of the caller's company with its outline and spots: the devices map. */
export const MAP_MAX_SPOTS = 5000;
export const mapLocation = named.extend({ outline: z.array(point), spots: z.array(spot) });
export type MapLocation = z.infer<typeof mapLocation>;

/**
 * Socket.IO event (server → client): a spot's state changed (a reading, closed or opened, its sensor changed),
 * the whole spot; pushed to the company's room and system admins.
 */
export const SPOT_EVENT = 'sparking:spot' as const;

const one = z.object({ data: spot });
const update = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary,
    tags: sparkingTags,
    access: anyOf('p_smart_parking_locations_update'),
    schemas: { params: idParams, response: { 200: one, ...bad } },
  });

export const spotEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/sparking/api/spots',
    summary: `Smart parking: parking spots; search (name) matches the code; filters locationId, state; sorts: ${SPOT_SORTS.join(', ')}`,
    tags: sparkingTags,
    access: anyOf('p_smart_parking_locations_view'),
    schemas: { querystring: spotListQuery, response: { 200: paged(spot), ...bad } },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/sparking/api/spots/:id',
    summary: 'Smart parking: one parking spot',
    tags: sparkingTags,
    access: anyOf('p_smart_parking_locations_view'),
    schemas: { params: idParams, response: { 200: one, ...bad } },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/sparking/api/spots/:id',
    summary:
      "Smart parking: assigns a spot's sensor (null: none); its state follows the new sensor (unknown until it reports)",
    tags: sparkingTags,
    access: anyOf('p_smart_parking_locations_update'),
    schemas: { params: idParams, body: spotUpdate, response: { 200: one, ...bad } },
  }),
  close: update(
    '/sparking/api/spots/:id/close',
    'Smart parking: closes a spot (its state is closed until opened)',
  ),
  open: update(
    '/sparking/api/spots/:id/open',
    "Smart parking: opens a closed spot: its state is its sensor's, or unknown when the sensor is silent",
  ),
  events: defineEndpoint({
    method: 'GET',
    path: '/sparking/api/spots/:id/events',
    summary: "Smart parking: a spot's states over time, newest first",
    tags: sparkingTags,
    access: anyOf('p_smart_parking_locations_view'),
    schemas: {
      params: idParams,
      querystring: listQuery(['from'] as const),
      response: { 200: paged(spotEvent), ...bad },
    },
  }),
  map: defineEndpoint({
    method: 'GET',
    path: '/sparking/api/map',
    summary: `Smart parking: every location with its outline and spots (at most ${MAP_MAX_SPOTS} spots), for the devices map`,
    tags: sparkingTags,
    access: anyOf('p_smart_parking_locations_view', 'p_smart_parking_devices_view'),
    schemas: {
      querystring: z.object({ customerId: customerIdSchema.optional() }),
      response: { 200: z.object({ data: z.array(mapLocation) }), ...bad },
    },
  }),
};
