import type { ColumnDef } from '@tanstack/react-table';
import type { DataTableColumn } from './types.ts';

/** Display text of a plain cell value. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleString();
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** Our column description as a TanStack column. */
export function toColumnDef<T>(column: DataTableColumn<T>): ColumnDef<T, unknown> {
  return {
    id: column.id,
    header: column.header,
    accessorFn: column.accessor ?? ((row) => (row as Record<string, unknown>)[column.id]),
    cell: (context) => (column.cell ? column.cell(context.row.original) : cellText(context.getValue())),
    enableSorting: column.sortable !== false,
    size: column.width,
  };
}

/** The applied order, with columns it does not know (added later) at the end and unknown ids dropped. */
export function mergeOrder(applied: readonly string[] | null, columns: readonly { id: string }[]): string[] {
  const ids = columns.map((column) => column.id);
  if (!applied) return ids;
  const known = applied.filter((id) => ids.includes(id));
  return [...known, ...ids.filter((id) => !known.includes(id))];
}

/** Visibility: the columns' `hidden` defaults, overridden by the applied settings. */
export function mergeVisibility<T>(
  applied: Readonly<Record<string, boolean>>,
  columns: readonly DataTableColumn<T>[],
): Record<string, boolean> {
  return Object.fromEntries(
    columns.map((column) => [column.id, applied[column.id] ?? column.hidden !== true]),
  );
}
