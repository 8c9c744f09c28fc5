import type { Paged } from '@atrium/contracts';
import type { TableQuery } from '../../ui/DataTable/index.ts';

/** Generated devices for the examples and the table benchmark, and an in-memory `fetchPage` over them. */

export const DEVICE_TYPES = ['gateway', 'meter', 'lock', 'tracker', 'sensor'] as const;
export const DEVICE_STATUSES = ['online', 'offline', 'maintenance'] as const;
const CITIES = ['Dubai', 'Abu Dhabi', 'Sharjah', 'Riyadh', 'Cairo', 'Amman', 'Doha', 'Muscat'];

/** The country (ISO code) of each city, for the dependent Country → City filter example. */
export const CITY_COUNTRIES: Readonly<Record<string, string>> = {
  Dubai: 'AE',
  'Abu Dhabi': 'AE',
  Sharjah: 'AE',
  Riyadh: 'SA',
  Cairo: 'EG',
  Amman: 'JO',
  Doha: 'QA',
  Muscat: 'OM',
};
export const EXAMPLE_COUNTRIES = ['AE', 'SA', 'EG', 'JO', 'QA', 'OM'] as const;

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

const RANGE_KEY = /^(\w+)(Min|Max)$/;

/** One filter key against a device: `country` by city, `<field>Min`/`<field>Max` ranges, lists, else equal. */
function matches(device: ExampleDevice, key: string, value: unknown): boolean {
  const range = RANGE_KEY.exec(key);
  if (range?.[1] && range[1] in device) {
    const field = Number(device[range[1] as keyof ExampleDevice]);
    return range[2] === 'Min' ? field >= Number(value) : field <= Number(value);
  }
  const own = key === 'country' ? CITY_COUNTRIES[device.city] : device[key as keyof ExampleDevice];
  return Array.isArray(value) ? value.map(String).includes(String(own)) : String(own) === String(value);
}

/** Filters (`name` searches name and serial; see `matches` for the rest), sorts and pages like a server. */
export function queryDevices(devices: readonly ExampleDevice[], query: TableQuery): Paged<ExampleDevice> {
  const { name, ...others } = query.filter;
  const term = typeof name === 'string' ? name.toLowerCase() : '';
  let rows = devices.filter(
    (device) =>
      (!term || device.name.toLowerCase().includes(term) || device.serial.toLowerCase().includes(term)) &&
      Object.entries(others).every(([key, value]) => matches(device, key, value)),
  );
  if (query.sortBy && query.sortBy in (devices[0] ?? {})) {
    const key = query.sortBy as keyof ExampleDevice;
    const sign = query.sortType === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
  }
  return { data: rows.slice(query.offset, query.offset + query.limit), totalRecords: rows.length };
}
