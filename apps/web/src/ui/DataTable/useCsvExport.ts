import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildCsv, downloadCsv, fetchAllRows } from './csv.ts';
import type { DataTableColumn, FetchPage, TableQuery } from './types.ts';

/** A48, A69: exports every row of the current filter and sort (pages of 50) as a CSV file. */
export function useCsvExport<T>(fileName: string | undefined, fetchPage: FetchPage<T>) {
  const { t } = useTranslation('common');
  const [exporting, setExporting] = useState(false);

  const run = async (query: TableQuery, columns: DataTableColumn<T>[]) => {
    if (!fileName) return;
    setExporting(true);
    try {
      const { limit: _limit, offset: _offset, ...rest } = query;
      const rows = await fetchAllRows(fetchPage, rest);
      downloadCsv(fileName, buildCsv(columns, rows));
    } catch (error) {
      console.error('[DataTable] export failed', error);
      notifications.show({ color: 'red', message: t('table.exportFailed') });
    } finally {
      setExporting(false);
    }
  };

  return { exporting, run: fileName ? run : undefined };
}
