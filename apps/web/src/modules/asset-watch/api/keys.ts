/** TanStack Query keys of asset watch's own screens (the kit's screens use `ASSET_WATCH.keys`). */
export const awKeys = {
  all: ['asset-watch'] as const,
  assets: () => [...awKeys.all, 'assets'] as const,
  asset: (id: number) => [...awKeys.assets(), 'detail', id] as const,
  track: (id: number, from: string, to: string) => [...awKeys.asset(id), 'track', from, to] as const,
  movements: () => [...awKeys.all, 'movements'] as const,
  types: () => [...awKeys.all, 'types'] as const,
  groups: () => [...awKeys.all, 'groups'] as const,
  groupHistory: () => [...awKeys.all, 'group-history'] as const,
  zones: () => [...awKeys.all, 'zones'] as const,
  settings: () => [...awKeys.all, 'settings'] as const,
  dashboard: (days: number) => [...awKeys.all, 'dashboard', days] as const,
  facilities: () => [...awKeys.all, 'facilities'] as const,
  layout: (floorId: number) => [...awKeys.all, 'layout', floorId] as const,
};
