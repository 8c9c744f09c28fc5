import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';

/** Whether a field named `name` shows the message of `param` (itself, or a part: `structureIds.3`). */
export const showsParam = (names: readonly string[], param: string) =>
  names.some((name) => param === name || param.startsWith(`${name}.`));

/** The first 418 message of a field or its parts (`structureIds.3`), untranslated. */
export function fieldErrorOf(error: unknown, name: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors?.find((item) => showsParam([name], item.param))?.msg;
}

/**
 * The 418 messages of a failed save that no field of the form shows (e.g. `customerId`): the API client
 * leaves every 418 to the form (R148), so these must not vanish.
 */
export function FormAlert({ error, shown }: { error: unknown; shown: readonly string[] }) {
  const { t } = useTranslation('places');
  if (!(error instanceof ApiError) || !error.fieldErrors) return null;
  const rest = error.fieldErrors.filter((item) => !showsParam(shown, item.param));
  if (rest.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('common.notSaved')} role="alert">
      <List size="sm">
        {rest.map((item) => (
          <List.Item key={`${item.param}:${item.msg}`}>{translateMessage(t, item.msg)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** A zod issue with its whole path as the field name (`floors.0.level`, `shape.path`). */
export const dottedIssues = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  issues.map((issue) => ({ path: [issue.path.map(String).join('.')], message: issue.message }));
