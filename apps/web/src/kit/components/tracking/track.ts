import type { devices, places } from '@atrium/contracts';

/** The readings that carry both coordinates, oldest first: the track of a tracker. */
export function trackOf(readings: readonly devices.Reading[]): (places.LatLng & { ts: string })[] {
  return [...readings]
    .sort((a, b) => a.ts.localeCompare(b.ts))
    .filter((r) => Number.isFinite(r.values.latitude) && Number.isFinite(r.values.longitude))
    .map((r) => ({ lat: r.values.latitude as number, lng: r.values.longitude as number, ts: r.ts }));
}
