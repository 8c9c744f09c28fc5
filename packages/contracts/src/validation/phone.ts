import { z } from 'zod';
import { PHONE, PHONE_NEEDS_PLUS } from './messages.ts';

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
