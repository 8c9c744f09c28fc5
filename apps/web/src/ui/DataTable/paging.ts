import { cleanTableFilters } from '@atrium/contracts';
import { MAX_PAGE_BUTTONS } from './constants.ts';
import type { PagingState, TableFilter, TableQuery } from './types.ts';

/** Pure helpers for paging, sorting and filters. */

export const pageCount = (total: number, rowsPerPage: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, rowsPerPage)));

/** R181: the page numbers to show as buttons: a window of at most `max` pages around `page`. */
export function pageButtons(page: number, count: number, max = MAX_PAGE_BUTTONS): number[] {
  const size = Math.min(max, count);
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), count - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

/** R95 (contracts' `cleanTableFilters`: blank strings), plus null, undefined and empty lists. */
export function cleanFilter(filter: TableFilter): TableFilter {
  const clean: TableFilter = {};
  for (const [key, value] of Object.entries(cleanTableFilters(filter))) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    clean[key] = value;
  }
  return clean;
}

/** The request for the current paging state and filter. */
export function toTableQuery(paging: PagingState, filter: TableFilter): TableQuery {
  const query: TableQuery = {
    limit: paging.rowsPerPage,
    offset: (paging.page - 1) * paging.rowsPerPage,
    total: true,
    filter: cleanFilter(filter),
  };
  if (paging.sortBy) {
    query.sortBy = paging.sortBy;
    query.sortType = paging.descending ? 'desc' : 'asc';
  }
  return query;
}

/** The query as flat URL parameters (`limit`, `offset`, `sortBy`, `sortType`, `total`, filter keys). */
export function toListParams(query: TableQuery): Record<string, string | number | boolean> {
  const { filter, ...list } = query;
  const params: Record<string, string | number | boolean> = { ...list };
  for (const [key, value] of Object.entries(filter)) {
    if (value === null || value === undefined) continue;
    params[key] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
  }
  return params;
}

/** Next sort after a header click: ascending, then descending, then none. */
export function nextSort(
  paging: Pick<PagingState, 'sortBy' | 'descending'>,
  column: string,
): Pick<PagingState, 'sortBy' | 'descending'> {
  if (paging.sortBy !== column) return { sortBy: column, descending: false };
  if (!paging.descending) return { sortBy: column, descending: true };
  return { sortBy: null, descending: false };
}

/** Stable equality for filters (key order ignored). */
export function sameFilter(a: TableFilter, b: TableFilter): boolean {
  const left = cleanFilter(a);
  const right = cleanFilter(b);
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => JSON.stringify(left[key]) === JSON.stringify(right[key]));
}
