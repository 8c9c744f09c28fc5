import type { PlateAccess } from '@atrium/contracts/anpr/accesses';
import type { BoxDevice, EdgeBox } from '@atrium/contracts/anpr/boxes';
import type { VehicleLog } from '@atrium/contracts/anpr/logs';
import type { Resident } from '@atrium/contracts/anpr/residents';
import type { Vehicle } from '@atrium/contracts/anpr/vehicles';

/** Test data of the Neuron screens; the API double and sign-in come from the companies kit. */

export { callsTo, owner, paged, query, serve, signIn } from '../../companies/__tests__/kit.ts';

const at = '2026-11-26T09:00:00.000Z';
const demo = { id: 3, name: 'Demo Customer' };
const hq = { id: 101, name: 'Headquarters' };

export const resident = (over: Partial<Resident> = {}): Resident => ({
  id: 7,
  company: demo,
  user: null,
  name: 'Sara Haddad',
  email: 'sara@example.com',
  phone: '+971 50 000 0000',
  structures: [hq],
  vehicles: 1,
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const vehicle = (over: Partial<Vehicle> = {}): Vehicle => ({
  id: 21,
  companyId: 3,
  resident: { id: 7, name: 'Sara Haddad' },
  plate: 'Dubai A 12345',
  plateNorm: 'A12345',
  make: 'Toyota',
  colour: 'White',
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const box = (over: Partial<EdgeBox> = {}): EdgeBox => ({
  id: 801,
  serial: 'EB1-0001',
  gateName: 'Main gate',
  company: demo,
  structure: hq,
  state: 'active',
  connectivity: 'online',
  lastSeenAt: at,
  cameras: 1,
  barriers: 1,
  ...over,
});

export const boxDevice = (over: Partial<BoxDevice> = {}): BoxDevice => ({
  deviceId: 811,
  serial: 'LPR-0001',
  name: 'Entry camera',
  role: 'camera',
  cameraName: 'gate_in',
  direction: 'in',
  state: 'active',
  connectivity: 'online',
  lastSeenAt: at,
  linkedAt: at,
  ...over,
});

export const vehicleLog = (over: Partial<VehicleLog> = {}): VehicleLog => ({
  id: 5001,
  company: demo,
  box: { id: 801, gateName: 'Main gate', serial: 'EB1-0001' },
  camera: { id: 811, name: 'Entry camera', serial: 'LPR-0001' },
  cameraName: 'gate_in',
  frigateId: '1718000000.1-abc',
  plate: 'A12345',
  plateNorm: 'A12345',
  score: 0.93,
  knownName: null,
  direction: 'in',
  seenAt: at,
  decision: 'allowed',
  code: 'access',
  reason: "Sara Haddad's vehicle A12345: fulltime access 'Home' at Main gate",
  vehicle: { id: 21, plate: 'Dubai A 12345' },
  resident: { id: 7, name: 'Sara Haddad' },
  access: { id: 31, name: 'Home' },
  command: null,
  hasSnapshot: false,
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const plateAccess = (over: Partial<PlateAccess> = {}): PlateAccess => ({
  id: 31,
  company: demo,
  box: { id: 801, gateName: 'Main gate', serial: 'EB1-0001' },
  name: 'Weekdays',
  subject: 'vehicle',
  vehicle: { id: 21, plate: 'Dubai A 12345' },
  resident: null,
  plate: null,
  plateNorm: null,
  type: 'scheduled',
  windows: [{ day: 'sat', start: '08:00', end: '17:00', overnight: false }],
  timeZone: 'Asia/Dubai',
  validFrom: null,
  validUntil: null,
  source: 'manual',
  state: 'active',
  createdBy: null,
  createdAt: at,
  updatedAt: at,
  revokedAt: null,
  ...over,
});
