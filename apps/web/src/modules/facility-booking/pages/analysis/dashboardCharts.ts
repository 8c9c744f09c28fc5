import type { facmgmt } from '@atrium/contracts';
import type { TFunction } from 'i18next';
import type { ChartOption } from '../../../../ui/Chart/index.ts';

/** ECharts options of the facility booking dashboard, built from `/facmgmt/api/analysis/dashboard`. */

const grid = { left: 40, right: 16, top: 32, bottom: 28, containLabel: true };
/** A 0-1 share as a whole percentage; null (closed, no sensor) as nothing drawn. */
export const percent = (share: number | null) => (share === null ? null : Math.round(share * 100));
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Utilisation and measured occupancy per building, in %. */
export function buildingsOption(t: TFunction, data: facmgmt.Dashboard): ChartOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: data.buildings.map((b) => b.name) },
    yAxis: { type: 'value', name: '%', max: 100 },
    series: [
      {
        type: 'bar',
        name: t('dashboard.series.utilisation'),
        data: data.buildings.map((b) => percent(b.utilisation)),
      },
      {
        type: 'bar',
        name: t('dashboard.series.occupancy'),
        data: data.buildings.map((b) => percent(b.measuredOccupancy)),
      },
    ],
  };
}

/** The most used spaces (at most `top`), utilisation and occupancy in %, the busiest on top. */
export function spacesOption(t: TFunction, data: facmgmt.Dashboard, top = 12): ChartOption {
  const rows = [...data.spaces]
    .sort((a, b) => (b.utilisation ?? 0) - (a.utilisation ?? 0))
    .slice(0, top)
    .reverse();
  return {
    grid: { ...grid, left: 16 },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'value', name: '%' },
    yAxis: { type: 'category', data: rows.map((s) => s.name) },
    series: [
      { type: 'bar', name: t('dashboard.series.utilisation'), data: rows.map((s) => percent(s.utilisation)) },
      {
        type: 'bar',
        name: t('dashboard.series.occupancy'),
        data: rows.map((s) => percent(s.measuredOccupancy)),
      },
    ],
  };
}

/** Booked hours by hour of the day (every week day summed), local time of each building. */
export function hoursOfDay(peaks: readonly facmgmt.PeakHour[]): number[] {
  const hours = Array.from({ length: 24 }, () => 0);
  for (const cell of peaks) hours[cell.hour] = (hours[cell.hour] ?? 0) + cell.bookedHours;
  return hours.map(round1);
}

/** Booked hours by day of the week, Saturday first (spec §9). */
export function daysOfWeek(peaks: readonly facmgmt.PeakHour[]): number[] {
  const days = Array.from({ length: 7 }, () => 0);
  for (const cell of peaks) days[cell.weekday] = (days[cell.weekday] ?? 0) + cell.bookedHours;
  return days.map(round1);
}

/** The busiest hours of the week, most booked first (none when nothing was booked). */
export const busiestHours = (peaks: readonly facmgmt.PeakHour[], count = 3) =>
  [...peaks]
    .filter((cell) => cell.bookedHours > 0)
    .sort((a, b) => b.bookedHours - a.bookedHours || a.weekday - b.weekday || a.hour - b.hour)
    .slice(0, count);

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export function peakHoursOption(t: TFunction, data: facmgmt.Dashboard): ChartOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: Array.from({ length: 24 }, (_, hour) => hourLabel(hour)) },
    yAxis: { type: 'value', name: t('dashboard.axis.hours') },
    series: [{ type: 'bar', name: t('dashboard.series.booked'), data: hoursOfDay(data.peakHours) }],
  };
}

export function weekdaysOption(t: TFunction, data: facmgmt.Dashboard): ChartOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: Array.from({ length: 7 }, (_, day) => t(`weekdays.${day}`)) },
    yAxis: { type: 'value', name: t('dashboard.axis.hours') },
    series: [{ type: 'bar', name: t('dashboard.series.booked'), data: daysOfWeek(data.peakHours) }],
  };
}
