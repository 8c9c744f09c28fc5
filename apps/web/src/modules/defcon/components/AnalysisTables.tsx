import type * as analysis from '@atrium/contracts/defcon/analysis';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Seconds as the largest sensible unit: 45 s, 3 min 20 s, 2 h 5 min. */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '—';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const minutes = Math.round((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${minutes ? ` ${minutes} min` : ''}`;
}

interface Column<T> {
  header: string;
  value: (row: T) => ReactNode;
}

/** A small table of figures; "no data" when it has no rows. */
export function FiguresTable<T>({
  label,
  rows,
  columns,
  rowKey,
}: {
  label: string;
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
}) {
  const { t } = useTranslation('defcon');
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('analysis.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table aria-label={label} striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.value(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Median and 90th percentile of the three response times. */
export function TimesTable({ times }: { times: analysis.DefconAnalysis['times'] }) {
  const { t } = useTranslation('defcon');
  const rows = (['acknowledge', 'dispatch', 'terminate'] as const).map((measure) => ({
    measure,
    ...times[measure],
  }));
  return (
    <FiguresTable
      label={t('analysis.times')}
      rows={rows}
      rowKey={(row) => row.measure}
      columns={[
        { header: t('analysis.columns.measure'), value: (row) => t(`analysis.measures.${row.measure}`) },
        { header: t('analysis.columns.count'), value: (row) => row.count },
        { header: t('analysis.columns.median'), value: (row) => formatSeconds(row.median) },
        { header: t('analysis.columns.p90'), value: (row) => formatSeconds(row.p90) },
      ]}
    />
  );
}
