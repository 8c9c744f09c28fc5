import type { SortTerm } from '@atrium/contracts';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

/** ORDER BY terms for a parsed list query, the fields mapped to their columns. */
export const orderByTerms = <F extends string>(sort: SortTerm<F>[], columns: Record<F, AnyColumn | SQL>) =>
  sort.map((term) => (term.direction === 'desc' ? desc : asc)(columns[term.field]));

/**
 * An ILIKE pattern for "contains", with the user's % and _ taken literally; undefined for a search of
 * fewer than two characters, which is not applied (spec §7).
 */
export function containsPattern(text: string | undefined): string | undefined {
  const term = text?.trim();
  return term && term.length > 1 ? `%${term.replace(/[%_\\]/g, '\\$&')}%` : undefined;
}
