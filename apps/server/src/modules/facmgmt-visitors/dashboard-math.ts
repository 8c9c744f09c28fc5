import { access, type facmgmt } from '@atrium/contracts';

/**
 * The dashboard's arithmetic, pure (contracts facmgmt/dashboard.ts says what each figure means): open hours
 * from weekly opening hours in a time zone, booked hours clipped to the period, and the booked hours per hour
 * of the week (Saturday first) in local time.
 */

const HOUR = 3_600_000;
type Hours = readonly (facmgmt.DayHours | null)[];
interface Span {
  startsAt: Date;
  endsAt: Date;
}

const clip = (span: Span, from: Date, to: Date): Span | null => {
  const startsAt = new Date(Math.max(span.startsAt.getTime(), from.getTime()));
  const endsAt = new Date(Math.min(span.endsAt.getTime(), to.getTime()));
  return endsAt > startsAt ? { startsAt, endsAt } : null;
};

/** The week index of a local time: 0 = Saturday … 6 = Friday. */
export const weekdayOf = (local: access.LocalTime) => access.WEEK_DAYS.indexOf(local.day);

/** Hours the opening hours leave open within [from, to), in `timeZone`. */
export function openHoursIn(hours: Hours, timeZone: string, from: Date, to: Date) {
  let total = 0;
  const last = access.localTime(to, timeZone).date;
  for (let date = access.localTime(from, timeZone).date; date <= last; date = access.dateAfter(date)) {
    const index = weekdayOf(access.localTime(access.zonedInstant(date, 12 * 60, timeZone), timeZone));
    const day = hours[index];
    if (!day) continue;
    const open = clip(
      {
        startsAt: access.zonedInstant(date, access.minutesOf(day.open), timeZone),
        endsAt: access.zonedInstant(date, access.minutesOf(day.close), timeZone),
      },
      from,
      to,
    );
    if (open) total += (open.endsAt.getTime() - open.startsAt.getTime()) / HOUR;
  }
  return total;
}

/** Hours of the bookings within [from, to). */
export const bookedHoursIn = (bookings: readonly Span[], from: Date, to: Date) =>
  bookings.reduce((sum, b) => {
    const part = clip(b, from, to);
    return part ? sum + (part.endsAt.getTime() - part.startsAt.getTime()) / HOUR : sum;
  }, 0);

/** The 168 hours of the week, Saturday 00:00 first, with the booked hours and bookings under way in each. */
export function peakHours(bookings: readonly (Span & { timeZone: string })[], from: Date, to: Date) {
  const cells = Array.from({ length: 168 }, (_, i) => ({
    weekday: Math.floor(i / 24),
    hour: i % 24,
    bookedHours: 0,
    reservations: 0,
  }));
  for (const booking of bookings) {
    const part = clip(booking, from, to);
    if (!part) continue;
    let at = part.startsAt.getTime();
    while (at < part.endsAt.getTime()) {
      const local = access.localTime(new Date(at), booking.timeZone);
      const next = Math.min(at + (60 - (local.minutes % 60)) * 60_000, part.endsAt.getTime());
      // Minutes only: a second or two past the minute counts in the hour it starts.
      const cell = cells[weekdayOf(local) * 24 + Math.floor(local.minutes / 60)];
      if (cell) {
        cell.bookedHours += (next - at) / HOUR;
        cell.reservations += 1;
      }
      at = next > at ? next : at + 60_000;
    }
  }
  return cells.map((c) => ({ ...c, bookedHours: Math.round(c.bookedHours * 100) / 100 }));
}

/** A share rounded to 3 places; null when there is nothing to divide by. */
export const ratio = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null;
