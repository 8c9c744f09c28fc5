import { z } from 'zod';
import { bad, customerIdSchema } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { OWN_COMPANY_BY_DEFAULT, recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { openPath, pointInGeofence, polygonPathError } from '../places/geometry.ts';
import type { LatLng } from '../places/shapes.ts';
import { latLngSchema } from '../validation/location.ts';
import { idParams, named, point, sparkingTags } from './common.ts';
import { spot } from './spots.ts';

/**
 * Parking locations (issue 21): a company's car park with its outline on the map (a ring of points, closed
 * or not: a repeated first point is dropped) and its spots, each a point inside the outline. Capacity is the
 * number of spots.
 */

export const MAX_OUTLINE_POINTS = 200;
export const MAX_SPOTS = 500;
export const SPOT_OUTSIDE = 'The Spot Must Be Inside the Outline';
export const CODE_TAKEN = 'Another spot of this location has this code';

/** An outline: 3+ distinct points with valid coordinates, an area, no crossing edges; answered open. */
export const outlineSchema = z
  .array(latLngSchema, { error: 'Draw the outline on the map' })
  .min(3, 'A Polygon Needs at Least 3 Distinct Points')
  .max(MAX_OUTLINE_POINTS, `At most ${MAX_OUTLINE_POINTS} points`)
  .transform((path) => openPath(path))
  .superRefine((path, ctx) => {
    const error = polygonPathError(path);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

export const insideOutline = (p: LatLng, outline: readonly LatLng[]) =>
  pointInGeofence(p, { type: 'polygon', path: [...outline] });

export const spotCode = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(20, 'Please Enter At Most 20 Characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u, 'Only letters, digits, spaces, dots, dashes and underscores');

const name = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(120, 'Please Enter At Most 120 Characters');
const address = z.string().trim().max(300, 'Please Enter At Most 300 Characters');

/** A spot as a location's form sends it: an existing one by `spotId`, a new one without. */
export const spotDraft = z.strictObject({
  spotId: recordId.optional(),
  code: spotCode,
  lat: latLngSchema.shape.lat,
  lng: latLngSchema.shape.lng,
  /** A parking sensor (app smart_parking) of the location's company, on no other spot; null: none. */
  deviceId: recordId.nullable().optional(),
});
export type SpotDraft = z.output<typeof spotDraft>;

const spots = z.array(spotDraft).max(MAX_SPOTS, `At most ${MAX_SPOTS} spots`);

/** Spots inside the outline, codes unique: 418s on `spots.<i>.lat` and `spots.<i>.code`. */
function checkSpots(body: { outline?: LatLng[]; spots?: SpotDraft[] }, ctx: z.RefinementCtx) {
  if (!body.spots) return;
  const seen = new Set<string>();
  body.spots.forEach((s, i) => {
    if (body.outline && polygonPathError(body.outline) === null && !insideOutline(s, body.outline))
      ctx.addIssue({ code: 'custom', path: ['spots', i, 'lat'], message: SPOT_OUTSIDE });
    const key = s.code.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['spots', i, 'code'], message: CODE_TAKEN });
    seen.add(key);
  });
}

export const locationInput = z
  .strictObject({
    name,
    address: address.default(''),
    outline: outlineSchema,
    /** A places structure of the company the car park belongs to (a building's car park); optional. */
    structureId: recordId.nullable().optional(),
    spots: spots.default([]),
  })
  .superRefine(checkSpots);
export type LocationInput = z.output<typeof locationInput>;

/** Changes; `spots`, when sent, is the whole list: spots left out are removed, with their history. */
export const locationUpdate = z
  .strictObject({
    name: name.optional(),
    address: address.optional(),
    outline: outlineSchema.optional(),
    structureId: recordId.nullable().optional(),
    spots: spots.optional(),
  })
  .superRefine(checkSpots);
export type LocationUpdate = z.output<typeof locationUpdate>;

export const stateCounts = z.object({
  free: z.number().int(),
  occupied: z.number().int(),
  closed: z.number().int(),
  unknown: z.number().int(),
});
export type StateCounts = z.infer<typeof stateCounts>;

export const location = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  address: z.string(),
  outline: z.array(point),
  structure: named.nullable(),
  /** The number of spots. */
  capacity: z.number().int(),
  counts: stateCounts,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Location = z.infer<typeof location>;
export const locationDetails = location.extend({ spots: z.array(spot) });
export type LocationDetails = z.infer<typeof locationDetails>;

export const LOCATION_SORTS = ['id', 'name', 'createdAt', 'updatedAt'] as const;
export const locationListQuery = listQuery(LOCATION_SORTS).extend({
  customerId: customerIdSchema.optional(),
});

const one = z.object({ data: locationDetails });
const companyQuery = z.object({ companyId: recordId.optional().describe(OWN_COMPANY_BY_DEFAULT) });

export const locationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/sparking/api/locations',
    summary: `Smart parking: parking locations with capacity and spots per state; search (name) matches name or address; sorts: ${LOCATION_SORTS.join(', ')}`,
    tags: sparkingTags,
    access: anyOf('p_smart_parking_locations_view'),
    schemas: { querystring: locationListQuery, response: { 200: paged(location), ...bad } },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/sparking/api/locations/:id',
    summary: 'Smart parking: one parking location with its spots',
    tags: sparkingTags,
    access: anyOf('p_smart_parking_locations_view'),
    schemas: { params: idParams, response: { 200: one, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/sparking/api/locations',
    summary:
      'Smart parking: adds a parking location with its outline and spots (418 on outline, spots.<i>.lat outside it, spots.<i>.code twice, spots.<i>.deviceId not a free parking sensor of the company)',
    tags: sparkingTags,
    access: anyOf('p_smart_parking_locations_create'),
    schemas: { querystring: companyQuery, body: locationInput, response: { 201: one, ...bad } },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/sparking/api/locations/:id',
    summary:
      "Smart parking: changes a location's name, address, outline or structure; `spots` replaces the spots (kept by spotId, added without, removed when left out)",
    tags: sparkingTags,
    access: anyOf('p_smart_parking_locations_update'),
    schemas: { params: idParams, body: locationUpdate, response: { 200: one, ...bad } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/sparking/api/locations/:id',
    summary: 'Smart parking: deletes a parking location, its spots and their history',
    tags: sparkingTags,
    access: anyOf('p_smart_parking_locations_delete'),
    schemas: { params: idParams, response: { 204: z.null().describe('Deleted'), ...bad } },
  }),
};
