import { z } from 'zod';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { paged } from '../kernel/list.ts';
import { routeCheckedBody } from '../kernel/route-checked-body.ts';
import { deviceRef, listQuery, placeId } from './common.ts';

/**
 * Layouts: one floor plan image per floor, with device markers placed on it. A layout comes into being with
 * its floor's first plan upload. Marker positions are fractions of the image (0..1 from the top-left corner),
 * so they hold whatever size the plan is shown at.
 */

/** Largest floor plan accepted. */
export const LAYOUT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Image types accepted, judged from the file's content, never its name or declared type. */
export const LAYOUT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** The multipart field holding the plan. */
export const LAYOUT_IMAGE_FIELD = 'file';

export const LAYOUT_IMAGE_TOO_LARGE = `The Floor Plan Must Be At Most ${LAYOUT_IMAGE_MAX_BYTES / 1024 / 1024} MB`;
export const LAYOUT_IMAGE_NOT_IMAGE = 'The Floor Plan Must Be a PNG, JPEG, WebP or GIF Image';
export const LAYOUT_IMAGE_MISSING = 'Choose a Floor Plan Image';

const fraction = z
  .number({ error: 'Please Enter a Number' })
  .min(0, 'Please Enter a Number Between 0 and 1')
  .max(1, 'Please Enter a Number Between 0 and 1');

export const layoutDevice = z.object({
  /** The device's id or serial (no foreign key: see `deviceRef`). */
  deviceId: z.string(),
  spaceId: z.number().int().nullable(),
  x: z.number(),
  y: z.number(),
  placedAt: z.string(),
});
export type LayoutDevice = z.infer<typeof layoutDevice>;

export const layout = z.object({
  id: z.number().int(),
  floorId: z.number().int(),
  structureId: z.number().int(),
  companyId: z.number().int(),
  image: z
    .object({
      contentType: z.string(),
      bytes: z.number().int(),
      /** Changes with every upload: use it to bust caches of the image. */
      etag: z.string(),
      uploadedAt: z.string(),
      /** GET it with the bearer token (e.g. fetch → blob → object URL); an <img src> cannot send one. */
      url: z.string(),
    })
    .nullable(),
  devices: z.array(layoutDevice),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Layout = z.infer<typeof layout>;

const bad = { 404: errorBody, 418: fieldErrors };
const one = z.object({ data: layout });

export const LAYOUT_SORTS = ['id', 'updatedAt'] as const;

export const listLayouts = defineEndpoint({
  method: 'GET',
  path: '/layout',
  summary: 'Layouts (floor plans with device markers) of the structures the caller sees',
  tags: ['layout'],
  access: anyOf('p_structure_view'),
  schemas: {
    querystring: listQuery(LAYOUT_SORTS).extend({
      structureId: placeId.optional(),
      floorId: placeId.optional(),
    }),
    response: { 200: paged(layout), ...bad },
  },
});

const layoutParams = z.object({ id: placeId });

export const getLayout = defineEndpoint({
  method: 'GET',
  path: '/layout/:id',
  summary: 'One layout with its device markers',
  tags: ['layout'],
  access: anyOf('p_structure_view'),
  schemas: { params: layoutParams, response: { 200: one, ...bad } },
});

export const uploadLayoutImage = defineEndpoint({
  method: 'PUT',
  path: '/layout/floor/:floorId/image',
  summary: `Upload or replace a floor's plan: multipart/form-data, one file in field "${LAYOUT_IMAGE_FIELD}"; creates the floor's layout on first upload`,
  tags: ['layout'],
  access: anyOf('p_structure_update'),
  schemas: {
    params: z.object({ floorId: placeId }),
    consumes: ['multipart/form-data'],
    body: routeCheckedBody(z.object({ [LAYOUT_IMAGE_FIELD]: z.file() })),
    response: { 200: one, ...bad },
  },
});

export const getLayoutImage = defineEndpoint({
  method: 'GET',
  path: '/layout/:id/image',
  summary: 'The floor plan image itself (its own content type; ETag, If-None-Match answered with 304)',
  tags: ['layout'],
  access: anyOf('p_structure_view'),
  produces: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  // 304: the `If-None-Match` ETag is the image's: no body.
  schemas: { params: layoutParams, response: { 304: z.null(), 404: errorBody } },
});

export const deleteLayout = defineEndpoint({
  method: 'DELETE',
  path: '/layout/:id',
  summary: 'Delete a layout: its plan and every device marker on it',
  tags: ['layout'],
  access: anyOf('p_structure_update'),
  schemas: { params: layoutParams, response: { 204: z.null(), 404: errorBody } },
});

/**
 * Spec §3 (A58): the layout's id is sent as `id` and the space separately. Placing a device that is already
 * on a plan of the company moves it here (a device is in one place).
 */
export const addLayoutDevice = defineEndpoint({
  method: 'POST',
  path: '/layout/add-device',
  summary: 'Place a device marker on a layout, or move it (payload: layoutId as id, spaceId separate)',
  tags: ['layout'],
  access: anyOf('p_structure_update'),
  schemas: {
    body: z.strictObject({
      id: placeId,
      /** A space on the layout's floor, or null. */
      spaceId: placeId.nullable().default(null),
      deviceId: deviceRef,
      x: fraction,
      y: fraction,
    }),
    response: { 200: one, ...bad },
  },
});

export const deleteLayoutDevice = defineEndpoint({
  method: 'POST',
  path: '/layout/delete-device',
  summary: 'Take a device marker off a layout (payload: layoutId as id)',
  tags: ['layout'],
  access: anyOf('p_structure_update'),
  schemas: {
    body: z.strictObject({
      id: placeId,
      deviceId: deviceRef,
      /** Accepted for symmetry with add-device; not needed to find the marker. */
      spaceId: placeId.nullable().optional(),
    }),
    response: { 200: one, ...bad },
  },
});
