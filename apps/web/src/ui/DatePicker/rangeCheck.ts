import { type DateRangeValue, type DateRules, dateRangeIssues } from '@atrium/contracts';

/** A range being entered: each part may still be empty. Dates YYYY-MM-DD, times HH:mm. */
export interface DateRangeDraft {
  start: string | null;
  end: string | null;
  startTime?: string | null;
  endTime?: string | null;
}

export type DateRangeField = keyof DateRangeValue;

export interface DateRangeCheck {
  /** The first contract message per field, for the parts already entered. */
  errors: Partial<Record<DateRangeField, string>>;
  /** Every part is entered (both times too when the range has times). */
  complete: boolean;
  /** Complete and without issues: a dialog may confirm it (R43). */
  valid: boolean;
}

/**
 * R73-R78 through the contract's `dateRangeIssues`. While one date is missing the other is checked on its
 * own (as a one-day range), so a future or past date is flagged as soon as it is picked.
 */
export function checkDateRange(draft: DateRangeDraft, rules: DateRules, withTime: boolean): DateRangeCheck {
  const complete = !!draft.start && !!draft.end && (!withTime || (!!draft.startTime && !!draft.endTime));
  const start = draft.start ?? draft.end;
  const end = draft.end ?? draft.start;
  if (!start || !end) return { errors: {}, complete, valid: false };
  const bothTimes = withTime && !!draft.startTime && !!draft.endTime;
  const issues = dateRangeIssues(
    {
      start,
      end,
      ...(bothTimes ? { startTime: draft.startTime ?? '', endTime: draft.endTime ?? '' } : {}),
    },
    rules,
  );
  const entered: Record<DateRangeField, boolean> = {
    start: !!draft.start,
    end: !!draft.end,
    startTime: bothTimes,
    endTime: bothTimes,
  };
  const errors: DateRangeCheck['errors'] = {};
  for (const issue of issues) {
    if (entered[issue.field] && errors[issue.field] === undefined) errors[issue.field] = issue.message;
  }
  return { errors, complete, valid: complete && issues.length === 0 };
}
