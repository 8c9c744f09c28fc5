export { ColumnSettings, type ColumnSettingsProps } from './ColumnSettings.tsx';
export {
  EXPORT_PAGE_SIZE,
  GRID_VIEW_MAX_TOTAL,
  MAX_PAGE_BUTTONS,
  ROW_HIGHLIGHT_MS,
  TABLE_DEFAULT_PAGE_SIZE,
  TABLE_MESSAGES,
  TABLE_PAGE_SIZES,
  type TableMessage,
  tableMessage,
  VIRTUALIZE_ABOVE,
} from './constants.ts';
export { buildCsv, csvCell, csvFileName, downloadCsv, fetchAllRows } from './csv.ts';
export { DataTable, type DataTableProps } from './DataTable.tsx';
export { TablePagination, type TablePaginationProps } from './Pagination.tsx';
export {
  cleanFilter,
  nextSort,
  pageButtons,
  pageCount,
  sameFilter,
  toListParams,
  toTableQuery,
} from './paging.ts';
export { SelectionBar, type SelectionBarProps } from './SelectionBar.tsx';
export type {
  DataTableColumn,
  FetchPage,
  PagingState,
  RowId,
  TableFilter,
  TableFilterValue,
  TableQuery,
} from './types.ts';
export { type TableState, type TableStateOptions, type TableView, useTableState } from './useTableState.ts';
