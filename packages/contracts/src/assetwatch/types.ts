import type { z } from 'zod';
import { anyOf } from '../kernel/endpoint.ts';
import * as catalogue from './catalogue.ts';

/** Asset types of a company (spec §2 assets-type-list): "Wheelchair", "Infusion pump", "Container". */

export const assetType = catalogue.catalogueEntry;
export type AssetType = z.infer<typeof assetType>;
export const assetTypeInput = catalogue.catalogueInput;
export type AssetTypeInput = z.output<typeof assetTypeInput>;
export const assetTypeUpdate = catalogue.catalogueUpdate;
export type AssetTypeUpdate = z.output<typeof assetTypeUpdate>;
export const ASSET_TYPE_SORTS = catalogue.CATALOGUE_SORTS;

export const assetTypeEndpoints = catalogue.catalogueEndpoints({
  path: 'type',
  summaries: {
    list: `Asset watch: asset types of the company (search by name; sorts: ${ASSET_TYPE_SORTS.join(', ')})`,
    get: 'Asset watch: one asset type',
    create: 'Asset watch: adds an asset type; 409 AW_NAME_TAKEN',
    update: 'Asset watch: renames or describes an asset type; 409 AW_NAME_TAKEN',
    remove: 'Asset watch: deletes an asset type (its assets keep no type)',
  },
  access: {
    list: anyOf('p_asset_types_view', 'p_asset_view'),
    get: anyOf('p_asset_types_view', 'p_asset_view'),
    create: anyOf('p_asset_types_create'),
    update: anyOf('p_asset_types_update'),
    remove: anyOf('p_asset_types_delete'),
  },
});
