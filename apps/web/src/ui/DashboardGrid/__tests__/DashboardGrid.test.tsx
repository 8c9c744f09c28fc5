import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import {
  completeLayout,
  DashboardGrid,
  type DashboardItem,
  type DashboardWidget,
  fromGridLayout,
  toGridLayout,
} from '../index.ts';

// The analysis widgets of spec §2 (A55) and their minimum sizes.
const widgets: DashboardWidget[] = [
  { id: 'readings', title: 'Devices readings', minSize: { w: 3, h: 1 }, children: 'readings chart' },
  { id: 'alarms', title: 'Alarms count', minSize: { w: 3, h: 1 }, children: 'alarms chart' },
  { id: 'structures', title: 'Structure comparison', minSize: { w: 5.5, h: 1 }, children: 'structures' },
  { id: 'statistics', title: 'Solution statistics', minSize: { w: 4, h: 0.5 }, children: 'statistics' },
];

const saved: DashboardItem[] = [
  { i: 'readings', x: 0, y: 0, w: 3, h: 1 },
  { i: 'alarms', x: 3, y: 0, w: 3, h: 1 },
  { i: 'structures', x: 6, y: 0, w: 5.5, h: 1 },
  { i: 'statistics', x: 0, y: 1, w: 4, h: 0.5 },
];

describe('[UI][DASHBOARD-GRID] layout in units', () => {
  test('A55 sizes in half units (3x1, 5.5x1, 4x0.5) map onto a 24-column grid and back', () => {
    const cells = toGridLayout(saved, widgets, 'ltr');
    expect(cells.find((cell) => cell.i === 'structures')).toEqual({
      i: 'structures',
      x: 12,
      y: 0,
      w: 11,
      h: 2,
      minW: 11,
      minH: 2,
    });
    expect(cells.find((cell) => cell.i === 'statistics')).toMatchObject({
      y: 2,
      w: 8,
      h: 1,
      minW: 8,
      minH: 1,
    });
    expect(fromGridLayout(cells, 'ltr')).toEqual(saved);
  });

  test('in RTL x is mirrored on the grid, and the units read back the same', () => {
    const cells = toGridLayout(saved, widgets, 'rtl');
    // The first unit is the rightmost column: readings (3 units wide at x 0) ends at the right edge.
    expect(cells.find((cell) => cell.i === 'readings')).toMatchObject({ x: 18, w: 6 });
    expect(cells.find((cell) => cell.i === 'structures')).toMatchObject({ x: 1, w: 11 });
    expect(fromGridLayout(cells, 'rtl')).toEqual(saved);
  });

  test('A55 a saved layout is completed: rounded to halves, grown to minimum sizes, missing widgets below', () => {
    const layout = completeLayout(
      [
        { i: 'readings', x: 0.3, y: 0, w: 2, h: 0.4 },
        { i: 'alarms', x: 11, y: 0, w: 3, h: 1 },
      ],
      widgets,
    );
    expect(layout).toEqual([
      { i: 'readings', x: 0.5, y: 0, w: 3, h: 1 },
      // Kept inside the 12 units.
      { i: 'alarms', x: 9, y: 0, w: 3, h: 1 },
      { i: 'structures', x: 0, y: 1, w: 5.5, h: 1 },
      { i: 'statistics', x: 0, y: 2, w: 4, h: 0.5 },
    ]);
  });
});

function Harness({ onSave, editable }: { onSave: (layout: DashboardItem[]) => void; editable?: boolean }) {
  const [layout, setLayout] = useState<DashboardItem[]>(saved);
  return (
    <DashboardGrid
      width={1188}
      unitHeight={160}
      widgets={widgets}
      layout={layout}
      editable={editable}
      onLayoutChange={(next) => {
        setLayout(next);
        onSave(next);
      }}
    />
  );
}

const item = (id: string) => document.querySelector(`[data-widget="${id}"]`) as HTMLElement;

// 1188 px, 24 columns and 12 px gaps between them: columns of (1188 - 23 * 12) / 24 = 38 px, so a half unit
// is 50 px across; rows are (160 - 12) / 2 = 74 px, so a half unit is 86 px down.
describe('[UI][DASHBOARD-GRID] grid', { timeout: 30_000 }, () => {
  test('A55 widgets get their size in pixels: 5.5 units wide, half a unit high', () => {
    const onSave = vi.fn();
    renderWidget(<Harness onSave={onSave} />);
    expect(screen.getByRole('region', { name: 'Dashboard' })).toBeInTheDocument();
    expect(item('structures')).toHaveStyle({ width: `${11 * 38 + 10 * 12}px`, height: `${2 * 74 + 12}px` });
    expect(item('statistics')).toHaveStyle({ width: `${8 * 38 + 7 * 12}px`, height: '74px' });
    expect(item('alarms').style.transform).toBe(`translate(${6 * 50}px,0px)`);
    expect(item('statistics').style.transform).toBe(`translate(0px,${2 * 86}px)`);
    // Nothing moved, so nothing to save.
    expect(onSave).not.toHaveBeenCalled();
  });

  test('in Arabic the first widget stands at the right edge, with its resize handle at the bottom left', () => {
    renderWidget(<Harness onSave={vi.fn()} />, { language: 'ar' });
    expect(item('readings').style.transform).toBe(`translate(${18 * 50}px,0px)`);
    // Items are placed from the left edge of a left-to-right grid; their content reads right to left.
    expect(screen.getByRole('region', { name: 'لوحة المعلومات' })).toHaveAttribute('dir', 'ltr');
    expect(item('readings').firstElementChild).toHaveAttribute('dir', 'rtl');
    expect(item('readings').querySelector('.react-resizable-handle-sw')).not.toBeNull();
    expect(item('readings').querySelector('.react-resizable-handle-se')).toBeNull();
    expect(screen.getByRole('button', { name: 'نقل Devices readings' })).toBeInTheDocument();
  });

  test('resizing a widget saves the new layout in units, never below the minimum', () => {
    const onSave = vi.fn();
    renderWidget(<Harness onSave={onSave} />);
    const handle = item('readings').querySelector('.react-resizable-handle-se') as HTMLElement;
    drag(handle, { dx: 100, dy: 0 });
    expect(onSave).toHaveBeenLastCalledWith(
      expect.arrayContaining([{ i: 'readings', x: 0, y: 0, w: 4, h: 1 }]),
    );
    drag(item('readings').querySelector('.react-resizable-handle-se') as HTMLElement, { dx: -400, dy: -200 });
    expect(onSave).toHaveBeenLastCalledWith(
      expect.arrayContaining([{ i: 'readings', x: 0, y: 0, w: 3, h: 1 }]),
    );
  });

  test('in Arabic resizing from the bottom-left corner widens the widget towards the left; the saved x stays 0', () => {
    const onSave = vi.fn();
    renderWidget(<Harness onSave={onSave} />, { language: 'ar' });
    drag(item('readings').querySelector('.react-resizable-handle-sw') as HTMLElement, { dx: -100, dy: 0 });
    expect(onSave).toHaveBeenLastCalledWith(
      expect.arrayContaining([{ i: 'readings', x: 0, y: 0, w: 4, h: 1 }]),
    );
    expect(item('readings').style.transform).toBe(`translate(${16 * 50}px,0px)`);
  });

  test('dragging a widget by its handle moves it and saves the layout; read-only grids have no handles', () => {
    const onSave = vi.fn();
    const { unmount } = renderWidget(<Harness onSave={onSave} />);
    drag(screen.getByRole('button', { name: 'Move Solution statistics' }), { dx: 300, dy: 0 });
    expect(onSave).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ i: 'statistics', x: 3 })]),
    );
    unmount();
    renderWidget(<Harness onSave={vi.fn()} editable={false} />);
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    // react-grid-layout hides the resize handles of a grid that cannot resize.
    expect(item('readings')).toHaveClass('react-resizable-hide');
  });
});

/**
 * A mouse drag of `dx`, `dy` pixels. jsdom lays nothing out, so the grid items' offset parent (which the
 * drag code measures from) is given as their grid.
 */
function drag(element: HTMLElement, { dx, dy }: { dx: number; dy: number }) {
  const offsetParent = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.closest('.react-grid-layout');
  });
  fireEvent.mouseDown(element, { clientX: 0, clientY: 0, button: 0 });
  fireEvent.mouseMove(document, { clientX: dx / 2, clientY: dy / 2 });
  fireEvent.mouseMove(document, { clientX: dx, clientY: dy });
  fireEvent.mouseUp(document, { clientX: dx, clientY: dy });
  offsetParent.mockRestore();
}
