import type { devices } from '@atrium/contracts';
import type { ChartOption } from '../../../../ui/Chart/index.ts';

/** Limits a value is watched against: the template's thresholds or the device's own. */
export interface Limits {
  min: number | null;
  max: number | null;
}

const byTime = (a: devices.Reading, b: devices.Reading) => a.ts.localeCompare(b.ts);

/** One value over time with its limits as dashed lines (none drawn for a missing limit). */
export function limitedSeriesOption(
  readings: readonly devices.Reading[],
  key: string,
  limits: Limits | null,
  labels: { value: string; min: string; max: string; unit?: string },
): ChartOption {
  const points = [...readings]
    .sort(byTime)
    .filter((r) => Number.isFinite(r.values[key]))
    .map((r) => [r.ts, r.values[key] as number] as [string, number]);
  const first = points[0]?.[0];
  const last = points.at(-1)?.[0];
  const limit = (name: string, value: number | null | undefined) =>
    value === null || value === undefined || !first || !last
      ? []
      : [
          {
            type: 'line' as const,
            name,
            showSymbol: false,
            lineStyle: { type: 'dashed' as const, width: 1 },
            data: [
              [first, value],
              [last, value],
            ],
          },
        ];
  return {
    grid: { left: 48, right: 16, top: 32, bottom: 28 },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', scale: true, name: labels.unit },
    series: [
      { type: 'line', name: labels.value, showSymbol: false, data: points },
      ...limit(labels.min, limits?.min),
      ...limit(labels.max, limits?.max),
    ],
  };
}
