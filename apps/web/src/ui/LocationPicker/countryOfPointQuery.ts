import type { places } from '@atrium/contracts';
import { queryOptions } from '@tanstack/react-query';

/**
 * The country of a point, computed in the browser (no geocoding service). The borders module is loaded on
 * first use, so pages without a location picker never download it.
 */
export const countryOfPointQuery = (point: places.LatLng) =>
  queryOptions({
    queryKey: ['places', 'countryOfPoint', point.lat, point.lng],
    queryFn: async () => (await import('@atrium/contracts/places/country')).countryOfPoint(point),
    staleTime: Number.POSITIVE_INFINITY,
  });
