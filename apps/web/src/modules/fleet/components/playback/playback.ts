import type { fleet } from '@atrium/contracts';

type TrackPoint = fleet.TrackPoint;

/** Playback speeds, in track seconds per real second. */
export const PLAYBACK_SPEEDS = [1, 10, 60, 300, 900] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
export const DEFAULT_SPEED: PlaybackSpeed = 60;

/** A track's fixes with their times in milliseconds, for searching by time. */
export interface Timeline {
  points: readonly TrackPoint[];
  times: Float64Array;
  start: number;
  end: number;
}

export function timelineOf(points: readonly TrackPoint[]): Timeline {
  const times = new Float64Array(points.length);
  points.forEach((point, index) => {
    times[index] = Date.parse(point.ts);
  });
  return { points, times, start: times[0] ?? 0, end: times[points.length - 1] ?? 0 };
}

/** Where the vehicle was at `at`: between the fixes around it, in proportion to the time between them. */
export interface PlaybackPosition {
  lat: number;
  lon: number;
  speedKmh: number | null;
  heading: number | null;
  /** The last fix at or before `at`. */
  index: number;
}

/** The index of the last fix at or before `at` (binary search; -1 before the first). */
export function fixIndexAt(timeline: Timeline, at: number): number {
  let low = 0;
  let high = timeline.times.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((timeline.times[middle] as number) <= at) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

export function positionAt(timeline: Timeline, at: number): PlaybackPosition | null {
  const { points, times } = timeline;
  if (points.length === 0) return null;
  const index = Math.max(0, fixIndexAt(timeline, at));
  const from = points[index] as TrackPoint;
  const to = points[index + 1];
  const fromAt = times[index] as number;
  const toAt = times[index + 1];
  if (!to || toAt === undefined || at <= fromAt || toAt <= fromAt)
    return { lat: from.lat, lon: from.lon, speedKmh: from.speedKmh, heading: from.heading, index };
  const share = Math.min(1, (at - fromAt) / (toAt - fromAt));
  return {
    lat: from.lat + (to.lat - from.lat) * share,
    lon: from.lon + (to.lon - from.lon) * share,
    speedKmh: from.speedKmh,
    heading: from.heading,
    index,
  };
}

/** The next playback time after `elapsedMs` of real time at `speed`, and whether the end was reached. */
export function advance(
  timeline: Timeline,
  at: number,
  elapsedMs: number,
  speed: number,
): { at: number; ended: boolean } {
  const next = at + elapsedMs * speed;
  return next >= timeline.end ? { at: timeline.end, ended: true } : { at: next, ended: false };
}
