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
  awTags,
  awText,
  periodQuery,
} from './common.ts';

/**
 * Asset groups (spec §2 assets-groups): a company's own groups of assets ("ICU equipment"); an asset is in
 * at most one. Every join and leave is kept (groups-history).
 */

export const assetGroup = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  description: z.string(),
  assets: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssetGroup = z.infer<typeof assetGroup>;

export const assetGroupInput = z.strictObject({ name: awName, description: awText(500).default('') });
export type AssetGroupInput = z.output<typeof assetGroupInput>;
export const assetGroupUpdate = z.strictObject({
  name: awName.optional(),
  description: awText(500).optional(),
});
export type AssetGroupUpdate = z.output<typeof assetGroupUpdate>;

export const GROUP_EVENTS = ['joined', 'left'] as const;
export type GroupEvent = (typeof GROUP_EVENTS)[number];
export const groupHistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  event: z.enum(GROUP_EVENTS),
  group: awNamed,
  asset: awNamed,
  /** Who moved it; null when the group or asset was deleted by the system. */
  by: awNamed.nullable(),
});
export type GroupHistoryEntry = z.infer<typeof groupHistoryEntry>;

export const ASSET_GROUP_SORTS = ['id', 'name', 'createdAt'] as const;
export const GROUP_HISTORY_SORTS = ['at'] as const;
const one = z.object({ data: assetGroup });
const taken = { 409: errorBody };

export const groupHistoryQuery = listQuery(GROUP_HISTORY_SORTS).extend({
  ...awCompanyQuery,
  ...periodQuery,
  groupId: recordId.optional(),
  assetId: recordId.optional(),
});

export const assetGroupEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/group`,
    summary: `Asset watch: groups of assets (search by name; sorts: ${ASSET_GROUP_SORTS.join(', ')})`,
    tags: awTags,
    access: anyOf('p_asset_view'),
    schemas: {
      querystring: listQuery(ASSET_GROUP_SORTS).extend(awCompanyQuery),
      response: { 200: paged(assetGroup), ...bad },
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/group/:id`,
    summary: 'Asset watch: one group of assets',
    tags: awTags,
    access: anyOf('p_asset_view'),
    schemas: { params: awIdParams, response: { 200: one, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${AW_API}/group`,
    summary: 'Asset watch: adds a group of assets; 409 AW_NAME_TAKEN',
    tags: awTags,
    access: anyOf('p_asset_update'),
    schemas: {
      querystring: z.object(awCompanyQuery),
      body: assetGroupInput,
      response: { 201: one, ...bad, ...taken },
    },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${AW_API}/group/:id`,
    summary: 'Asset watch: renames or describes a group of assets; 409 AW_NAME_TAKEN',
    tags: awTags,
    access: anyOf('p_asset_update'),
    schemas: { params: awIdParams, body: assetGroupUpdate, response: { 200: one, ...bad, ...taken } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${AW_API}/group/:id`,
    summary: 'Asset watch: deletes a group (its assets leave it, recorded in the history)',
    tags: awTags,
    access: anyOf('p_asset_update'),
    schemas: { params: awIdParams, response: { 204: z.null().describe('Deleted'), ...bad } },
  }),
  history: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/group-history`,
    summary:
      'Asset watch: assets joining and leaving groups over a period (default the last day), newest first',
    tags: awTags,
    access: anyOf('p_asset_view'),
    schemas: { querystring: groupHistoryQuery, response: { 200: paged(groupHistoryEntry), ...bad } },
  }),
};
