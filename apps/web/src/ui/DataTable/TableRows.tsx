import { Checkbox, Skeleton, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { flexRender, type Table as ReactTable } from '@tanstack/react-table';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VIRTUALIZE_ABOVE } from './constants.ts';
import classes from './DataTable.module.css';
import { hasRowActions, type RowActionHandlers, RowActions } from './RowActions.tsx';
import type { RowId } from './types.ts';
import type { Selection } from './useSelection.ts';

/** Virtualized rows have a fixed height (single-line cells), so no row needs measuring. */
export const ROW_HEIGHT = 41;
/** Drawn plainly while the virtualizer loads: more than a tall screen shows. */
const ROWS_BEFORE_VIRTUALIZER = 30;

const VirtualRows = lazy(async () => ({ default: (await import('./VirtualRows.tsx')).VirtualRows }));

export interface TableRowsProps<T> {
  table: ReactTable<T>;
  sortBy: string | null;
  descending: boolean;
  onSort: (column: string) => void;
  selection: Selection<T> | null;
  actions: RowActionHandlers<T>;
  rowLabel: (row: T) => string;
  highlightedId: RowId | null;
  maxHeight: number | string;
  /** Skeleton rows instead of data (first load). */
  skeletonRows?: number;
  label?: string;
}

/** The rows view: sortable headers, checkboxes, hover actions; pages over 100 rows are virtualized. */
export function TableRows<T>(props: TableRowsProps<T>) {
  const { table, sortBy, descending, onSort, selection, actions, rowLabel, highlightedId } = props;
  const { t } = useTranslation('common');
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns();
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  const withActions = hasRowActions(actions);
  const span = columns.length + (selection ? 1 : 0) + (withActions ? 1 : 0);
  const pageRows = rows.map((row) => row.original);
  const selectedOnPage = selection ? pageRows.filter((row) => selection.isSelected(row)).length : 0;

  const renderRow = (index: number) => {
    const row = rows[index];
    if (!row) return null;
    const id = row.id;
    const checked = selection?.isSelected(row.original) ?? false;
    return (
      <Table.Tr
        key={id}
        h={virtual ? ROW_HEIGHT : undefined}
        data-index={index}
        data-row-id={id}
        data-highlighted={String(highlightedId) === id || undefined}
        aria-selected={selection ? checked : undefined}
        className={classes.row}
      >
        {selection && (
          <Table.Td>
            <Checkbox
              size="xs"
              aria-label={t('table.selectRow', { row: rowLabel(row.original) })}
              checked={checked}
              onChange={(event) => selection.toggle(row.original, event.currentTarget.checked)}
            />
          </Table.Td>
        )}
        {row.getVisibleCells().map((cell) => (
          <Table.Td key={cell.id} className={classes.cell}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </Table.Td>
        ))}
        {withActions && (
          <Table.Td className={classes.actions} py={0}>
            <RowActions row={row.original} actions={actions} label={rowLabel(row.original)} />
          </Table.Td>
        )}
      </Table.Tr>
    );
  };

  return (
    <div
      ref={scrollRef}
      className={classes.scroll}
      style={{ maxHeight: props.maxHeight }}
      data-testid="data-table-scroll"
    >
      <Table
        stickyHeader
        highlightOnHover
        verticalSpacing="xs"
        aria-label={props.label}
        aria-rowcount={rows.length}
      >
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  size="xs"
                  aria-label={t('table.selectPage')}
                  checked={rows.length > 0 && selectedOnPage === rows.length}
                  indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
                  onChange={(event) => selection.setMany(pageRows, event.currentTarget.checked)}
                />
              </Table.Th>
            )}
            {columns.map((column) => {
              const sorted = sortBy === column.id ? (descending ? 'descending' : 'ascending') : undefined;
              const header = String(column.columnDef.header ?? column.id);
              const Icon = sorted === 'ascending' ? IconArrowUp : sorted ? IconArrowDown : IconSelector;
              return (
                <Table.Th key={column.id} aria-sort={sorted ?? 'none'} w={column.columnDef.size}>
                  {column.getCanSort() ? (
                    <UnstyledButton className={classes.sortButton} onClick={() => onSort(column.id)}>
                      {header}
                      <Icon size={14} aria-hidden opacity={sorted ? 1 : 0.4} />
                    </UnstyledButton>
                  ) : (
                    header
                  )}
                </Table.Th>
              );
            })}
            {withActions && (
              <Table.Th w={120}>
                <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.skeletonRows
            ? Array.from({ length: props.skeletonRows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Table.Tr key={index} data-testid="data-table-skeleton-row">
                  <Table.Td colSpan={span}>
                    <Skeleton height={16} radius="sm" />
                  </Table.Td>
                </Table.Tr>
              ))
            : null}
          {virtual ? (
            <Suspense fallback={rows.slice(0, ROWS_BEFORE_VIRTUALIZER).map((_, index) => renderRow(index))}>
              <VirtualRows
                count={rows.length}
                rowHeight={ROW_HEIGHT}
                scrollRef={scrollRef}
                renderRow={renderRow}
              />
            </Suspense>
          ) : (
            rows.map((_, index) => renderRow(index))
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
