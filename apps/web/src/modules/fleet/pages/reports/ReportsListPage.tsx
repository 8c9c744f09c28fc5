import { DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Badge, Button, Stack } from '@mantine/core';
import { IconFileAnalytics, IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FLEET_KEYS } from '../../access.ts';
import { fetchTemplates, reportKeys, type reports, useDeleteTemplate } from '../../api/reports.ts';
import { FLEET_PATHS } from '../../paths.ts';
import { GenerateReportModal } from './GenerateReportModal.tsx';

type Template = reports.ReportTemplate;

/** Which vehicles a template covers, in words. */
export function vehicleSetText(t: TFunction, template: Pick<Template, 'vehicles' | 'group'>) {
  if (template.group) return t('reports.list.group', { name: template.group.name });
  if (template.vehicles.length === 0) return t('reports.list.allVehicles');
  if (template.vehicles.length <= 2) return template.vehicles.map((v) => v.name).join(', ');
  return t('reports.list.vehicleCount', { count: template.vehicles.length });
}

function columns(t: TFunction, onGenerate?: (row: Template) => void): DataTableColumn<Template>[] {
  const all: DataTableColumn<Template>[] = [
    { id: 'name', header: t('reports.list.name'), accessor: (row) => row.name },
    {
      id: 'kind',
      header: t('reports.list.kind'),
      accessor: (row) => t(`reports.kinds.${row.kind}`),
      cell: (row) => (
        <Badge variant="light" color="blue">
          {t(`reports.kinds.${row.kind}`)}
        </Badge>
      ),
    },
    {
      id: 'vehicles',
      header: t('reports.list.vehicles'),
      sortable: false,
      accessor: (row) => vehicleSetText(t, row),
    },
    {
      id: 'defaultPeriod',
      header: t('reports.list.defaultPeriod'),
      sortable: false,
      accessor: (row) => t(`reports.periods.${row.defaultPeriod}`),
    },
    {
      id: 'reportsCount',
      header: t('reports.list.reportsCount'),
      sortable: false,
      accessor: (row) => row.reportsCount,
    },
    {
      id: 'lastGeneratedAt',
      header: t('reports.list.lastGeneratedAt'),
      sortable: false,
      accessor: (row) =>
        row.lastGeneratedAt ? formatDateTime(row.lastGeneratedAt) : t('reports.list.never'),
      csv: (row) => row.lastGeneratedAt ?? '',
    },
  ];
  if (!onGenerate) return all;
  return [
    ...all,
    {
      id: 'generate',
      header: t('reports.list.generate'),
      sortable: false,
      width: 130,
      cell: (row) => (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconFileAnalytics size={14} />}
          onClick={() => onGenerate(row)}
          aria-label={t('reports.list.generateOf', { name: row.name })}
        >
          {t('reports.list.generate')}
        </Button>
      ),
    },
  ];
}

/** /fleet/reports/reports-list: the company's report templates; generate, edit and delete by permission. */
export function ReportsListPage() {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteTemplate();
  const [generating, setGenerating] = useState<Template | null>(null);
  const canCreate = can(FLEET_KEYS.reports.create);
  const tableColumns = useMemo(() => columns(t, canCreate ? setGenerating : undefined), [t, canCreate]);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('reports.list.title')}
        description={t('reports.list.description')}
        actions={
          canCreate && (
            <Button
              component={Link}
              to={FLEET_PATHS.reportCreateTemplate}
              leftSection={<IconPlus size={16} />}
            >
              {t('reports.list.create')}
            </Button>
          )
        }
      />
      <DataTable<Template>
        label={t('reports.list.title')}
        columns={tableColumns}
        fetchPage={fetchTemplates}
        queryKey={reportKeys.templates()}
        tableKey="fleet_reports_templates"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('reports.list.search')}
        rowLabel={(row) => row.name}
        onEdit={
          canCreate ? (row) => void navigate(`${FLEET_PATHS.reportCreateTemplate}?id=${row.id}`) : undefined
        }
        onDelete={can(FLEET_KEYS.reports.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
        deleteMessage={(row) => t('reports.list.deleteQuestion', { name: row.name })}
        exportFileName="report-templates"
        view="rows"
      />
      {generating && <GenerateReportModal template={generating} onClose={() => setGenerating(null)} />}
    </Stack>
  );
}
