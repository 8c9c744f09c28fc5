import { type ChangeEvent, useState } from 'react';
import { useFieldErrors } from './useFieldErrors.ts';

type Issue = { path: PropertyKey[]; message: string };
/** What a contract schema offers (zod's safeParse), without the web depending on zod itself. */
interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

/**
 * The state of a form whose body a contract schema validates: text values, a change that clears the field's
 * error, and `parse`, which shows the schema's issues under their fields (a blank field says "Required")
 * and returns the parsed body, or undefined when it is invalid. 418 replies go to `fields.setFromError`.
 */
export function useContractForm<F extends string>(
  names: readonly F[],
  initial: Record<F, string>,
  ns: string,
) {
  const fields = useFieldErrors(names, ns);
  const [values, setValues] = useState(initial);

  const change = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.clear(field);
  };
  const reset = () => {
    setValues(initial);
    fields.reset();
  };
  /** `choices`: fields picked from a list, whose own message ("Choose …") beats "Required". */
  function parse<T>(schema: Schema<T>, input: unknown, choices: readonly F[] = []): T | undefined {
    const parsed = schema.safeParse(input);
    if (parsed.success) {
      fields.reset();
      return parsed.data;
    }
    fields.setFromIssues(
      parsed.error.issues.map((issue) => {
        const field = issue.path[0] as F;
        const blank = !choices.includes(field) && values[field]?.trim() === '';
        return blank ? { ...issue, message: 'Required' } : issue;
      }),
    );
    return undefined;
  }

  /** A text input's value, change and error, to spread on the input. */
  const input = (field: F) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change(field, event.currentTarget.value),
    error: fields.message(field),
  });

  return { values, change, reset, parse, fields, input };
}
