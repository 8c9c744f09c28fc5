import type { assetwatch } from '@atrium/contracts';
import { Card, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '../../../../ui/Chart/index.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useDashboard } from '../../api/dashboard.ts';
import { alarmsOption, byTypeOption, byZoneOption, movementsOption, stateOption } from './dashboardCharts.ts';

const DAYS = ['7', '30'] as const;

function Stat({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testId}>
        {value ?? '—'}
      </Text>
    </Card>
  );
}

function ChartCard({
  title,
  option,
  loading,
}: {
  title: string;
  option: ChartOption | null;
  loading: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h5" mb="xs">
        {title}
      </Title>
      <Chart
        option={option ?? {}}
        label={title}
        loading={loading}
        empty={option === null ? true : undefined}
        height={260}
      />
    </Card>
  );
}

/** /asset-watch/analysis/dashboard: assets by type, state and zone, seen and unseen, open alarms, movements. */
export function DashboardPage() {
  const { t } = useTranslation('asset-watch');
  const [days, setDays] = useState<(typeof DAYS)[number]>('7');
  const query = useDashboard(Number(days));
  const d = query.data;
  const option = (build: (t: TFunction, d: assetwatch.AwDashboard) => ChartOption) =>
    d ? build(t, d) : null;
  if (query.isError) return <QueryErrorState title={t('dashboard.failed')} query={query} />;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        actions={
          <SegmentedControl
            aria-label={t('dashboard.period')}
            value={days}
            onChange={(v) => setDays(v as (typeof DAYS)[number])}
            data={DAYS.map((n) => ({ value: n, label: t('dashboard.days', { count: Number(n) }) }))}
          />
        }
      />
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <Stat label={t('dashboard.assets')} value={d?.assets} testId="stat-assets" />
        <Stat label={t('dashboard.seen')} value={d?.seen} testId="stat-seen" />
        <Stat label={t('dashboard.unseen')} value={d?.unseen} testId="stat-unseen" />
        <Stat label={t('dashboard.locked')} value={d?.locked} testId="stat-locked" />
        <Stat
          label={t('dashboard.openAlarms')}
          value={d?.openAlarms.reduce((s, a) => s + a.count, 0)}
          testId="stat-alarms"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard title={t('dashboard.byType')} option={option(byTypeOption)} loading={query.isPending} />
        <ChartCard title={t('dashboard.byState')} option={option(stateOption)} loading={query.isPending} />
        <ChartCard title={t('dashboard.byZone')} option={option(byZoneOption)} loading={query.isPending} />
        <ChartCard
          title={t('dashboard.alarmsByRule')}
          option={option(alarmsOption)}
          loading={query.isPending}
        />
      </SimpleGrid>
      <ChartCard
        title={t('dashboard.movements')}
        option={option(movementsOption)}
        loading={query.isPending}
      />
    </Stack>
  );
}
