import type { sparking } from '@atrium/contracts';

/** Test data of the smart parking screens; the API double and sign-in come from the companies kit. */

export { callsTo, owner, paged, serve, signIn } from '../../companies/__tests__/kit.ts';

const at = '2026-11-26T06:00:00.000Z';

export const OUTLINE = [
  { lat: 25.2045, lng: 55.2704 },
  { lat: 25.2045, lng: 55.2718 },
  { lat: 25.2039, lng: 55.2718 },
  { lat: 25.2039, lng: 55.2704 },
];

export const spot = (over: Partial<sparking.Spot> = {}): sparking.Spot => ({
  id: 1,
  companyId: 3,
  locationId: 7,
  code: 'P-01',
  lat: 25.2042,
  lng: 55.27065,
  device: { id: 41, serial: 'PS1-0001', name: 'P-01 parking sensor' },
  state: 'free',
  since: at,
  sensedAt: at,
  ...over,
});

export const location = (spots: sparking.Spot[]): sparking.LocationDetails => {
  const counts = { free: 0, occupied: 0, closed: 0, unknown: 0 };
  for (const s of spots) counts[s.state] += 1;
  return {
    id: 7,
    companyId: 3,
    name: 'Headquarters car park',
    address: 'Sheikh Zayed Road, Dubai',
    outline: OUTLINE,
    structure: null,
    capacity: spots.length,
    counts,
    createdAt: at,
    updatedAt: at,
    spots,
  };
};
