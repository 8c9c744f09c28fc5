import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { toTableQuery } from './paging.ts';
import type { FetchPage } from './types.ts';
import type { TableState } from './useTableState.ts';

/**
 * Loads the current page through TanStack Query (cached under `[...queryKey, query]`, the previous page
 * kept on screen while the next loads). A successful load commits the filter; a failed load is only
 * logged (R170) and, when it followed a filter change, puts the previous filter back (R37).
 */
export function useTableData<T>(state: TableState, fetchPage: FetchPage<T>, queryKey: readonly unknown[]) {
  const query = useMemo(
    () => toTableQuery({ ...state.paging, rowsNumber: 0 }, state.filter),
    [state.paging, state.filter],
  );
  const result = useQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
  const { commit, restore, filterPending } = state;
  const loaded = result.isSuccess && !result.isPlaceholderData;

  // biome-ignore lint/correctness/useExhaustiveDependencies: commit once per load of the current query
  useEffect(() => {
    if (loaded) commit();
  }, [loaded, result.dataUpdatedAt, commit]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: react once per failure
  useEffect(() => {
    if (!result.isError) return;
    console.error('[DataTable] the rows could not be loaded', result.error);
    if (filterPending) restore();
  }, [result.isError, result.errorUpdatedAt]);

  return {
    query,
    rows: result.data?.data ?? [],
    total: result.data?.totalRecords ?? 0,
    /** Nothing to show yet (first load). */
    pending: result.isPending,
    fetching: result.isFetching,
    /** A failure to show: not one that is about to be undone by restoring the filter. */
    failed: result.isError && !filterPending,
    error: result.error,
    refetch: result.refetch,
  };
}
