import { assetwatch } from '@atrium/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../../testing/renderApp.tsx';

vi.setConfig({ testTimeout: 30_000 });

/** One wheelchair seen indoors. */
const REPORT = assetwatch.awReportPrintData.parse({
  generatedAt: '2026-03-02T08:00:00.000Z',
  company: 'Demo Customer',
  name: 'Wheelchairs',
  period: { from: '2026-03-01T00:00:00.000Z', to: '2026-03-02T00:00:00.000Z' },
  columns: ['name', 'state', 'seenAt', 'battery'],
  rows: [['Wheelchair 1', 'indoor', '2026-03-01T06:10:00.000Z', '']],
  totalRows: 1,
});

const PATH = `${assetwatch.AW_REPORT_PRINT_PATH}?cacheKey=0123abcd`;

afterEach(() => {
  delete window.__PRINT_DATA__;
  delete window.__PRINT_READY__;
});

describe('[AW][REPORTS] print view', () => {
  test('without a session: the report and its table in asset watch words; then ready', async () => {
    window.__PRINT_DATA__ = REPORT;
    renderApp(`${PATH}&lang=en`);
    const doc = await screen.findByTestId('asset-watch-report', {}, { timeout: 15_000 });
    expect(doc).toHaveAttribute('dir', 'ltr');
    expect(within(doc).getByRole('heading', { name: 'Wheelchairs' })).toBeInTheDocument();
    const rows = within(doc).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('AssetStateLast seenBattery %');
    expect(rows[1]?.textContent).toBe('Wheelchair 1Indoor2026-03-01 06:10 UTC—');
    await vi.waitFor(() => expect(window.__PRINT_READY__).toBe(true));
  });

  test('without print data it says so and never gets ready', async () => {
    renderApp(`${PATH}&lang=en`);
    await screen.findByText('No report data', {}, { timeout: 15_000 });
    expect(window.__PRINT_READY__).toBeUndefined();
  });
});
