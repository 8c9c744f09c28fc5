import { useCallback, useMemo, useReducer } from 'react';
import { TABLE_DEFAULT_PAGE_SIZE } from './constants.ts';
import { nextSort, sameFilter } from './paging.ts';
import type { PagingState, TableFilter } from './types.ts';
import { savedFilter, useSavedFilter } from './useSavedFilter.ts';

export type TableView = 'auto' | 'rows' | 'grid';
type Paging = Omit<PagingState, 'rowsNumber'>;

interface State {
  paging: Paging;
  filter: TableFilter;
  /** The filter and page of the last successful load, restored when a filter change fails (R37). */
  committed: { filter: TableFilter; page: number } | null;
  /** Applied column order and visibility; null = the columns' own. */
  columnOrder: string[] | null;
  columnVisibility: Record<string, boolean>;
  view: TableView;
}

type Action =
  | { type: 'page'; page: number }
  | { type: 'pageSize'; rowsPerPage: number }
  | { type: 'sort'; column: string }
  | { type: 'filter'; filter: TableFilter }
  | { type: 'reset'; state: State }
  | { type: 'commit' }
  | { type: 'restore' }
  | { type: 'columns'; order: string[]; visibility: Record<string, boolean> }
  | { type: 'view'; view: TableView };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'page':
      return { ...state, paging: { ...state.paging, page: Math.max(1, action.page) } };
    case 'pageSize':
      return { ...state, paging: { ...state.paging, page: 1, rowsPerPage: action.rowsPerPage } };
    case 'sort':
      return { ...state, paging: { ...state.paging, ...nextSort(state.paging, action.column), page: 1 } };
    case 'filter':
      if (sameFilter(state.filter, action.filter)) return state;
      return { ...state, filter: action.filter, paging: { ...state.paging, page: 1 } };
    case 'reset':
      return { ...action.state, columnOrder: state.columnOrder, columnVisibility: state.columnVisibility };
    case 'commit':
      if (state.committed?.filter === state.filter && state.committed.page === state.paging.page)
        return state;
      return { ...state, committed: { filter: state.filter, page: state.paging.page } };
    case 'restore': {
      const { committed } = state;
      if (!committed || sameFilter(committed.filter, state.filter)) return state;
      return { ...state, filter: committed.filter, paging: { ...state.paging, page: committed.page } };
    }
    case 'columns':
      return { ...state, columnOrder: action.order, columnVisibility: action.visibility };
    case 'view':
      return { ...state, view: action.view };
  }
}

export interface TableStateOptions {
  /** R179: 50 in the shared widget; platform tables pass 25. */
  defaultPageSize?: number;
  initialFilter?: TableFilter;
  view?: TableView;
  /** A62: keep the filter per user and customer under this key (`app_module_table`, R94). */
  tableKey?: string;
}

const initialState = (options: TableStateOptions): State => ({
  paging: {
    page: 1,
    rowsPerPage: options.defaultPageSize ?? TABLE_DEFAULT_PAGE_SIZE,
    sortBy: null,
    descending: false,
  },
  filter: options.initialFilter ?? {},
  committed: null,
  columnOrder: null,
  columnVisibility: {},
  view: options.view ?? 'auto',
});

/**
 * The state of a DataTable: paging, sort, filter, applied column settings and view. A page that owns its
 * filters (a filter panel, chips) creates it and passes it to `<DataTable state={...}>`.
 */
export function useTableState(options: TableStateOptions = {}) {
  const [state, dispatch] = useReducer(reducer, options, (given) =>
    initialState({ ...given, initialFilter: savedFilter(given.tableKey, given.initialFilter) }),
  );
  const { defaultPageSize, initialFilter, view, tableKey } = options;

  const setPage = useCallback((page: number) => dispatch({ type: 'page', page }), []);
  const setPageSize = useCallback((rowsPerPage: number) => dispatch({ type: 'pageSize', rowsPerPage }), []);
  const toggleSort = useCallback((column: string) => dispatch({ type: 'sort', column }), []);
  /** A filter change goes back to page 1 and reloads (R36); an equal filter is ignored. */
  const setFilter = useCallback((filter: TableFilter) => dispatch({ type: 'filter', filter }), []);
  useSavedFilter(tableKey, state.filter, setFilter, initialFilter);
  /** R38: page 1, the default page size (50), no sort, the initial filter. Column settings stay. */
  const reset = useCallback(
    () => dispatch({ type: 'reset', state: initialState({ defaultPageSize, initialFilter, view }) }),
    [defaultPageSize, initialFilter, view],
  );
  const commit = useCallback(() => dispatch({ type: 'commit' }), []);
  const restore = useCallback(() => dispatch({ type: 'restore' }), []);
  const applyColumns = useCallback(
    (order: string[], visibility: Record<string, boolean>) =>
      dispatch({ type: 'columns', order, visibility }),
    [],
  );
  const setView = useCallback((next: TableView) => dispatch({ type: 'view', view: next }), []);

  return useMemo(
    () => ({
      ...state,
      /** Whether the current filter differs from the last one that loaded. */
      filterPending: state.committed !== null && !sameFilter(state.committed.filter, state.filter),
      setPage,
      setPageSize,
      toggleSort,
      setFilter,
      reset,
      commit,
      restore,
      applyColumns,
      setView,
    }),
    [state, setPage, setPageSize, toggleSort, setFilter, reset, commit, restore, applyColumns, setView],
  );
}

export type TableState = ReturnType<typeof useTableState>;
