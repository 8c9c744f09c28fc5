import { Box, Paper, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/errors.ts';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog/index.ts';
import { EmptyState, type EmptyStateVariant } from '../EmptyState/index.ts';
import { ErrorState } from '../ErrorState.tsx';
import { LoadingBar } from '../LoadingBar.tsx';
import { type FilterDefinition, TableFilterBar } from '../TableFilters/index.ts';
import { useSecondPass } from '../useSecondPass.ts';
import { cellText, mergeOrder, mergeVisibility, toColumnDef } from './columns.ts';
import { GRID_VIEW_MAX_TOTAL, TABLE_PAGE_SIZES } from './constants.ts';
import { GridView } from './GridView.tsx';
import { TablePagination } from './Pagination.tsx';
import { pageCount } from './paging.ts';
import type { RowActionHandlers } from './RowActions.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { TableRows } from './TableRows.tsx';
import { TableToolbar } from './TableToolbar.tsx';
import type { DataTableColumn, FetchPage, RowId } from './types.ts';
import { useCsvExport } from './useCsvExport.ts';
import { useRowDeletion } from './useRowDeletion.ts';
import { useRowHighlight } from './useRowHighlight.ts';
import { useSelection } from './useSelection.ts';
import { useTableData } from './useTableData.ts';
import { type TableState, type TableView, useTableState } from './useTableState.ts';

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  /** Loads one page from the server: `{ limit, offset, sortBy?, sortType?, total, filter }` → `{ data, totalRecords }`. */
  fetchPage: FetchPage<T>;
  /** TanStack Query key prefix; invalidate it to reload. Default: one private to this table. */
  queryKey?: readonly unknown[];
  /** Default `row.id`. */
  getRowId?: (row: T) => RowId;
  /** How a row is named in action labels ("Delete Alice"). Default: its first column's text. */
  rowLabel?: (row: T) => string;
  /** State from `useTableState()` when the page drives filters itself; else the table keeps its own. */
  state?: TableState;
  /** R179: 50 by default; platform tables pass 25 (`DEFAULT_PAGE_SIZE`). Ignored with `state`. */
  defaultPageSize?: number;
  /** A62: keeps the filter per user and customer (`app_module_table`, R94). Ignored with `state`. */
  tableKey?: string;
  /** R180: 3, 5, 10, 15, 25, 50, 100 by default. */
  pageSizes?: readonly number[];
  /** The filter key of the built-in search box (A59: default 'name'); false hides it. */
  searchKey?: string | false;
  searchPlaceholder?: string;
  /** Checkbox selection with the bottom bar (A46, A47). */
  selectable?: boolean;
  onSelectionChange?: (rows: T[]) => void;
  /** More bulk actions in the bottom bar. */
  selectionActions?: (rows: T[]) => ReactNode;
  onView?: (row: T) => void;
  onEdit?: (row: T) => void;
  /** Row delete, after confirmation; a rejection keeps the dialog open. */
  onDelete?: (row: T) => unknown;
  /** Bulk delete of the selected rows; without it `onDelete` runs per row. */
  onDeleteRows?: (rows: T[]) => unknown;
  /** The confirmation question for one row; a '?' is added when missing. */
  deleteMessage?: (row: T) => string;
  /** The row to highlight for 5000 ms (e.g. just created or updated). */
  highlightRowId?: RowId | null;
  /** 'auto' (default) shows cards when the total is 10 or fewer (R182). */
  view?: TableView;
  renderCard?: (row: T) => ReactNode;
  /** Shows the CSV export button; the file is `<exportFileName>.csv`. */
  exportFileName?: string;
  /** The table's filters: "Add Filter", chips and the side panel in the toolbar (A49, R36-R40, R84-R91). */
  filters?: readonly FilterDefinition[];
  /** The page's own toolbar controls (a create button...). */
  toolbar?: ReactNode;
  /** Height of the scrolling rows area. Default 640 px. */
  maxHeight?: number | string;
  /** Default 'data' ("no data found"). */
  emptyVariant?: EmptyStateVariant;
  /** Accessible name of the table. */
  label?: string;
}

/** Room the table takes before its second pass draws it (a toolbar, a header row and a few rows). */
const PLACEHOLDER_HEIGHT = 320;

const defaultRowId = (row: unknown): RowId => (row as { id: RowId }).id;

/** The shared data table of spec §2: server-side paging, sort and filter over `fetchPage`. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, fetchPage, searchKey = 'name', selectable = false } = props;
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const privateKey = useId();
  const queryKey = useMemo(() => props.queryKey ?? ['data-table', privateKey], [props.queryKey, privateKey]);
  const getRowId = props.getRowId ?? defaultRowId;

  const own = useTableState({
    defaultPageSize: props.defaultPageSize,
    view: props.view,
    tableKey: props.state ? undefined : props.tableKey,
  });
  const state = props.state ?? own;
  const data = useTableData(state, fetchPage, queryKey);
  const selection = useSelection<T>(getRowId);
  const highlightedId = useRowHighlight(props.highlightRowId);
  const csv = useCsvExport(props.exportFileName, fetchPage);

  const columnDefs = useMemo(() => columns.map(toColumnDef), [columns]);
  const columnOrder = useMemo(() => mergeOrder(state.columnOrder, columns), [state.columnOrder, columns]);
  const columnVisibility = useMemo(
    () => mergeVisibility(state.columnVisibility, columns),
    [state.columnVisibility, columns],
  );
  // A new array when the columns change (e.g. translated accessors): TanStack caches values per row model.
  // biome-ignore lint/correctness/useExhaustiveDependencies: columnDefs is the reason to copy
  const rows = useMemo(() => data.rows.slice(), [data.rows, columnDefs]);
  const table = useReactTable<T>({
    data: rows,
    columns: columnDefs,
    getRowId: (row) => String(getRowId(row)),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    state: { columnOrder, columnVisibility },
  });
  const visibleColumns = columnOrder
    .filter((id) => columnVisibility[id])
    .flatMap((id) => columns.filter((column) => column.id === id));
  const firstColumn = visibleColumns[0] ?? columns[0];
  const rowLabel =
    props.rowLabel ??
    ((row: T) =>
      cellText(firstColumn?.accessor?.(row) ?? (row as Record<string, unknown>)[firstColumn?.id ?? '']));

  const deletion = useRowDeletion<T>({
    onDelete: props.onDelete,
    onDeleteRows: props.onDeleteRows,
    deleteMessage: props.deleteMessage,
    onDeleted: (rows) => {
      selection.remove(rows.map(getRowId));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  const actions: RowActionHandlers<T> = {
    onView: props.onView,
    onEdit: props.onEdit,
    onDelete: props.onDelete ? (row) => deletion.ask([row]) : undefined,
  };

  // After deletes the last page may be gone: go to the new last page.
  const pages = pageCount(data.total, state.paging.rowsPerPage);
  const { setPage } = state;
  useEffect(() => {
    if (!data.pending && !data.fetching && data.total > 0 && state.paging.page > pages) setPage(pages);
  }, [data.pending, data.fetching, data.total, state.paging.page, pages, setPage]);

  const { onSelectionChange } = props;
  useEffect(() => onSelectionChange?.(selection.rows), [selection.rows, onSelectionChange]);

  const drawn = useSecondPass();
  if (!drawn) return <Box mih={PLACEHOLDER_HEIGHT} data-testid="data-table" aria-busy />;

  const view = state.view === 'auto' ? (data.total <= GRID_VIEW_MAX_TOTAL ? 'grid' : 'rows') : state.view;
  const common = { table, selection: selectable ? selection : null, actions, rowLabel, highlightedId };

  let body: ReactNode;
  if (data.failed) {
    body = (
      <ErrorState
        title={t('table.loadFailed')}
        description={describeError(t, data.error)}
        onRetry={() => void data.refetch()}
        retrying={data.fetching}
      />
    );
  } else if (!data.pending && data.rows.length === 0) {
    body = <EmptyState variant={props.emptyVariant ?? 'data'} />;
  } else if (!data.pending && view === 'grid') {
    body = <GridView {...common} renderCard={props.renderCard} />;
  } else {
    body = (
      <TableRows
        {...common}
        sortBy={state.paging.sortBy}
        descending={state.paging.descending}
        onSort={state.toggleSort}
        maxHeight={props.maxHeight ?? 640}
        skeletonRows={data.pending ? Math.min(state.paging.rowsPerPage, 8) : 0}
        label={props.label}
      />
    );
  }

  return (
    <Stack gap="sm" data-testid="data-table" data-view={view} aria-busy={data.fetching}>
      <TableToolbar
        search={
          searchKey === false
            ? null
            : {
                value: cellText(state.filter[searchKey]),
                onSearch: (term) => state.setFilter({ ...state.filter, [searchKey]: term }),
                placeholder: props.searchPlaceholder,
              }
        }
        extra={
          <>
            {props.filters && props.filters.length > 0 && (
              <TableFilterBar definitions={props.filters} state={state} />
            )}
            {props.toolbar}
          </>
        }
        onReset={state.reset}
        view={view}
        onViewChange={state.setView}
        onExport={csv.run && (() => void csv.run?.(data.query, visibleColumns))}
        exporting={csv.exporting}
        columnSettings={{
          columns: columnOrder.map((id) => ({ id, header: columns.find((c) => c.id === id)?.header ?? id })),
          visibility: columnVisibility,
          onApply: state.applyColumns,
        }}
      />
      <Paper withBorder radius="md" pos="relative" style={{ overflow: 'hidden' }}>
        {data.fetching && !data.pending && <LoadingBar />}
        {body}
        {!data.failed && !data.pending && data.total > 0 && (
          <TablePagination
            page={state.paging.page}
            rowsPerPage={state.paging.rowsPerPage}
            total={data.total}
            pageSizes={props.pageSizes ?? TABLE_PAGE_SIZES}
            onPageChange={state.setPage}
            onPageSizeChange={state.setPageSize}
          />
        )}
      </Paper>
      {selectable && (
        <SelectionBar
          count={selection.count}
          onDeselectAll={selection.clear}
          onDelete={props.onDeleteRows || props.onDelete ? () => deletion.ask(selection.rows) : undefined}
          actions={props.selectionActions?.(selection.rows)}
        />
      )}
      <ConfirmDeleteDialog {...deletion.dialog} />
    </Stack>
  );
}
