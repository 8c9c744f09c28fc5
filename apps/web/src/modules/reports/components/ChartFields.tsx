import { reports } from '@atrium/contracts';
import { Input, SegmentedControl, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHART_CHOICES, type ChartChoice, type Draft, firstChartColumn } from './draft.ts';
import { type FieldErrors, Section, type SetDraft } from './FormSection.tsx';
import { columnLabel, uiLanguage } from './reportText.ts';

/**
 * The report's chart, drawn above the PDF's table: none, bars or a line, and the numeric column it draws
 * (one of the source's numbers, durations or amounts). A source without such columns has no chart.
 */
export function ChartFields({ draft, set, fields }: { draft: Draft; set: SetDraft; fields: FieldErrors }) {
  const { t, i18n } = useTranslation('reports');
  const language = uiLanguage(i18n.language);
  const numeric = reports.chartColumnsOf(draft.source);
  return (
    <Section title={t('chart.title')}>
      <Text size="sm" c="dimmed">
        {t('chart.help', { max: reports.REPORT_CHART_MAX_POINTS })}
      </Text>
      {numeric.length === 0 ? (
        <Text size="sm" data-testid="chart-unavailable">
          {t('chart.noColumns')}
        </Text>
      ) : (
        <>
          <Input.Wrapper label={t('chart.kind')} error={fields.message('chart.kind')}>
            <div>
              <SegmentedControl
                aria-label={t('chart.kind')}
                mt={4}
                data={CHART_CHOICES.map((kind) => ({ value: kind, label: t(`chart.kinds.${kind}`) }))}
                value={draft.chartKind}
                onChange={(value) =>
                  set(
                    {
                      chartKind: value as ChartChoice,
                      chartColumn: draft.chartColumn ?? firstChartColumn(draft.source),
                    },
                    'chart.kind',
                    'chart.column',
                  )
                }
              />
            </div>
          </Input.Wrapper>
          {draft.chartKind !== 'none' && (
            <Select
              label={t('chart.column')}
              description={t('chart.columnHelp')}
              data={numeric.map((c) => ({ value: c.key, label: columnLabel(draft.source, c.key, language) }))}
              value={draft.chartColumn}
              onChange={(value) => value && set({ chartColumn: value }, 'chart.column')}
              allowDeselect={false}
              error={fields.message('chart.column')}
              withAsterisk
            />
          )}
        </>
      )}
    </Section>
  );
}
