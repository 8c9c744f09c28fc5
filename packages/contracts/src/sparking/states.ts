/**
 * A parking spot's state (the FIWARE ParkingSpot model's `status`): `free` or `occupied` as its sensor last
 * said, `closed` while an operator has closed it (the sensor is still followed, for when it opens again),
 * `unknown` without a sensor or when the sensor has been silent longer than SENSOR_SILENT_MINUTES.
 */

export const SPOT_STATES = ['free', 'occupied', 'closed', 'unknown'] as const;
export type SpotState = (typeof SPOT_STATES)[number];
export type SensedState = 'free' | 'occupied';

/** A sensor silent this long leaves its spot's state unknown (the PS-1 reports every 10 minutes). */
export const SENSOR_SILENT_MINUTES = 60;

export const sensedState = (occupancy: number): SensedState => (occupancy !== 0 ? 'occupied' : 'free');

export interface SpotStatus {
  state: SpotState;
  /** When the state began. */
  since: Date;
  /** The time of the newest reading applied, and what it said. */
  sensedAt: Date | null;
  sensed: SensedState | null;
}

/**
 * What a reading of the spot's sensor makes of the spot, or null when it is out of order: not newer than the
 * newest reading applied or, unless the spot is closed, older than the state's beginning. A closed spot keeps
 * its state but follows the sensor.
 */
export function applyReading(spot: SpotStatus, reading: { occupancy: number; ts: Date }): SpotStatus | null {
  const at = reading.ts.getTime();
  if (spot.sensedAt !== null && at <= spot.sensedAt.getTime()) return null;
  if (spot.state !== 'closed' && at < spot.since.getTime()) return null;
  const sensed = sensedState(reading.occupancy);
  if (spot.state === 'closed') return { ...spot, sensed, sensedAt: reading.ts };
  const changed = spot.state !== sensed;
  return { state: sensed, since: changed ? reading.ts : spot.since, sensed, sensedAt: reading.ts };
}

export const isSilent = (sensedAt: Date | null, now: Date, minutes = SENSOR_SILENT_MINUTES) =>
  sensedAt === null || now.getTime() - sensedAt.getTime() > minutes * 60_000;

/** The state a spot opens to (or takes when its sensor changes): the sensor's, if it is recent, else unknown. */
export const stateFromSensor = (status: Pick<SpotStatus, 'sensed' | 'sensedAt'>, now: Date): SpotState =>
  status.sensed !== null && !isSilent(status.sensedAt, now) ? status.sensed : 'unknown';
