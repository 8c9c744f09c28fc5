import type { Paged, SortDirection } from '@atrium/contracts';
import type { ReactNode } from 'react';

/** A filter value; empty strings, null and undefined are dropped before a request (R95). */
export type TableFilterValue = string | number | boolean | readonly (string | number)[] | null | undefined;
/** The filter of a table (spec §3 "Table filter"): output keys to values. */
export type TableFilter = Record<string, TableFilterValue>;

/** Spec §3 "Paging state". `page` is 1-based; `rowsNumber` is the server's total. */
export interface PagingState {
  page: number;
  rowsPerPage: number;
  rowsNumber: number;
  sortBy: string | null;
  descending: boolean;
}

/** What `fetchPage` receives: the list parameters of spec §7 plus the cleaned filter. */
export interface TableQuery {
  limit: number;
  offset: number;
  sortBy?: string;
  sortType?: SortDirection;
  total: true;
  filter: TableFilter;
}

export type RowId = string | number;

/** Loads one page; must resolve with `{ data, totalRecords }` (spec §3 "Paged response"). */
export type FetchPage<T> = (query: TableQuery, signal?: AbortSignal) => Promise<Paged<T>>;

export interface DataTableColumn<T> {
  /** Stable id; also the `sortBy` sent to the server. */
  id: string;
  /** The header text, already translated. */
  header: string;
  /** The cell's value (default `row[id]`); used for display and CSV. */
  accessor?: (row: T) => unknown;
  /** Custom cell content (default: the value as text). */
  cell?: (row: T) => ReactNode;
  /** Default true. */
  sortable?: boolean;
  /** Hidden until turned on in the column settings. */
  hidden?: boolean;
  /** The CSV value (default: the accessor's value). */
  csv?: (row: T) => unknown;
  /** Fixed width in px. */
  width?: number;
}
