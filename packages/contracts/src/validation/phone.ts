import { z } from 'zod';
import { PHONE, PHONE_NEEDS_PLUS, REQUIRED } from './messages.ts';

export interface PhoneOptions {
  /** R66: the international form, which must begin with '+'. */
  international?: boolean;
}

/** R65: digits and spaces only, with at least one digit (empty allowed, see Required). */
export const isPhoneNumber = (value: string) => value === '' || /^[0-9 ]*[0-9][0-9 ]*$/.test(value);

/** R66: '+' then digits and spaces, with at least one digit (empty allowed, see Required). */
export const isInternationalPhoneNumber = (value: string) =>
  value === '' || (value.startsWith('+') && value.length > 1 && isPhoneNumber(value.slice(1)));

/** R65/R66: the message for `value`, or null when it is a valid phone number. */
export function phoneError(value: string, { international = false }: PhoneOptions = {}): string | null {
  if (!international) return isPhoneNumber(value) ? null : PHONE;
  if (isInternationalPhoneNumber(value)) return null;
  // Digits and spaces alone are a phone number missing its '+': say so rather than the generic message.
  return isPhoneNumber(value) ? PHONE_NEEDS_PLUS : PHONE;
}

/** R65/R66: "Please Enter Phone Number"; the international form must begin with '+'. */
export const phone = (options: PhoneOptions = {}) =>
  z.string().superRefine((value, ctx) => {
    const message = phoneError(value, options);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** E.164 allows at most 15 digits; fewer than 7 is no reachable mobile number. */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;
export const PHONE_LENGTH = `Enter ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits`;

/**
 * A required mobile number in the international form (R54, R65, R66) with 7-15 digits, normalised to
 * '+' and digits (spaces dropped), so "+971 50 123 4567" and "+971501234567" are the same number.
 */
export const phoneNumberSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .superRefine((value, ctx) => {
    const message = phoneError(value, { international: true });
    if (message) return void ctx.addIssue({ code: 'custom', message });
    const digits = value.replaceAll(' ', '').length - 1;
    if (digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max)
      ctx.addIssue({ code: 'custom', message: PHONE_LENGTH });
  })
  // The same rule as one pattern, for the API document (the check above says which part is wrong).
  .meta({ pattern: `^\\+(?: *[0-9]){${PHONE_DIGITS.min},${PHONE_DIGITS.max}} *$` })
  .transform((value) => value.replaceAll(' ', ''));
