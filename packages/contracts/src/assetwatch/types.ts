import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { AW_API, awCompanyQuery, awIdParams, awName, awTags, awText } from './common.ts';

/** Asset types of a company (spec §2 assets-type-list): "Wheelchair", "Infusion pump", "Container". */

export const assetType = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  description: z.string(),
  assets: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssetType = z.infer<typeof assetType>;

export const assetTypeInput = z.strictObject({ name: awName, description: awText(500).default('') });
export type AssetTypeInput = z.output<typeof assetTypeInput>;
export const assetTypeUpdate = z.strictObject({
  name: awName.optional(),
  description: awText(500).optional(),
});
export type AssetTypeUpdate = z.output<typeof assetTypeUpdate>;

export const ASSET_TYPE_SORTS = ['id', 'name', 'createdAt'] as const;
const one = z.object({ data: assetType });
/** Another type of the company has the name (AW_NAME_TAKEN). */
const taken = { 409: errorBody };

export const assetTypeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/type`,
    summary: `Asset watch: asset types of the company (search by name; sorts: ${ASSET_TYPE_SORTS.join(', ')})`,
    tags: awTags,
    access: anyOf('p_asset_types_view', 'p_asset_view'),
    schemas: {
      querystring: listQuery(ASSET_TYPE_SORTS).extend(awCompanyQuery),
      response: { 200: paged(assetType), ...bad },
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/type/:id`,
    summary: 'Asset watch: one asset type',
    tags: awTags,
    access: anyOf('p_asset_types_view', 'p_asset_view'),
    schemas: { params: awIdParams, response: { 200: one, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${AW_API}/type`,
    summary: 'Asset watch: adds an asset type; 409 AW_NAME_TAKEN',
    tags: awTags,
    access: anyOf('p_asset_types_create'),
    schemas: {
      querystring: z.object(awCompanyQuery),
      body: assetTypeInput,
      response: { 201: one, ...bad, ...taken },
    },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${AW_API}/type/:id`,
    summary: 'Asset watch: renames or describes an asset type; 409 AW_NAME_TAKEN',
    tags: awTags,
    access: anyOf('p_asset_types_update'),
    schemas: { params: awIdParams, body: assetTypeUpdate, response: { 200: one, ...bad, ...taken } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${AW_API}/type/:id`,
    summary: 'Asset watch: deletes an asset type (its assets keep no type)',
    tags: awTags,
    access: anyOf('p_asset_types_delete'),
    schemas: { params: awIdParams, response: { 204: z.null().describe('Deleted'), ...bad } },
  }),
};
