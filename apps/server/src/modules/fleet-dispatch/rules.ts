import { fleet, places } from '@atrium/contracts';

/**
 * The dispatch rules on a vehicle's positions (issue 19), pure: the corridor of a job's route, stop arrival
 * and lateness, speeding, idling, harsh speed changes, geofence entries and exits, a low battery.
 */

type LatLng = places.LatLng;

const EARTH_RADIUS_M = 6_371_008.8;
const DEG = Math.PI / 180;

/** Below this a vehicle stands still (GPS speed jitters around zero). */
export const IDLE_SPEED_KMH = 3;
/** Two fixes further apart than this say nothing about braking or accelerating. */
export const HARSH_MAX_GAP_SECONDS = 10;

/**
 * Distance in metres from `p` to the segment a–b, on a plane tangent at `p` (equirectangular): within a
 * fraction of a percent for segments of tens of kilometres away from the poles, which is what a corridor of
 * a few hundred metres needs.
 */
export function distanceToSegment(p: LatLng, a: LatLng, b: LatLng): number {
  const k = Math.cos(p.lat * DEG) * EARTH_RADIUS_M * DEG;
  const toXY = (q: LatLng) => {
    let dLng = q.lng - p.lng;
    if (dLng > 180) dLng -= 360;
    if (dLng < -180) dLng += 360;
    return { x: dLng * k, y: (q.lat - p.lat) * EARTH_RADIUS_M * DEG };
  };
  const A = toXY(a);
  const B = toXY(b);
  const dx = B.x - A.x;
  const dy = B.y - A.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(A.x * dx + A.y * dy) / lengthSquared));
  return Math.hypot(A.x + t * dx, A.y + t * dy);
}

/** Distance in metres from `p` to the route's polyline (its stops in order); Infinity without stops. */
export function distanceToRoute(p: LatLng, stops: readonly LatLng[]): number {
  if (stops.length === 0) return Number.POSITIVE_INFINITY;
  if (stops.length === 1) return places.distanceInMetres(p, stops[0] as LatLng);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < stops.length; i++)
    best = Math.min(best, distanceToSegment(p, stops[i - 1] as LatLng, stops[i] as LatLng));
  return best;
}

/** Length in metres of the route along its stops (great circles). */
export function routeLength(stops: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < stops.length; i++)
    total += places.distanceInMetres(stops[i - 1] as LatLng, stops[i] as LatLng);
  return total;
}

/** Out of the corridor: strictly farther than the set distance from the route. */
export const outOfRoute = (distanceMeters: number, corridorMeters: number) => distanceMeters > corridorMeters;

/** A stop is reached at a position within its radius. */
export const reachesStop = (p: LatLng, stop: LatLng & { radiusMeters: number }) =>
  places.distanceInMetres(p, stop) <= stop.radiusMeters;

/** The planned arrival at a stop: the job's start plus the stop's offset; null without a start. */
export const plannedArrival = (start: Date | null, offsetMinutes: number): Date | null =>
  start === null ? null : new Date(start.getTime() + offsetMinutes * 60_000);

/** Late: not reached and more than the tolerance past its planned arrival at `now`. */
export function isLate(
  stop: { plannedAt: Date | null; arrivedAt: Date | null },
  now: Date,
  toleranceMinutes: number,
): boolean {
  if (stop.arrivedAt !== null || stop.plannedAt === null) return false;
  return now.getTime() > stop.plannedAt.getTime() + toleranceMinutes * 60_000;
}

/**
 * Estimated arrival at a point `distanceMeters` away at `speedKmh` (null when standing still): what a late
 * stop's alarm says beside its planned time.
 */
export function estimatedArrival(now: Date, distanceMeters: number, speedKmh: number | null): Date | null {
  if (speedKmh === null || speedKmh < IDLE_SPEED_KMH) return null;
  return new Date(now.getTime() + (distanceMeters / (speedKmh / 3.6)) * 1000);
}

/** Speeding: faster than the limit (null limit: off; a position without speed is not speeding). */
export const isSpeeding = (speedKmh: number | null, limitKmh: number | null) =>
  limitKmh !== null && speedKmh !== null && speedKmh > limitKmh;

/** Standing still with the ignition on (a tracker that reports no ignition is never idle). */
export const isIdling = (p: { ignition: boolean | null; speedKmh: number | null }) =>
  p.ignition === true && (p.speedKmh ?? 0) < IDLE_SPEED_KMH;

/** Since when the vehicle idles after this position (null: not idling). */
export const idleSinceAfter = (
  previous: Date | null,
  p: { ts: Date; ignition: boolean | null; speedKmh: number | null },
) => (isIdling(p) ? (previous ?? p.ts) : null);

/** Idle for at least the set minutes (null: off). */
export const idleTooLong = (idleSince: Date | null, now: Date, minutes: number | null) =>
  minutes !== null && idleSince !== null && now.getTime() - idleSince.getTime() >= minutes * 60_000;

/** A harsh speed change between two consecutive fixes, with its rate in km/h per second. */
export function harshChange(
  previous: { ts: Date; speedKmh: number | null },
  current: { ts: Date; speedKmh: number | null },
): { kind: 'harsh-braking' | 'harsh-acceleration'; rate: number } | null {
  if (previous.speedKmh === null || current.speedKmh === null) return null;
  const seconds = (current.ts.getTime() - previous.ts.getTime()) / 1000;
  if (seconds <= 0 || seconds > HARSH_MAX_GAP_SECONDS) return null;
  const rate = (current.speedKmh - previous.speedKmh) / seconds;
  if (rate <= -fleet.HARSH_KMH_PER_SECOND) return { kind: 'harsh-braking', rate };
  if (rate >= fleet.HARSH_KMH_PER_SECOND) return { kind: 'harsh-acceleration', rate };
  return null;
}

/** Low battery: at or below the set percent (null: off). */
export const isLowBattery = (battery: number | null, percent: number | null) =>
  percent !== null && battery !== null && battery <= percent;

export interface GeofenceShape {
  id: number;
  shape: places.MapShape;
}

/**
 * The geofences holding `p` and which were entered or exited since `previousInside` (null: nothing known
 * before, so no transition: the first fix only sets where the vehicle is).
 */
export function geofenceTransitions(
  previousInside: readonly number[] | null,
  p: LatLng,
  geofences: readonly GeofenceShape[],
) {
  const inside = geofences.filter((g) => places.pointInGeofence(p, g.shape)).map((g) => g.id);
  if (previousInside === null) return { inside, entered: [] as number[], exited: [] as number[] };
  const before = new Set(previousInside);
  const now = new Set(inside);
  return {
    inside,
    entered: inside.filter((id) => !before.has(id)),
    // A deleted geofence is not exited.
    exited: previousInside.filter((id) => !now.has(id) && geofences.some((g) => g.id === id)),
  };
}
