import type { places } from '@atrium/contracts';
import L from 'leaflet';

type LatLng = places.LatLng;
type MapShape = places.MapShape;

/**
 * Conversions between Leaflet layers and the `MapShape` values of spec §3. Leaflet keeps longitudes
 * unwrapped (a shape drawn across the antimeridian reaches past ±180); shapes keep them within ±180, and a
 * rectangle whose `west` is greater than its `east` crosses the antimeridian.
 */

/** Mean Earth radius of Leaflet's CRS (L.CRS.Earth.R), in metres. */
export const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;

/** About 1 cm: enough for any place, and free of floating-point noise from drags. */
const roundDegrees = (value: number) => Math.round(value * 1e7) / 1e7;
const roundMetres = (value: number) => Math.round(value * 100) / 100;

/** A longitude brought within [-180, 180]; 180 stays 180 (it is the east edge of a bounds). */
export function wrapLng(lng: number): number {
  if (lng >= -180 && lng <= 180) return lng;
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

/** A Leaflet point as a shape point: longitude wrapped, rounded to about a centimetre. */
export const toPoint = (latLng: L.LatLng): LatLng => ({
  lat: roundDegrees(latLng.lat),
  lng: roundDegrees(wrapLng(latLng.lng)),
});

/** Each longitude moved by whole turns so consecutive points are never more than 180° apart. */
export function unwrapPath(path: readonly LatLng[]): LatLng[] {
  const out: LatLng[] = [];
  for (const p of path) {
    const previous = out.at(-1);
    if (!previous) {
      out.push({ ...p });
      continue;
    }
    let lng = p.lng;
    while (lng - previous.lng > 180) lng -= 360;
    while (lng - previous.lng < -180) lng += 360;
    out.push({ lat: p.lat, lng });
  }
  return out;
}

/** The outer ring of a polygon layer, whatever nesting Leaflet returns it in. */
function outerRing(latLngs: L.LatLng[] | L.LatLng[][] | L.LatLng[][][]): L.LatLng[] {
  let ring: unknown = latLngs;
  while (Array.isArray(ring) && Array.isArray(ring[0])) ring = ring[0];
  return ring as L.LatLng[];
}

function polygonPath(layer: L.Polygon): LatLng[] {
  const path: LatLng[] = [];
  for (const p of outerRing(layer.getLatLngs()).map(toPoint)) {
    const last = path.at(-1);
    if (!last || last.lat !== p.lat || last.lng !== p.lng) path.push(p);
  }
  const [first, last] = [path[0], path.at(-1)];
  if (path.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) path.pop();
  return path;
}

/** The shape a Leaflet layer stands for; null for anything else or a polygon of fewer than 3 points. */
export function shapeFromLayer(layer: L.Layer): MapShape | null {
  if (layer instanceof L.Circle) {
    const radius = roundMetres(layer.getRadius());
    return radius > 0 ? { type: 'circle', center: toPoint(layer.getLatLng()), radius } : null;
  }
  if (layer instanceof L.Rectangle) {
    const bounds = layer.getBounds();
    const [west, east] = [bounds.getWest(), bounds.getEast()];
    const wholeWorld = east - west >= 360;
    return {
      type: 'rectangle',
      bounds: {
        north: roundDegrees(bounds.getNorth()),
        south: roundDegrees(bounds.getSouth()),
        west: wholeWorld ? -180 : roundDegrees(wrapLng(west)),
        east: wholeWorld ? 180 : roundDegrees(wrapLng(east)),
      },
    };
  }
  if (layer instanceof L.Polygon) {
    const path = polygonPath(layer);
    return path.length >= 3 ? { type: 'polygon', path } : null;
  }
  return null;
}

/** The Leaflet layer drawing a shape (not yet on a map). */
export function layerFromShape(shape: MapShape, options: L.PathOptions = {}): L.Path {
  switch (shape.type) {
    case 'circle':
      return L.circle([shape.center.lat, shape.center.lng], { ...options, radius: shape.radius });
    case 'polygon':
      return L.polygon(
        unwrapPath(shape.path).map((p) => [p.lat, p.lng]),
        options,
      );
    case 'rectangle': {
      const { north, south, west, east } = shape.bounds;
      // Across the antimeridian: continue eastwards past 180 so Leaflet draws the narrow side.
      return L.rectangle(
        [
          [south, west],
          [north, east < west ? east + 360 : east],
        ],
        options,
      );
    }
  }
}

/** The box around a circle, without needing a map (Leaflet's own getBounds does). */
export function circleBounds(center: LatLng, radius: number): L.LatLngBounds {
  const latDelta = radius / METRES_PER_DEGREE;
  const cos = Math.cos((center.lat * Math.PI) / 180);
  const lngDelta = cos > 1e-9 ? Math.min(180, latDelta / cos) : 180;
  return L.latLngBounds(
    [Math.max(-90, center.lat - latDelta), center.lng - lngDelta],
    [Math.min(90, center.lat + latDelta), center.lng + lngDelta],
  );
}

function shapeBounds(shape: MapShape): L.LatLngBounds {
  if (shape.type === 'circle') return circleBounds(shape.center, shape.radius);
  if (shape.type === 'polygon') return L.latLngBounds(unwrapPath(shape.path).map((p) => [p.lat, p.lng]));
  return (layerFromShape(shape) as L.Rectangle).getBounds();
}

/** Everything the map should show at once, or null when there is nothing. */
export function contentBounds(
  markers: readonly LatLng[],
  shapes: readonly MapShape[],
): L.LatLngBounds | null {
  const all = [
    ...markers.map((m) => L.latLngBounds([m.lat, m.lng], [m.lat, m.lng])),
    ...shapes.map(shapeBounds),
  ];
  const [first, ...rest] = all;
  if (!first) return null;
  return rest.reduce(
    (box, next) => box.extend(next),
    L.latLngBounds(first.getSouthWest(), first.getNorthEast()),
  );
}
