import type { FleetDashboard } from '@atrium/contracts/fleet/reports';
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
import { reports, useFleetDashboard } from '../../api/reports.ts';
import { useVehicleGroupOptions } from '../../api/vehicles.ts';
import { alarmsOption, distancePerDayOption, perVehicleOption, timePerDayOption } from './dashboardCharts.ts';

const RULES = { maxDays: reports.REPORT_MAX_DAYS, allowFuture: false };

/** Seconds as hours with one decimal. */
const hoursOf = (t: TFunction, seconds: number) =>
  t('reports.units.hours', { value: Math.round((seconds / 3600) * 10) / 10 });
const kmOf = (t: TFunction, km: number) => t('reports.units.km', { value: Math.round(km * 10) / 10 });

function Totals({ data }: { data: FleetDashboard }) {
  const { t } = useTranslation('fleet');
  const { totals } = data;
  const rate = totals.onTimeRate === null ? '—' : `${Math.round(totals.onTimeRate * 100)} %`;
  const items: [string, string, string | null][] = [
    ['distance', kmOf(t, totals.distanceKm), null],
    ['driving', hoursOf(t, totals.drivingSeconds), null],
    ['idle', hoursOf(t, totals.idleSeconds), null],
    [
      'activeVehicles',
      String(totals.activeVehicles),
      t('reports.dashboard.ofVehicles', { count: totals.vehicles }),
    ],
    [
      'jobsOnTime',
      rate,
      totals.jobsDone === 0
        ? t('reports.dashboard.noJobs')
        : t('reports.dashboard.jobsOf', { onTime: totals.jobsOnTime, done: totals.jobsDone }),
    ],
    ['alarms', String(totals.alarms), null],
  ];
  return (
    <TotalsGrid
      cols={{ base: 2, sm: 3, lg: 6 }}
      items={items.map(([key, value, note]) => ({
        key,
        label: t(`reports.dashboard.totals.${key}`),
        value,
        note,
      }))}
    />
  );
}

function VehiclesTable({ data }: { data: FleetDashboard }) {
  const { t } = useTranslation('fleet');
  if (data.perVehicle.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('reports.dashboard.noData')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label={t('reports.dashboard.vehiclesTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.columns.vehicle')}</Table.Th>
            <Table.Th>{t('reports.columns.plate')}</Table.Th>
            <Table.Th>{t('reports.dashboard.totals.distance')}</Table.Th>
            <Table.Th>{t('reports.dashboard.totals.driving')}</Table.Th>
            <Table.Th>{t('reports.dashboard.totals.idle')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.perVehicle.map((row) => (
            <Table.Tr key={row.vehicle.id}>
              <Table.Td>{row.vehicle.name}</Table.Td>
              <Table.Td dir="ltr">{row.vehicle.plate}</Table.Td>
              <Table.Td>{kmOf(t, row.distanceKm)}</Table.Td>
              <Table.Td>{hoursOf(t, row.drivingSeconds)}</Table.Td>
              <Table.Td>{hoursOf(t, row.idleSeconds)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Figures({ data, loading }: { data: FleetDashboard; loading: boolean }) {
  const { t } = useTranslation('fleet');
  const moved = data.totals.drivingSeconds > 0 || data.totals.idleSeconds > 0;
  return (
    <Stack gap="md">
      <Totals data={data} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          title={t('reports.dashboard.distancePerDay')}
          option={distancePerDayOption(t, data)}
          loading={loading}
          empty={data.totals.distanceKm === 0}
        />
        <ChartCard
          title={t('reports.dashboard.timePerDay')}
          option={timePerDayOption(t, data)}
          loading={loading}
          empty={!moved}
        />
        <ChartCard
          title={t('reports.dashboard.perVehicle')}
          option={perVehicleOption(t, data)}
          loading={loading}
          empty={data.perVehicle.length === 0}
        />
        <ChartCard
          title={t('reports.dashboard.alarmsByType')}
          option={alarmsOption(t, data)}
          loading={loading}
          empty={data.alarmsByType.length === 0}
        />
      </SimpleGrid>
      <FigureCard title={t('reports.dashboard.vehiclesTable')}>
        <VehiclesTable data={data} />
      </FigureCard>
    </Stack>
  );
}

/**
 * /fleet/analysis/dashboard: distance, driving and idle time per day and per vehicle, jobs done on time and
 * alarms by type, for a period (the last 7 days first) and all vehicles or one group.
 */
export function DashboardPage() {
  const { t } = useTranslation('fleet');
  const period = useAnalysisPeriod();
  const [groupId, setGroupId] = useState<string | null>(null);
  const groups = useVehicleGroupOptions();
  const figures = useFleetDashboard(period.from, period.to, groupId === null ? null : Number(groupId));
  return (
    <FiguresPage
      title={t('reports.dashboard.title')}
      description={t('reports.dashboard.description')}
      period={period}
      rules={RULES}
      filter={
        <Select
          label={t('reports.dashboard.group')}
          placeholder={t('reports.dashboard.allGroups')}
          data={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
          value={groupId}
          onChange={setGroupId}
          clearable
          w={200}
        />
      }
      figures={figures}
      failedTitle={t('reports.dashboard.loadFailed')}
    >
      {(data, loading) => <Figures data={data} loading={loading} />}
    </FiguresPage>
  );
}
