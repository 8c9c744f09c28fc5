import { DEFAULT_PAGE_SIZE, type reports } from '@atrium/contracts';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showToast } from '../../../lib/notify.tsx';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../ui/DataTable/index.ts';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { REPORT_KEYS, useCan, useReportsCompanyId } from '../access.ts';
import { fetchReports, reportKeys, useDeleteReport, useRunReport } from '../api.ts';
import { RunFiles, RunStatus } from '../components/RunStatus.tsx';
import {
  isPending,
  scheduleWords,
  sourceLabel,
  type UiLanguage,
  uiLanguage,
} from '../components/reportText.ts';
import { REPORT_CREATE_PATH, reportEditPath } from '../paths.ts';

type Report = reports.Report;

/** How often the list looks again while a run of a shown report is queued or running. */
const PENDING_REFRESH_MS = 3000;

interface Actions {
  companyId: number;
  canRun: boolean;
  onRun: (row: Report) => void;
  running: number | null;
}

function columnsOf(t: TFunction, language: UiLanguage, actions: Actions): DataTableColumn<Report>[] {
  return [
    { id: 'name', header: t('list.name'), accessor: (row) => row.name },
    { id: 'source', header: t('list.source'), accessor: (row) => sourceLabel(row.source, language) },
    {
      id: 'nextRunAt',
      header: t('list.schedule'),
      accessor: (row) => scheduleWords(t, row.schedule, row.nextRunAt, language).text,
      cell: (row) => {
        const { text, next } = scheduleWords(t, row.schedule, row.nextRunAt, language);
        return (
          <Stack gap={0}>
            <Text size="sm">{text}</Text>
            {!row.enabled && row.schedule.frequency !== 'none' ? (
              <Badge size="xs" variant="light" color="gray" w="fit-content">
                {t('list.paused')}
              </Badge>
            ) : (
              next && (
                <Text size="xs" c="dimmed">
                  {next}
                </Text>
              )
            )}
          </Stack>
        );
      },
    },
    {
      id: 'formats',
      header: t('list.formats'),
      sortable: false,
      accessor: (row) => row.formats.map((f) => t(`formats.${f}`)).join(', '),
    },
    {
      id: 'language',
      header: t('list.language'),
      sortable: false,
      accessor: (row) => t(`languages.${row.language}`),
    },
    {
      id: 'receptors',
      header: t('list.receptors'),
      sortable: false,
      accessor: (row) => row.receptors.length,
    },
    {
      id: 'lastRun',
      header: t('list.lastRun'),
      sortable: false,
      accessor: (row) => (row.lastRun ? t(`runs.statuses.${row.lastRun.status}`) : t('runs.never')),
      cell: (row) => <RunStatus run={row.lastRun} />,
    },
    {
      id: 'run',
      header: t('list.actions'),
      sortable: false,
      csv: () => '',
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          {actions.canRun && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlayerPlay size={14} />}
              aria-label={t('list.runNowOf', { name: row.name })}
              loading={actions.running === row.id}
              disabled={isPending(row.lastRun)}
              onClick={() => actions.onRun(row)}
            >
              {t('list.runNow')}
            </Button>
          )}
          <RunFiles companyId={actions.companyId} run={row.lastRun} what={row.name} />
        </Group>
      ),
    },
  ];
}

/** The company's reports; while a shown one's last run is on its way, the list looks again every 3 s. */
function ReportsTable({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation('reports');
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteReport(companyId);
  const run = useRunReport(companyId);
  const [pending, setPending] = useState(false);
  const [none, setNone] = useState(false);
  const queryKey = reportKeys.list(companyId);
  const list = useMemo(() => fetchReports(companyId), [companyId]);
  const fetchPage = useCallback(
    async (query: TableQuery, signal?: AbortSignal) => {
      const page = await list(query, signal);
      setPending(page.data.some((row) => isPending(row.lastRun)));
      setNone(page.totalRecords === 0 && !query.filter.name && query.offset === 0);
      return page;
    },
    [list],
  );
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: reportKeys.list(companyId) }),
      PENDING_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [pending, queryClient, companyId]);

  const { mutate: runNow } = run;
  const onRun = useCallback(
    (row: Report) =>
      runNow(row.id, {
        onSuccess: () => {
          showToast({ kind: 'notify', message: t('list.queued', { name: row.name }) });
          setPending(true);
        },
      }),
    [runNow, t],
  );
  const canRun = can(REPORT_KEYS.run);
  const language = uiLanguage(i18n.language);
  const running = run.isPending ? (run.variables ?? null) : null;
  const columns = useMemo(
    () => columnsOf(t, language, { companyId, canRun, onRun, running }),
    [t, language, companyId, canRun, onRun, running],
  );

  if (none)
    return (
      <EmptyState
        title={t('list.emptyTitle')}
        description={t('list.emptyText')}
        actions={
          can(REPORT_KEYS.create) && (
            <Button component={Link} to={REPORT_CREATE_PATH} leftSection={<IconPlus size={16} />}>
              {t('list.create')}
            </Button>
          )
        }
      />
    );
  return (
    <DataTable<Report>
      label={t('list.title')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={queryKey}
      defaultPageSize={DEFAULT_PAGE_SIZE}
      searchPlaceholder={t('list.search')}
      rowLabel={(row) => row.name}
      onEdit={can(REPORT_KEYS.update) ? (row) => void navigate(reportEditPath(row.id)) : undefined}
      onDelete={can(REPORT_KEYS.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
      deleteMessage={(row) => t('list.deleteQuestion', { name: row.name })}
      view="rows"
    />
  );
}

/** /reports/list (A37: the report permission): search, paging, last run and its status, run now, downloads. */
export function ReportsListPage() {
  const { t } = useTranslation('reports');
  const can = useCan();
  const companyId = useReportsCompanyId();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          can(REPORT_KEYS.create) &&
          companyId !== null && (
            <Button component={Link} to={REPORT_CREATE_PATH} leftSection={<IconPlus size={16} />}>
              {t('list.create')}
            </Button>
          )
        }
      />
      {companyId === null ? (
        <Alert color="blue" variant="light">
          {t('list.chooseCompany')}
        </Alert>
      ) : (
        <ReportsTable key={companyId} companyId={companyId} />
      )}
    </Stack>
  );
}
