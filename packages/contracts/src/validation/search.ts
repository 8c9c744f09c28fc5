import { z } from 'zod';
import { SEARCH_TOO_LONG } from './messages.ts';

/** R69: the longest search term. */
export const SEARCH_MAX_LENGTH = 100;
/** R70: how long the search box waits after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 700;
/** R72: a company name search is only sent from this many characters (i.e. longer than 1). */
export const COMPANY_NAME_SEARCH_MIN_LENGTH = 2;

/**
 * R69/R71: what the search box sends: trimmed and cut to 100 characters; undefined (clear the filter) when
 * empty. Cut after trimming so leading spaces do not eat into the 100.
 */
export function normalizeSearch(value: string | null | undefined): string | undefined {
  const term = [...(value ?? '').trim()].slice(0, SEARCH_MAX_LENGTH).join('').trim();
  return term === '' ? undefined : term;
}

/** R69/R71: the `search` query parameter on the server: trimmed, at most 100 characters, blank means none. */
export const searchSchema = z
  .string()
  .trim()
  .refine((v) => [...v].length <= SEARCH_MAX_LENGTH, SEARCH_TOO_LONG)
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** R72: whether a company name search should be sent (trimmed term longer than 1 character). */
export const shouldSearchCompanyName = (term: string | null | undefined) =>
  [...(term ?? '').trim()].length >= COMPANY_NAME_SEARCH_MIN_LENGTH;

/** R72: the name filter to send, or undefined when the term is too short to search. */
export const companyNameSearch = (term: string | null | undefined) =>
  shouldSearchCompanyName(term) ? normalizeSearch(term) : undefined;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drop the pending call, if any. */
  cancel(): void;
}

/** R70: call `fn` once input has been quiet for `ms` (700 by default), with the latest arguments. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms = SEARCH_DEBOUNCE_MS,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  return Object.assign(debounced, {
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  });
}
