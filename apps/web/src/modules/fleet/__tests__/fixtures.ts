import type { fleet } from '@atrium/contracts';

/** Test data of the fleet tracking screens. */

export const NOW = '2026-11-26T09:00:00.000Z';

export const liveVehicle = (over: Partial<fleet.LiveVehicle> = {}): fleet.LiveVehicle => ({
  id: 1,
  name: 'Van 01',
  plate: 'DXB 1001',
  groupId: null,
  suspended: false,
  state: 'moving',
  ts: NOW,
  lat: 25.2,
  lon: 55.27,
  speedKmh: 40,
  heading: 90,
  ...over,
});

export const positionEvent = (over: Partial<fleet.PositionEvent> = {}): fleet.PositionEvent => ({
  vehicleId: 1,
  deviceId: 601,
  ts: '2026-11-26T09:00:10.000Z',
  lat: 25.21,
  lon: 55.28,
  speedKmh: 52,
  heading: 45,
  state: 'moving',
  ...over,
});

export const vehicle = (over: Partial<fleet.Vehicle> = {}): fleet.Vehicle => ({
  id: 1,
  companyId: 3,
  name: 'Van 01',
  plate: 'DXB 1001',
  make: 'Toyota',
  model: 'Hiace',
  deviceId: 601,
  device: { id: 601, serial: 'FT5-0001', name: 'Van 01 tracker' },
  driverId: 5,
  driver: { id: 5, name: 'Rashid Driver' },
  groupId: null,
  group: null,
  suspended: false,
  suspendedAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...over,
});

export const track = (over: Partial<fleet.Track> = {}): fleet.Track => ({
  vehicleId: 1,
  from: '2026-11-26T08:00:00.000Z',
  to: NOW,
  positions: [
    { ts: '2026-11-26T08:00:00.000Z', lat: 25.2, lon: 55.27, speedKmh: 0, heading: 0, ignition: true },
    { ts: '2026-11-26T08:10:00.000Z', lat: 25.22, lon: 55.29, speedKmh: 60, heading: 45, ignition: true },
    { ts: '2026-11-26T08:20:00.000Z', lat: 25.24, lon: 55.31, speedKmh: 0, heading: 45, ignition: false },
  ],
  stops: [{ from: '2026-11-26T08:20:00.000Z', to: NOW, lat: 25.24, lon: 55.31, durationSeconds: 2400 }],
  events: [{ ts: '2026-11-26T08:20:00.000Z', kind: 'ignition-off', lat: 25.24, lon: 55.31, detail: null }],
  distanceKm: 4.1,
  truncated: false,
  ...over,
});
