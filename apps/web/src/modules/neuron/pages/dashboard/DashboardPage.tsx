import { type Dashboard, MAX_DASHBOARD_DAYS } from '@atrium/contracts/anpr/dashboard';
import { Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '../../../../ui/Chart/index.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { type PeriodSelection, PeriodSelector, selectPreset } from '../../../../ui/PeriodSelector/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { Card, FiguresTable } from '../../../defcon/components/AnalysisTables.tsx';
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
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
      {keys.map((key) => (
        <Paper key={key} withBorder p="sm" data-testid={`total-${key}`}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t(`dashboard.totals.${key}`)}
          </Text>
          <Text fz="xl" fw={700}>
            {data.totals[key]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Figures({ data, loading }: { data: Dashboard; loading: boolean }) {
  const { t } = useTranslation('neuron');
  return (
    <Stack gap="md">
      <Totals data={data} />
      <Card title={t('dashboard.perDay')}>
        <Chart
          label={t('dashboard.perDay')}
          option={perDayOption(t, data)}
          loading={loading}
          empty={data.totals.reads === 0}
        />
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Card title={t('dashboard.perGate')}>
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
        </Card>
        <Card title={t('dashboard.unknownPlates')}>
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
        </Card>
      </SimpleGrid>
      <Card title={t('dashboard.busiestHours')}>
        <BusiestHours cells={data.busiestHours} />
      </Card>
    </Stack>
  );
}

/**
 * /neuron/owner/dashboard: entries and exits per day, denied reads and unknown plates, each gate's counts and
 * the busiest hours of the week (Saturday first), over a period (at most 92 days) and optionally one gate.
 */
export function DashboardPage() {
  const { t } = useTranslation('neuron');
  const [selection, setSelection] = useState<PeriodSelection>(() => selectPreset('last7Days', {}));
  const [boxId, setBoxId] = useState('');
  const boxes = useBoxOptions();
  const range = selection.kind === 'comparison' ? selection.current : selection;
  const figures = useNeuronDashboard(range.from, range.to, boxId);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        actions={
          <Group align="flex-end">
            <Select
              label={t('dashboard.gate')}
              placeholder={t('dashboard.allGates')}
              data={boxes.data ?? []}
              value={boxId || null}
              onChange={(value) => setBoxId(value ?? '')}
              clearable
              w={220}
            />
            <PeriodSelector value={selection} onChange={setSelection} comparisons={[]} rules={RULES} />
          </Group>
        }
      />
      {figures.data ? (
        <Figures data={figures.data} loading={figures.isFetching} />
      ) : figures.isError ? (
        <QueryErrorState title={t('dashboard.loadFailed')} query={figures} />
      ) : (
        <Chart label={t('dashboard.title')} option={{}} loading empty={false} />
      )}
    </Stack>
  );
}
