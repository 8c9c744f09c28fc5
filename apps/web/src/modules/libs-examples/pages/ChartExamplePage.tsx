import { Group, Paper, SimpleGrid, Switch, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '../../../ui/Chart/index.ts';
import { DEVICE_STATUSES } from '../data.ts';
import { ExamplePage } from './ExamplePage.tsx';

const TEMPERATURES = [
  [21, 23, 22, 25, 24, 26, 23],
  [19, 20, 22, 21, 23, 22, 20],
];
const ALARMS = [4, 7, 2, 9, 5, 3, 6];
const STATUS_COUNTS = [64, 21, 15];

/** /core/libs-examples/chart: line, bar and pie charts, with the loading and empty states. */
export function ChartExamplePage() {
  const { t, i18n } = useTranslation('libs-examples');
  const [loading, setLoading] = useState(false);
  const [empty, setEmpty] = useState(false);
  const options = useMemo(() => {
    // The last seven days, named in the current language.
    const days = Array.from({ length: 7 }, (_, index) =>
      dayjs()
        .locale(i18n.language)
        .subtract(6 - index, 'day')
        .format('ddd'),
    );
    const data = <T,>(values: T[]) => (empty ? [] : values);
    const line: ChartOption = {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { top: 36, left: 40, right: 16, bottom: 28 },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value', name: '°C' },
      series: TEMPERATURES.map((values, index) => ({
        type: 'line',
        smooth: true,
        name: t('chart.sensor', { n: index + 1 }),
        data: data(values),
      })),
    };
    const bar: ChartOption = {
      tooltip: { trigger: 'axis' },
      grid: { top: 16, left: 40, right: 16, bottom: 28 },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value' },
      series: [{ type: 'bar', name: t('chart.alarms'), data: data(ALARMS) }],
    };
    const pie: ChartOption = {
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['40%', '70%'],
          data: data(
            DEVICE_STATUSES.map((status, index) => ({
              name: t(`statuses.${status}`),
              value: STATUS_COUNTS[index],
            })),
          ),
        },
      ],
    };
    return { line, bar, pie };
  }, [empty, t, i18n.language]);

  const card = (title: string, option: ChartOption) => (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h5" mb="sm">
        {title}
      </Title>
      <Chart option={option} label={title} loading={loading} height={260} />
    </Paper>
  );

  return (
    <ExamplePage title={t('chart.title')} description={t('chart.description')}>
      <Group>
        <Switch
          label={t('chart.loading')}
          checked={loading}
          onChange={(event) => setLoading(event.currentTarget.checked)}
        />
        <Switch
          label={t('chart.empty')}
          checked={empty}
          onChange={(event) => setEmpty(event.currentTarget.checked)}
        />
      </Group>
      {card(t('chart.line'), options.line)}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {card(t('chart.bar'), options.bar)}
        {card(t('chart.pie'), options.pie)}
      </SimpleGrid>
    </ExamplePage>
  );
}
