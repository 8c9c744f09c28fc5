import { z } from 'zod';
import {
  INVALID_DECIMAL_ID,
  NOT_A_NUMBER,
  NOT_POSITIVE,
  numberBetweenMessage,
  REQUIRED,
} from './messages.ts';

// Number schemas take a number (JSON body) or a string (form field, query string) and output a number.
// They reject '' (use `.optional()`), except positiveNumber, which the spec lets stay empty (R58).

const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** Numeric text as isNumeric reads it (surrounding spaces allowed), for the API document. */
export const NUMERIC_TEXT_PATTERN = `^\\s*${NUMERIC_TEXT.source.slice(1, -1)}\\s*$`;

/** R55: a finite number, or a string of plain decimal notation (no hex, exponent, 'Infinity' or blank). */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && NUMERIC_TEXT.test(value.trim());
}

/** R55: the number `value` stands for, or undefined when it is not numeric. */
export const toNumber = (value: unknown): number | undefined =>
  isNumeric(value) ? Number(value) : undefined;

const numberInput = (message: string) =>
  z.union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : message),
  });

/** R55: must be numeric; outputs the number. */
export const numeric = (message = NOT_A_NUMBER) =>
  numberInput(message)
    .refine(isNumeric, message)
    .transform((v) => Number(v));

/** R56: an id is a positive safe integer; as text, digits without sign or leading zero (one id, one spelling). */
export function isDecimalId(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0;
  return typeof value === 'string' && /^[1-9]\d*$/.test(value) && Number.isSafeInteger(Number(value));
}

/** R56: a number greater than 0 that identifies a record; outputs the number. */
export const decimalIdSchema = numberInput(INVALID_DECIMAL_ID)
  .refine(isDecimalId, INVALID_DECIMAL_ID)
  .transform((v) => Number(v));

/** R57: numeric and min <= value <= max. */
export const isBetween = (value: unknown, min: number, max: number) => {
  const n = toNumber(value);
  return n !== undefined && n >= min && n <= max;
};

/** R57: a number between min and max inclusive. */
export const numberBetween = (min: number, max: number, message = numberBetweenMessage(min, max)) =>
  numeric(message).refine((n) => n >= min && n <= max, message);

/** R58: blank (undefined, null, '' or spaces) stands for "no value". */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** R58: empty is accepted; otherwise it must be a number above 0. */
export const isPositiveNumberOrEmpty = (value: unknown) => {
  if (isBlank(value)) return true;
  const n = toNumber(value);
  return n !== undefined && n > 0;
};

/** R58: empty gives undefined; a value at or below 0 (or not a number) is rejected. */
export const positiveNumber = (message = NOT_POSITIVE) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .refine(isPositiveNumberOrEmpty, message)
    .transform((v) => (isBlank(v) ? undefined : Number(v)))
    .optional();
