import type { LayoutItem } from 'react-grid-layout';

/** Widgets are sized on a 12-unit-wide grid. */
export const GRID_UNITS = 12;
/** Grid cells per unit: sizes like 5.5 x 1 or 4 x 0.5 (spec §2 analysis widgets) fall on whole cells. */
export const CELLS_PER_UNIT = 2;
export const GRID_COLUMNS = GRID_UNITS * CELLS_PER_UNIT;

/** A widget's place in units, x from the reading start (the right in Arabic), halves allowed. */
export interface DashboardItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface WidgetSize {
  w: number;
  h: number;
}

/** What the layout needs of a widget. */
export interface SizedWidget {
  id: string;
  /** The smallest size in units, e.g. { w: 3, h: 1 } or { w: 4, h: 0.5 }. */
  minSize: WidgetSize;
  /** Its size when the saved layout does not have it; default `minSize`. */
  defaultSize?: WidgetSize;
}

export type Direction = 'ltr' | 'rtl';

const toHalf = (units: number) => Math.round(units * CELLS_PER_UNIT) / CELLS_PER_UNIT;

/**
 * One item per widget, in widget order: the saved place rounded to half units and grown to the minimum
 * size; a widget missing from `saved` goes below the others at its default size.
 */
export function completeLayout(
  saved: readonly DashboardItem[],
  widgets: readonly SizedWidget[],
): DashboardItem[] {
  const items: DashboardItem[] = [];
  let bottom = Math.max(0, ...saved.map((item) => item.y + item.h));
  for (const widget of widgets) {
    const found = saved.find((item) => item.i === widget.id);
    const size = widget.defaultSize ?? widget.minSize;
    const w = Math.min(GRID_UNITS, Math.max(widget.minSize.w, toHalf(found?.w ?? size.w)));
    const h = Math.max(widget.minSize.h, toHalf(found?.h ?? size.h));
    if (found) {
      items.push({
        i: widget.id,
        x: Math.min(Math.max(0, toHalf(found.x)), GRID_UNITS - w),
        y: toHalf(found.y),
        w,
        h,
      });
    } else {
      items.push({ i: widget.id, x: 0, y: bottom, w, h });
      bottom += h;
    }
  }
  return items;
}

/** Units to grid cells; in RTL, x is mirrored so the first unit is the rightmost column. */
export function toGridLayout(
  items: readonly DashboardItem[],
  widgets: readonly SizedWidget[],
  dir: Direction,
): LayoutItem[] {
  return items.map((item) => {
    const widget = widgets.find((candidate) => candidate.id === item.i);
    const x = dir === 'rtl' ? GRID_UNITS - item.x - item.w : item.x;
    return {
      i: item.i,
      x: x * CELLS_PER_UNIT,
      y: item.y * CELLS_PER_UNIT,
      w: item.w * CELLS_PER_UNIT,
      h: item.h * CELLS_PER_UNIT,
      minW: (widget?.minSize.w ?? 0) * CELLS_PER_UNIT,
      minH: (widget?.minSize.h ?? 0) * CELLS_PER_UNIT,
    };
  });
}

/** Grid cells back to units, in reading order (x from the start edge). */
export function fromGridLayout(layout: readonly LayoutItem[], dir: Direction): DashboardItem[] {
  return layout.map((cell) => {
    const x = dir === 'rtl' ? GRID_COLUMNS - cell.x - cell.w : cell.x;
    return {
      i: cell.i,
      x: x / CELLS_PER_UNIT,
      y: cell.y / CELLS_PER_UNIT,
      w: cell.w / CELLS_PER_UNIT,
      h: cell.h / CELLS_PER_UNIT,
    };
  });
}

const key = (items: readonly DashboardItem[]) =>
  JSON.stringify(
    [...items].sort((a, b) => a.i.localeCompare(b.i)).map(({ i, x, y, w, h }) => [i, x, y, w, h]),
  );

export const sameLayout = (a: readonly DashboardItem[], b: readonly DashboardItem[]) => key(a) === key(b);
