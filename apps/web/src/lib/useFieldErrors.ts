import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api.ts';
import { toFieldErrors } from './errors.ts';
import { translateMessage } from './i18n.ts';

type Issue = { path: PropertyKey[]; message: string };

/**
 * Per-field messages of a form (R103, R148): from a zod parse on submit, or from the server's 418 reply
 * (`[{ param, msg }]`), each shown under its field and cleared when the field changes.
 *
 * ```tsx
 * const fields = useFieldErrors(['email', 'password'] as const, 'auth');
 * mutation.mutate(body, { onError: (error) => fields.setFromError(error) });
 * <TextInput error={fields.message('email')} onChange={() => fields.clear('email')} />
 * ```
 */
export function useFieldErrors<F extends string>(fields: readonly F[], ns?: string) {
  const { t } = useTranslation(ns);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  /** Whether the error is a 418 naming at least one of this form's fields. */
  const handles = useCallback(
    (error: unknown): error is ApiError =>
      error instanceof ApiError && !!error.fieldErrors?.some((item) => fields.includes(item.param as F)),
    [fields],
  );

  const keepKnown = useCallback(
    (all: Record<string, string>) =>
      Object.fromEntries(Object.entries(all).filter(([field]) => fields.includes(field as F))) as Partial<
        Record<F, string>
      >,
    [fields],
  );

  /** Shows a zod parse's issues; returns whether there were any. */
  const setFromIssues = useCallback(
    (issues: readonly Issue[]) => {
      setErrors(keepKnown(toFieldErrors(issues as Issue[])));
      return issues.length > 0;
    },
    [keepKnown],
  );

  /** Shows a 418 reply's field errors; returns whether the error was one for this form. */
  const setFromError = useCallback(
    (error: unknown) => {
      if (!handles(error) || !error.fieldErrors) return false;
      setErrors(keepKnown(toFieldErrors(error.fieldErrors)));
      return true;
    },
    [handles, keepKnown],
  );

  const clear = useCallback((field: F) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest as Partial<Record<F, string>>;
    });
  }, []);

  const reset = useCallback(() => setErrors({}), []);

  /** The translated message of a field, for an input's `error` prop. */
  const message = useCallback(
    (field: F) => {
      const text = errors[field];
      return text ? translateMessage(t, text) : undefined;
    },
    [errors, t],
  );

  return useMemo(
    () => ({ errors, handles, setFromIssues, setFromError, clear, reset, message }),
    [errors, handles, setFromIssues, setFromError, clear, reset, message],
  );
}
