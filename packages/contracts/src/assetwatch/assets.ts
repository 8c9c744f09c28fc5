import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import {
  AW_API,
  awCompanyQuery,
  awIdParams,
  awName,
  awNamed,
  awNullableId,
  awTags,
  awText,
  periodQuery,
} from './common.ts';

/**
 * Asset watch assets: a places asset (`/company/:id/asset`, same id) with what asset watch adds: its type,
 * group, tag (a device of app `asset`, on at most one asset), home zone or geofence, where it is now and its
 * lock (spec §4: a locked asset must not move; any move raises `moved-while-locked`).
 */

export const ASSET_STATES = ['indoor', 'outdoor', 'unseen'] as const;
export type AssetState = (typeof ASSET_STATES)[number];

export const assetZone = z.object({
  id: z.number().int(),
  name: z.string(),
  floorId: z.number().int(),
  structureId: z.number().int(),
  forbidden: z.boolean(),
});
export const assetPosition = z.object({
  at: z.string(),
  zone: assetZone.nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type AssetPosition = z.infer<typeof assetPosition>;

export const awAsset = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  description: z.string(),
  serial: z.string().nullable(),
  type: awNamed.nullable(),
  group: awNamed.nullable(),
  device: z
    .object({ id: z.number().int(), serial: z.string(), name: z.string(), hardwareId: z.number().int() })
    .nullable(),
  homeZone: awNamed.nullable(),
  geofence: awNamed.nullable(),
  state: z.enum(ASSET_STATES),
  position: assetPosition.nullable(),
  battery: z.number().nullable(),
  locked: z.object({ at: z.string(), by: awNamed.nullable() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AwAsset = z.infer<typeof awAsset>;

export const awAssetInput = z.strictObject({
  name: awName,
  description: awText(1000).default(''),
  serial: awText(64).nullable().default(null),
  typeId: awNullableId.default(null),
  groupId: awNullableId.default(null),
  /** The tag: a device of app asset of the company, on no other asset (409 AW_DEVICE_TAKEN). */
  deviceId: awNullableId.default(null),
  homeZoneId: awNullableId.default(null),
  /** A places geofence of the company: leaving it raises `left-zone` outdoors. */
  geofenceId: awNullableId.default(null),
});
export type AwAssetInput = z.output<typeof awAssetInput>;

export const awAssetUpdate = z.strictObject({
  name: awName.optional(),
  description: awText(1000).optional(),
  serial: awText(64).nullable().optional(),
  typeId: awNullableId.optional(),
  groupId: awNullableId.optional(),
  deviceId: awNullableId.optional(),
  homeZoneId: awNullableId.optional(),
  geofenceId: awNullableId.optional(),
});
export type AwAssetUpdate = z.output<typeof awAssetUpdate>;

export const AW_ASSET_SORTS = ['id', 'name', 'createdAt', 'seenAt'] as const;
const flag = z.enum(['true', 'false'], { error: 'Must be true or false' });
export const awAssetListQuery = listQuery(AW_ASSET_SORTS).extend({
  ...awCompanyQuery,
  typeId: recordId.optional(),
  groupId: recordId.optional(),
  zoneId: recordId.optional(),
  structureId: recordId.optional(),
  state: z.enum(ASSET_STATES, { error: `Must be one of ${ASSET_STATES.join(', ')}` }).optional(),
  locked: flag.optional(),
});

export const movement = z.object({
  id: z.number().int(),
  asset: awNamed,
  at: z.string(),
  zone: assetZone.nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type Movement = z.infer<typeof movement>;
export const MOVEMENT_SORTS = ['at'] as const;
export const movementQuery = listQuery(MOVEMENT_SORTS).extend({
  ...awCompanyQuery,
  ...periodQuery,
  assetId: recordId.optional(),
  zoneId: recordId.optional(),
});

const one = z.object({ data: awAsset });
const conflict = { 409: errorBody };

export const awAssetEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/asset`,
    summary: `Asset watch: the company's assets with tag, zone and lock (search by name or serial; sorts: ${AW_ASSET_SORTS.join(', ')})`,
    tags: awTags,
    access: anyOf('p_asset_view'),
    schemas: { querystring: awAssetListQuery, response: { 200: paged(awAsset), ...bad } },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/asset/:id`,
    summary: 'Asset watch: one asset',
    tags: awTags,
    access: anyOf('p_asset_view'),
    schemas: { params: awIdParams, response: { 200: one, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${AW_API}/asset`,
    summary: 'Asset watch: adds an asset (a places asset) with its type, group and tag; 409 AW_DEVICE_TAKEN',
    tags: awTags,
    access: anyOf('p_asset_create'),
    schemas: {
      querystring: z.object(awCompanyQuery),
      body: awAssetInput,
      response: { 201: one, ...bad, ...conflict },
    },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${AW_API}/asset/:id`,
    summary: 'Asset watch: changes an asset (null clears); a group change is kept in the groups history',
    tags: awTags,
    access: anyOf('p_asset_update'),
    schemas: { params: awIdParams, body: awAssetUpdate, response: { 200: one, ...bad, ...conflict } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${AW_API}/asset/:id`,
    summary: 'Asset watch: deletes an asset (its tag stays a device)',
    tags: awTags,
    access: anyOf('p_asset_delete'),
    schemas: { params: awIdParams, response: { 204: z.null().describe('Deleted'), ...bad } },
  }),
  lock: defineEndpoint({
    method: 'POST',
    path: `${AW_API}/asset/:id/lock`,
    summary:
      'Asset watch (spec §4): locks an asset where it is; any move then raises an alarm; 409 ASSET_LOCKED',
    tags: awTags,
    access: anyOf('p_asset_lock'),
    schemas: { params: awIdParams, response: { 200: one, ...bad, ...conflict } },
  }),
  unlock: defineEndpoint({
    method: 'POST',
    path: `${AW_API}/asset/:id/unlock`,
    summary:
      'Asset watch (spec §4): unlocks an asset and clears its moved-while-locked alarm; 409 ASSET_NOT_LOCKED',
    tags: awTags,
    access: anyOf('p_asset_unlock'),
    schemas: { params: awIdParams, response: { 200: one, ...bad, ...conflict } },
  }),
  track: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/asset/:id/track`,
    summary: 'Asset watch: where an asset has been from `from` to `to` (default the last day), oldest first',
    tags: awTags,
    access: anyOf('p_asset_view'),
    schemas: {
      params: awIdParams,
      querystring: z.object(periodQuery),
      response: { 200: z.object({ data: z.array(assetPosition) }), ...bad },
    },
  }),
  movements: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/asset-history`,
    summary:
      'Asset watch: positions of the company’s assets over a period (default the last day), newest first',
    tags: awTags,
    access: anyOf('p_asset_view'),
    schemas: { querystring: movementQuery, response: { 200: paged(movement), ...bad } },
  }),
};
