import { isIsoDate, meta } from '@atrium/contracts';
import type { DayOfWeek } from '@mantine/dates';

/** R194: dates are shown DD/MM/YYYY. */
export const DISPLAY_DATE_FORMAT = meta.DATE_FORMATS.displayDate;
/** R195: weeks start on Saturday. */
export const FIRST_DAY_OF_WEEK = meta.WEEK_STARTS_ON as DayOfWeek;

const DISPLAYED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A typed date, DD/MM/YYYY as shown (R194) or YYYY-MM-DD as masked (R193), as YYYY-MM-DD; else null. */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  const shown = DISPLAYED.exec(trimmed);
  const iso = shown ? `${shown[3]}-${shown[2]?.padStart(2, '0')}-${shown[1]?.padStart(2, '0')}` : trimmed;
  return isIsoDate(iso) ? iso : null;
}
