import type { auth, management } from '@atrium/contracts';
import { owner } from '../../companies/__tests__/kit.ts';

/** Test data of the management screens: the demo integrator, its customer and their desk. */

export const integrator: auth.SessionUser = {
  ...owner,
  id: 20,
  email: 'owner@integrator.demo',
  personalInfo: {
    firstName: 'Integrator',
    lastName: 'Owner',
    companyId: 2,
    company: { id: 2, name: 'Demo Integrator', type: 'Integrator' },
  },
};

/** The demo Customer's owner (company 3, managed by the integrator). */
export const customerOwner = owner;

export const dashboard = (): management.Dashboard => ({
  customers: {
    total: 4,
    byType: [
      { key: 'Customer', count: 1 },
      { key: 'School', count: 1 },
    ],
    byContract: [{ key: 'Active', count: 4 }],
  },
  devices: {
    total: 30,
    byApp: [{ key: 'swam', count: 20 }],
    byState: [{ key: 'installed', count: 25 }],
  },
  tokens: { owned: 20, allocated: 8, used: 1, expiring: 2 },
  openRequests: 2,
  openTickets: 3,
  alarmsLast24h: 7,
});

export const allocation = (over: Partial<management.Allocation> = {}): management.Allocation => ({
  id: 1,
  customer: { id: 3, name: 'Demo Customer' },
  app: 'swam',
  quota: 5,
  used: 1,
  remaining: 4,
  expiresAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

export const stock = (): management.TokenStock[] => [
  { app: 'swam', owned: 20, allocated: 8, unallocated: 12 },
];

export const UUID = '0b6f3c1e-4d2a-4f57-9c0e-2f5a8d7e1b33';

export const request = (over: Partial<management.DeviceRequest> = {}): management.DeviceRequest => ({
  id: 1,
  uuid: UUID,
  customer: { id: 3, name: 'Demo Customer' },
  integrator: { id: 2, name: 'Demo Integrator' },
  app: 'swam',
  hardware: { id: 101, name: 'Leak sensor LS-1' },
  quantity: 1,
  structure: null,
  note: 'Lobby',
  state: 'sent',
  handledAs: null,
  orderId: null,
  deviceIds: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
