/** TanStack Query keys of Fleet's tracking screens (the kit's device screens use `FLEET.keys`). */
export const fleetKeys = {
  all: ['fleet'] as const,
  vehicles: () => [...fleetKeys.all, 'vehicles'] as const,
  vehicleList: () => [...fleetKeys.vehicles(), 'list'] as const,
  vehicle: (id: number) => [...fleetKeys.vehicles(), 'detail', id] as const,
  track: (id: number, from: string, to: string) => [...fleetKeys.vehicle(id), 'track', from, to] as const,
  live: (companyId: number | null) => [...fleetKeys.vehicles(), 'live', companyId] as const,
  vehicleGroups: () => [...fleetKeys.all, 'vehicle-groups'] as const,
  drivers: () => [...fleetKeys.all, 'drivers'] as const,
  trackers: () => [...fleetKeys.all, 'trackers'] as const,
};
