/** Whose bookings a calendar shows: a building's, or one space of it. */
export interface CalendarPlace {
  buildingId: number | null;
  spaceId: number | null;
}

/** TanStack Query keys of facility booking's own screens (the kit's screens use `FACILITY_BOOKING.keys`). */
export const fbKeys = {
  all: ['facility-booking'] as const,
  buildings: () => [...fbKeys.all, 'buildings'] as const,
  building: (id: number) => [...fbKeys.buildings(), 'detail', id] as const,
  groups: () => [...fbKeys.all, 'groups'] as const,
  group: (id: number) => [...fbKeys.groups(), 'detail', id] as const,
  spaces: () => [...fbKeys.all, 'spaces'] as const,
  layout: (structureId: number, floorId: number) => [...fbKeys.all, 'layout', structureId, floorId] as const,
  reservations: () => [...fbKeys.all, 'reservations'] as const,
  reservation: (id: number) => [...fbKeys.reservations(), 'detail', id] as const,
  calendar: (from: string, to: string, place: CalendarPlace) =>
    [...fbKeys.reservations(), 'calendar', from, to, place.buildingId, place.spaceId] as const,
  available: (query: unknown) => [...fbKeys.reservations(), 'available', query] as const,
  visitors: () => [...fbKeys.all, 'visitors'] as const,
  feeds: () => [...fbKeys.all, 'feeds'] as const,
  dashboard: (from: string, to: string, structureId: number | null) =>
    [...fbKeys.all, 'dashboard', from, to, structureId] as const,
};
