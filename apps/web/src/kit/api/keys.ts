/** TanStack Query keys of one application's kit screens, under its route id (`ignite-shield`, `metro-watch`). */
export function kitKeys(root: string) {
  const keys = {
    all: [root] as const,
    devices: () => [...keys.all, 'devices'] as const,
    deviceList: () => [...keys.devices(), 'list'] as const,
    device: (id: number) => [...keys.devices(), 'detail', id] as const,
    readings: (id: number) => [...keys.device(id), 'readings'] as const,
    infoLogs: (id: number) => [...keys.device(id), 'info-logs'] as const,
    accessLogs: (id: number) => [...keys.device(id), 'access-logs'] as const,
    tokens: () => [...keys.all, 'tokens'] as const,
    inventory: () => [...keys.all, 'inventory'] as const,
    solutions: () => [...keys.all, 'solutions'] as const,
    hardware: () => [...keys.all, 'hardware'] as const,
    sensorTypes: () => [...keys.all, 'sensor-types'] as const,
    templates: () => [...keys.all, 'templates'] as const,
    template: (id: number) => [...keys.templates(), 'detail', id] as const,
    templateDevices: (id: number) => [...keys.template(id), 'devices'] as const,
    meterBill: (month: string) => [...keys.all, 'meter-bill', month] as const,
  };
  return keys;
}

export type KitKeys = ReturnType<typeof kitKeys>;

/** The sensor-solution app's keys (its meter and control-unit pages use them directly). */
export const swamKeys = kitKeys('ignite-shield');
