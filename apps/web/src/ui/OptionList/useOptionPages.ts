import { useInfiniteQuery } from '@tanstack/react-query';
import type { TableFilterValue } from '../DataTable/types.ts';
import type { OptionPage, OptionSource } from './types.ts';

interface OptionPagesInput {
  source: OptionSource | undefined;
  search: string;
  pageSize: number;
  parentValue: TableFilterValue;
  enabled: boolean;
  /** Identifies the source in the query cache. */
  cacheKey: readonly unknown[];
}

/** Whether another page exists after `pages`: the server's total when given, else a full last page. */
export function nextSkip(
  last: OptionPage,
  pages: readonly OptionPage[],
  pageSize: number,
): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.options.length, 0);
  if (last.options.length === 0) return undefined;
  if (last.total !== undefined) return loaded < last.total ? loaded : undefined;
  return last.options.length >= pageSize ? loaded : undefined;
}

/** Pages of a server-backed option list, `pageSize` at a time with `skip` (R184, A68). */
export function useOptionPages({
  source,
  search,
  pageSize,
  parentValue,
  enabled,
  cacheKey,
}: OptionPagesInput) {
  return useInfiniteQuery({
    queryKey: ['option-list', ...cacheKey, search, parentValue ?? null, pageSize],
    queryFn: ({ pageParam, signal }) =>
      (source as OptionSource)({ search, skip: pageParam, limit: pageSize, parentValue }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextSkip(last, pages, pageSize),
    enabled: enabled && source !== undefined,
  });
}
