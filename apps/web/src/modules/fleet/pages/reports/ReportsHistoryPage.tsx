import { DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../kit/access.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FLEET_KEYS } from '../../access.ts';
import { fetchReports, reportKeys, reports, useDeleteReport, useDownloadReport } from '../../api/reports.ts';

type Report = reports.FleetReport;

/** A file size in kB or MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} kB`;
  return `${Math.round(bytes / (1024 * 102.4)) / 10} MB`;
}

const select = (
  key: string,
  label: string,
  values: readonly string[],
  text: (v: string) => string,
): FilterDefinition => ({
  type: 'select',
  key,
  label,
  multiple: false,
  optionValue: 'value',
  options: values.map((value) => ({ value, label: text(value) })),
});

function filtersOf(t: TFunction): FilterDefinition[] {
  return [
    select('kind', t('reports.history.kind'), reports.REPORT_KINDS, (v) => t(`reports.kinds.${v}`)),
    select('format', t('reports.history.format'), reports.REPORT_FORMATS, (v) => t(`reports.formats.${v}`)),
    select('status', t('reports.history.status'), reports.REPORT_STATUSES, (v) => t(`reports.statuses.${v}`)),
  ];
}

function columns(
  t: TFunction,
  download: (row: Report) => void,
  busy: number | null,
): DataTableColumn<Report>[] {
  return [
    { id: 'name', header: t('reports.history.name'), accessor: (row) => row.name },
    {
      id: 'kind',
      header: t('reports.history.kind'),
      sortable: false,
      accessor: (row) => t(`reports.kinds.${row.kind}`),
    },
    {
      id: 'format',
      header: t('reports.history.format'),
      sortable: false,
      accessor: (row) => t(`reports.formats.${row.format}`),
    },
    {
      id: 'period',
      header: t('reports.history.period'),
      sortable: false,
      accessor: (row) => `${formatDateTime(row.period.from)} – ${formatDateTime(row.period.to)}`,
      cell: (row) => (
        <Text size="sm" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(row.period.from)} – {formatDateTime(row.period.to)}
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('reports.history.status'),
      sortable: false,
      accessor: (row) => t(`reports.statuses.${row.status}`),
      cell: (row) => (
        <Tooltip label={row.error ?? ''} disabled={!row.error}>
          <Badge variant="light" color={row.status === 'ready' ? 'teal' : 'red'}>
            {t(`reports.statuses.${row.status}`)}
          </Badge>
        </Tooltip>
      ),
    },
    {
      id: 'vehicles',
      header: t('reports.history.vehicles'),
      sortable: false,
      accessor: (row) => row.vehicleCount,
    },
    {
      id: 'rows',
      header: t('reports.history.rows'),
      sortable: false,
      accessor: (row) => row.rowCount,
      hidden: true,
    },
    {
      id: 'size',
      header: t('reports.history.size'),
      sortable: false,
      accessor: (row) => formatSize(row.sizeBytes),
      hidden: true,
    },
    {
      id: 'template',
      header: t('reports.history.template'),
      sortable: false,
      accessor: (row) => row.template?.name ?? t('reports.history.deletedTemplate'),
      hidden: true,
    },
    {
      id: 'createdBy',
      header: t('reports.history.createdBy'),
      sortable: false,
      accessor: (row) => row.createdBy?.name ?? '',
      hidden: true,
    },
    {
      id: 'createdAt',
      header: t('reports.history.createdAt'),
      accessor: (row) => formatDateTime(row.createdAt),
      csv: (row) => row.createdAt,
    },
    {
      id: 'download',
      header: t('reports.history.download'),
      sortable: false,
      width: 96,
      cell: (row) => (
        <Group justify="center">
          <ActionIcon
            variant="subtle"
            disabled={row.status !== 'ready'}
            loading={busy === row.id}
            onClick={() => download(row)}
            aria-label={t('reports.history.downloadOf', {
              name: row.name,
              format: t(`reports.formats.${row.format}`),
            })}
            title={t('reports.history.download')}
          >
            <IconDownload size={16} />
          </ActionIcon>
        </Group>
      ),
    },
  ];
}

/** /fleet/reports/reports-history: every generated report, filtered by kind, format and status; download. */
export function ReportsHistoryPage() {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const remove = useDeleteReport();
  const download = useDownloadReport();
  const busy = download.isPending ? (download.variables?.id ?? null) : null;
  const tableColumns = useMemo(
    () => columns(t, (row) => download.mutate(row), busy),
    [t, download.mutate, busy],
  );
  const filters = useMemo(() => filtersOf(t), [t]);
  return (
    <Stack gap="lg">
      <PageHeader title={t('reports.history.title')} description={t('reports.history.description')} />
      <DataTable<Report>
        label={t('reports.history.title')}
        columns={tableColumns}
        fetchPage={fetchReports}
        queryKey={reportKeys.history()}
        tableKey="fleet_reports_history"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('reports.history.search')}
        rowLabel={(row) => `${row.name} (${formatDateTime(row.createdAt)})`}
        filters={filters}
        onDelete={can(FLEET_KEYS.reports.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
        deleteMessage={(row) => t('reports.history.deleteQuestion', { name: row.name })}
        exportFileName="reports-history"
        view="rows"
      />
    </Stack>
  );
}
