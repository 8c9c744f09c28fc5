import type { TFunction } from 'i18next';
import { ApiError } from './api.ts';
import { translateMessage } from './i18n.ts';

/** The text to show for a failed call: the translation of its code if any, else the server's message (spec §8). */
export function describeError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const message = translateMessage(t, error.msg);
    if (!error.code) return message;
    return t([`shell:errors.codes.${error.code}`, `common:errors.codes.${error.code}`], {
      defaultValue: message,
    });
  }
  return t('errors.unexpected', { ns: 'common' });
}

/** Per-field messages from a zod parse or from a 418 reply: the first message of each field. */
export function toFieldErrors(
  items:
    | ReadonlyArray<{ param: string; msg: string }>
    | ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const item of items) {
    const field = 'param' in item ? item.param : String(item.path[0] ?? '');
    const message = 'param' in item ? item.msg : item.message;
    result[field] ??= message;
  }
  return result;
}
