import type { sparking } from '@atrium/contracts';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ChartOption } from '../../../../ui/Chart/index.ts';
import { STATE_FILL } from '../../components/states.ts';

/** ECharts options of the smart parking dashboard, built from `/sparking/api/analysis/dashboard`. */

const grid = { left: 40, right: 16, top: 32, bottom: 28, containLabel: true };

/** Spots per state at the start of each bucket, stacked. */
export function occupancyOption(t: TFunction, data: sparking.Dashboard): ChartOption {
  const format = data.bucket === 'hour' ? 'DD/MM HH:mm' : 'DD/MM';
  const states = ['occupied', 'free', 'closed', 'unknown'] as const;
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: data.occupancy.map((p) => dayjs(p.at).format(format)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: states.map((state) => ({
      type: 'bar',
      stack: 'spots',
      name: t(`states.${state}`),
      itemStyle: { color: STATE_FILL[state] },
      data: data.occupancy.map((p) => p[state]),
    })),
  };
}

/** Average stay (minutes) and turnover per location. */
export function locationsOption(t: TFunction, data: sparking.Dashboard): ChartOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: data.locations.map((l) => l.name) },
    yAxis: [
      { type: 'value', name: t('dashboard.minutes') },
      { type: 'value', name: t('dashboard.perSpotDay') },
    ],
    series: [
      {
        type: 'bar',
        name: t('dashboard.averageStay'),
        data: data.locations.map((l) => l.averageStayMinutes),
      },
      {
        type: 'bar',
        yAxisIndex: 1,
        name: t('dashboard.turnover'),
        data: data.locations.map((l) => l.turnover),
      },
    ],
  };
}

/** Minutes as `1 h 25 min` or `40 min`. */
export function stayText(t: TFunction, minutes: number | null): string {
  if (minutes === null) return '—';
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  return hours > 0
    ? t('dashboard.hoursMinutes', { hours, minutes: whole % 60 })
    : t('dashboard.minutesOnly', { minutes: whole });
}
