import type { facmgmt } from '@atrium/contracts';
import { Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
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
import { useBuildingOptions } from '../../api/buildings.ts';
import { useDashboard } from '../../api/dashboard.ts';
import {
  buildingsOption,
  busiestHours,
  hourLabel,
  peakHoursOption,
  percent,
  spacesOption,
  weekdaysOption,
} from './dashboardCharts.ts';

const RULES = { maxDays: 366, allowFuture: false };

const share = (value: number | null) => (value === null ? '—' : `${percent(value)} %`);
const hoursText = (t: TFunction, hours: number) =>
  t('dashboard.hours', { value: Math.round(hours * 10) / 10 });

function Totals({ data }: { data: facmgmt.Dashboard }) {
  const { t } = useTranslation('facility-booking');
  const { totals } = data;
  const items: [string, string, string | null][] = [
    ['utilisation', share(totals.utilisation), hoursText(t, totals.bookedHours)],
    ['occupancy', share(totals.measuredOccupancy), null],
    ['reservations', String(totals.reservations), null],
    [
      'noShows',
      String(totals.noShows),
      totals.judged === 0 ? t('dashboard.noneJudged') : t('dashboard.judged', { count: totals.judged }),
    ],
  ];
  return (
    <TotalsGrid
      cols={{ base: 2, lg: 4 }}
      items={items.map(([key, value, note]) => ({ key, label: t(`dashboard.totals.${key}`), value, note }))}
    />
  );
}

function Busiest({ data }: { data: facmgmt.Dashboard }) {
  const { t } = useTranslation('facility-booking');
  const peaks = busiestHours(data.peakHours);
  if (peaks.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.noBookings')}
      </Text>
    );
  return (
    <Text size="sm" data-testid="busiest-hours">
      {t('dashboard.busiest', {
        list: peaks.map((cell) => `${t(`weekdays.${cell.weekday}`)} ${hourLabel(cell.hour)}`).join(' · '),
      })}
    </Text>
  );
}

function SpacesTable({ data }: { data: facmgmt.Dashboard }) {
  const { t } = useTranslation('facility-booking');
  if (data.spaces.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.noSpaces')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t('dashboard.spacesTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.space')}</Table.Th>
            <Table.Th>{t('columns.building')}</Table.Th>
            <Table.Th>{t('columns.capacity')}</Table.Th>
            <Table.Th>{t('dashboard.totals.utilisation')}</Table.Th>
            <Table.Th>{t('dashboard.totals.occupancy')}</Table.Th>
            <Table.Th>{t('dashboard.totals.reservations')}</Table.Th>
            <Table.Th>{t('dashboard.totals.noShows')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.spaces.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.building.name}</Table.Td>
              <Table.Td>{row.capacity}</Table.Td>
              <Table.Td>{share(row.utilisation)}</Table.Td>
              <Table.Td>{row.hasSensor ? share(row.measuredOccupancy) : t('dashboard.noSensor')}</Table.Td>
              <Table.Td>{row.reservations}</Table.Td>
              <Table.Td>{row.hasSensor ? `${row.noShows} / ${row.judged}` : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Figures({ data, loading }: { data: facmgmt.Dashboard; loading: boolean }) {
  const { t } = useTranslation('facility-booking');
  const booked = data.totals.bookedHours > 0;
  return (
    <Stack gap="md">
      <Totals data={data} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          title={t('dashboard.perBuilding')}
          option={buildingsOption(t, data)}
          loading={loading}
          empty={data.buildings.length === 0}
        />
        <ChartCard
          title={t('dashboard.perSpace')}
          option={spacesOption(t, data)}
          loading={loading}
          empty={data.spaces.length === 0}
        />
        <ChartCard
          title={t('dashboard.peakHours')}
          option={peakHoursOption(t, data)}
          loading={loading}
          empty={!booked}
        >
          <Busiest data={data} />
        </ChartCard>
        <ChartCard
          title={t('dashboard.perWeekday')}
          option={weekdaysOption(t, data)}
          loading={loading}
          empty={!booked}
        />
      </SimpleGrid>
      <FigureCard title={t('dashboard.spacesTable')}>
        <SpacesTable data={data} />
      </FigureCard>
    </Stack>
  );
}

/**
 * /facility-booking/analysis/dashboard: utilisation (booked against open hours) and measured occupancy per
 * building and space, no-shows and the peak hours of the week (Saturday first), for a period (the last 7 days
 * first) and every building or one.
 */
export function DashboardPage() {
  const { t } = useTranslation('facility-booking');
  const period = useAnalysisPeriod();
  const [buildingId, setBuildingId] = useState<string | null>(null);
  const buildings = useBuildingOptions();
  const figures = useDashboard(period.from, period.to, buildingId === null ? null : Number(buildingId));
  return (
    <FiguresPage
      title={t('dashboard.title')}
      description={t('dashboard.description')}
      period={period}
      rules={RULES}
      filter={
        <Select
          label={t('columns.building')}
          placeholder={t('dashboard.allBuildings')}
          data={(buildings.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          value={buildingId}
          onChange={setBuildingId}
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
