import type { sparking } from '@atrium/contracts';
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceFiguresPage } from '../../../../kit/components/analysis/ChoiceFiguresPage.tsx';
import { ChartCard, FigureCard, TotalsGrid } from '../../../../kit/components/analysis/FiguresPage.tsx';
import { useDashboard } from '../../api/dashboard.ts';
import { useLocationOptions } from '../../api/locations.ts';
import { locationsOption, occupancyOption, stayText } from './dashboardCharts.ts';

const RULES = { maxDays: 92, allowFuture: false };
const share = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)} %`);
const turnoverText = (value: number | null) => (value === null ? '—' : value.toFixed(2));

function Totals({ data }: { data: sparking.Dashboard }) {
  const { t } = useTranslation('smart-parking');
  const { totals } = data;
  return (
    <TotalsGrid
      cols={{ base: 2, lg: 4 }}
      items={[
        {
          key: 'occupied',
          label: t('dashboard.occupiedNow'),
          value: share(totals.now.occupied, totals.capacity),
          note: t('dashboard.ofSpots', { occupied: totals.now.occupied, capacity: totals.capacity }),
        },
        {
          key: 'free',
          label: t('dashboard.freeNow'),
          value: String(totals.now.free),
          note: t('dashboard.closedUnknown', { closed: totals.now.closed, unknown: totals.now.unknown }),
        },
        { key: 'stay', label: t('dashboard.averageStay'), value: stayText(t, totals.averageStayMinutes) },
        {
          key: 'turnover',
          label: t('dashboard.turnover'),
          value: turnoverText(totals.turnover),
          note: t('dashboard.stays', { n: totals.stays }),
        },
      ]}
    />
  );
}

function LocationsTable({ data }: { data: sparking.Dashboard }) {
  const { t } = useTranslation('smart-parking');
  if (data.locations.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.noLocations')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t('dashboard.perLocation')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.location')}</Table.Th>
            <Table.Th>{t('columns.capacity')}</Table.Th>
            <Table.Th>{t('states.free')}</Table.Th>
            <Table.Th>{t('states.occupied')}</Table.Th>
            <Table.Th>{t('states.closed')}</Table.Th>
            <Table.Th>{t('states.unknown')}</Table.Th>
            <Table.Th>{t('dashboard.averageStay')}</Table.Th>
            <Table.Th>{t('dashboard.turnover')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.locations.map((row) => (
            <Table.Tr key={row.id} data-testid={`dashboard-location-${row.id}`}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.capacity}</Table.Td>
              <Table.Td>{row.now.free}</Table.Td>
              <Table.Td>{row.now.occupied}</Table.Td>
              <Table.Td>{row.now.closed}</Table.Td>
              <Table.Td>{row.now.unknown}</Table.Td>
              <Table.Td>{stayText(t, row.averageStayMinutes)}</Table.Td>
              <Table.Td>{turnoverText(row.turnover)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Figures({ data, loading }: { data: sparking.Dashboard; loading: boolean }) {
  const { t } = useTranslation('smart-parking');
  return (
    <Stack gap="md">
      <Totals data={data} />
      <FigureCard title={t('dashboard.perLocation')}>
        <LocationsTable data={data} />
      </FigureCard>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          title={t('dashboard.overTime')}
          option={occupancyOption(t, data)}
          loading={loading}
          empty={data.totals.capacity === 0}
        />
        <ChartCard
          title={t('dashboard.stayTurnover')}
          option={locationsOption(t, data)}
          loading={loading}
          empty={data.totals.stays === 0}
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /smart-parking/analysis/dashboard: occupancy now per location, occupancy over time, average stay and
 * turnover over a period (the last 7 days first), for every location or one.
 */
export function DashboardPage() {
  const { t } = useTranslation('smart-parking');
  const locations = useLocationOptions();
  return (
    <ChoiceFiguresPage
      title={t('dashboard.title')}
      description={t('dashboard.description')}
      rules={RULES}
      choice={{
        label: t('columns.location'),
        placeholder: t('dashboard.allLocations'),
        options: (locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name })),
      }}
      useFigures={useDashboard}
      failedTitle={t('dashboard.loadFailed')}
    >
      {(data, loading) => <Figures data={data} loading={loading} />}
    </ChoiceFiguresPage>
  );
}
