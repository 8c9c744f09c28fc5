import { z } from 'zod';
import { INVALID_TABLE_KEY, KEY_MUST_BE_PROVIDED } from './messages.ts';

/** R94: the three parts of a table key. */
export interface TableKey {
  app: string;
  module: string;
  table: string;
}

/** R94: 'app_module_table' split into its parts, or null unless there are exactly three non-empty parts. */
export function parseTableKey(key: string): TableKey | null {
  const parts = key.split('_');
  if (parts.length !== 3 || parts.some((p) => p.trim() === '')) return null;
  const [app, module, table] = parts as [string, string, string];
  return { app, module, table };
}

/** R94. */
export const isTableKey = (key: unknown) => typeof key === 'string' && parseTableKey(key) !== null;

/** R94. */
export const tableKeySchema = z.string().refine((k) => parseTableKey(k) !== null, INVALID_TABLE_KEY);

/** R95: the filters without empty-string values (blank strings count as empty); other values are kept as is. */
export function cleanTableFilters<T extends Record<string, unknown>>(filters: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')),
  ) as Partial<T>;
}

/** R96: a preference key is a non-empty string (blank counts as empty). */
export const isPreferenceKey = (key: unknown): key is string => typeof key === 'string' && key.trim() !== '';

/** R96: throws 'Key Must be provided' for a missing or blank key. */
export function assertPreferenceKey(key: unknown): asserts key is string {
  if (!isPreferenceKey(key)) throw new Error(KEY_MUST_BE_PROVIDED);
}

/** R96. */
export const preferenceKeySchema = z
  .string({ error: KEY_MUST_BE_PROVIDED })
  .trim()
  .min(1, KEY_MUST_BE_PROVIDED);
