/** TanStack Query keys of Metro Watch's own device screens (the kit's lists use `kitKeys('metro-watch')`). */
export const metroDeviceKeys = {
  all: ['metro-watch', 'devices', 'own'] as const,
  dashboard: () => [...metroDeviceKeys.all, 'dashboard'] as const,
  device: (id: number) => [...metroDeviceKeys.all, 'detail', id] as const,
  commands: (id: number) => [...metroDeviceKeys.device(id), 'commands'] as const,
  log: (id: number) => [...metroDeviceKeys.device(id), 'log'] as const,
  readings: (id: number, sensor: string, from: string, to: string) =>
    [...metroDeviceKeys.device(id), 'readings', sensor, from, to] as const,
};
