import { z } from 'zod';
import {
  exactLengthMessage,
  JUST_CHARACTERS,
  maxLengthMessage,
  minLengthMessage,
  NOT_ASCII,
  NOT_DIGITS,
  REQUIRED,
  REQUIRED_COMBINED,
} from './messages.ts';

// Format rules (length, ASCII, digits, letters, hex, MAC, phone) accept '' so an optional field may stay
// empty; emptiness is the Required rule's job. Compose: `requiredText().pipe(digitsOnly())`.

/** R54: a value counts as filled when it is not null/undefined, not a blank string and not an empty array. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** R54: the message for a missing value; combined inputs show "* Required". */
export const requiredMessage = (combined = false) => (combined ? REQUIRED_COMBINED : REQUIRED);

/** R54: a trimmed, non-blank string; missing or blank gives `message`. */
export const requiredText = (message: string = REQUIRED) =>
  z.string({ error: message }).trim().min(1, message);

/** Length in characters as a person counts them (code points, so an emoji is 1, not 2). */
export const textLength = (value: string) => [...value].length;

/** R59. */
export const hasMinLength = (value: string, min: number) => value === '' || textLength(value) >= min;
/** R59. */
export const hasMaxLength = (value: string, max: number) => textLength(value) <= max;
/** R59. */
export const hasExactLength = (value: string, length: number) => value === '' || textLength(value) === length;

/** R59: at least `min` characters (empty allowed, see Required). */
export const minLength = (min: number, message = minLengthMessage(min)) =>
  z.string().refine((v) => hasMinLength(v, min), message);
/** R59: at most `max` characters. */
export const maxLength = (max: number, message = maxLengthMessage(max)) =>
  z.string().refine((v) => hasMaxLength(v, max), message);
/** R59: exactly `length` characters (empty allowed, see Required). */
export const exactLength = (length: number, message = exactLengthMessage(length)) =>
  z.string().refine((v) => hasExactLength(v, length), message);

/** R62: every character is 7-bit ASCII (U+0000 to U+007F). */
export function isAsciiOnly(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > 0x7f) return false;
  return true;
}
/** R62. */
export const asciiOnly = (message = NOT_ASCII) => z.string().refine(isAsciiOnly, message);

/** R63: the integer rule, ASCII digits 0-9 only (no sign, no decimal point, no spaces). */
export const isDigitsOnly = (value: string) => /^[0-9]*$/.test(value);
/** R63. */
export const digitsOnly = (message = NOT_DIGITS) => z.string().refine(isDigitsOnly, message);

/** R64: text without digits of any script; spaces, hyphens, apostrophes and non-Latin letters pass (names). */
export const hasNoDigits = (value: string) => !/\p{Nd}/u.test(value);
/** R64: "Plase Enter Just Characters". */
export const lettersOnly = (message = JUST_CHARACTERS) => z.string().refine(hasNoDigits, message);

/** R100: the delete dialog's question ends with exactly one '?' (trailing blanks dropped first). */
export function deleteDialogMessage(message: string): string {
  const trimmed = message.trimEnd();
  return trimmed.endsWith('?') ? trimmed : `${trimmed}?`;
}
