import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance } from '@turf/distance';
import { point, polygon } from '@turf/helpers';
import { kinks } from '@turf/kinks';
import { INVALID_POLYGON, type LatLng, type MapShape, mapShape, type RectangleShape } from './shapes.ts';

/**
 * Geometry rules of the map shapes (spec §3), shared by the server (validation, geofence search) and the
 * web (drawing). Conventions, which the web must follow when it hands a drawn shape over:
 * - longitudes are within ±180; a polygon edge takes the shorter way round (|Δlng| ≤ 180), so a path
 *   drawn across the antimeridian is sent with its longitudes wrapped (170, -170, not 170, 190);
 * - a polygon whose path goes once round the Earth (a ring of latitude) encloses the pole on the side of
 *   its mean latitude;
 * - a rectangle with `west` greater than `east` crosses the antimeridian;
 * - a point on the edge of a shape is inside it; a circle's radius is in metres, on a sphere of
 *   turf's mean Earth radius.
 */

export const INVALID_POLYGON_KINKS = 'A Polygon Cannot Cross Itself';
export const INVALID_POLYGON_AREA = 'A Polygon Needs an Area (Its Points Are on One Line)';
export const INVALID_BOUNDS_WIDTH = 'East Must Differ From West';

/** Bounding box in degrees; `west` greater than `east` when it crosses the antimeridian. */
export interface BBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const DEG = Math.PI / 180;
/** Keeps boundary points inside a box computed with floating point. */
const MARGIN = 1e-9;
const WHOLE_WORLD_LNG = { west: -180, east: 180 };

const samePoint = (a: LatLng, b: LatLng) => a.lat === b.lat && a.lng === b.lng;

/** The path without repeated consecutive points and without a closing repeat of the first point. */
export function openPath(path: readonly LatLng[]): LatLng[] {
  const out: LatLng[] = [];
  for (const p of path) if (!out.at(-1) || !samePoint(out.at(-1) as LatLng, p)) out.push(p);
  while (out.length > 1 && samePoint(out[0] as LatLng, out.at(-1) as LatLng)) out.pop();
  return out;
}

/** A longitude moved by whole turns to lie within 180° of `near`. */
const nearLng = (lng: number, near: number) => lng + 360 * Math.round((near - lng) / 360);

/** A longitude in [-180, 180). */
const normalLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

interface PlanarRing {
  /** Closed ring of [lng, lat] with continuous longitudes (may run past ±180). */
  coordinates: [number, number][];
  minLng: number;
  maxLng: number;
  /** The pole inside the ring when the path goes once round the Earth. */
  pole: 90 | -90 | null;
  /** Whole turns round the Earth; more than one is a path that winds over itself. */
  turns: number;
}

/** The polygon as a planar ring in unwrapped longitudes; a ring round a pole is closed along the pole. */
function planarRing(path: readonly LatLng[]): PlanarRing {
  const open = openPath(path);
  const coordinates: [number, number][] = [];
  let previous = open[0]?.lng ?? 0;
  for (const p of open) {
    previous = nearLng(p.lng, previous);
    coordinates.push([previous, p.lat]);
  }
  const first = coordinates[0] ?? [0, 0];
  const closing = nearLng(first[0], previous);
  const turns = Math.round((closing - first[0]) / 360);
  let pole: 90 | -90 | null = null;
  if (turns !== 0) {
    const meanLat = open.reduce((sum, p) => sum + p.lat, 0) / Math.max(open.length, 1);
    pole = meanLat >= 0 ? 90 : -90;
    coordinates.push([closing, first[1]], [closing, pole], [first[0], pole]);
  }
  coordinates.push([first[0], first[1]]);
  const lngs = coordinates.map((c) => c[0]);
  return { coordinates, minLng: Math.min(...lngs), maxLng: Math.max(...lngs), pole, turns: Math.abs(turns) };
}

const shoelace = (ring: [number, number][]) =>
  ring.reduce((sum, [x1, y1], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length] ?? [x1, y1];
    return sum + (x1 * y2 - x2 * y1);
  }, 0) / 2;

/**
 * Why a polygon path is not a usable geofence, or null when it is: fewer than 3 distinct points, no area
 * (all points on one line) or edges that cross. Coordinates are assumed within range (see latLngSchema).
 */
export function polygonPathError(path: readonly LatLng[]): string | null {
  const open = openPath(path);
  if (new Set(open.map((p) => `${p.lat},${p.lng}`)).size < 3) return INVALID_POLYGON;
  const ring = planarRing(open);
  if (ring.turns > 1) return INVALID_POLYGON_KINKS;
  if (kinks(polygon([ring.coordinates])).features.length > 0) return INVALID_POLYGON_KINKS;
  if (Math.abs(shoelace(ring.coordinates)) < 1e-12) return INVALID_POLYGON_AREA;
  return null;
}

/** Longitude `lng` is in the span west..east (which may cross the antimeridian); ±180 are one meridian. */
function lngInSpan(lng: number, west: number, east: number): boolean {
  const candidates = Math.abs(lng) === 180 ? [-180, 180] : [lng];
  return candidates.some((x) => (west <= east ? x >= west && x <= east : x >= west || x <= east));
}

function inRectangle(p: LatLng, { south, north, west, east }: RectangleShape['bounds']): boolean {
  if (p.lat < south || p.lat > north) return false;
  // At a pole every longitude meets: a rectangle reaching the pole contains it.
  if (Math.abs(p.lat) === 90) return true;
  return lngInSpan(p.lng, west, east);
}

function inPolygon(p: LatLng, path: readonly LatLng[]): boolean {
  const ring = planarRing(path);
  if (ring.pole !== null && p.lat === ring.pole) return true;
  const shape = polygon([ring.coordinates]);
  return [p.lng, p.lng - 360, p.lng + 360]
    .filter((x) => x >= ring.minLng - MARGIN && x <= ring.maxLng + MARGIN)
    .some((x) => booleanPointInPolygon(point([x, p.lat]), shape));
}

/** Great-circle distance in metres (turf, haversine). */
export const distanceInMetres = (a: LatLng, b: LatLng) =>
  distance(point([a.lng, a.lat]), point([b.lng, b.lat]), { units: 'meters' });

/** Whether a point lies in a geofence shape (edges included). Used by fleet and asset tracking. */
export function pointInGeofence(p: LatLng, shape: MapShape): boolean {
  switch (shape.type) {
    case 'circle':
      return distanceInMetres(p, shape.center) <= shape.radius;
    case 'rectangle':
      return inRectangle(p, shape.bounds);
    case 'polygon':
      return inPolygon(p, shape.path);
  }
}

const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat));

function lngSpan(min: number, max: number): Pick<BBox, 'west' | 'east'> {
  if (max - min >= 360) return WHOLE_WORLD_LNG;
  if (min >= -180 && max <= 180)
    return { west: Math.max(-180, min - MARGIN), east: Math.min(180, max + MARGIN) };
  return { west: normalLng(min - MARGIN), east: normalLng(max + MARGIN) };
}

/** The bounding box of a shape, for a coarse search before pointInGeofence (spec: stored with each geofence). */
export function shapeBBox(shape: MapShape): BBox {
  if (shape.type === 'rectangle') return { ...shape.bounds };
  if (shape.type === 'circle') {
    const { lat, lng } = shape.center;
    const angle = shape.radius / EARTH_RADIUS_M;
    const dLat = angle / DEG + MARGIN;
    const south = lat - dLat;
    const north = lat + dLat;
    if (south <= -90 || north >= 90 || angle >= Math.PI / 2) {
      return { south: clampLat(south), north: clampLat(north), ...WHOLE_WORLD_LNG };
    }
    const dLng = Math.asin(Math.min(1, Math.sin(angle) / Math.cos(lat * DEG))) / DEG;
    return { south, north, ...lngSpan(lng - dLng, lng + dLng) };
  }
  const ring = planarRing(shape.path);
  const lats = ring.coordinates.map((c) => c[1]);
  return {
    south: clampLat(Math.min(...lats) - MARGIN),
    north: clampLat(Math.max(...lats) + MARGIN),
    ...lngSpan(ring.minLng, ring.maxLng),
  };
}

/** Whether a point is in a bounding box (the coarse test; pointInGeofence is the exact one). */
export const pointInBBox = (p: LatLng, box: BBox) =>
  p.lat >= box.south &&
  p.lat <= box.north &&
  (Math.abs(p.lat) === 90 || lngInSpan(p.lng, box.west, box.east));

/**
 * A map shape that is a usable geofence: the shape rules of shapes.ts plus a polygon that does not cross
 * itself and has an area, and a rectangle with some width. Errors name `path` or `bounds.east`.
 */
export const geofenceShape = mapShape.superRefine((shape, ctx) => {
  // Fewer than 3 points already has its issue from the path's own rule.
  if (shape.type === 'polygon' && shape.path.length >= 3) {
    const error = polygonPathError(shape.path);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['path'] });
  }
  if (shape.type === 'rectangle' && shape.bounds.west === shape.bounds.east) {
    ctx.addIssue({ code: 'custom', message: INVALID_BOUNDS_WIDTH, path: ['bounds', 'east'] });
  }
});
