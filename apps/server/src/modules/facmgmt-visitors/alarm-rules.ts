import { facmgmt } from '@atrium/contracts';

/**
 * The facility booking alarm rules (contracts facmgmt/alarms.ts), pure: the watcher reads what they need
 * (watch.service.ts) and applies what they decide. Each answers whether its alarm should be open now; the
 * watcher raises the ones that should be and are not, and clears the open ones that should not be.
 */

const MINUTE = 60_000;

/** A bookable space's occupancy sensor: occupied now (last reading) while no confirmed booking covers now. */
export const occupiedWithoutBooking = (sensor: { occupied: boolean | null; booked: boolean }) =>
  sensor.occupied === true && !sensor.booked;

export interface NoShowInput {
  startsAt: Date;
  endsAt: Date;
  now: Date;
  /** The sensor's last `occupancy` before the start (null: none). */
  before: number | null;
  /** Its `occupancy` readings since the start, up to now. */
  since: readonly number[];
}

/**
 * A no-show: the booking started NO_SHOW_MINUTES ago or more, is not over, and the space's sensor has shown
 * nobody since the start: its state at the start was empty and no later reading showed someone. A sensor that
 * never reported (no state at the start, no reading since) judges nothing.
 */
export function isNoShow(input: NoShowInput) {
  const due = input.startsAt.getTime() + facmgmt.NO_SHOW_MINUTES * MINUTE;
  if (input.now.getTime() < due || input.now.getTime() >= input.endsAt.getTime()) return false;
  return showedNobody(input.before, input.since);
}

/** Nobody at the start and nobody since, from a sensor that reported (the dashboard's no-show rule too). */
export function showedNobody(before: number | null, since: readonly number[]) {
  if (before === null && since.length === 0) return false;
  return (before ?? 0) < 1 && since.every((value) => value < 1);
}

/** A door controller's door is open (`door` = 1) since `openSince` for longer than DOOR_HELD_MINUTES. */
export const doorHeldOpen = (door: { openSince: Date | null; now: Date }) =>
  door.openSince !== null &&
  door.now.getTime() - door.openSince.getTime() > facmgmt.DOOR_HELD_MINUTES * MINUTE;

/** When a door held open is raised: the moment it had been open long enough. */
export const heldOpenAt = (openSince: Date) =>
  new Date(openSince.getTime() + facmgmt.DOOR_HELD_MINUTES * MINUTE);

/** When a no-show is raised: NO_SHOW_MINUTES after the start. */
export const noShowAt = (startsAt: Date) => new Date(startsAt.getTime() + facmgmt.NO_SHOW_MINUTES * MINUTE);
