import { z } from 'zod';
import { INVALID_TIME, TO_NOT_AFTER_FROM } from './messages.ts';

/** R80: HH:mm with hours 00-23 and minutes 00-59, both two digits. */
export const isTime24 = (value: string) => /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value);

/** R80. */
export const timeSchema = (message = INVALID_TIME) => z.string().refine(isTime24, message);

export const MERIDIEMS = ['AM', 'PM'] as const;
/** R82: the AM/PM selector's value. */
export type Meridiem = (typeof MERIDIEMS)[number];

/** A time as the 12-hour picker holds it. */
export interface Time12 {
  hour: number;
  minute: number;
  meridiem: Meridiem;
}

/** R82: two-digit padding ('5' shows as '05'). */
export const pad2 = (n: number) => String(n).padStart(2, '0');

const toInteger = (input: number | string) =>
  typeof input === 'number' ? Math.trunc(input) : /^\s*\d+\s*$/.test(input) ? Number(input) : Number.NaN;

/** R81: hour 1-12; 0 becomes 12, above 12 is clamped to 12; blank, negative or not a number also gives 12. */
export function normalizeHour12(input: number | string): number {
  const hour = toInteger(input);
  if (Number.isNaN(hour) || hour < 1) return 12;
  return Math.min(hour, 12);
}

/** R82: minute 0-59; above 59 is clamped to 59; blank, negative or not a number gives 0. */
export function normalizeMinute(input: number | string): number {
  const minute = toInteger(input);
  if (Number.isNaN(minute) || minute < 0) return 0;
  return Math.min(minute, 59);
}

/** R81/R82: a picker value with hour and minute normalised. */
export const normalizeTime12 = (
  hour: number | string,
  minute: number | string,
  meridiem: Meridiem,
): Time12 => ({
  hour: normalizeHour12(hour),
  minute: normalizeMinute(minute),
  meridiem,
});

/** R82: as shown, e.g. '09:05 PM'. */
export const formatTime12 = (t: Time12) => `${pad2(t.hour)}:${pad2(t.minute)} ${t.meridiem}`;

/** The picker value as HH:mm (12 AM is 00, 12 PM is 12). */
export const to24h = (t: Time12) =>
  `${pad2((t.hour % 12) + (t.meridiem === 'PM' ? 12 : 0))}:${pad2(t.minute)}`;

/** HH:mm into the picker's form, or null when not a valid HH:mm. */
export function from24h(value: string): Time12 | null {
  if (!isTime24(value)) return null;
  const [h, m] = value.split(':').map(Number) as [number, number];
  return { hour: h % 12 === 0 ? 12 : h % 12, minute: m, meridiem: h < 12 ? 'AM' : 'PM' };
}

const minutesOfDay = (t: Time12) => ((t.hour % 12) + (t.meridiem === 'PM' ? 12 : 0)) * 60 + t.minute;

/** R83: 'to' strictly later than 'from' (same day); an equal time is an error too. */
export const isToAfterFrom = (from: Time12, to: Time12) => minutesOfDay(to) > minutesOfDay(from);

/** R83: the picker's error text and whether its OK button is disabled. */
export function timeRangeState(from: Time12, to: Time12): { error: string | null; okDisabled: boolean } {
  const ok = isToAfterFrom(from, to);
  return { error: ok ? null : TO_NOT_AFTER_FROM, okDisabled: !ok };
}
