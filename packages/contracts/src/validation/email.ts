import { z } from 'zod';

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** Spec §5: 6-254 characters, local part 1-64, domain labels up to 63, top-level domain 2-63 letters. */
export function isValidEmail(value: string): boolean {
  if (value.length < 6 || value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || at > 64) return false;
  const local = value.slice(0, at);
  if (!/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/.test(local) || local.startsWith('.') || local.endsWith('.')) {
    return false;
  }
  const labels = value.slice(at + 1).split('.');
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? '';
  if (!/^[A-Za-z]{2,63}$/.test(tld)) return false;
  return labels.every((label) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label));
}

export const emailSchema = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .refine(isValidEmail, EMAIL_MESSAGE)
  .transform((v) => v.toLowerCase());
