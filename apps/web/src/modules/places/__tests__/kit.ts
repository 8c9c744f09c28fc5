import type { places } from '@atrium/contracts';

/** Test data of the places screens; the API double and sign-in come from the companies kit. */

export {
  callsTo,
  member,
  owner,
  paged,
  query,
  type Route,
  serve,
  signIn,
} from '../../companies/__tests__/kit.ts';

const at = '2025-06-01T10:00:00.000Z';

export const space = (over: Partial<places.Space> = {}): places.Space => ({
  id: 301,
  floorId: 201,
  structureId: 101,
  name: 'Lobby',
  type: 'lobby',
  areaSqm: 40,
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const floor = (over: Partial<places.FloorWithSpaces> = {}): places.FloorWithSpaces => ({
  id: 201,
  structureId: 101,
  name: 'Ground',
  level: 0,
  spacesCount: 1,
  layoutId: null,
  spaces: [space()],
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const structure = (over: Partial<places.StructureDetail> = {}): places.StructureDetail => ({
  id: 101,
  companyId: 3,
  companyName: 'Demo Customer',
  parentId: null,
  type: 'building',
  name: 'Headquarters',
  address: 'Sheikh Zayed Road, Dubai',
  location: { lat: 25.2048, lng: 55.2708, address: 'Sheikh Zayed Road, Dubai' },
  floorsCount: 1,
  spacesCount: 1,
  innerStructuresCount: 0,
  floors: [floor()],
  innerStructures: [],
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const layout = (over: Partial<places.Layout> = {}): places.Layout => ({
  id: 401,
  floorId: 201,
  structureId: 101,
  companyId: 3,
  image: {
    contentType: 'image/png',
    bytes: 120,
    etag: 'etag-1',
    uploadedAt: at,
    url: '/api/layout/401/image',
  },
  devices: [],
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const geofence = (over: Partial<places.Geofence> = {}): places.Geofence => ({
  id: 501,
  companyId: 3,
  name: 'Depot',
  description: '',
  color: '#228BE6',
  shape: {
    type: 'polygon',
    path: [
      { lat: 25, lng: 55 },
      { lat: 25, lng: 55.2 },
      { lat: 25.2, lng: 55.1 },
    ],
  },
  bbox: { south: 25, north: 25.2, west: 55, east: 55.2 },
  groupIds: [],
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const gateway = (over: Partial<places.Gateway> = {}): places.Gateway => ({
  id: 601,
  companyId: 3,
  companyName: 'Demo Customer',
  eui: 'AA555A0000000101',
  name: 'Roof gateway',
  description: '',
  frequencyPlan: 'EU868',
  structureId: null,
  location: null,
  status: 'online',
  lastSeenAt: at,
  lastRssi: -71,
  lastSnr: 7.5,
  createdAt: at,
  updatedAt: at,
  ...over,
});

/** A valid 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
