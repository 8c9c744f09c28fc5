import { access } from '@atrium/contracts';

/**
 * When two plate accesses of one subject at one gate are the same access twice (a 418): the same type, their
 * bounds meet (a missing bound is open), and for scheduled ones in the same time zone, a window of one meets
 * a window of the other in the week (from Saturday, an overnight window running into the next day, Friday's
 * into Saturday). Scheduled accesses in different time zones are not compared: their windows move against
 * each other with daylight saving, and a second zone is a deliberate choice.
 */

const WEEK_MINUTES = 7 * 1440;

type When = Date | null;
export interface OverlapShape {
  type: 'fulltime' | 'scheduled' | 'temporary';
  windows: readonly access.AccessWindow[] | null;
  timeZone: string | null;
  validFrom: When;
  validUntil: When;
}

/** Whether [aFrom, aUntil) and [bFrom, bUntil) meet, a null bound being open. */
export function periodsOverlap(
  a: { validFrom: When; validUntil: When },
  b: { validFrom: When; validUntil: When },
) {
  const before = (end: When, start: When) => end !== null && start !== null && end <= start;
  return !before(a.validUntil, b.validFrom) && !before(b.validUntil, a.validFrom);
}

/** A window as minute ranges of the Saturday week, split where Friday's overnight window wraps to Saturday. */
export function weekRanges(window: access.AccessWindow): [number, number][] {
  const day = access.WEEK_DAYS.indexOf(window.day) * 1440;
  const start = day + access.minutesOf(window.start);
  const end = (window.overnight ? day + 1440 : day) + access.minutesOf(window.end);
  return end <= WEEK_MINUTES
    ? [[start, end]]
    : [
        [start, WEEK_MINUTES],
        [0, end - WEEK_MINUTES],
      ];
}

/** Whether some window of `a` meets some window of `b` in the week. */
export function windowsOverlap(a: readonly access.AccessWindow[], b: readonly access.AccessWindow[]) {
  const ranges = b.flatMap(weekRanges);
  return a
    .flatMap(weekRanges)
    .some(([start, end]) => ranges.some(([otherStart, otherEnd]) => start < otherEnd && otherStart < end));
}

export function sameAccessTwice(a: OverlapShape, b: OverlapShape): boolean {
  if (a.type !== b.type || !periodsOverlap(a, b)) return false;
  if (a.type !== 'scheduled') return true;
  if (a.timeZone !== b.timeZone) return false;
  return windowsOverlap(a.windows ?? [], b.windows ?? []);
}
