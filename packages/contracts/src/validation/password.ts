import { z } from 'zod';

/** The rule list of spec §5, in display order, each with the test a password must pass. */
export const PASSWORD_RULES = [
  { label: 'At Least 8 Characters', test: (v: string) => v.length >= 8 },
  { label: 'Small Letters', test: (v: string) => /[a-z]/.test(v) },
  { label: 'Capital Letters', test: (v: string) => /[A-Z]/.test(v) },
  { label: 'Includes Numbers', test: (v: string) => /\d/.test(v) },
  { label: 'Special Character', test: (v: string) => /[^A-Za-z0-9]/.test(v) },
] as const;

export const PASSWORD_MISMATCH = 'Passwords do not match';

export const failedPasswordRules = (value: string) =>
  PASSWORD_RULES.filter((rule) => !rule.test(value)).map((rule) => rule.label);

/** A new password: every rule of spec §5 must hold. */
export const newPasswordSchema = z.string({ error: 'Required' }).superRefine((value, ctx) => {
  const failed = failedPasswordRules(value);
  if (failed.length > 0) ctx.addIssue({ code: 'custom', message: `Password needs: ${failed.join(', ')}` });
});

/** R53: the confirmation equals the password exactly (no trimming: spaces are part of a password). */
export const passwordsMatch = (password: string, confirmation: string) => password === confirmation;

/** R53: a new password and its confirmation; a mismatch is reported on `confirmPassword`. */
export const newPasswordWithConfirmationSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string({ error: 'Required' }) })
  .refine((v) => passwordsMatch(v.password, v.confirmPassword), {
    message: PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  });
