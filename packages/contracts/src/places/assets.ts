import { z } from 'zod';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { paged } from '../kernel/list.ts';
import {
  companyParams,
  description,
  deviceRef,
  listQuery,
  placeId,
  placeName,
  timestamps,
} from './common.ts';

/**
 * Assets (`/company/:id/asset`): things a company keeps track of, optionally placed in a structure, on a floor
 * or in a space, optionally carrying a tracker device. Areas (`/company/:id/area`): named groups of a
 * company's structures. Places in bodies must be the company's own: anything else is a 418 on the field.
 */

export const asset = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  /** Free text (e.g. 'vehicle', 'pallet', 'generator'); asset-watch keeps its own type list later. */
  type: z.string(),
  description: z.string(),
  serial: z.string().nullable(),
  /** A tracker's id or serial (no foreign key until devices exist). */
  deviceId: z.string().nullable(),
  structureId: z.number().int().nullable(),
  floorId: z.number().int().nullable(),
  spaceId: z.number().int().nullable(),
  ...timestamps,
});
export type Asset = z.infer<typeof asset>;

const assetType = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(60, 'Please Enter At Most 60 Characters');

/**
 * Where an asset is: a space implies its floor and structure, a floor its structure; given parents must
 * match (a 418 on the inner field otherwise). Null clears.
 */
const placement = {
  structureId: placeId.nullable(),
  floorId: placeId.nullable(),
  spaceId: placeId.nullable(),
};

const assetFields = {
  name: placeName,
  type: assetType,
  description,
  serial: z.string().trim().max(64, 'Please Enter At Most 64 Characters').nullable(),
  deviceId: deviceRef.nullable(),
  ...placement,
};

const bad = { 404: errorBody, 418: fieldErrors };
const assetParams = companyParams.extend({ assetId: placeId });
export const ASSET_SORTS = ['id', 'name', 'type', 'createdAt', 'updatedAt'] as const;

export const listAssets = defineEndpoint({
  method: 'GET',
  path: '/company/:id/asset',
  summary: `Assets of a company (name matches name or serial); sorts: ${ASSET_SORTS.join(', ')}`,
  tags: ['asset'],
  access: anyOf('p_asset_view'),
  schemas: {
    params: companyParams,
    querystring: listQuery(ASSET_SORTS).extend({
      type: z.string().max(60).optional(),
      structureId: placeId.optional(),
      floorId: placeId.optional(),
      spaceId: placeId.optional(),
    }),
    response: { 200: paged(asset), ...bad },
  },
});

export const createAsset = defineEndpoint({
  method: 'POST',
  path: '/company/:id/asset',
  summary: 'Create an asset',
  tags: ['asset'],
  access: anyOf('p_asset_create'),
  schemas: {
    params: companyParams,
    body: z.strictObject({
      ...assetFields,
      description: description.default(''),
      serial: assetFields.serial.default(null),
      deviceId: assetFields.deviceId.default(null),
      structureId: placement.structureId.default(null),
      floorId: placement.floorId.default(null),
      spaceId: placement.spaceId.default(null),
    }),
    response: { 201: z.object({ data: asset }), ...bad },
  },
});

export const getAsset = defineEndpoint({
  method: 'GET',
  path: '/company/:id/asset/:assetId',
  summary: 'One asset',
  tags: ['asset'],
  access: anyOf('p_asset_view'),
  schemas: { params: assetParams, response: { 200: z.object({ data: asset }), ...bad } },
});

export const updateAsset = defineEndpoint({
  method: 'PUT',
  path: '/company/:id/asset/:assetId',
  summary: 'Change an asset; sending any of structureId, floorId, spaceId sets its whole placement',
  tags: ['asset'],
  access: anyOf('p_asset_update'),
  schemas: {
    params: assetParams,
    body: z.strictObject({
      name: assetFields.name.optional(),
      type: assetFields.type.optional(),
      description: description.optional(),
      serial: assetFields.serial.optional(),
      deviceId: assetFields.deviceId.optional(),
      structureId: placement.structureId.optional(),
      floorId: placement.floorId.optional(),
      spaceId: placement.spaceId.optional(),
    }),
    response: { 200: z.object({ data: asset }), ...bad },
  },
});

export const deleteAsset = defineEndpoint({
  method: 'DELETE',
  path: '/company/:id/asset/:assetId',
  summary: 'Delete an asset',
  tags: ['asset'],
  access: anyOf('p_asset_delete'),
  schemas: { params: assetParams, response: { 204: z.null(), 404: errorBody } },
});

export const area = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  description: z.string(),
  structureIds: z.array(z.number().int()),
  ...timestamps,
});
export type Area = z.infer<typeof area>;

/** At most this many structures per area. */
export const MAX_AREA_STRUCTURES = 500;
const structureIds = z
  .array(placeId)
  .max(MAX_AREA_STRUCTURES, `An Area Can Hold At Most ${MAX_AREA_STRUCTURES} Structures`);
const areaParams = companyParams.extend({ areaId: placeId });
export const AREA_SORTS = ['id', 'name', 'createdAt', 'updatedAt'] as const;

export const listAreas = defineEndpoint({
  method: 'GET',
  path: '/company/:id/area',
  summary: `Areas of a company (structureId: areas holding that structure); sorts: ${AREA_SORTS.join(', ')}`,
  tags: ['area'],
  access: anyOf('p_area_view'),
  schemas: {
    params: companyParams,
    querystring: listQuery(AREA_SORTS).extend({ structureId: placeId.optional() }),
    response: { 200: paged(area), ...bad },
  },
});

export const createArea = defineEndpoint({
  method: 'POST',
  path: '/company/:id/area',
  summary: "Create an area of the company's structures (another company's is a 418 on structureIds.N)",
  tags: ['area'],
  access: anyOf('p_area_create'),
  schemas: {
    params: companyParams,
    body: z.strictObject({
      name: placeName,
      description: description.default(''),
      structureIds: structureIds.default([]),
    }),
    response: { 201: z.object({ data: area }), ...bad },
  },
});

export const getArea = defineEndpoint({
  method: 'GET',
  path: '/company/:id/area/:areaId',
  summary: 'One area',
  tags: ['area'],
  access: anyOf('p_area_view'),
  schemas: { params: areaParams, response: { 200: z.object({ data: area }), ...bad } },
});

export const updateArea = defineEndpoint({
  method: 'PUT',
  path: '/company/:id/area/:areaId',
  summary: 'Change an area; structureIds replaces its structures',
  tags: ['area'],
  access: anyOf('p_area_update'),
  schemas: {
    params: areaParams,
    body: z.strictObject({
      name: placeName.optional(),
      description: description.optional(),
      structureIds: structureIds.optional(),
    }),
    response: { 200: z.object({ data: area }), ...bad },
  },
});

export const deleteArea = defineEndpoint({
  method: 'DELETE',
  path: '/company/:id/area/:areaId',
  summary: 'Delete an area (its structures stay)',
  tags: ['area'],
  access: anyOf('p_area_delete'),
  schemas: { params: areaParams, response: { 204: z.null(), 404: errorBody } },
});
