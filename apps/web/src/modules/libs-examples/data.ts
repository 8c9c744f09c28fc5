import type { Paged } from '@atrium/contracts';
import type { TableQuery } from '../../ui/DataTable/index.ts';

/** Generated devices for the examples and the table benchmark, and an in-memory `fetchPage` over them. */

export const DEVICE_TYPES = ['gateway', 'meter', 'lock', 'tracker', 'sensor'] as const;
export const DEVICE_STATUSES = ['online', 'offline', 'maintenance'] as const;
const CITIES = ['Dubai', 'Abu Dhabi', 'Sharjah', 'Riyadh', 'Cairo', 'Amman', 'Doha', 'Muscat'];

export interface ExampleDevice {
  id: number;
  name: string;
  serial: string;
  type: (typeof DEVICE_TYPES)[number];
  status: (typeof DEVICE_STATUSES)[number];
  city: string;
  battery: number;
  lastSeen: string;
}

/** `count` devices, the same every time (a small linear congruential generator). */
export function generateDevices(count: number): ExampleDevice[] {
  let seed = 20_240_601;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return {
      id,
      name: `Device ${String(id).padStart(5, '0')}`,
      serial: [random(), random()]
        .map((part) =>
          Math.floor(part * 0x100000)
            .toString(16)
            .padStart(5, '0'),
        )
        .join('')
        .toUpperCase(),
      type: DEVICE_TYPES[Math.floor(random() * DEVICE_TYPES.length)] ?? 'sensor',
      status: DEVICE_STATUSES[Math.floor(random() * DEVICE_STATUSES.length)] ?? 'online',
      city: CITIES[Math.floor(random() * CITIES.length)] ?? 'Dubai',
      battery: Math.floor(random() * 101),
      lastSeen: new Date(start + Math.floor(random() * 180 * 86_400_000)).toISOString(),
    };
  });
}

/** Filters (`name` searches name and serial; other keys match exactly), sorts and pages like a server would. */
export function queryDevices(devices: readonly ExampleDevice[], query: TableQuery): Paged<ExampleDevice> {
  const { name, ...exact } = query.filter;
  const term = typeof name === 'string' ? name.toLowerCase() : '';
  let rows = devices.filter(
    (device) =>
      (!term || device.name.toLowerCase().includes(term) || device.serial.toLowerCase().includes(term)) &&
      Object.entries(exact).every(
        ([key, value]) => String(device[key as keyof ExampleDevice]) === String(value),
      ),
  );
  if (query.sortBy && query.sortBy in (devices[0] ?? {})) {
    const key = query.sortBy as keyof ExampleDevice;
    const sign = query.sortType === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
  }
  return { data: rows.slice(query.offset, query.offset + query.limit), totalRecords: rows.length };
}
