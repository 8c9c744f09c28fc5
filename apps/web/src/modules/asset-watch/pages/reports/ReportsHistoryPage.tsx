import { type assetwatch, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Badge, Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../kit/access.ts';
import { tableKeyOf } from '../../../../kit/app.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { AW_KEYS } from '../../access.ts';
import { downloadReport, fetchReports, reportKeys, useDeleteReport } from '../../api/reports.ts';
import { ASSET_WATCH } from '../../kitApp.ts';

type Report = assetwatch.AwReport;

/** /asset-watch/reports/reports-history: the generated reports, newest first; a ready one downloads again. */
export function ReportsHistoryPage() {
  const { t } = useTranslation('asset-watch');
  const can = useCan();
  const remove = useDeleteReport();
  const columns = useMemo(
    (): DataTableColumn<Report>[] => [
      {
        id: 'createdAt',
        header: t('fields.createdAt'),
        accessor: (r) => formatDateTime(r.createdAt),
        csv: (r) => r.createdAt,
      },
      { id: 'name', header: t('fields.name'), sortable: false },
      { id: 'format', header: t('reports.format'), sortable: false, accessor: (r) => r.format.toUpperCase() },
      {
        id: 'period',
        header: t('reports.period'),
        sortable: false,
        accessor: (r) => `${formatDateTime(r.periodFrom)} – ${formatDateTime(r.periodTo)}`,
      },
      { id: 'rowCount', header: t('reports.rows'), sortable: false },
      {
        id: 'status',
        header: t('fields.state'),
        sortable: false,
        accessor: (r) => t(`reports.status.${r.status}`),
        cell: (r) => (
          <Badge color={r.status === 'ready' ? 'teal.9' : 'red.9'} title={r.error ?? undefined}>
            {t(`reports.status.${r.status}`)}
          </Badge>
        ),
      },
      {
        id: 'file',
        header: t('reports.file'),
        sortable: false,
        cell: (r) =>
          r.status === 'ready' ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              onClick={() => void downloadReport(r)}
            >
              {t('reports.download')}
            </Button>
          ) : (
            (r.error ?? '')
          ),
      },
    ],
    [t],
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('reports.historyTitle')} description={t('reports.historyDescription')} />
      <DataTable<Report>
        label={t('reports.historyTitle')}
        columns={columns}
        fetchPage={fetchReports}
        queryKey={reportKeys.history()}
        tableKey={tableKeyOf(ASSET_WATCH, 'reports', 'history')}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchKey={false}
        rowLabel={(r) => r.name}
        onDelete={can(AW_KEYS.reports.delete) ? (r) => remove.mutateAsync(r.id) : undefined}
        deleteMessage={(r) => t('common.deleteQuestion', { name: r.name })}
        view="rows"
        exportFileName="asset-watch-reports-history"
      />
    </Stack>
  );
}
