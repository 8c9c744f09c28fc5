import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

/** A rule holds when the password contains `pattern`. */
const rule = (label: string, pattern: RegExp) => ({ label, pattern, test: (v: string) => pattern.test(v) });

/** The rule list of spec §5, in display order, each with the test a password must pass. */
export const PASSWORD_RULES = [
  rule(`At Least ${PASSWORD_MIN_LENGTH} Characters`, new RegExp(`[\\s\\S]{${PASSWORD_MIN_LENGTH}}`)),
  rule('Small Letters', /[a-z]/),
  rule('Capital Letters', /[A-Z]/),
  rule('Includes Numbers', /\d/),
  rule('Special Character', /[^A-Za-z0-9]/),
] as const;

/** Every rule as one pattern, for the API document (the check itself names each failed rule). */
export const PASSWORD_PATTERN = new RegExp(
  `^${PASSWORD_RULES.map((r) => `(?=[\\s\\S]*${r.pattern.source})`).join('')}`,
);

export const PASSWORD_MISMATCH = 'Passwords do not match';

export const failedPasswordRules = (value: string) =>
  PASSWORD_RULES.filter((rule) => !rule.test(value)).map((rule) => rule.label);

/** A new password: every rule of spec §5 must hold. */
export const newPasswordSchema = z
  .string({ error: 'Required' })
  .superRefine((value, ctx) => {
    const failed = failedPasswordRules(value);
    if (failed.length > 0) ctx.addIssue({ code: 'custom', message: `Password needs: ${failed.join(', ')}` });
  })
  .meta({ minLength: PASSWORD_MIN_LENGTH, pattern: PASSWORD_PATTERN.source });

/** R53: the confirmation equals the password exactly (no trimming: spaces are part of a password). */
export const passwordsMatch = (password: string, confirmation: string) => password === confirmation;

/** R53: a new password and its confirmation; a mismatch is reported on `confirmPassword`. */
export const newPasswordWithConfirmationSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string({ error: 'Required' }) })
  .refine((v) => passwordsMatch(v.password, v.confirmPassword), {
    message: PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  });
