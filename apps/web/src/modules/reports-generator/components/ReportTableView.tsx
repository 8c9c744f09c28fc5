import type { reports } from '@atrium/contracts';
import { Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatCell, formatNumber, totalsText } from './reportCells.ts';

interface Props {
  table: reports.ReportTable;
  language: reports.ReportLanguage;
  /** Datetime cells are shown in this zone. */
  timeZone: string;
  /** reports-generator's words in the report's language. */
  t: TFunction;
  label: string;
  /** Smaller text (the form's preview). */
  compact?: boolean;
}

/**
 * A saved report's table (print view and the form's preview): a real <table> whose <thead> repeats on every
 * printed page, rows group by group with a subtotal row each when grouped, and a totals row at the end.
 */
export function ReportTableView({ table, language, timeZone, t, label, compact }: Props) {
  const { columns } = table;
  const cell = (row: readonly reports.ReportCell[], index: number) => {
    const column = columns[index];
    return column ? formatCell(t, language, timeZone, column.type, row[index]) : '';
  };
  const rowsOf = (first: number, count: number, keyPrefix: string) =>
    table.rows.slice(first, first + count).map((row, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: rows are drawn once, in order, and never move
      <Table.Tr key={`${keyPrefix}-${i}`}>
        {columns.map((column, c) => (
          <Table.Td key={column.key}>{cell(row, c)}</Table.Td>
        ))}
      </Table.Tr>
    ));
  const totalsRow = (
    key: string,
    title: string,
    totals: readonly reports.ReportTotal[],
    testId: string,
  ): ReactNode => (
    <Table.Tr key={key} data-testid={testId} fw={700}>
      {columns.map((column, c) => {
        const figures = totalsText(t, language, timeZone, column, totals);
        return (
          <Table.Td key={column.key}>
            {c === 0 ? [title, figures].filter(Boolean).join(' — ') : figures}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );

  const body =
    table.groups.length === 0 ? (
      <Table.Tbody>{rowsOf(0, table.rows.length, 'row')}</Table.Tbody>
    ) : (
      table.groups.map((group, g) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups are drawn once, in order
        <Table.Tbody key={g} data-testid="report-group">
          <Table.Tr>
            <Table.Th colSpan={columns.length} scope="colgroup">
              {t('dynamicReport.group', {
                label: group.label,
                count: formatNumber(language, group.rowCount),
              })}
            </Table.Th>
          </Table.Tr>
          {rowsOf(group.firstRow, group.shownRows, `g${g}`)}
          {totalsRow(
            `sub${g}`,
            t('dynamicReport.subtotal', { count: formatNumber(language, group.rowCount) }),
            group.subtotals,
            'report-subtotal',
          )}
        </Table.Tbody>
      ))
    );

  return (
    <>
      <Table
        withTableBorder
        withColumnBorders
        striped={table.groups.length === 0}
        fz={compact ? 'xs' : 'sm'}
        aria-label={label}
        className="report-table"
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {body}
        {table.totals && (
          <Table.Tfoot>
            {totalsRow(
              'totals',
              t('dynamicReport.total', { count: formatNumber(language, table.totals.rowCount) }),
              table.totals.values,
              'report-totals',
            )}
          </Table.Tfoot>
        )}
      </Table>
      {table.truncated && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('dynamicReport.truncated', {
            shown: formatNumber(language, table.rows.length),
            total: formatNumber(language, table.rowCount),
          })}
        </Text>
      )}
    </>
  );
}
