import { access, facmgmt } from '@atrium/contracts';

/** What the reserve page asks: a day and a span of wall-clock time in the building's time zone. */
export interface SlotDraft {
  date: string | null;
  start: string | null;
  end: string | null;
}

export type SlotCheck =
  | { ok: true; startsAt: string; endsAt: string }
  | { ok: false; errors: Partial<Record<keyof SlotDraft, string>> };

/**
 * The instants of a slot typed in the building's time zone (`date` YYYY-MM-DD, `start`/`end` HH:mm, an end at
 * 00:00 being midnight after the day), or the message of each field that is missing or out of order.
 */
export function slotOf(draft: SlotDraft, timeZone: string): SlotCheck {
  const errors: Partial<Record<keyof SlotDraft, string>> = {};
  if (!draft.date) errors.date = 'Required';
  if (!draft.start) errors.start = 'Required';
  if (!draft.end) errors.end = 'Required';
  if (!draft.date || !draft.start || !draft.end) return { ok: false, errors };
  const from = access.minutesOf(draft.start);
  const to = draft.end === '00:00' ? 1440 : access.minutesOf(draft.end);
  if (to <= from) return { ok: false, errors: { end: 'End Must Be After Start' } };
  return {
    ok: true,
    startsAt: access.zonedInstant(draft.date, from, timeZone).toISOString(),
    endsAt: access.zonedInstant(draft.date, to, timeZone).toISOString(),
  };
}

/** The local dates of a weekly series from the slot to `until` (included), before exceptions: to pick them. */
export function seriesDates(
  slot: { startsAt: string; endsAt: string },
  timeZone: string,
  until: string,
): string[] {
  return facmgmt
    .weeklyOccurrences({ startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt) }, timeZone, until)
    .map((occurrence) => occurrence.date);
}
