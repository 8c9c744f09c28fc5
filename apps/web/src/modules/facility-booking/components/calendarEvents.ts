import { facmgmt } from '@atrium/contracts';
import type { EventInput } from '@fullcalendar/core';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';

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

/** Refusals whose server text names times or spaces: said by their code in the user's language instead. */
const BY_CODE: Record<string, string> = {
  [facmgmt.FM_ERROR_CODES.overlap]: 'This space is already booked at that time',
};

/**
 * Why the server refused a change: a 418's first field message, else the error's message (by its code when
 * the text carries details), translated through the `messages` namespace (unknown texts pass through).
 */
export function refusalOf(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const byCode = error.code ? BY_CODE[error.code] : undefined;
    return translateMessage(t, error.fieldErrors?.[0]?.msg ?? byCode ?? error.msg);
  }
  return error instanceof Error ? error.message : String(error);
}
