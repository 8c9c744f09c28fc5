import type * as analysis from '@atrium/contracts/defcon/analysis';
import { SimpleGrid, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  ChartCard,
  FigureCard,
  FiguresPage,
  TotalsGrid,
} from '../../../../kit/components/analysis/FiguresPage.tsx';
import { useAnalysisPeriod } from '../../../../kit/components/analysis/usePeriod.ts';
import type { ChartOption } from '../../../../ui/Chart/index.ts';
import { useDefconAnalysis } from '../../api/analysis.ts';
import { FiguresTable, formatSeconds, TimesTable } from '../../components/AnalysisTables.tsx';

type Analysis = analysis.DefconAnalysis;
const RULES = { maxDays: 366, allowFuture: false };
const grid = { left: 40, right: 16, top: 32, bottom: 28, containLabel: true };

function perDayOption(t: TFunction, data: Analysis): ChartOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: data.perDay.map((day) => day.day) },
    yAxis: { type: 'value', minInterval: 1 },
    series: (['intrusion', 'status'] as const).map((kind) => ({
      type: 'bar',
      stack: 'alarms',
      name: t(`analysis.series.${kind}`),
      data: data.perDay.map((day) => day[kind]),
    })),
  };
}

function perCustomerOption(t: TFunction, data: Analysis): ChartOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: data.perCustomer.map((row) => row.customer.name) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'bar', name: t('analysis.series.alarms'), data: data.perCustomer.map((row) => row.alarms) },
      {
        type: 'bar',
        name: t('analysis.series.falseAlarms'),
        data: data.perCustomer.map((row) => row.falseAlarms),
      },
    ],
  };
}

function Totals({ data }: { data: Analysis }) {
  const { t } = useTranslation('defcon');
  const { totals } = data;
  const rate = totals.falseAlarmRate === null ? '—' : `${Math.round(totals.falseAlarmRate * 1000) / 10} %`;
  const items: [string, string | number][] = [
    ['alarms', totals.alarms],
    ['intrusion', totals.intrusion],
    ['status', totals.status],
    ['open', totals.open],
    ['falseAlarmRate', rate],
    ['escalatedToPolice', totals.escalatedToPolice],
    ['missedDeadlines', totals.missedDeadlines],
  ];
  return (
    <TotalsGrid
      cols={{ base: 2, sm: 4, lg: 7 }}
      items={items.map(([key, value]) => ({ key, label: t(`analysis.totals.${key}`), value }))}
    />
  );
}

function Figures({ data, loading }: { data: Analysis; loading: boolean }) {
  const { t } = useTranslation('defcon');
  return (
    <Stack gap="md">
      <Totals data={data} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          title={t('analysis.perDay')}
          option={perDayOption(t, data)}
          loading={loading}
          empty={data.totals.alarms === 0}
        />
        <ChartCard
          title={t('analysis.perCustomer')}
          option={perCustomerOption(t, data)}
          loading={loading}
          empty={data.perCustomer.length === 0}
        />
        <FigureCard title={t('analysis.times')}>
          <TimesTable times={data.times} />
        </FigureCard>
        <FigureCard title={t('analysis.byOperator')}>
          <FiguresTable
            label={t('analysis.byOperator')}
            rows={data.byOperator}
            rowKey={(row) => row.user.id}
            columns={[
              { header: t('analysis.columns.operator'), value: (row) => row.user.name },
              { header: t('analysis.columns.acknowledged'), value: (row) => row.acknowledged },
              { header: t('analysis.columns.median'), value: (row) => formatSeconds(row.acknowledge.median) },
              { header: t('analysis.columns.p90'), value: (row) => formatSeconds(row.acknowledge.p90) },
            ]}
          />
        </FigureCard>
        <FigureCard title={t('analysis.byStation')}>
          <FiguresTable
            label={t('analysis.byStation')}
            rows={data.byStation}
            rowKey={(row) => row.station.id}
            columns={[
              { header: t('analysis.columns.station'), value: (row) => row.station.name },
              { header: t('analysis.columns.handled'), value: (row) => row.handled },
              { header: t('analysis.columns.terminated'), value: (row) => row.terminated },
              { header: t('analysis.columns.median'), value: (row) => formatSeconds(row.terminate.median) },
              { header: t('analysis.columns.p90'), value: (row) => formatSeconds(row.terminate.p90) },
            ]}
          />
        </FigureCard>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /defcon/analysis/dashboard: alarms per day and per customer, the false-alarm rate, and the times to
 * acknowledge, dispatch and terminate (median, 90th percentile) by operator and by station, for a period.
 */
export function DashboardPage() {
  const { t } = useTranslation('defcon');
  const period = useAnalysisPeriod('thisMonth');
  const figures = useDefconAnalysis(period.from, period.to);
  return (
    <FiguresPage
      title={t('analysis.title')}
      description={t('analysis.description')}
      period={period}
      rules={RULES}
      figures={figures}
      failedTitle={t('analysis.loadFailed')}
    >
      {(data, loading) => <Figures data={data} loading={loading} />}
    </FiguresPage>
  );
}
