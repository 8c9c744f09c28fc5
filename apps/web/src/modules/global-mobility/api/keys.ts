/** TanStack Query keys of global mobility's own screens (the kit's screens use `GLOBAL_MOBILITY.keys`). */
export const gmKeys = {
  all: ['gm', 'own'] as const,
  settings: () => [...gmKeys.all, 'settings'] as const,
  setting: (id: number) => [...gmKeys.settings(), 'detail', id] as const,
  staff: () => [...gmKeys.all, 'staff'] as const,
  staffOptions: () => [...gmKeys.staff(), 'options'] as const,
  readings: (id: number, sensor: string, from: string, to: string) =>
    [...gmKeys.all, 'readings', id, sensor, from, to] as const,
};
