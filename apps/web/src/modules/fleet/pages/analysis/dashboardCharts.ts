import type { FleetDashboard } from '@atrium/contracts/fleet/reports';
import type { TFunction } from 'i18next';
import type { ChartOption } from '../../../../ui/Chart/index.ts';

/** ECharts options of the fleet analysis dashboard, built from `/fleet/analysis/dashboard`. */

const grid = { left: 40, right: 16, top: 32, bottom: 28, containLabel: true };
const hours = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;

export function distancePerDayOption(t: TFunction, data: FleetDashboard): ChartOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: data.perDay.map((d) => d.day) },
    yAxis: { type: 'value', name: t('reports.dashboard.axis.km') },
    series: [
      {
        type: 'bar',
        name: t('reports.dashboard.series.distance'),
        data: data.perDay.map((d) => d.distanceKm),
      },
    ],
  };
}

export function timePerDayOption(t: TFunction, data: FleetDashboard): ChartOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: data.perDay.map((d) => d.day) },
    yAxis: { type: 'value', name: t('reports.dashboard.axis.hours') },
    series: [
      {
        type: 'bar',
        stack: 'time',
        name: t('reports.dashboard.series.driving'),
        data: data.perDay.map((d) => hours(d.drivingSeconds)),
      },
      {
        type: 'bar',
        stack: 'time',
        name: t('reports.dashboard.series.idle'),
        data: data.perDay.map((d) => hours(d.idleSeconds)),
      },
    ],
  };
}

export function perVehicleOption(t: TFunction, data: FleetDashboard): ChartOption {
  const rows = [...data.perVehicle].reverse();
  return {
    grid: { ...grid, left: 16 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'value', name: t('reports.dashboard.axis.km') },
    yAxis: { type: 'category', data: rows.map((v) => v.vehicle.name) },
    series: [
      { type: 'bar', name: t('reports.dashboard.series.distance'), data: rows.map((v) => v.distanceKm) },
    ],
  };
}

export function alarmsOption(t: TFunction, data: FleetDashboard): ChartOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      data: data.alarmsByType.map((a) => t(`reports.alarmTypes.${a.type}`, { defaultValue: a.type })),
      axisLabel: { interval: 0, rotate: 20 },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: t('reports.dashboard.series.alarms'),
        data: data.alarmsByType.map((a) => a.count),
      },
    ],
  };
}
