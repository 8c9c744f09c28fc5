import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import * as catalogue from './catalogue.ts';
import { AW_API, awCompanyQuery, awNamed, awTags, periodQuery } from './common.ts';

/**
 * Asset groups (spec §2 assets-groups): a company's own groups of assets ("ICU equipment"); an asset is in
 * at most one. Every join and leave is kept (groups-history).
 */

export const assetGroup = catalogue.catalogueEntry;
export type AssetGroup = z.infer<typeof assetGroup>;
export const assetGroupInput = catalogue.catalogueInput;
export type AssetGroupInput = z.output<typeof assetGroupInput>;
export const assetGroupUpdate = catalogue.catalogueUpdate;
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

export const ASSET_GROUP_SORTS = catalogue.CATALOGUE_SORTS;
export const GROUP_HISTORY_SORTS = ['at'] as const;

export const groupHistoryQuery = listQuery(GROUP_HISTORY_SORTS).extend({
  ...awCompanyQuery,
  ...periodQuery,
  groupId: recordId.optional(),
  assetId: recordId.optional(),
});

const GROUP_VIEW = anyOf('p_asset_view');
const GROUP_UPDATE = anyOf('p_asset_update');

export const assetGroupEndpoints = {
  ...catalogue.catalogueEndpoints({
    path: 'group',
    summaries: {
      list: `Asset watch: groups of assets (search by name; sorts: ${ASSET_GROUP_SORTS.join(', ')})`,
      get: 'Asset watch: one group of assets',
      create: 'Asset watch: adds a group of assets; 409 AW_NAME_TAKEN',
      update: 'Asset watch: renames or describes a group of assets; 409 AW_NAME_TAKEN',
      remove: 'Asset watch: deletes a group (its assets leave it, recorded in the history)',
    },
    access: {
      list: GROUP_VIEW,
      get: GROUP_VIEW,
      create: GROUP_UPDATE,
      update: GROUP_UPDATE,
      remove: GROUP_UPDATE,
    },
  }),
  history: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/group-history`,
    summary:
      'Asset watch: assets joining and leaving groups over a period (default the last day), newest first',
    tags: awTags,
    access: GROUP_VIEW,
    schemas: { querystring: groupHistoryQuery, response: { 200: paged(groupHistoryEntry), ...bad } },
  }),
};
