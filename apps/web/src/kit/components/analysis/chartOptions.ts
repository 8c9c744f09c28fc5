import type { analysis } from '@atrium/contracts';
import type { ChartOption } from '../../../ui/Chart/index.ts';

/** ECharts options of the analysis charts, built from `/swam/statistics` answers. */

const grid = { left: 48, right: 16, top: 32, bottom: 28 };
const timeAxis = { type: 'time' as const };
const valueAxis = { type: 'value' as const, scale: true };
const tooltip = { trigger: 'axis' as const };

/** One line per series (its average per bucket); `nameOf` names the line. */
export function averagesOption(
  series: readonly analysis.ReadingSeries[],
  nameOf: (one: analysis.ReadingSeries) => string,
): ChartOption {
  return {
    grid,
    tooltip,
    legend: { type: 'scroll', top: 0 },
    xAxis: timeAxis,
    yAxis: valueAxis,
    series: series.map((one) => ({
      type: 'line',
      name: nameOf(one),
      showSymbol: false,
      data: one.points.map((p) => [p.t, p.avg]),
    })),
  };
}

/** One sensor's minimum, average and maximum per bucket. */
export function rangeOption(
  one: analysis.ReadingSeries | undefined,
  labels: { min: string; avg: string; max: string },
): ChartOption {
  const points = one?.points ?? [];
  const line = (name: string, pick: (p: analysis.AggregatePoint) => number, dashed = false) => ({
    type: 'line' as const,
    name,
    showSymbol: false,
    lineStyle: dashed ? { type: 'dashed' as const, width: 1 } : undefined,
    data: points.map((p) => [p.t, pick(p)]),
  });
  return {
    grid,
    tooltip,
    legend: { top: 0 },
    xAxis: timeAxis,
    yAxis: { ...valueAxis, name: one?.unit },
    series: [
      line(labels.min, (p) => p.min, true),
      line(labels.avg, (p) => p.avg),
      line(labels.max, (p) => p.max, true),
    ],
  };
}

/** Alarms raised per bucket, operational and status stacked. */
export function alarmsOption(
  buckets: readonly { t: string; operational: number; status: number }[],
  labels: { operational: string; status: string },
): ChartOption {
  const bar = (name: string, pick: (b: (typeof buckets)[number]) => number) => ({
    type: 'bar' as const,
    name,
    stack: 'alarms',
    data: buckets.map((b) => [b.t, pick(b)]),
  });
  return {
    grid,
    tooltip,
    legend: { top: 0 },
    xAxis: timeAxis,
    yAxis: { type: 'value', minInterval: 1 },
    series: [bar(labels.operational, (b) => b.operational), bar(labels.status, (b) => b.status)],
  };
}

export interface CountLabels {
  online: string;
  offline: string;
  neverSeen: string;
  openAlarms: string;
}

/** Devices online, offline, never seen and open alarms per structure (or solution). */
export function countsOption(rows: readonly analysis.CountsRow[], labels: CountLabels): ChartOption {
  const bar = (name: string, pick: (r: analysis.CountsRow) => number, stack?: string) => ({
    type: 'bar' as const,
    name,
    stack,
    data: rows.map(pick),
  });
  return {
    grid,
    tooltip,
    legend: { top: 0 },
    xAxis: { type: 'category', data: rows.map((r) => r.name) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      bar(labels.online, (r) => r.online, 'devices'),
      bar(labels.offline, (r) => r.offline, 'devices'),
      bar(labels.neverSeen, (r) => r.neverSeen, 'devices'),
      bar(labels.openAlarms, (r) => r.openAlarms.operational + r.openAlarms.status),
    ],
  };
}

/** Overall min, max, weighted average and count of a series over its period. */
export function summarize(one: analysis.ReadingSeries) {
  const count = one.points.reduce((n, p) => n + p.count, 0);
  return {
    min: Math.min(...one.points.map((p) => p.min)),
    max: Math.max(...one.points.map((p) => p.max)),
    avg:
      count === 0 ? 0 : Math.round((one.points.reduce((s, p) => s + p.avg * p.count, 0) / count) * 100) / 100,
    count,
  };
}
