import { reports } from '@atrium/contracts';
import { Center, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../../lib/languages.ts';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { ReportChartView } from '../../reports-generator/components/ReportChartView.tsx';
import { ReportTableView } from '../../reports-generator/components/ReportTableView.tsx';
import { usePrintLanguage } from '../../reports-generator/printData.ts';
import { useReportPreview } from '../api.ts';
import { type Draft, previewBodyOf } from './draft.ts';
import { Section } from './FormSection.tsx';

/** How long the form rests before its preview is asked for. */
export const PREVIEW_DEBOUNCE_MS = 500;

/**
 * The first rows of the report as the form holds it (POST …/report/preview, after the form rests for half a
 * second), drawn as the report prints them: in its language and direction, with its chart, groups and totals.
 */
export function ReportPreview({ companyId, draft }: { companyId: number; draft: Draft }) {
  const { t } = useTranslation('reports');
  const key = JSON.stringify(previewBodyOf(draft));
  const [settled] = useDebouncedValue(key, PREVIEW_DEBOUNCE_MS);
  const body = useMemo(() => JSON.parse(settled) as reports.ReportPreviewInput | null, [settled]);
  const preview = useReportPreview(companyId, body);
  const words = usePrintLanguage(draft.language);
  const timeZone = draft.schedule.timeZone || reports.REPORT_DEFAULT_TIME_ZONE;

  let content: React.ReactNode;
  if (body === null) content = <Text c="dimmed">{t('preview.incomplete')}</Text>;
  else if (preview.isError) content = <QueryErrorState title={t('preview.failed')} query={preview} />;
  else if (!preview.data || !words.ready)
    content = (
      <Center py="lg">
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">{t('preview.loading')}</Text>
        </Group>
      </Center>
    );
  else if (preview.data.rows.length === 0)
    content = <EmptyState compact title={t('preview.emptyTitle')} description={t('preview.emptyText')} />;
  else
    content = (
      <Stack gap="md">
        {preview.data.chart && <ReportChartView chart={preview.data.chart} language={draft.language} />}
        <ScrollArea type="auto" dir={directionOf(draft.language)} lang={draft.language}>
          <ReportTableView
            table={preview.data}
            language={draft.language}
            timeZone={timeZone}
            t={words.t}
            label={t('preview.table')}
            compact
          />
        </ScrollArea>
      </Stack>
    );
  return (
    <Section title={t('preview.title')}>
      <Text size="sm" c="dimmed">
        {t('preview.help', { count: reports.REPORT_PREVIEW_ROWS })}
      </Text>
      <div aria-live="polite" aria-busy={preview.isFetching}>
        {content}
      </div>
    </Section>
  );
}
