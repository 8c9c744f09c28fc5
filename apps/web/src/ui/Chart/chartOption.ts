import type { ChartOption } from './echarts.ts';

type OneOrMany<T> = T | T[] | undefined;
type Item = Record<string, unknown>;

const each = <T>(value: OneOrMany<T>, change: (item: T) => T): OneOrMany<T> =>
  value === undefined ? undefined : Array.isArray(value) ? value.map(change) : change(value);

const swapSide = (side: unknown) => (side === 'left' ? 'right' : side === 'right' ? 'left' : 'right');

/** A box placed by `left`/`right` (a keyword, pixels or a percentage), placed from the other edge. */
function mirrorEdges(item: Item, fallback?: 'right'): Item {
  const { left, right, ...rest } = item;
  if (left === 'center') return item;
  if (left === 'left' || left === 'right') return { ...item, left: swapSide(left) };
  if (left === undefined && right === undefined) return fallback ? { ...item, left: fallback } : item;
  return {
    ...rest,
    ...(right !== undefined && { left: right }),
    ...(left !== undefined && { right: left }),
  };
}

/**
 * The option mirrored for right-to-left (ECharts has no direction setting): horizontal axes run from the
 * right, vertical axes stand on the right, boxes placed from the left are placed from the right, titles and
 * legends start on the right, tooltips read right to left.
 */
export function mirrorForRtl(option: ChartOption): ChartOption {
  const mirrored: ChartOption = { ...option };
  mirrored.xAxis = each(option.xAxis as OneOrMany<Item>, (axis) => ({
    ...axis,
    inverse: !axis.inverse,
  })) as ChartOption['xAxis'];
  mirrored.yAxis = each(option.yAxis as OneOrMany<Item>, (axis) => ({
    ...axis,
    position: swapSide(axis.position),
  })) as ChartOption['yAxis'];
  mirrored.grid = each(option.grid as OneOrMany<Item>, (grid) => mirrorEdges(grid)) as ChartOption['grid'];
  mirrored.title = each(option.title as OneOrMany<Item>, (title) =>
    mirrorEdges(title, 'right'),
  ) as ChartOption['title'];
  mirrored.legend = each(option.legend as OneOrMany<Item>, (legend) => ({
    ...mirrorEdges(legend),
    align: legend.align ?? 'right',
  })) as ChartOption['legend'];
  mirrored.tooltip = each(option.tooltip as OneOrMany<Item>, (tooltip) => ({
    ...tooltip,
    extraCssText: `${tooltip.extraCssText ?? ''}direction:rtl;`,
  })) as ChartOption['tooltip'];
  for (const key of ['xAxis', 'yAxis', 'grid', 'title', 'legend', 'tooltip'] as const) {
    if (mirrored[key] === undefined) delete mirrored[key];
  }
  return mirrored;
}

/** True when no series has data and there is no dataset with rows: the chart shows its empty state. */
export function hasNoData(option: ChartOption): boolean {
  const datasets = [option.dataset ?? []].flat() as Item[];
  if (datasets.some((dataset) => Array.isArray(dataset.source) && dataset.source.length > 0)) return false;
  const series = [option.series ?? []].flat() as Item[];
  return series.every((one) => !Array.isArray(one.data) || one.data.length === 0);
}
