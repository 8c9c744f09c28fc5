import { iso1A2Code } from '@rapideditor/country-coder';
import type { LatLng } from './shapes.ts';

/**
 * The ISO 3166-1 alpha-2 code of the country or territory holding the point (e.g. 'AE'), computed offline
 * from bundled borders (coastal waters count as the coast's country); null in open sea. Feed it to `placeError` as the place's
 * `countryShortCode` (R92).
 *
 * Not in the places barrel: the borders weigh ~700 kB, so the web loads this module on demand.
 */
export function countryOfPoint({ lat, lng }: LatLng): string | null {
  return iso1A2Code([lng, lat]);
}
