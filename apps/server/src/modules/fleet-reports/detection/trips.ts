/**
 * Trip, stop and speeding detection from one vehicle's positions in time order (pure: no database).
 *
 * The track is cut into segments between consecutive positions. A segment is moving when the position it
 * ends on moves (its speed, or without one the speed derived from the segment, is at least
 * `movingSpeedKmh`, and the ignition is not off); otherwise it is stationary. A gap in the data of at least
 * the stop time whose ends lie within `stopRadiusM` of each other is stationary too (the tracker slept
 * while parked). Consecutive stationary segments make a halt; a halt of at least `minStopMs` is a stop and
 * ends the trip before it. A trip runs from its first moving segment to the start of the next stop (or the
 * last position). Segments implying more than `maxSpeedKmh` are GPS jumps: they add no distance.
 */

export interface TrackPoint {
  /** Epoch milliseconds. */
  ts: number;
  lat: number;
  lon: number;
  speedKmh: number | null;
  ignition?: boolean | null;
}

export interface DetectionOptions {
  /** A halt at least this long is a stop (the N minutes of a report template). */
  minStopMs: number;
  movingSpeedKmh?: number;
  stopRadiusM?: number;
  maxSpeedKmh?: number;
}

export interface Trip {
  start: TrackPoint;
  end: TrackPoint;
  durationMs: number;
  distanceKm: number;
  maxSpeedKmh: number;
  /** Distance over duration (0 for a trip of no duration). */
  avgSpeedKmh: number;
  /** False when the data ends before the vehicle stopped for the stop time. */
  complete: boolean;
}

export interface Stop {
  start: number;
  end: number;
  durationMs: number;
  lat: number;
  lon: number;
  /** True when the data ends during the stop (it may go on). */
  ongoing: boolean;
}

export interface TrackSummary {
  trips: Trip[];
  stops: Stop[];
  distanceKm: number;
  /** Time in moving segments. */
  drivingMs: number;
  /** Standing with the ignition on (both ends of a stationary segment report it on). */
  idleMs: number;
}

export const DEFAULT_MOVING_SPEED_KMH = 5;
export const DEFAULT_STOP_RADIUS_M = 100;
export const DEFAULT_MAX_SPEED_KMH = 300;

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

interface Segment {
  from: TrackPoint;
  to: TrackPoint;
  dtMs: number;
  km: number;
  moving: boolean;
  /** Both ends report the ignition on. */
  ignitionOn: boolean;
}

function segmentsOf(points: readonly TrackPoint[], o: Required<DetectionOptions>): Segment[] {
  const segments: Segment[] = [];
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1] as TrackPoint;
    const to = points[i] as TrackPoint;
    const dtMs = to.ts - from.ts;
    if (dtMs <= 0) continue;
    const rawKm = haversineKm(from, to);
    const derivedKmh = rawKm / (dtMs / 3_600_000);
    const km = derivedKmh > o.maxSpeedKmh ? 0 : rawKm;
    const parkedGap = dtMs >= o.minStopMs && rawKm * 1000 <= o.stopRadiusM;
    const speed = to.speedKmh ?? derivedKmh;
    const moving = !parkedGap && to.ignition !== false && speed >= o.movingSpeedKmh;
    segments.push({ from, to, dtMs, km, moving, ignitionOn: from.ignition === true && to.ignition === true });
  }
  return segments;
}

const withDefaults = (options: DetectionOptions): Required<DetectionOptions> => ({
  movingSpeedKmh: DEFAULT_MOVING_SPEED_KMH,
  stopRadiusM: DEFAULT_STOP_RADIUS_M,
  maxSpeedKmh: DEFAULT_MAX_SPEED_KMH,
  ...options,
});

/** Trips, stops, distance, driving and idle time of one vehicle's positions (sorted by time here). */
export function detectTrips(input: readonly TrackPoint[], options: DetectionOptions): TrackSummary {
  const o = withDefaults(options);
  const points = [...input].sort((a, b) => a.ts - b.ts);
  const segments = segmentsOf(points, o);
  const trips: Trip[] = [];
  const stops: Stop[] = [];
  let distanceKm = 0;
  let drivingMs = 0;
  let idleMs = 0;

  let trip: { start: TrackPoint; last: TrackPoint; km: number; max: number } | null = null;
  const closeTrip = (end: TrackPoint, complete: boolean) => {
    if (!trip) return;
    const durationMs = end.ts - trip.start.ts;
    trips.push({
      start: trip.start,
      end,
      durationMs,
      distanceKm: trip.km,
      maxSpeedKmh: trip.max,
      avgSpeedKmh: durationMs > 0 ? trip.km / (durationMs / 3_600_000) : 0,
      complete,
    });
    trip = null;
  };

  let i = 0;
  while (i < segments.length) {
    const seg = segments[i] as Segment;
    if (seg.moving) {
      trip ??= { start: seg.from, last: seg.to, km: 0, max: 0 };
      trip.km += seg.km;
      trip.last = seg.to;
      trip.max = Math.max(trip.max, seg.to.speedKmh ?? seg.km / (seg.dtMs / 3_600_000));
      distanceKm += seg.km;
      drivingMs += seg.dtMs;
      i++;
      continue;
    }
    // A halt: every stationary segment from here on.
    let j = i;
    let haltMs = 0;
    while (j < segments.length && !(segments[j] as Segment).moving) {
      const s = segments[j] as Segment;
      haltMs += s.dtMs;
      if (s.ignitionOn) idleMs += s.dtMs;
      j++;
    }
    const first = seg.from;
    const last = (segments[j - 1] as Segment).to;
    if (haltMs >= o.minStopMs) {
      closeTrip(first, true);
      stops.push({
        start: first.ts,
        end: last.ts,
        durationMs: haltMs,
        lat: first.lat,
        lon: first.lon,
        ongoing: j === segments.length,
      });
    }
    i = j;
  }
  const open = trip as { last: TrackPoint } | null;
  if (open) closeTrip(open.last, false);
  return { trips, stops, distanceKm, drivingMs, idleMs };
}

export interface SpeedingSegment {
  start: TrackPoint;
  end: TrackPoint;
  durationMs: number;
  maxSpeedKmh: number;
  distanceKm: number;
}

/**
 * Runs of consecutive positions whose speed is above `limitKmh`. A run lasts from its first to its last
 * position over the limit (one position: no duration); its distance is along those positions.
 */
export function detectSpeeding(input: readonly TrackPoint[], limitKmh: number): SpeedingSegment[] {
  const points = [...input].sort((a, b) => a.ts - b.ts);
  const runs: SpeedingSegment[] = [];
  let run: SpeedingSegment | null = null;
  for (const p of points) {
    if (p.speedKmh !== null && p.speedKmh > limitKmh) {
      if (!run) run = { start: p, end: p, durationMs: 0, maxSpeedKmh: p.speedKmh, distanceKm: 0 };
      else {
        run.distanceKm += haversineKm(run.end, p);
        run.end = p;
        run.durationMs = p.ts - run.start.ts;
        run.maxSpeedKmh = Math.max(run.maxSpeedKmh, p.speedKmh);
      }
      continue;
    }
    if (run) runs.push(run);
    run = null;
  }
  if (run) runs.push(run);
  return runs;
}
