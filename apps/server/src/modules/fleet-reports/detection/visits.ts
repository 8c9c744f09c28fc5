import { places } from '@atrium/contracts';
import type { TrackPoint } from './trips.ts';

export interface GeofenceArea {
  id: number;
  name: string;
  shape: places.MapShape;
  /** The shape's bounding box, checked first (the geofence table stores it). */
  bbox?: places.BBox;
}

export interface GeofenceVisit {
  geofence: { id: number; name: string };
  /** The first position inside. */
  enter: number;
  /** The first position outside again; null when the data ends inside. */
  exit: number | null;
  durationMs: number;
}

const inside = (p: TrackPoint, area: GeofenceArea) => {
  const at = { lat: p.lat, lng: p.lon };
  return (!area.bbox || places.pointInBBox(at, area.bbox)) && places.pointInGeofence(at, area.shape);
};

/**
 * Visits of one vehicle's positions to geofences: from the first position inside a geofence to the first
 * position outside it again (edges count as inside). A track that starts inside counts from its first
 * position; one that ends inside leaves the visit open, lasting to its last position.
 */
export function detectVisits(input: readonly TrackPoint[], areas: readonly GeofenceArea[]): GeofenceVisit[] {
  const points = [...input].sort((a, b) => a.ts - b.ts);
  const visits: GeofenceVisit[] = [];
  const last = points.at(-1);
  for (const area of areas) {
    const geofence = { id: area.id, name: area.name };
    let enter: number | null = null;
    for (const p of points) {
      const isIn = inside(p, area);
      if (isIn && enter === null) enter = p.ts;
      else if (!isIn && enter !== null) {
        visits.push({ geofence, enter, exit: p.ts, durationMs: p.ts - enter });
        enter = null;
      }
    }
    if (enter !== null && last) visits.push({ geofence, enter, exit: null, durationMs: last.ts - enter });
  }
  return visits.sort((a, b) => a.enter - b.enter || a.geofence.id - b.geofence.id);
}
