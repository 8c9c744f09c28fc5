import { screen } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import { useState } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeCanvas } from '../../../testing/fakeCanvas.ts';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { Chart, type ChartOption, hasNoData, mirrorForRtl } from '../index.ts';

const readings: ChartOption = {
  title: { text: 'Temperature' },
  legend: {},
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'category', data: ['Mon', 'Tue', 'Wed'] },
  yAxis: { type: 'value' },
  series: [{ type: 'line', name: 'Sensor 1', data: [21, 23, 22] }],
};

/** Resize observers the chart creates, to play a container resize. */
function recordResizeObservers() {
  const callbacks: ResizeObserverCallback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return () => {
    for (const callback of callbacks) callback([], {} as ResizeObserver);
  };
}

/** The chart with buttons that change its props. */
function Switcher({ loading: initiallyLoading = false }: { loading?: boolean }) {
  const [option, setOption] = useState(readings);
  const [loading, setLoading] = useState(initiallyLoading);
  return (
    <>
      <Chart option={option} label="Temperature readings" loading={loading} />
      <button
        type="button"
        onClick={() => setOption({ series: [{ type: 'pie', data: [{ name: 'Open', value: 3 }] }] })}
      >
        pie
      </button>
      <button type="button" onClick={() => setOption({ ...readings, series: [{ type: 'line', data: [] }] })}>
        none
      </button>
      <button type="button" onClick={() => setLoading(false)}>
        loaded
      </button>
    </>
  );
}

// By label: a chart behind its empty state is invisible, and so out of the accessibility tree.
const chartElement = (name = 'Temperature readings') => screen.getByLabelText(name) as HTMLDivElement;
const instance = (name?: string) => {
  const chart = getInstanceByDom(chartElement(name));
  if (!chart) throw new Error('no chart on the element');
  return chart;
};

describe('[UI][CHART] ECharts wrapper', { timeout: 30_000 }, () => {
  beforeEach(() => fakeCanvas());

  test('passes the option to ECharts, and a new option replaces the old one', async () => {
    const { user } = renderWidget(<Switcher />);
    expect(screen.getByRole('img', { name: 'Temperature readings' })).toBe(chartElement());
    const option = instance().getOption() as Record<string, Array<Record<string, unknown>>>;
    expect(option.series?.[0]).toMatchObject({ type: 'line', name: 'Sensor 1', data: [21, 23, 22] });
    expect(option.xAxis?.[0]).toMatchObject({
      type: 'category',
      data: ['Mon', 'Tue', 'Wed'],
      inverse: false,
    });
    expect(option.title?.[0]).toMatchObject({ text: 'Temperature' });
    expect(screen.queryByTestId('empty-state-data')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'pie' }));
    const next = instance().getOption() as Record<string, Array<Record<string, unknown>>>;
    expect(next.series).toHaveLength(1);
    expect(next.series?.[0]).toMatchObject({ type: 'pie', data: [{ name: 'Open', value: 3 }] });
    expect(next.xAxis).toBeUndefined();
  });

  test('resizes with its container and is disposed on unmount', () => {
    const resizeAll = recordResizeObservers();
    const { unmount } = renderWidget(<Chart option={readings} label="Temperature readings" />);
    const chart = instance();
    const resize = vi.spyOn(chart, 'resize');
    resizeAll();
    expect(resize).toHaveBeenCalledTimes(1);
    unmount();
    expect(chart.isDisposed()).toBe(true);
  });

  test('in Arabic the chart is mirrored: the x axis runs from the right, the y axis stands on the right', async () => {
    renderWidget(<Chart option={readings} label="Temperature readings" />, { language: 'ar' });
    await vi.waitFor(() => {
      const option = instance().getOption() as Record<string, Array<Record<string, unknown>>>;
      expect(option.xAxis?.[0]).toMatchObject({ inverse: true });
      expect(option.yAxis?.[0]).toMatchObject({ position: 'right' });
      expect(option.title?.[0]).toMatchObject({ left: 'right' });
    });
  });

  test('shows a loader while loading and the empty state without data', async () => {
    const { user } = renderWidget(<Switcher loading />);
    expect(screen.getByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'none' }));
    expect(screen.getByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
    expect(screen.queryByTestId('empty-state-data')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'loaded' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('empty-state-data')).toHaveTextContent('no data found');
    expect(chartElement()).toHaveStyle({ visibility: 'hidden' });
  });

  test('the empty state can be forced, with another variant', () => {
    renderWidget(<Chart option={readings} label="Temperature readings" empty emptyVariant="readings" />);
    expect(screen.getByTestId('empty-state-readings')).toHaveTextContent('no readings');
  });
});

describe('[UI][CHART] option helpers', () => {
  test('mirrorForRtl flips axes, boxes, titles, legends and tooltips, and leaves the input alone', () => {
    const option: ChartOption = {
      title: { text: 'A', left: 20 },
      legend: { left: 'center' },
      grid: { left: '10%', right: 40 },
      tooltip: {},
      xAxis: [{ type: 'category', inverse: true }, { type: 'value' }],
      yAxis: { type: 'value', position: 'right' },
      series: [],
    };
    const mirrored = mirrorForRtl(option);
    expect(mirrored.title).toEqual({ text: 'A', right: 20 });
    expect(mirrored.legend).toEqual({ left: 'center', align: 'right' });
    expect(mirrored.grid).toEqual({ left: 40, right: '10%' });
    expect(mirrored.tooltip).toEqual({ extraCssText: 'direction:rtl;' });
    expect(mirrored.xAxis).toEqual([
      { type: 'category', inverse: false },
      { type: 'value', inverse: true },
    ]);
    expect(mirrored.yAxis).toEqual({ type: 'value', position: 'left' });
    expect(option.yAxis).toEqual({ type: 'value', position: 'right' });
    expect(mirrorForRtl({ series: [] })).toEqual({ series: [] });
  });

  test('hasNoData: no series data and no dataset rows', () => {
    expect(hasNoData({ series: [] })).toBe(true);
    expect(hasNoData({ series: [{ type: 'pie', data: [] }] })).toBe(true);
    expect(hasNoData(readings)).toBe(false);
    expect(hasNoData({ dataset: { source: [['a', 1]] }, series: [{ type: 'bar' }] })).toBe(false);
  });
});
