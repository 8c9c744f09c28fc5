import { z } from 'zod';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { paged } from '../kernel/list.ts';
import { latitudeSchema, longitudeSchema } from '../validation/location.ts';
import { companyParams, description, listQuery, placeId, placeName, timestamps } from './common.ts';
import { geofenceShape } from './geometry.ts';

/**
 * Geofences of a company: a map shape (spec §3: circle, polygon, rectangle; rules in geometry.ts) kept with
 * its bounding box, and groups of geofences (a geofence may be in several groups). Fleet and asset tracking
 * test positions with pointInGeofence.
 */

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
export const DEFAULT_GEOFENCE_COLOR = '#228BE6';

const point = z.object({ lat: z.number(), lng: z.number() });
/** A stored shape as answered (the input rules live in geofenceShape; replies are plain numbers). */
export const storedShape = z.discriminatedUnion('type', [
  z.object({ type: z.literal('circle'), center: point, radius: z.number() }),
  z.object({ type: z.literal('polygon'), path: z.array(point) }),
  z.object({
    type: z.literal('rectangle'),
    bounds: z.object({ north: z.number(), south: z.number(), east: z.number(), west: z.number() }),
  }),
]);

const bbox = z.object({ south: z.number(), north: z.number(), west: z.number(), east: z.number() });

export const geofence = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  shape: storedShape,
  /** The shape's bounding box; `west` above `east` when it crosses the antimeridian. */
  bbox,
  groupIds: z.array(z.number().int()),
  ...timestamps,
});
export type Geofence = z.infer<typeof geofence>;

const color = z.string().regex(HEX_COLOR, 'Please Enter a Colour as #RRGGBB');
const groupIds = z.array(placeId).max(100);
const bad = { 404: errorBody, 418: fieldErrors };
const geofenceParams = companyParams.extend({ geofenceId: placeId });
export const GEOFENCE_SORTS = ['id', 'name', 'createdAt', 'updatedAt'] as const;

export const listGeofences = defineEndpoint({
  method: 'GET',
  path: '/company/:id/geofence',
  summary: `Geofences of a company; lat+lng: only those containing the point; sorts: ${GEOFENCE_SORTS.join(', ')}`,
  tags: ['geofence'],
  access: anyOf('p_area_geofences_view'),
  schemas: {
    params: companyParams,
    querystring: listQuery(GEOFENCE_SORTS)
      .extend({
        type: z.enum(['circle', 'polygon', 'rectangle']).optional(),
        groupId: placeId.optional(),
        lat: latitudeSchema.optional(),
        lng: longitudeSchema.optional(),
      })
      .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
        message: 'Send Both Latitude and Longitude',
        path: ['lng'],
      }),
    response: { 200: paged(geofence), ...bad },
  },
});

export const createGeofence = defineEndpoint({
  method: 'POST',
  path: '/company/:id/geofence',
  summary:
    'Create a geofence (418 on shape.* for a self-crossing or empty polygon, a radius ≤ 0, bad coordinates)',
  tags: ['geofence'],
  access: anyOf('p_area_geofences_create'),
  schemas: {
    params: companyParams,
    body: z.strictObject({
      name: placeName,
      description: description.default(''),
      color: color.default(DEFAULT_GEOFENCE_COLOR),
      shape: geofenceShape,
      groupIds: groupIds.default([]),
    }),
    response: { 201: z.object({ data: geofence }), ...bad },
  },
});

export const getGeofence = defineEndpoint({
  method: 'GET',
  path: '/company/:id/geofence/:geofenceId',
  summary: 'One geofence',
  tags: ['geofence'],
  access: anyOf('p_area_geofences_view'),
  schemas: { params: geofenceParams, response: { 200: z.object({ data: geofence }), ...bad } },
});

export const updateGeofence = defineEndpoint({
  method: 'PUT',
  path: '/company/:id/geofence/:geofenceId',
  summary: 'Change a geofence; groupIds replaces its groups',
  tags: ['geofence'],
  access: anyOf('p_area_geofences_update'),
  schemas: {
    params: geofenceParams,
    body: z.strictObject({
      name: placeName.optional(),
      description: description.optional(),
      color: color.optional(),
      shape: geofenceShape.optional(),
      groupIds: groupIds.optional(),
    }),
    response: { 200: z.object({ data: geofence }), ...bad },
  },
});

export const deleteGeofence = defineEndpoint({
  method: 'DELETE',
  path: '/company/:id/geofence/:geofenceId',
  summary: 'Delete a geofence',
  tags: ['geofence'],
  access: anyOf('p_area_geofences_delete'),
  schemas: { params: geofenceParams, response: { 204: z.null(), 404: errorBody } },
});

export const geofenceGroup = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  description: z.string(),
  geofenceIds: z.array(z.number().int()),
  ...timestamps,
});
export type GeofenceGroup = z.infer<typeof geofenceGroup>;

const geofenceIds = z.array(placeId).max(1000);
const groupParams = companyParams.extend({ groupId: placeId });
export const GEOFENCE_GROUP_SORTS = ['id', 'name', 'createdAt', 'updatedAt'] as const;

export const listGeofenceGroups = defineEndpoint({
  method: 'GET',
  path: '/company/:id/geofence-group',
  summary: `Groups of geofences of a company; sorts: ${GEOFENCE_GROUP_SORTS.join(', ')}`,
  tags: ['geofence'],
  access: anyOf('p_area_geofences_view'),
  schemas: {
    params: companyParams,
    querystring: listQuery(GEOFENCE_GROUP_SORTS),
    response: { 200: paged(geofenceGroup), ...bad },
  },
});

export const createGeofenceGroup = defineEndpoint({
  method: 'POST',
  path: '/company/:id/geofence-group',
  summary: "Create a group of the company's geofences (another company's is a 418 on geofenceIds.N)",
  tags: ['geofence'],
  access: anyOf('p_area_geofences_create'),
  schemas: {
    params: companyParams,
    body: z.strictObject({
      name: placeName,
      description: description.default(''),
      geofenceIds: geofenceIds.default([]),
    }),
    response: { 201: z.object({ data: geofenceGroup }), ...bad },
  },
});

export const getGeofenceGroup = defineEndpoint({
  method: 'GET',
  path: '/company/:id/geofence-group/:groupId',
  summary: 'One group of geofences',
  tags: ['geofence'],
  access: anyOf('p_area_geofences_view'),
  schemas: { params: groupParams, response: { 200: z.object({ data: geofenceGroup }), ...bad } },
});

export const updateGeofenceGroup = defineEndpoint({
  method: 'PUT',
  path: '/company/:id/geofence-group/:groupId',
  summary: 'Change a group; geofenceIds replaces its members',
  tags: ['geofence'],
  access: anyOf('p_area_geofences_update'),
  schemas: {
    params: groupParams,
    body: z.strictObject({
      name: placeName.optional(),
      description: description.optional(),
      geofenceIds: geofenceIds.optional(),
    }),
    response: { 200: z.object({ data: geofenceGroup }), ...bad },
  },
});

export const deleteGeofenceGroup = defineEndpoint({
  method: 'DELETE',
  path: '/company/:id/geofence-group/:groupId',
  summary: 'Delete a group (its geofences stay)',
  tags: ['geofence'],
  access: anyOf('p_area_geofences_delete'),
  schemas: { params: groupParams, response: { 204: z.null(), 404: errorBody } },
});
