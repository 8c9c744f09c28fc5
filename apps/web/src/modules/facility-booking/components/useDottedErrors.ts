import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';

type Issue = { path: PropertyKey[]; message: string };

/**
 * Per-field messages of a form with nested fields (`openingHours.2.close`): from the contract's zod issues,
 * dotted the way the server's 418 names its `param`, so both land on the same field.
 */
export function useDottedErrors() {
  const { t } = useTranslation('facility-booking');
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

  const message = useCallback(
    (field: string) => (errors[field] ? translateMessage(t, errors[field]) : undefined),
    [errors, t],
  );

  return useMemo(
    () => ({ errors, setFromIssues, setFromError, reset: () => setErrors({}), message }),
    [errors, setFromIssues, setFromError, message],
  );
}

export type DottedErrors = ReturnType<typeof useDottedErrors>;
