import type { devices, metrowatch } from '@atrium/contracts';

/** Test data of Metro Watch's device screens; the API double and sign-in come from the companies kit. */

export { callsTo, owner, paged, query, type Route, serve, signIn } from '../../companies/__tests__/kit.ts';

const at = '2026-11-20T08:00:00.000Z';

/** A registry device of Metro Watch (what `GET /device/:id` answers). */
export const registryDevice = (over: Partial<devices.Device> = {}): devices.Device => ({
  id: 41,
  serial: 'LOCK-0001',
  name: 'Front door lock',
  type: 'device-lock',
  app: 'metrowatch',
  hardware: { id: 401, name: 'Smart lock DL-1' },
  solution: { id: 30, name: 'Door locks' },
  company: { id: 3, name: 'Demo Customer' },
  structure: { id: 101, name: 'Headquarters' },
  floor: null,
  space: null,
  installState: 'installed',
  installedAt: at,
  state: 'active',
  locked: false,
  connectivity: 'online',
  lastSeenAt: at,
  lastValues: { battery: 80, door: 0, locked: 0 },
  battery: 80,
  batteryLevel: 'good',
  reportingIntervalSeconds: 60,
  pendingReportingIntervalSeconds: null,
  token: null,
  tokenState: 'active',
  createdAt: at,
  updatedAt: at,
  ...over,
});

/** What `GET /metrowatch/device/:id` answers for the same device. */
export const metroDevice = (
  over: Partial<metrowatch.MetrowatchDevice> = {},
  base: devices.Device = registryDevice(),
): metrowatch.MetrowatchDevice => ({
  ...base,
  detailKind: 'device-lock',
  asleep: false,
  lockState: 'unlocked',
  doorOpen: false,
  lastPosition: null,
  lastCommands: [],
  ...over,
});

export const command = (over: Partial<metrowatch.Command> = {}): metrowatch.Command => ({
  id: '6f1c2b1e-0000-4000-8000-000000000001',
  command: 'lock',
  params: {},
  state: 'sent',
  message: null,
  source: 'user',
  user: { id: 10, name: 'Customer Owner' },
  createdAt: at,
  sentAt: at,
  ackedAt: null,
  expiredAt: null,
  ...over,
});

export const reading = (ts: string, values: Record<string, number>): devices.Reading => ({
  ts,
  receivedAt: ts,
  values,
});
