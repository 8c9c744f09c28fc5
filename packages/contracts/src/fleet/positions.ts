import { z } from 'zod';

/**
 * Vehicle positions (issue 19): one row per tracker fix, from the OsmAnd receiver or from MQTT telemetry of a
 * fleet device carrying latitude and longitude. What the live map, the track and the socket send.
 */

/** Vehicle states on the live map; how they are told apart is `STATE_RULES`. */
export const VEHICLE_STATES = ['moving', 'idle', 'stopped', 'offline'] as const;
export type VehicleState = (typeof VEHICLE_STATES)[number];

/**
 * offline: no position for `offlineAfterMinutes`; moving: at least `movingKmh`; idle: slower with the
 * ignition on; stopped: slower with the ignition off or unknown.
 */
export const STATE_RULES = { offlineAfterMinutes: 10, movingKmh: 5 } as const;

export function vehicleState(
  last: { ts: Date | string; speedKmh: number | null; ignition: boolean | null } | null,
  now: Date = new Date(),
): VehicleState {
  if (!last) return 'offline';
  const age = now.getTime() - new Date(last.ts).getTime();
  if (age > STATE_RULES.offlineAfterMinutes * 60_000) return 'offline';
  if ((last.speedKmh ?? 0) >= STATE_RULES.movingKmh) return 'moving';
  return last.ignition ? 'idle' : 'stopped';
}

/** A stop on a track: slower than `STATE_RULES.movingKmh` for at least this many minutes (the default). */
export const DEFAULT_STOP_MINUTES = 5;

/**
 * What a position must be to be stored: coordinates on the globe (and not the 0,0 a tracker without a fix
 * sends), a time no later than `maxFutureSeconds` from now and no earlier than `maxPastDays`.
 */
export const POSITION_LIMITS = { maxFutureSeconds: 300, maxPastDays: 366 } as const;

export type PositionRefusal = 'coordinates' | 'future' | 'too-old' | 'time';

/** Why a fix cannot be stored, or null when it can. */
export function positionRefusal(
  fix: { lat: number; lon: number; ts: Date },
  now: Date = new Date(),
): PositionRefusal | null {
  const { lat, lon, ts } = fix;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    return 'coordinates';
  if (lat === 0 && lon === 0) return 'coordinates';
  const at = ts.getTime();
  if (!Number.isFinite(at)) return 'time';
  if (at > now.getTime() + POSITION_LIMITS.maxFutureSeconds * 1000) return 'future';
  if (at < now.getTime() - POSITION_LIMITS.maxPastDays * 86_400_000) return 'too-old';
  return null;
}

/** One fix of a track, in time order. */
export const trackPoint = z.object({
  ts: z.string(),
  lat: z.number(),
  lon: z.number(),
  speedKmh: z.number().nullable(),
  heading: z.number().nullable(),
  ignition: z.boolean().nullable(),
});
export type TrackPoint = z.infer<typeof trackPoint>;

/** A stop: the vehicle stood (slower than the moving speed) from `from` to `to` at one place. */
export const trackStop = z.object({
  from: z.string(),
  to: z.string(),
  lat: z.number(),
  lon: z.number(),
  durationSeconds: z.number().int(),
});
export type TrackStop = z.infer<typeof trackStop>;

export const TRACK_EVENT_KINDS = ['ignition-on', 'ignition-off', 'alarm'] as const;
/** Something the tracker reported along the track: ignition changes and alarms (`alarm=sos`, ...). */
export const trackEvent = z.object({
  ts: z.string(),
  kind: z.enum(TRACK_EVENT_KINDS),
  lat: z.number(),
  lon: z.number(),
  /** The alarm's name for kind alarm. */
  detail: z.string().nullable(),
});
export type TrackEvent = z.infer<typeof trackEvent>;

/** The largest number of fixes one track reply carries; `truncated` says a longer period was cut. */
export const MAX_TRACK_POINTS = 20_000;
/** The longest period one track call covers. */
export const MAX_TRACK_DAYS = 7;

export const track = z.object({
  vehicleId: z.number().int(),
  from: z.string(),
  to: z.string(),
  positions: z.array(trackPoint),
  stops: z.array(trackStop),
  events: z.array(trackEvent),
  distanceKm: z.number(),
  truncated: z.boolean(),
});
export type Track = z.infer<typeof track>;

/** One vehicle on the live map: small, as the map holds thousands. Position fields null before any fix. */
export const liveVehicle = z.object({
  id: z.number().int(),
  name: z.string(),
  plate: z.string(),
  groupId: z.number().int().nullable(),
  suspended: z.boolean(),
  state: z.enum(VEHICLE_STATES),
  ts: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  speedKmh: z.number().nullable(),
  heading: z.number().nullable(),
});
export type LiveVehicle = z.infer<typeof liveVehicle>;

/** The socket event a company's fleet rooms receive for each stored position of one of its vehicles. */
export const POSITION_EVENT = 'fleet:position';
export interface PositionEvent {
  vehicleId: number;
  deviceId: number;
  ts: string;
  lat: number;
  lon: number;
  speedKmh: number | null;
  heading: number | null;
  state: VehicleState;
}
