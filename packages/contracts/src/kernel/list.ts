import { z } from 'zod';

/** Table defaults of spec §9. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_CHOICES = [3, 5, 10, 15, 25, 50, 100] as const;

export type SortDirection = 'asc' | 'desc';
export interface SortTerm<F extends string = string> {
  field: F;
  direction: SortDirection;
}

/** A list request after parsing (spec §7: limit, offset|skip, sortBy+sortType or sort[field], total). */
export interface ListQuery<F extends string = string> {
  limit: number;
  offset: number;
  sort: SortTerm<F>[];
  /** Whether the client asked for `totalRecords`; it is always sent, this only lets a service skip the count. */
  total: boolean;
}

/** Every list reply (spec §3 "Paged response"). */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), totalRecords: z.number().int().nonnegative() });
export interface Paged<T> {
  data: T[];
  totalRecords: number;
}
