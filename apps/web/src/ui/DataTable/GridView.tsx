import { Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { flexRender, type Table as ReactTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './DataTable.module.css';
import { hasRowActions, type RowActionHandlers, RowActions } from './RowActions.tsx';
import type { RowId } from './types.ts';
import type { Selection } from './useSelection.ts';

export interface GridViewProps<T> {
  table: ReactTable<T>;
  selection: Selection<T> | null;
  actions: RowActionHandlers<T>;
  rowLabel: (row: T) => string;
  highlightedId: RowId | null;
  /** Custom card body (default: every visible column as label and value). */
  renderCard?: (row: T) => ReactNode;
}

/** A48: the grid-of-cards view, chosen automatically when the total is 10 or fewer (R182). */
export function GridView<T>({
  table,
  selection,
  actions,
  rowLabel,
  highlightedId,
  renderCard,
}: GridViewProps<T>) {
  const { t } = useTranslation('common');
  const withActions = hasRowActions(actions);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" p="md" data-testid="data-table-grid">
      {table.getRowModel().rows.map((row) => {
        const checked = selection?.isSelected(row.original) ?? false;
        return (
          <Card
            key={row.id}
            withBorder
            radius="md"
            padding="md"
            className={classes.card}
            data-row-id={row.id}
            data-highlighted={String(highlightedId) === row.id || undefined}
            aria-selected={selection ? checked : undefined}
          >
            {(selection || withActions) && (
              <Group justify="space-between" mb="xs" wrap="nowrap">
                {selection ? (
                  <Checkbox
                    size="xs"
                    aria-label={t('table.selectRow', { row: rowLabel(row.original) })}
                    checked={checked}
                    onChange={(event) => selection.toggle(row.original, event.currentTarget.checked)}
                  />
                ) : (
                  <span />
                )}
                {withActions && (
                  <RowActions row={row.original} actions={actions} label={rowLabel(row.original)} />
                )}
              </Group>
            )}
            {renderCard ? (
              renderCard(row.original)
            ) : (
              <Stack gap={6}>
                {row.getVisibleCells().map((cell) => (
                  <Group key={cell.id} justify="space-between" gap="sm" wrap="nowrap">
                    <Text size="xs" c="dimmed">
                      {String(cell.column.columnDef.header ?? cell.column.id)}
                    </Text>
                    <Text size="sm" ta="end" truncate component="div">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
