import type { Paged } from '@atrium/contracts';
import { EXPORT_PAGE_SIZE } from './constants.ts';
import type { DataTableColumn, FetchPage, TableQuery } from './types.ts';

/** CSV export (A48, A69): pure building, paged fetching, and the browser download. */

/** One CSV cell: empty for null/undefined, ISO for dates, quoted when it holds a comma, quote or newline. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.join(', ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The value a column exports for a row: `csv`, else `accessor`, else `row[id]`. */
export function columnValue<T>(column: DataTableColumn<T>, row: T): unknown {
  if (column.csv) return column.csv(row);
  if (column.accessor) return column.accessor(row);
  return (row as Record<string, unknown>)[column.id];
}

/** RFC 4180 text: a header line of the columns' headers, then one line per row, CRLF separated. */
export function buildCsv<T>(columns: readonly DataTableColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(columnValue(column, row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Every row matching `query` (its sort and filter), fetched in pages of 50. */
export async function fetchAllRows<T>(
  fetchPage: FetchPage<T>,
  query: Omit<TableQuery, 'limit' | 'offset'>,
  options: { pageSize?: number; signal?: AbortSignal } = {},
): Promise<T[]> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const rows: T[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page: Paged<T> = await fetchPage({ ...query, limit: pageSize, offset }, options.signal);
    rows.push(...page.data);
    if (page.data.length < pageSize || offset + pageSize >= page.totalRecords) return rows;
  }
}

/** `name.csv`, with unsafe file-name characters replaced. */
export const csvFileName = (name: string) =>
  `${name.replace(/[\\/:*?"<>|]+/g, '-').replace(/\.csv$/i, '')}.csv`;

/** Saves `csv` as a file; the BOM lets spreadsheet programs read Arabic text as UTF-8. */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(name);
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
