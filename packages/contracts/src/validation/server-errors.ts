import type { z } from 'zod';
import type { FieldError } from '../kernel/errors.ts';

/**
 * R103: a failed parse as the 418 body's list of {param, msg}: one entry per field (its first problem), the
 * param being the dotted path ('address.city', 'items.0.quantity'; '' for the value as a whole).
 */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const param = issue.path.map(String).join('.');
    if (seen.has(param)) continue;
    seen.add(param);
    out.push({ param, msg: issue.message });
  }
  return out;
}

/** R103: a 418 list as field to message, for a form to show each msg on its field (the first per field wins). */
export function fieldMessages(errors: readonly FieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { param, msg } of errors) if (!(param in byField)) byField[param] = msg;
  return byField;
}
