import { z } from 'zod';

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** Characters of a local part (besides dots, which may not open or close it). */
const LOCAL = "A-Za-z0-9!#$%&'*+/=?^_`{|}~-";

/**
 * Spec §5: 6-254 characters, local part 1-64, domain labels up to 63, top-level domain 2-63 letters. One
 * pattern, so the API document states the rule the server applies (JSON Schema patterns are ECMA-262).
 */
export const EMAIL_PATTERN = new RegExp(
  `^(?=[^@]{1,64}@)(?=[\\s\\S]{6,254}$)[${LOCAL}](?:[.${LOCAL}]*[${LOCAL}])?@` +
    '(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$',
);

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

export const emailSchema = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE)
  .meta({ format: 'email' })
  .transform((v) => v.toLowerCase());
