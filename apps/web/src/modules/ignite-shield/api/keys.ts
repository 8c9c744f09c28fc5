/** TanStack Query keys of the ignite-shield screens; invalidate a prefix to reload everything under it. */
export const swamKeys = {
  all: ['ignite-shield'] as const,
  devices: () => [...swamKeys.all, 'devices'] as const,
  deviceList: () => [...swamKeys.devices(), 'list'] as const,
  device: (id: number) => [...swamKeys.devices(), 'detail', id] as const,
  readings: (id: number) => [...swamKeys.device(id), 'readings'] as const,
  infoLogs: (id: number) => [...swamKeys.device(id), 'info-logs'] as const,
  accessLogs: (id: number) => [...swamKeys.device(id), 'access-logs'] as const,
  tokens: () => [...swamKeys.all, 'tokens'] as const,
  inventory: () => [...swamKeys.all, 'inventory'] as const,
  solutions: () => [...swamKeys.all, 'solutions'] as const,
  hardware: () => [...swamKeys.all, 'hardware'] as const,
  sensorTypes: () => [...swamKeys.all, 'sensor-types'] as const,
  templates: () => [...swamKeys.all, 'templates'] as const,
  template: (id: number) => [...swamKeys.templates(), 'detail', id] as const,
  templateDevices: (id: number) => [...swamKeys.template(id), 'devices'] as const,
  meterBill: (month: string) => [...swamKeys.all, 'meter-bill', month] as const,
};
