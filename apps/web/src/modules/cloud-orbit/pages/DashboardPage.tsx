import type { rodent } from '@atrium/contracts';
import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChartCard,
  FigureCard,
  FiguresPage,
  TotalsGrid,
} from '../../../kit/components/analysis/FiguresPage.tsx';
import { useAnalysisPeriod } from '../../../kit/components/analysis/usePeriod.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingCard } from '../../places/components/LoadingCard.tsx';
import { useDashboard, useHeatmap } from '../api/rodent.ts';
import { activityOption, bucketFor, eventCount, floorsOption } from '../components/activityChart.ts';
import { HeatMap } from '../components/HeatMap.tsx';

const RULES = { maxDays: 366, allowFuture: false };

function Totals({ data }: { data: rodent.Dashboard }) {
  const { t } = useTranslation('cloud-orbit');
  const kinds = ['trap-triggered', 'bait-consumed', 'moved', 'opened'] as const;
  return (
    <TotalsGrid
      cols={{ base: 2, lg: 6 }}
      items={[
        { key: 'stations', label: t('dashboard.stations'), value: String(data.stations) },
        { key: 'openAlarms', label: t('dashboard.openAlarms'), value: String(data.openAlarms) },
        ...kinds.map((kind) => ({ key: kind, label: t(`kinds.${kind}`), value: String(data.totals[kind]) })),
      ]}
    />
  );
}

function FloorHeat({
  from,
  to,
  floors,
}: {
  from: string;
  to: string;
  floors: { value: string; label: string }[];
}) {
  const { t } = useTranslation('cloud-orbit');
  const [chosen, setChosen] = useState<string | null>(null);
  const floorId = chosen ?? floors[0]?.value ?? null;
  const heat = useHeatmap(floorId === null ? null : Number(floorId), from, to);
  return (
    <FigureCard title={t('heatmap.title')}>
      <Select
        label={t('heatmap.floor')}
        data={floors}
        value={floorId}
        onChange={setChosen}
        allowDeselect={false}
        w={320}
        mb="sm"
      />
      {floorId === null ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.noStations')}
        </Text>
      ) : heat.isError ? (
        <QueryErrorState title={t('heatmap.loadFailed')} query={heat} />
      ) : heat.data ? (
        <HeatMap data={heat.data} />
      ) : (
        <LoadingCard rows={4} />
      )}
    </FigureCard>
  );
}

function Figures({
  data,
  loading,
  from,
  to,
}: {
  data: rodent.Dashboard;
  loading: boolean;
  from: string;
  to: string;
}) {
  const { t } = useTranslation('cloud-orbit');
  const floors = data.structures.flatMap((s) =>
    s.floors.map((f) => ({ value: String(f.id), label: `${s.name} · ${f.name}` })),
  );
  return (
    <Stack gap="md">
      <Totals data={data} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {data.structures.map((structure) => (
          <ChartCard
            key={structure.id}
            title={t('dashboard.activityOf', { name: structure.name })}
            option={activityOption(t, data, structure.series)}
            loading={loading}
            empty={eventCount(structure.totals) === 0}
          />
        ))}
        <ChartCard
          title={t('dashboard.perFloor')}
          option={floorsOption(t, data)}
          loading={loading}
          empty={floors.length === 0}
        />
      </SimpleGrid>
      {data.structures.map((structure) =>
        structure.floors.length > 1 ? (
          <SimpleGrid key={structure.id} cols={{ base: 1, lg: 2 }} spacing="md">
            {structure.floors.map((floor) => (
              <ChartCard
                key={floor.id}
                title={t('dashboard.activityOf', { name: `${structure.name} · ${floor.name}` })}
                option={activityOption(t, data, floor.series)}
                loading={loading}
                empty={eventCount(floor.totals) === 0}
              />
            ))}
          </SimpleGrid>
        ) : null,
      )}
      <FloorHeat from={from} to={to} floors={floors} />
    </Stack>
  );
}

/**
 * /cloud-orbit/analysis/dashboard: events (trap triggered, bait consumed, moved, opened, battery low, silent)
 * per structure and floor over the period, by hour, day or week as the period's length asks, and a floor's
 * heat map: its stations at their places on the layout, hotter with more events.
 */
export function DashboardPage() {
  const { t } = useTranslation('cloud-orbit');
  const period = useAnalysisPeriod('last7Days');
  const bucket = period.from && period.to ? bucketFor(period.from, period.to) : 'day';
  const figures = useDashboard(period.from, period.to, bucket);
  return (
    <FiguresPage
      title={t('dashboard.title')}
      description={t('dashboard.description')}
      period={period}
      rules={RULES}
      figures={figures}
      failedTitle={t('dashboard.loadFailed')}
    >
      {(data, loading) =>
        data.stations === 0 ? (
          <Text c="dimmed" data-testid="no-stations">
            {t('dashboard.noStations')}
          </Text>
        ) : (
          <Figures data={data} loading={loading} from={period.from} to={period.to} />
        )
      }
    </FiguresPage>
  );
}
