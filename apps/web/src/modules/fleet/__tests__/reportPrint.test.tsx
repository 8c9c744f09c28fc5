import { fleet } from '@atrium/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../../testing/renderApp.tsx';
import { formatDuration } from '../pages/reports/print/ReportDocument.tsx';

vi.setConfig({ testTimeout: 30_000 });

/** A trips report of one van: one 10 km trip. */
const REPORT = fleet.fleetReportPrintData.parse({
  generatedAt: '2026-03-02T08:00:00.000Z',
  company: 'Demo Customer',
  name: 'Daily trips',
  kind: 'trips',
  period: { from: '2026-03-01T00:00:00.000Z', to: '2026-03-02T00:00:00.000Z' },
  vehicles: [{ id: 1, name: 'Van A', plate: 'DXB-A1' }],
  columns: [...fleet.REPORT_COLUMNS.trips],
  rows: [
    [
      'Van A',
      'DXB-A1',
      '2026-03-01T06:10:00.000Z',
      '2026-03-01T06:20:00.000Z',
      600,
      10.01,
      60,
      60,
      '25.20000, 55.30000',
      '25.29000, 55.30000',
    ],
  ],
  totalRows: 1,
  summary: [
    { key: 'count', type: 'number', value: 1 },
    { key: 'distance', type: 'km', value: 10.01 },
    { key: 'duration', type: 'duration', value: 600 },
  ],
});

const PATH = `${fleet.FLEET_REPORT_PRINT_PATH}?cacheKey=0123abcd`;

afterEach(() => {
  delete window.__PRINT_DATA__;
  delete window.__PRINT_READY__;
});

describe('[FLEET][REPORTS] print view', () => {
  test('A6 without a session: the report, its summary and its table in English; then ready', async () => {
    window.__PRINT_DATA__ = REPORT;
    renderApp(`${PATH}&lang=en`);
    const doc = await screen.findByTestId('fleet-report', {}, { timeout: 15_000 });
    expect(doc).toHaveAttribute('dir', 'ltr');
    expect(within(doc).getByRole('heading', { name: 'Daily trips' })).toBeInTheDocument();
    expect(within(doc).getByText(/Van A \(DXB-A1\)/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Daily trips' })).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('VehiclePlateStartEndDurationDistanceTop speedAverage speedFromTo');
    expect(rows[1]?.textContent).toContain('10 min');
    expect(rows[1]?.textContent).toContain('10.01 km');
    expect(within(doc).getByText('Total distance').nextSibling).toHaveTextContent('10.01 km');
    await vi.waitFor(() => expect(window.__PRINT_READY__).toBe(true));
  });

  test('A3 lang=ar draws it in Arabic, right to left', async () => {
    window.__PRINT_DATA__ = REPORT;
    renderApp(`${PATH}&lang=ar`);
    const doc = await screen.findByTestId('fleet-report', {}, { timeout: 15_000 });
    expect(doc).toHaveAttribute('dir', 'rtl');
    expect(within(doc).getByText('الرحلات')).toBeInTheDocument();
    expect(within(doc).getByText('إجمالي المسافة')).toBeInTheDocument();
    const cells = within(screen.getByRole('table', { name: 'Daily trips' })).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toContain('10 د');
    expect(cells.map((c) => c.textContent)).toContain('2026-03-01 06:10');
    expect(cells.find((c) => c.textContent === '25.20000, 55.30000')).toHaveAttribute('dir', 'ltr');
    await vi.waitFor(() => expect(window.__PRINT_READY__).toBe(true));
  });

  test('without print data it says so and never gets ready', async () => {
    renderApp(`${PATH}&lang=en`);
    await screen.findByText('No report to print', {}, { timeout: 15_000 });
    expect(window.__PRINT_READY__).toBeUndefined();
  });

  test('durations read as hours, minutes and seconds', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(750)).toBe('12 min 30 s');
    expect(formatDuration(7_500)).toBe('2 h 05 min');
  });
});
