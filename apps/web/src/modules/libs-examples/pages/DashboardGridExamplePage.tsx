import { Button, Group, Switch, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../ui/Chart/index.ts';
import { DashboardGrid, type DashboardItem, type DashboardWidget } from '../../../ui/DashboardGrid/index.ts';
import { ExamplePage } from './ExamplePage.tsx';
import { ExampleResult } from './ExampleResult.tsx';

/** The sensor-solution analysis widgets of spec §2 with their minimum sizes (A55). */
const SIZES = {
  readings: { w: 3, h: 1 },
  alarms: { w: 3, h: 1 },
  structures: { w: 5.5, h: 1 },
  devices: { w: 5.5, h: 1 },
  statistics: { w: 4, h: 0.5 },
} as const;

const INITIAL_LAYOUT: DashboardItem[] = [
  { i: 'readings', x: 0, y: 0, w: 6, h: 1.5 },
  { i: 'alarms', x: 6, y: 0, w: 6, h: 1.5 },
  { i: 'structures', x: 0, y: 1.5, w: 6, h: 1.5 },
  { i: 'devices', x: 6, y: 1.5, w: 6, h: 1.5 },
  { i: 'statistics', x: 0, y: 3, w: 4, h: 0.5 },
];

const bars = (values: number[]) => ({
  grid: { top: 8, left: 32, right: 8, bottom: 24 },
  xAxis: { type: 'category' as const, data: values.map((_, index) => String(index + 1)) },
  yAxis: { type: 'value' as const },
  series: [{ type: 'bar' as const, data: values }],
});

/** /core/libs-examples/dashboard-grid: the analysis widgets, movable and resizable, and the saved layout. */
export function DashboardGridExamplePage() {
  const { t } = useTranslation('libs-examples');
  const [layout, setLayout] = useState<DashboardItem[]>(INITIAL_LAYOUT);
  const [saved, setSaved] = useState<DashboardItem[] | null>(null);
  const [editable, setEditable] = useState(true);
  const widgets = useMemo<DashboardWidget[]>(() => {
    const title = (key: keyof typeof SIZES) => t(`dashboardGrid.widgets.${key}`);
    const chart = (key: keyof typeof SIZES, values: number[]) => (
      <Chart option={bars(values)} label={title(key)} height="calc(100% - 36px)" />
    );
    return [
      {
        id: 'readings',
        title: title('readings'),
        minSize: SIZES.readings,
        children: chart('readings', [12, 18, 9, 22, 16]),
      },
      {
        id: 'alarms',
        title: title('alarms'),
        minSize: SIZES.alarms,
        children: chart('alarms', [3, 1, 4, 1, 5]),
      },
      {
        id: 'structures',
        title: title('structures'),
        minSize: SIZES.structures,
        children: chart('structures', [40, 55, 35]),
      },
      {
        id: 'devices',
        title: title('devices'),
        minSize: SIZES.devices,
        children: chart('devices', [8, 13, 21, 34]),
      },
      {
        id: 'statistics',
        title: title('statistics'),
        minSize: SIZES.statistics,
        children: (
          <Text size="sm" c="dimmed">
            {t('dashboardGrid.unsupported')}
          </Text>
        ),
      },
    ];
  }, [t]);

  return (
    <ExamplePage title={t('dashboardGrid.title')} description={t('dashboardGrid.description')}>
      <Group>
        <Switch
          label={t('dashboardGrid.editable')}
          checked={editable}
          onChange={(event) => setEditable(event.currentTarget.checked)}
        />
        <Button
          variant="default"
          onClick={() => {
            setLayout(INITIAL_LAYOUT);
            setSaved(null);
          }}
        >
          {t('dashboardGrid.reset')}
        </Button>
      </Group>
      <DashboardGrid
        widgets={widgets}
        layout={layout}
        editable={editable}
        unitHeight={180}
        onLayoutChange={(next) => {
          setLayout(next);
          setSaved(next);
        }}
      />
      <ExampleResult
        caption={t('dashboardGrid.saved')}
        value={saved}
        empty={t('dashboardGrid.notSaved')}
        testId="dashboard-grid-saved"
      />
    </ExamplePage>
  );
}
