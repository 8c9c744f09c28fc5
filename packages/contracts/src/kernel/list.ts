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

/** The list parameters' 418 messages: the same from the schemas below and from the server's list parser. */
export const LIST_MESSAGES = {
  wholeNumber: (min: number) => `Must be a whole number of at least ${min}`,
  direction: "Must be 'asc' or 'desc'",
  total: 'Must be true or false',
  sortField: (value: string, sortable: readonly string[]) =>
    `Cannot sort by '${value}'. Allowed: ${sortable.join(', ') || 'none'}`,
};

/** A query value as the server reads it: the first of repeated keys, and an empty value as absent. */
const queryValue = (value: unknown) => {
  const one = Array.isArray(value) ? value[0] : value;
  return one === '' ? undefined : one;
};
const lowerCase = (value: unknown) => {
  const one = queryValue(value);
  return typeof one === 'string' ? one.toLowerCase() : one;
};

const wholeNumber = (min: number) => {
  const msg = LIST_MESSAGES.wholeNumber(min);
  return z
    .preprocess(queryValue, z.coerce.number({ error: msg }).int(msg).min(min, msg).optional())
    .optional();
};

/**
 * The paging parameters of every list (spec §7): `limit` (a larger one is clamped to the list's maximum),
 * `offset` or `skip`, and `total`. Loose: `sort[field]=asc|desc` keys pass through to the list parser.
 */
export const pageQuery = z.looseObject({
  limit: wholeNumber(1),
  offset: wholeNumber(0),
  skip: wholeNumber(0),
  total: z
    .preprocess(lowerCase, z.enum(['true', 'false', '1', '0'], { error: LIST_MESSAGES.total }).optional())
    .optional(),
});

/**
 * `sortBy` is one of `sortable` (anything else is a 418 naming the parameter), `sortType` asc or desc.
 * `sort[field]=asc|desc` keys stay outside the shape: a parsed object would reorder them, and their order is
 * the sort's priority; the parser checks them against the same fields.
 */
export const listQueryOf = <const F extends readonly [string, ...string[]]>(sortable: F) =>
  pageQuery.extend({
    sortBy: z
      .preprocess(
        queryValue,
        z
          .enum(sortable, {
            error: (issue) => LIST_MESSAGES.sortField(String(issue.input), sortable),
          })
          .optional(),
      )
      .optional()
      .describe(
        `Or sort[field]=asc|desc, several in order of priority, for these fields: ${sortable.join(', ')}`,
      ),
    sortType: z
      .preprocess(lowerCase, z.enum(['asc', 'desc'], { error: LIST_MESSAGES.direction }).optional())
      .optional(),
  });
