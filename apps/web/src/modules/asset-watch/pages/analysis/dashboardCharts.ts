import type { assetwatch } from '@atrium/contracts';
import type { TFunction } from 'i18next';
import type { ChartOption } from '../../../../ui/Chart/index.ts';

/** ECharts options of the asset watch dashboard, built from `/asset-watch/api/dashboard`. */

const grid = { left: 40, right: 16, top: 32, bottom: 28, containLabel: true };

const bars = (labels: string[], values: number[], name: string): ChartOption => ({
  grid,
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'category', data: labels },
  yAxis: { type: 'value', minInterval: 1 },
  series: [{ type: 'bar', name, data: values }],
});

export const byTypeOption = (t: TFunction, d: assetwatch.AwDashboard) =>
  bars(
    d.byType.map((x) => x.name || t('dashboard.noType')),
    d.byType.map((x) => x.count),
    t('dashboard.assets'),
  );

export const byZoneOption = (t: TFunction, d: assetwatch.AwDashboard) =>
  bars(
    d.byZone.map((x) => x.name),
    d.byZone.map((x) => x.count),
    t('dashboard.assets'),
  );

export const stateOption = (t: TFunction, d: assetwatch.AwDashboard): ChartOption => ({
  tooltip: { trigger: 'item' },
  legend: { bottom: 0 },
  series: [
    {
      type: 'pie',
      radius: ['40%', '70%'],
      data: d.byState.map((s) => ({ name: t(`state.${s.state}`), value: s.count })),
    },
  ],
});

export const movementsOption = (t: TFunction, d: assetwatch.AwDashboard): ChartOption => ({
  grid,
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'category', data: d.movements.map((m) => m.day) },
  yAxis: { type: 'value', minInterval: 1 },
  series: [
    { type: 'line', name: t('dashboard.movements'), data: d.movements.map((m) => m.count), smooth: true },
  ],
});

export const alarmsOption = (t: TFunction, d: assetwatch.AwDashboard) =>
  bars(
    d.openAlarms.map((a) => t(`rules.${a.rule}`, { defaultValue: a.rule })),
    d.openAlarms.map((a) => a.count),
    t('dashboard.openAlarms'),
  );
