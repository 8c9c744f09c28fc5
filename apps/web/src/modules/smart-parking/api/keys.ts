/** TanStack Query keys of smart parking's own screens (the kit's screens use `SMART_PARKING.keys`). */
export const spKeys = {
  all: ['smart-parking'] as const,
  locations: () => [...spKeys.all, 'locations'] as const,
  location: (id: number) => [...spKeys.locations(), 'detail', id] as const,
  map: (companyId: number | null) => [...spKeys.all, 'map', companyId] as const,
  dashboard: (from: string, to: string, locationId: number | null) =>
    [...spKeys.all, 'dashboard', from, to, locationId] as const,
};
