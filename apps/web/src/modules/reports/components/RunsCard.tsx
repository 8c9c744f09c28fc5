import type { reports } from '@atrium/contracts';
import { Button, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/notify.tsx';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingBar } from '../../../ui/LoadingBar.tsx';
import { REPORT_KEYS, useCan } from '../access.ts';
import { useReportRuns, useRunReport } from '../api.ts';
import { PrintActions } from './PrintActions.tsx';
import { RunFiles, RunStatus } from './RunStatus.tsx';
import { isPending, uiLanguage } from './reportText.ts';

/** The report's past runs, newest first: when, why, status, tries, rows, who got it and its files; run now. */
export function RunsCard({ companyId, report }: { companyId: number; report: reports.Report }) {
  const { t, i18n } = useTranslation('reports');
  const can = useCan();
  const runs = useReportRuns(companyId, report.id);
  const run = useRunReport(companyId);
  const language = uiLanguage(i18n.language);
  const busy = runs.data?.some(isPending) ?? false;
  let body: React.ReactNode;
  if (runs.isPending) body = <LoadingBar />;
  else if (runs.isError) body = <QueryErrorState title={t('runs.loadFailed')} query={runs} />;
  else if (runs.data.length === 0) body = <EmptyState compact title={t('runs.none')} />;
  else
    body = (
      <ScrollArea type="auto">
        <Table withTableBorder fz="sm" aria-label={t('runs.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('runs.status')}</Table.Th>
              <Table.Th>{t('runs.trigger')}</Table.Th>
              <Table.Th>{t('runs.attempts')}</Table.Th>
              <Table.Th>{t('runs.rows')}</Table.Th>
              <Table.Th>{t('runs.mailedTo')}</Table.Th>
              <Table.Th>{t('runs.files')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.data.map((one) => (
              <Table.Tr key={one.id}>
                <Table.Td>
                  <RunStatus run={one} />
                  {one.error && (
                    <Text size="xs" c="red">
                      {one.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{t(`runs.triggers.${one.trigger}`)}</Table.Td>
                <Table.Td>{one.attempts}</Table.Td>
                <Table.Td>{one.rowCount === null ? '—' : one.rowCount.toLocaleString(language)}</Table.Td>
                <Table.Td>{one.mailedTo.length === 0 ? '—' : one.mailedTo.join(', ')}</Table.Td>
                <Table.Td>
                  <RunFiles companyId={companyId} run={one} what={report.name} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    );
  return (
    <Paper withBorder p="lg" component="section" aria-label={t('runs.title')}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t('runs.title')}
          </Title>
          {can(REPORT_KEYS.run) && (
            <Button
              variant="light"
              leftSection={<IconPlayerPlay size={16} />}
              loading={run.isPending}
              disabled={busy}
              onClick={() =>
                run.mutate(report.id, {
                  onSuccess: () =>
                    showToast({ kind: 'notify', message: t('list.queued', { name: report.name }) }),
                })
              }
            >
              {t('list.runNow')}
            </Button>
          )}
        </Group>
        <PrintActions companyId={companyId} report={report} />
        {body}
      </Stack>
    </Paper>
  );
}
