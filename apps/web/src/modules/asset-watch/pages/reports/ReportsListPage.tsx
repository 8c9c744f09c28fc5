import { type assetwatch, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Button, Menu, Stack } from '@mantine/core';
import { IconFileExport, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { tableKeyOf } from '../../../../kit/app.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { AW_KEYS } from '../../access.ts';
import { fetchTemplates, reportKeys, useDeleteTemplate, useGenerateReport } from '../../api/reports.ts';
import { ASSET_WATCH } from '../../kitApp.ts';
import { AW_PATHS } from '../../paths.ts';

type Template = assetwatch.ReportTemplate;

function GenerateMenu({ template }: { template: Template }) {
  const { t } = useTranslation('asset-watch');
  const navigate = useNavigate();
  const generate = useGenerateReport();
  const run = (format: 'csv' | 'pdf') =>
    generate.mutate({ id: template.id, format }, { onSuccess: () => navigate(AW_PATHS.reportsHistory) });
  return (
    <Menu withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileExport size={14} />}
          loading={generate.isPending}
        >
          {t('reports.generate')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => run('csv')}>CSV</Menu.Item>
        <Menu.Item onClick={() => run('pdf')}>PDF</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** /asset-watch/reports/reports-list: the company's report templates; each generates a CSV or a PDF. */
export function ReportsListPage() {
  const { t } = useTranslation('asset-watch');
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteTemplate();
  const columns = useMemo(
    (): DataTableColumn<Template>[] => [
      { id: 'name', header: t('fields.name') },
      {
        id: 'columns',
        header: t('reports.columnsField'),
        sortable: false,
        accessor: (row) => row.columns.map((c) => t(`reports.columns.${c}`)).join(', '),
      },
      {
        id: 'period',
        header: t('reports.period'),
        sortable: false,
        accessor: (row) => t(`reports.periods.${row.period}`),
      },
      {
        id: 'createdAt',
        header: t('fields.createdAt'),
        accessor: (row) => formatDate(row.createdAt),
        csv: (row) => row.createdAt,
      },
      ...(can(AW_KEYS.reports.export)
        ? [
            {
              id: 'generate',
              header: t('reports.generate'),
              sortable: false,
              cell: (row: Template) => <GenerateMenu template={row} />,
            },
          ]
        : []),
    ],
    [t, can],
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('reports.title')}
        description={t('reports.description')}
        actions={
          can(AW_KEYS.reports.create) && (
            <Button component={Link} to={AW_PATHS.createTemplate} leftSection={<IconPlus size={16} />}>
              {t('reports.add')}
            </Button>
          )
        }
      />
      <DataTable<Template>
        label={t('reports.title')}
        columns={columns}
        fetchPage={fetchTemplates}
        queryKey={reportKeys.templates()}
        tableKey={tableKeyOf(ASSET_WATCH, 'reports', 'templates')}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('common.searchName')}
        rowLabel={(row) => row.name}
        onEdit={can(AW_KEYS.reports.update) ? (row) => navigate(AW_PATHS.updateTemplate(row.id)) : undefined}
        onDelete={can(AW_KEYS.reports.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
        deleteMessage={(row) => t('common.deleteQuestion', { name: row.name })}
        view="rows"
        exportFileName="asset-watch-report-templates"
      />
    </Stack>
  );
}
