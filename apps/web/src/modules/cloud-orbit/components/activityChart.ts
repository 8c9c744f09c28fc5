import { rodent } from '@atrium/contracts';
import type { TFunction } from 'i18next';
import type { ChartOption } from '../../../ui/Chart/index.ts';
import { KIND_COLORS } from './format.ts';

/** Hours over two days, days up to two months, weeks beyond (the server's buckets, at most MAX_BUCKETS). */
export function bucketFor(from: string, to: string): rodent.Bucket {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days <= 2) return 'hour';
  return days <= 62 ? 'day' : 'week';
}

const bucketLabel = (iso: string, bucket: rodent.Bucket) => {
  const date = new Date(iso);
  return bucket === 'hour'
    ? date.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
};

export const eventCount = (counts: rodent.KindCounts) => Object.values(counts).reduce((a, b) => a + b, 0);

/** Events over time stacked by kind, for one structure or floor (its `series` along the answer's buckets). */
export function activityOption(
  t: TFunction,
  data: Pick<rodent.Dashboard, 'buckets' | 'bucket'>,
  series: rodent.KindCounts[],
): ChartOption {
  return {
    grid: { left: 40, right: 16, top: 40, bottom: 28, containLabel: true },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: data.buckets.map((b) => bucketLabel(b, data.bucket)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: rodent.EVENT_KINDS.map((kind) => ({
      type: 'bar',
      stack: 'events',
      name: t(`kinds.${kind}`),
      color: KIND_COLORS[kind],
      data: series.map((c) => c[kind]),
    })),
  };
}

/** Events per floor (each structure's floors), stacked by kind. */
export function floorsOption(t: TFunction, data: rodent.Dashboard): ChartOption {
  const floors = data.structures.flatMap((s) =>
    s.floors.map((f) => ({ name: `${s.name} · ${f.name}`, totals: f.totals })),
  );
  return {
    grid: { left: 16, right: 16, top: 40, bottom: 28, containLabel: true },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: floors.map((f) => f.name) },
    series: rodent.EVENT_KINDS.map((kind) => ({
      type: 'bar',
      stack: 'events',
      name: t(`kinds.${kind}`),
      color: KIND_COLORS[kind],
      data: floors.map((f) => f.totals[kind]),
    })),
  };
}
