import type { access } from '@atrium/contracts';

/** Test data of the access-management screens; the API double and sign-in come from the companies kit. */

export { callsTo, owner, paged, type Route, serve, signIn } from '../../companies/__tests__/kit.ts';

const at = '2026-11-20T08:00:00.000Z';
const company = { id: 3, name: 'Demo Customer' };

export const door: access.Door = {
  id: 41,
  name: 'Front door',
  serial: 'LOCK-0001',
  company,
  structure: { id: 101, name: 'Headquarters' },
  state: 'active',
};

export const credential = (over: Partial<access.Credential> = {}): access.Credential => ({
  id: 5,
  kind: 'card',
  label: 'Blue card',
  holder: { id: 10, name: 'Customer Owner' },
  company,
  codeHint: '4321',
  state: 'active',
  accessCount: 1,
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const accessRow = (over: Partial<access.AccessRow> = {}): access.AccessRow => ({
  id: 71,
  type: 'fulltime',
  company,
  door: { id: door.id, name: door.name, serial: door.serial },
  user: { id: 10, name: 'Customer Owner' },
  credential: null,
  schedule: null,
  windows: null,
  timeZone: null,
  validFrom: at,
  validUntil: null,
  uses: 0,
  maxUses: null,
  state: 'active',
  note: '',
  createdBy: { id: 10, name: 'Customer Owner' },
  createdAt: at,
  revokedAt: null,
  ...over,
});

export const publicLink = (over: Partial<access.PublicLink> = {}): access.PublicLink => ({
  type: 'onetime',
  door: { name: 'Front door' },
  validFrom: '2026-11-20T08:00:00.000Z',
  validUntil: '2026-11-21T08:00:00.000Z',
  maxUses: 1,
  usesLeft: 1,
  state: 'ready',
  ...over,
});

export const bodyOf = (call: { body?: unknown } | undefined) => call?.body as Record<string, unknown>;
