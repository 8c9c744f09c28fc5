import type { DecisionAccess, DecisionSchedule } from './decision.ts';
import { sortWindows } from './schedules.ts';
import { dateAfter, localTime, minutesOf, WEEK_DAYS, zonedInstant } from './time.ts';

/**
 * Calendar mode: when an access opens doors within a range, as dated spans. A scheduled access gives one
 * span per window per week (in its time zone, an overnight window running into the next day); any other
 * access one span, its validity clipped to the range.
 */

export interface Span {
  start: Date;
  end: Date;
}

const clip = (span: Span, bound: Span): Span | null => {
  const start = Math.max(span.start.getTime(), bound.start.getTime());
  const end = Math.min(span.end.getTime(), bound.end.getTime());
  return end > start ? { start: new Date(start), end: new Date(end) } : null;
};

export function accessSpans(
  access: Pick<DecisionAccess, 'type' | 'validFrom' | 'validUntil' | 'windows' | 'timeZone'>,
  schedule: DecisionSchedule | null | undefined,
  range: Span,
): Span[] {
  const validity: Span = {
    start: access.validFrom ? new Date(access.validFrom) : range.start,
    end: access.validUntil ? new Date(access.validUntil) : range.end,
  };
  const bound = clip(validity, range);
  if (!bound) return [];
  if (access.type !== 'scheduled') return [bound];
  const windows = sortWindows(schedule?.windows ?? access.windows ?? []);
  const timeZone = schedule?.timeZone ?? access.timeZone ?? 'UTC';
  const spans: Span[] = [];
  // Start a day early: an overnight window of the day before the range can run into it.
  let date = dateAfter(localTime(bound.start, timeZone).date, -1);
  const last = localTime(bound.end, timeZone).date;
  while (date <= last) {
    const day = WEEK_DAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 1) % 7];
    for (const w of windows.filter((window) => window.day === day)) {
      const start = zonedInstant(date, minutesOf(w.start), timeZone);
      const end = zonedInstant(w.overnight ? dateAfter(date) : date, minutesOf(w.end), timeZone);
      const span = clip({ start, end }, bound);
      if (span) spans.push(span);
    }
    date = dateAfter(date);
  }
  return spans;
}
