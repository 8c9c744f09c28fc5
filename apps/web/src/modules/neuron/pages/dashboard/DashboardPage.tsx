import { type Dashboard, MAX_DASHBOARD_DAYS } from '@atrium/contracts/anpr/dashboard';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChartCard,
  FigureCard,
  FiguresPage,
  TotalsGrid,
} from '../../../../kit/components/analysis/FiguresPage.tsx';
import { useAnalysisPeriod } from '../../../../kit/components/analysis/usePeriod.ts';
import type { ChartOption } from '../../../../ui/Chart/index.ts';
import { FiguresTable } from '../../../defcon/components/AnalysisTables.tsx';
import { useBoxOptions } from '../../api/boxes.ts';
import { useNeuronDashboard } from '../../api/dashboard.ts';
import { when } from '../../components/format.ts';
import { BusiestHours } from './BusiestHours.tsx';

const RULES = { maxDays: MAX_DASHBOARD_DAYS, allowFuture: false };
const grid = { left: 40, right: 16, top: 32, bottom: 28, containLabel: true };
const SERIES = ['entries', 'exits', 'denied', 'unknown'] as const;

function perDayOption(t: TFunction, data: Dashboard): ChartOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: data.perDay.map((day) => day.date) },
    yAxis: { type: 'value', minInterval: 1 },
    series: SERIES.map((key) => ({
      type: key === 'entries' || key === 'exits' ? 'bar' : 'line',
      name: t(`dashboard.series.${key}`),
      data: data.perDay.map((day) => day[key]),
    })),
  };
}

function Totals({ data }: { data: Dashboard }) {
  const { t } = useTranslation('neuron');
  const keys = ['reads', 'entries', 'exits', 'allowed', 'denied', 'unknown', 'plates'] as const;
  return (
    <TotalsGrid
      cols={{ base: 2, sm: 4, lg: 7 }}
      items={keys.map((key) => ({ key, label: t(`dashboard.totals.${key}`), value: data.totals[key] }))}
    />
  );
}

function Figures({ data, loading }: { data: Dashboard; loading: boolean }) {
  const { t } = useTranslation('neuron');
  return (
    <Stack gap="md">
      <Totals data={data} />
      <ChartCard
        title={t('dashboard.perDay')}
        option={perDayOption(t, data)}
        loading={loading}
        empty={data.totals.reads === 0}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <FigureCard title={t('dashboard.perGate')}>
          <FiguresTable
            label={t('dashboard.perGate')}
            rows={data.perGate}
            rowKey={(row) => row.box.id}
            columns={[
              { header: t('dashboard.columns.gate'), value: (row) => row.box.gateName },
              { header: t('dashboard.totals.reads'), value: (row) => row.reads },
              { header: t('dashboard.totals.entries'), value: (row) => row.entries },
              { header: t('dashboard.totals.exits'), value: (row) => row.exits },
              { header: t('dashboard.totals.denied'), value: (row) => row.denied },
              { header: t('dashboard.totals.unknown'), value: (row) => row.unknown },
            ]}
          />
        </FigureCard>
        <FigureCard title={t('dashboard.unknownPlates')}>
          <FiguresTable
            label={t('dashboard.unknownPlates')}
            rows={data.unknownPlates}
            rowKey={(row) => row.plateNorm}
            columns={[
              { header: t('dashboard.columns.plate'), value: (row) => <span dir="ltr">{row.plate}</span> },
              { header: t('dashboard.totals.reads'), value: (row) => row.reads },
              { header: t('dashboard.columns.lastSeen'), value: (row) => when(row.lastSeenAt) },
            ]}
          />
        </FigureCard>
      </SimpleGrid>
      <FigureCard title={t('dashboard.busiestHours')}>
        <BusiestHours cells={data.busiestHours} />
      </FigureCard>
    </Stack>
  );
}

/**
 * /neuron/owner/dashboard: entries and exits per day, denied reads and unknown plates, each gate's counts and
 * the busiest hours of the week (Saturday first), over a period (at most 92 days) and optionally one gate.
 */
export function DashboardPage() {
  const { t } = useTranslation('neuron');
  const period = useAnalysisPeriod();
  const [boxId, setBoxId] = useState('');
  const boxes = useBoxOptions();
  const figures = useNeuronDashboard(period.from, period.to, boxId);
  return (
    <FiguresPage
      title={t('dashboard.title')}
      description={t('dashboard.description')}
      period={period}
      rules={RULES}
      filter={
        <Select
          label={t('dashboard.gate')}
          placeholder={t('dashboard.allGates')}
          data={boxes.data ?? []}
          value={boxId || null}
          onChange={(value) => setBoxId(value ?? '')}
          clearable
          w={220}
        />
      }
      figures={figures}
      failedTitle={t('dashboard.loadFailed')}
    >
      {(data, loading) => <Figures data={data} loading={loading} />}
    </FiguresPage>
  );
}
