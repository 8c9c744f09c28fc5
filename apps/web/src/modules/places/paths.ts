/** Spec §2 core structures, assets (v1, v2), geofence and users/gateways. */

export const STRUCTURES_PATH = '/core/structures';
export const STRUCTURES_ALL_PATH = '/core/structures/all';
export const STRUCTURE_CREATE_PATH = '/core/structures/create';

export const ASSETS_LIST_PATH = '/core/assets/list';
export const ASSET_LIST_TYPES = ['all-structures', 'inner-structures', 'assets', 'areas'] as const;
export type AssetListType = (typeof ASSET_LIST_TYPES)[number];
export const assetsListPath = (type: AssetListType = 'all-structures') => `${ASSETS_LIST_PATH}/${type}`;

export const ASSETS_V2_LIST_PATH = '/core/assets-v2/list';
/** Assets v2 `list/:pTab-:cTab`: the parent tab and, under structures, the child tab. */
export const ASSETS_V2_TABS = {
  structures: ['all', 'inner'],
  assets: ['all'],
  areas: ['all'],
} as const;
export type AssetsV2Parent = keyof typeof ASSETS_V2_TABS;
export const assetsV2ListPath = (parent: AssetsV2Parent = 'structures', child = 'all') =>
  `${ASSETS_V2_LIST_PATH}/${parent}-${child}`;

export const GEOFENCE_LIST_PATH = '/core/geofence/list';
export const GEOFENCE_CREATE_PATH = '/core/geofence/create';
export const geofencePath = (id: number | string) => `/core/geofence/${id}`;
export const geofenceEditPath = (id: number | string) => `/core/geofence/edit/${id}`;

export const GATEWAYS_PATH = '/core/users/gateways';

/**
 * Where the structure screens link to. The core screens and the assets v2 screens are the same pages
 * under two sets of paths.
 */
export interface StructurePaths {
  list: string;
  create: string;
  details: (id: number) => string;
  edit: (id: number) => string;
  /** The layout manager, on a floor when given. */
  layout: (id: number, floorId?: number | null) => string;
  /** A page that adds several floors at once (assets v2); the core screens add one at a time. */
  addFloors?: (id: number) => string;
}

export const CORE_STRUCTURE_PATHS: StructurePaths = {
  list: STRUCTURES_ALL_PATH,
  create: STRUCTURE_CREATE_PATH,
  details: (id) => `/core/structures/${id}`,
  edit: (id) => `/core/structures/${id}/edit`,
  layout: (id, floorId) => `/core/structures/layout-manager/${id}${floorId ? `?floorId=${floorId}` : ''}`,
};

export const ASSETS_V2_STRUCTURE_PATHS: StructurePaths = {
  list: assetsV2ListPath(),
  create: '/core/assets-v2/structure/create',
  details: (id) => `/core/assets-v2/structure/${id}`,
  edit: (id) => `/core/assets-v2/structure/${id}/edit`,
  // v2 keeps the floor in the path; without one the page opens the structure's first floor.
  layout: (id, floorId) => `/core/assets-v2/layout-manager/${id}/${floorId ?? 'first'}`,
  addFloors: (id) => `/core/assets-v2/structure/${id}/add-floors`,
};
