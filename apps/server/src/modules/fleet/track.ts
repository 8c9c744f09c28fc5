import { fleet } from '@atrium/contracts';

/** A fix of a track as read from the database. */
export interface TrackFix {
  ts: Date;
  lat: number;
  lon: number;
  speedKmh: number | null;
  heading: number | null;
  ignition: boolean | null;
  alarm: string | null;
}

const EARTH_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A fix's speed: the tracker's, else the one its move from the previous fix implies. */
function speedAt(fixes: readonly TrackFix[], i: number): number {
  const fix = fixes[i] as TrackFix;
  if (fix.speedKmh !== null) return fix.speedKmh;
  const previous = fixes[i - 1];
  if (!previous) return 0;
  const hours = (fix.ts.getTime() - previous.ts.getTime()) / 3_600_000;
  return hours > 0 ? distanceKm(previous, fix) / hours : 0;
}

/**
 * Stops: runs of consecutive fixes slower than the moving speed (STATE_RULES.movingKmh) lasting at least
 * `minMinutes`, from the run's first fix to its last, placed at the first.
 */
export function detectStops(fixes: readonly TrackFix[], minMinutes: number): fleet.TrackStop[] {
  const stops: fleet.TrackStop[] = [];
  let start = -1;
  const close = (end: number) => {
    if (start < 0) return;
    const first = fixes[start] as TrackFix;
    const last = fixes[end] as TrackFix;
    const seconds = Math.round((last.ts.getTime() - first.ts.getTime()) / 1000);
    if (seconds >= minMinutes * 60) {
      stops.push({
        from: first.ts.toISOString(),
        to: last.ts.toISOString(),
        lat: first.lat,
        lon: first.lon,
        durationSeconds: seconds,
      });
    }
    start = -1;
  };
  fixes.forEach((_, i) => {
    if (speedAt(fixes, i) < fleet.STATE_RULES.movingKmh) {
      if (start < 0) start = i;
    } else close(i - 1);
  });
  close(fixes.length - 1);
  return stops;
}

/** Ignition turned on or off (between two fixes that both say), and the alarms the tracker reported. */
export function detectEvents(fixes: readonly TrackFix[]): fleet.TrackEvent[] {
  const events: fleet.TrackEvent[] = [];
  let ignition: boolean | null = null;
  for (const fix of fixes) {
    const at = { ts: fix.ts.toISOString(), lat: fix.lat, lon: fix.lon };
    if (fix.ignition !== null) {
      if (ignition !== null && fix.ignition !== ignition)
        events.push({ ...at, kind: fix.ignition ? 'ignition-on' : 'ignition-off', detail: null });
      ignition = fix.ignition;
    }
    if (fix.alarm) events.push({ ...at, kind: 'alarm', detail: fix.alarm });
  }
  return events;
}

export function trackDistanceKm(fixes: readonly TrackFix[]): number {
  let km = 0;
  for (let i = 1; i < fixes.length; i++) km += distanceKm(fixes[i - 1] as TrackFix, fixes[i] as TrackFix);
  return Math.round(km * 100) / 100;
}
