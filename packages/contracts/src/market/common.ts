import { z } from 'zod';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';

/** Pieces every market endpoint shares. */

export const bad = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 418: fieldErrors };
export const companyParams = z.object({ id: recordId });

/** The kernel's list parameters (spec §7); the server parses them with parseListQuery. */
export { listQueryOf as listQuery, pageQuery } from '../kernel/list.ts';

/** Money is integer cents everywhere in the API (spec §9: dollars with 2 decimals on screen). */
export const cents = z.number().int();

/** A quantity in an order or a form: a whole number of at least 1. */
export const quantity = (max: number) =>
  z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(max, `Must be at most ${max}`);

/** A discount or voucher code as typed: trimmed, upper-cased, letters, digits and dashes. */
export const codeSchema = z
  .string({ error: 'Required' })
  .trim()
  .min(3, 'Please Enter At Least 3 Characters')
  .max(40, 'Please Enter At Most 40 Characters')
  .regex(/^[A-Za-z0-9-]+$/, 'Use Letters, Digits and - Only')
  .transform((v) => v.toUpperCase());

export const timestamps = { createdAt: z.string(), updatedAt: z.string() };
export { recordId };
