import type { assetwatch } from '@atrium/contracts';
import { SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, FiguresPage, TotalsGrid } from '../../../../kit/components/analysis/FiguresPage.tsx';
import { useDashboard } from '../../api/dashboard.ts';
import { alarmsOption, byTypeOption, byZoneOption, movementsOption, stateOption } from './dashboardCharts.ts';

const DAYS = ['7', '30'] as const;
type Days = (typeof DAYS)[number];

function Figures({ data, loading }: { data: assetwatch.AwDashboard; loading: boolean }) {
  const { t } = useTranslation('asset-watch');
  const totals: [string, string, number][] = [
    ['assets', 'assets', data.assets],
    ['seen', 'seen', data.seen],
    ['unseen', 'unseen', data.unseen],
    ['locked', 'locked', data.locked],
    ['alarms', 'openAlarms', data.openAlarms.reduce((sum, a) => sum + a.count, 0)],
  ];
  return (
    <Stack gap="md">
      <TotalsGrid
        cols={{ base: 2, md: 5 }}
        items={totals.map(([key, label, value]) => ({ key, label: t(`dashboard.${label}`), value }))}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard title={t('dashboard.byType')} option={byTypeOption(t, data)} loading={loading} />
        <ChartCard title={t('dashboard.byState')} option={stateOption(t, data)} loading={loading} />
        <ChartCard title={t('dashboard.byZone')} option={byZoneOption(t, data)} loading={loading} />
        <ChartCard title={t('dashboard.alarmsByRule')} option={alarmsOption(t, data)} loading={loading} />
      </SimpleGrid>
      <ChartCard title={t('dashboard.movements')} option={movementsOption(t, data)} loading={loading} />
    </Stack>
  );
}

/** /asset-watch/analysis/dashboard: assets by type, state and zone, seen and unseen, open alarms, movements. */
export function DashboardPage() {
  const { t } = useTranslation('asset-watch');
  const [days, setDays] = useState<Days>('7');
  const figures = useDashboard(Number(days));
  return (
    <FiguresPage
      title={t('dashboard.title')}
      description={t('dashboard.description')}
      filter={
        <SegmentedControl
          aria-label={t('dashboard.period')}
          value={days}
          onChange={(v) => setDays(v as Days)}
          data={DAYS.map((n) => ({ value: n, label: t('dashboard.days', { count: Number(n) }) }))}
        />
      }
      // Polled every minute: the charts stay drawn while they refresh.
      figures={{ ...figures, isFetching: false }}
      failedTitle={t('dashboard.failed')}
    >
      {(data, loading) => <Figures data={data} loading={loading} />}
    </FiguresPage>
  );
}
