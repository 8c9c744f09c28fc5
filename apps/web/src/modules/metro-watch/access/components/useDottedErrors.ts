import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api.ts';
import { translateMessage } from '../../../../lib/i18n.ts';

type Issue = { path: PropertyKey[]; message: string };

/**
 * Per-field messages of a form with nested fields (`windows.2.end`): from the contract's zod issues, whose
 * paths are dotted the way the server's 418 names its `param`, so both land on the same field.
 */
export function useDottedErrors() {
  const { t } = useTranslation('metro-watch');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setFromIssues = useCallback((issues: readonly Issue[]) => {
    const next: Record<string, string> = {};
    for (const issue of issues) next[issue.path.map(String).join('.')] ??= issue.message;
    setErrors(next);
  }, []);

  /** A 418's `[{ param, msg }]` on the fields; returns false for any other failure. */
  const setFromError = useCallback((error: unknown) => {
    if (!(error instanceof ApiError) || !error.fieldErrors?.length) return false;
    const next: Record<string, string> = {};
    for (const { param, msg } of error.fieldErrors) next[param] ??= msg;
    setErrors(next);
    return true;
  }, []);

  const clear = useCallback(
    (field: string) =>
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _gone, ...rest } = current;
        return rest;
      }),
    [],
  );

  const message = useCallback(
    (field: string) => (errors[field] ? translateMessage(t, errors[field]) : undefined),
    [errors, t],
  );

  return useMemo(
    () => ({ errors, setFromIssues, setFromError, clear, reset: () => setErrors({}), message }),
    [errors, setFromIssues, setFromError, clear, message],
  );
}

export type DottedErrors = ReturnType<typeof useDottedErrors>;
