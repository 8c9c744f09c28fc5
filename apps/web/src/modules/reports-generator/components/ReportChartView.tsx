import type { reports } from '@atrium/contracts';
import { DirectionProvider, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { directionOf } from '../../../lib/languages.ts';
import { Chart, type ChartOption } from '../../../ui/Chart/index.ts';
import { formatNumber } from './reportCells.ts';

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
/** A label in the report's digits (the server writes dates and numbers with Western ones). */
const inDigits = (language: reports.ReportLanguage, text: string) =>
  language === 'ar' ? text.replace(/[0-9]/g, (d) => ARABIC_DIGITS[Number(d)] ?? d) : text;

/** The chart's option: no animation (drawn at once, before the print view says it is ready). */
export function reportChartOption(chart: reports.ReportChart, language: reports.ReportLanguage): ChartOption {
  const many = chart.labels.length > 12;
  return {
    animation: false,
    // ECharts 6 keeps the axis labels inside the chart (grid.outerBoundsMode 'auto').
    grid: { left: 48, right: 16, top: 24, bottom: 32 },
    xAxis: {
      type: 'category',
      data: chart.labels.map((label) => inDigits(language, label)),
      axisLabel: { rotate: many ? 45 : 0, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: (value: number) => formatNumber(language, value) },
    },
    series: [
      chart.kind === 'bar'
        ? { type: 'bar', name: chart.title, data: chart.values, barMaxWidth: 48 }
        : { type: 'line', name: chart.title, data: chart.values, showSymbol: chart.values.length <= 60 },
    ],
  };
}

/**
 * A saved report's chart above its table: its title, then the chart (the shared ECharts widget) in the
 * report's direction (an Arabic report's is mirrored whatever the screen's language), labelled for screen
 * readers by its title.
 */
export function ReportChartView({
  chart,
  language,
}: {
  chart: reports.ReportChart;
  language: reports.ReportLanguage;
}) {
  const option = useMemo(() => reportChartOption(chart, language), [chart, language]);
  return (
    <Stack gap={4} data-testid="report-chart" style={{ breakInside: 'avoid' }}>
      <Text fw={600}>{chart.title}</Text>
      <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
        <Chart option={option} label={chart.title} height={260} empty={chart.values.length === 0} />
      </DirectionProvider>
    </Stack>
  );
}
