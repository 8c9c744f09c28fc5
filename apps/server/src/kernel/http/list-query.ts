import {
  DEFAULT_PAGE_SIZE,
  LIST_MESSAGES,
  type ListQuery,
  MAX_PAGE_SIZE,
  type SortTerm,
} from '@atrium/contracts';
import { ValidationError } from './errors.ts';

export interface ListOptions<F extends string> {
  /** Fields a client may sort by; anything else is a 418. */
  sortable: readonly F[];
  defaultSort?: SortTerm<F>[];
  defaultLimit?: number;
  maxLimit?: number;
}

type RawQuery = Record<string, unknown>;

const SORT_KEY = /^sort\[(.+)\]$/;
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * The one parser of list queries (spec §7): `limit`, `offset` or `skip`, `sortBy` + `sortType`
 * or `sort[field]=asc|desc`, and `total`. A limit above the maximum is clamped. Routes get the query their
 * contract's `listQueryOf` already checked (the document's view of it); this reads raw text as well, and
 * is what checks `sort[field]` keys, which the schema leaves out to keep their order.
 */
export function parseListQuery<F extends string>(query: RawQuery, options: ListOptions<F>): ListQuery<F> {
  const errors: { param: string; msg: string }[] = [];
  const maxLimit = options.maxLimit ?? MAX_PAGE_SIZE;

  const integer = (param: string, fallback: number, min: number) => {
    const raw = first(query[param]);
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      errors.push({ param, msg: LIST_MESSAGES.wholeNumber(min) });
      return fallback;
    }
    return value;
  };

  const limit = Math.min(integer('limit', options.defaultLimit ?? DEFAULT_PAGE_SIZE, 1), maxLimit);
  const offset = query.offset !== undefined ? integer('offset', 0, 0) : integer('skip', 0, 0);

  const direction = (param: string, raw: unknown): 'asc' | 'desc' | undefined => {
    const value = String(first(raw) ?? 'asc').toLowerCase();
    if (value === 'asc' || value === 'desc') return value;
    errors.push({ param, msg: LIST_MESSAGES.direction });
    return undefined;
  };
  const field = (param: string, raw: unknown): F | undefined => {
    const value = String(first(raw));
    if ((options.sortable as readonly string[]).includes(value)) return value as F;
    errors.push({ param, msg: LIST_MESSAGES.sortField(value, options.sortable) });
    return undefined;
  };

  const sort: SortTerm<F>[] = [];
  const push = (f: F | undefined, d: 'asc' | 'desc' | undefined) =>
    f && d && sort.push({ field: f, direction: d });
  if (query.sortBy !== undefined && query.sortBy !== '') {
    push(field('sortBy', query.sortBy), direction('sortType', query.sortType));
  }
  for (const [key, value] of Object.entries(query)) {
    const match = SORT_KEY.exec(key);
    if (match?.[1]) push(field(key, match[1]), direction(key, value));
  }

  const totalRaw = String(first(query.total) ?? 'true').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(totalRaw))
    errors.push({ param: 'total', msg: LIST_MESSAGES.total });

  if (errors.length > 0) throw new ValidationError(errors);
  return {
    limit,
    offset,
    sort: sort.length > 0 ? sort : (options.defaultSort ?? []),
    total: totalRaw === 'true' || totalRaw === '1',
  };
}
