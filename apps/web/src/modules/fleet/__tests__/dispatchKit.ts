import { type fleet, permissions } from '@atrium/contracts';
import { owner } from '../../companies/__tests__/kit.ts';

/** Test data of fleet's dispatch screens; the API double and sign-in come from the companies kit. */

export { callsTo, paged, query, type Route, serve, signIn } from '../../companies/__tests__/kit.ts';

const at = '2026-11-26T06:00:00.000Z';

/** The demo customer's owner with every fleet key (and places' geofence keys). */
export const dispatcher = (keys: readonly string[] = permissions.PERMISSION_KEYS) => ({
  ...owner,
  permissions: [...keys],
});

export const jobCard = (over: Partial<fleet.JobCard> = {}): fleet.JobCard => ({
  id: 701,
  companyId: 3,
  title: 'Deliver to Dubai Mall',
  description: '',
  state: 'in-progress',
  vehicle: { id: 11, name: 'Van 1', plate: 'D 12345' },
  driver: { id: 21, name: 'Karim Driver' },
  route: { id: 31, name: 'Downtown loop' },
  plannedStart: at,
  plannedEnd: null,
  actualStart: at,
  actualEnd: null,
  createdBy: { id: 10, name: 'Customer Owner' },
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const jobDetail = (over: Partial<fleet.JobCardDetail> = {}): fleet.JobCardDetail => ({
  ...jobCard(),
  stops: [],
  ...over,
});

export const poi = (over: Partial<fleet.Poi> = {}): fleet.Poi => ({
  id: 41,
  companyId: 3,
  name: 'Jebel Ali depot',
  description: '',
  category: 'depot',
  lat: 25.01,
  lng: 55.06,
  radiusMeters: 150,
  address: '',
  createdAt: at,
  updatedAt: at,
  ...over,
});
