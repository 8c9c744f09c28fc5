import { type TableQuery, toListParams } from '../../../ui/DataTable/index.ts';

/** TanStack Query keys of the places screens; invalidate a prefix to reload everything under it. */
export const placesKeys = {
  all: ['places'] as const,
  structures: (companyId: number) => [...placesKeys.all, 'structures', companyId] as const,
  structureLists: (companyId: number) => [...placesKeys.structures(companyId), 'list'] as const,
  structure: (companyId: number, id: number) => [...placesKeys.structures(companyId), 'detail', id] as const,
  counts: (companyId: number) => [...placesKeys.structures(companyId), 'counts'] as const,
  meta: () => [...placesKeys.all, 'structure-meta'] as const,
  search: (text: string) => [...placesKeys.all, 'structure-search', text] as const,
  floorsV2: (structureId: number) => [...placesKeys.all, 'floors-v2', structureId] as const,
  layouts: () => [...placesKeys.all, 'layouts'] as const,
  layout: (id: number) => [...placesKeys.layouts(), id] as const,
  layoutImage: (id: number, etag: string) => [...placesKeys.layouts(), id, 'image', etag] as const,
  assets: (companyId: number) => [...placesKeys.all, 'assets', companyId] as const,
  areas: (companyId: number) => [...placesKeys.all, 'areas', companyId] as const,
  geofences: (companyId: number) => [...placesKeys.all, 'geofences', companyId] as const,
  geofence: (companyId: number, id: number) => [...placesKeys.geofences(companyId), 'detail', id] as const,
  geofenceGroups: (companyId: number) => [...placesKeys.all, 'geofence-groups', companyId] as const,
  gateways: () => [...placesKeys.all, 'gateways'] as const,
};

/** A DataTable query as the string query parameters of a list endpoint (spec §7). */
export function tableParams(query: TableQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)]));
}
