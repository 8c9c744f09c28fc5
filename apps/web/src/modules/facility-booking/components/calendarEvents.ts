import type { facmgmt } from '@atrium/contracts';
import type { EventInput } from '@fullcalendar/core';
import { ApiError } from '../../../lib/api.ts';

/** One colour for the caller's bookings, one for others', each dark enough for white text (4.5:1, axe). */
export const EVENT_COLORS = { mine: '#1864ab', others: '#5c5f66' } as const;

/**
 * The calendar's events from `/facmgmt/api/reservation/calendar`: titled with the space, the caller's own in
 * blue, draggable and resizable only when the server says it may still change (confirmed, not ended) and
 * the user may update reservations.
 */
export function toEventInputs(events: readonly facmgmt.CalendarEvent[], canMove: boolean): EventInput[] {
  return events
    .filter((event) => event.status === 'confirmed')
    .map((event) => ({
      id: String(event.id),
      title: `${event.title} · ${event.spaceName}`,
      start: event.start,
      end: event.end,
      color: event.mine ? EVENT_COLORS.mine : EVENT_COLORS.others,
      editable: canMove && event.editable,
      extendedProps: { spaceId: event.spaceId, seriesId: event.seriesId, bookedBy: event.bookedBy.name },
    }));
}

/**
 * The PUT body of a dragged or resized event: its new start and end as shown by the calendar. Null when the
 * calendar gives no end (an all-day drop), which a booking cannot be.
 */
export function movedBody(event: {
  start: Date | null;
  end: Date | null;
}): { startsAt: string; endsAt: string } | null {
  if (!event.start || !event.end) return null;
  return { startsAt: event.start.toISOString(), endsAt: event.end.toISOString() };
}

/** Why the server refused a change, in its words: a 418's first field message, else the error's message. */
export function refusalOf(error: unknown): string {
  if (error instanceof ApiError) return error.fieldErrors?.[0]?.msg ?? error.msg;
  return error instanceof Error ? error.message : String(error);
}
