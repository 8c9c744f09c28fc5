import type { devices } from '@atrium/contracts';

/** Test data of the ignite-shield screens; the API double and sign-in come from the companies kit. */

export { callsTo, owner, paged, query, type Route, serve, signIn } from '../../companies/__tests__/kit.ts';

const at = '2025-06-01T10:00:00.000Z';

export const device = (over: Partial<devices.Device> = {}): devices.Device => ({
  id: 7,
  serial: 'AQ5-0001',
  name: 'Lobby air',
  type: 'sensor',
  app: 'swam',
  hardware: { id: 201, name: 'Air quality monitor AQ-5' },
  solution: { id: 17, name: 'Indoor air quality' },
  company: { id: 3, name: 'Demo Customer' },
  structure: { id: 101, name: 'Headquarters' },
  floor: { id: 201, name: 'Ground' },
  space: { id: 301, name: 'Lobby' },
  installState: 'installed',
  installedAt: at,
  state: 'active',
  locked: false,
  connectivity: 'online',
  lastSeenAt: at,
  lastValues: { temperature: 22.5 },
  battery: 15,
  batteryLevel: 'problem',
  reportingIntervalSeconds: 60,
  pendingReportingIntervalSeconds: null,
  token: { id: 900, activationAt: at, expirationAt: '2026-06-01T10:00:00.000Z', validityMonths: 12 },
  tokenState: 'active',
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const solutions: devices.Solution[] = [
  { id: 17, name: 'Indoor air quality', app: 'swam', group: null },
  { id: 18, name: 'Cold chain', app: 'swam', group: null },
];
