import { reports } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { owner, serve, signIn } from '../../companies/__tests__/kit.ts';
import { API, COMPANY, fakeCanvas } from './fixtures.ts';

vi.setConfig({ testTimeout: 60_000 });

/** Four orders of two statuses, grouped by status with subtotals, and the totals of every order. */
const print = (language: reports.ReportLanguage) =>
  reports.dynamicReportPrintData.parse({
    brand: { name: 'Acme Cloud', logoUrl: null },
    title: language === 'ar' ? 'الطلبات الشهرية' : 'Monthly orders',
    language,
    source: { key: 'orders', label: language === 'ar' ? 'الطلبات والفواتير' : 'Orders and bills' },
    filters: [{ label: language === 'ar' ? 'الفترة' : 'Period', value: '01/11/2026 – 30/11/2026' }],
    period: { from: '2026-10-31T20:00:00.000Z', to: '2026-11-30T19:59:59.999Z' },
    timeZone: 'Asia/Dubai',
    currency: 'USD',
    generatedAt: '2026-12-01T03:00:00.000Z',
    columns: [
      { key: 'orderId', label: language === 'ar' ? 'الطلب' : 'Order', type: 'number' },
      { key: 'createdAt', label: language === 'ar' ? 'تاريخ الإنشاء' : 'Created', type: 'datetime' },
      { key: 'total', label: language === 'ar' ? 'الإجمالي (دولار)' : 'Total (USD)', type: 'money' },
    ],
    rows: [
      [1041, '2026-11-02T06:30:00.000Z', 1234.5],
      [1042, '2026-11-03T06:30:00.000Z', 10],
      [1043, '2026-11-04T06:30:00.000Z', 99.99],
    ],
    groups: [
      {
        label: 'paid',
        firstRow: 0,
        shownRows: 2,
        rowCount: 2,
        subtotals: [{ key: 'total', fn: 'sum', value: 1244.5 }],
      },
      {
        label: 'cancelled',
        firstRow: 2,
        shownRows: 1,
        rowCount: 1,
        subtotals: [{ key: 'total', fn: 'sum', value: 99.99 }],
      },
    ],
    totals: { rowCount: 3, values: [{ key: 'total', fn: 'sum', value: 1344.49 }] },
    rowCount: 3,
    truncated: false,
  });

const PATH = reports.DYNAMIC_REPORT_PRINT_PATH;
const KEY = 'k3yOfTheStoredParams_01';

afterEach(() => {
  delete window.__PRINT_DATA__;
  delete window.__PRINT_READY__;
});

describe('[REPORTS] the dynamic-reports print view and the error page', () => {
  test("A6 the PDF service's data: brand, title, filters in words, a real table with its header, group subtotals and totals; then ready", async () => {
    window.__PRINT_DATA__ = print('en');
    renderApp(`${PATH}?cacheKey=0123abcd`);
    const doc = await screen.findByTestId('dynamic-report');
    expect(doc).toHaveAttribute('dir', 'ltr');
    expect(within(doc).getByRole('heading', { name: 'Monthly orders', level: 1 })).toBeInTheDocument();
    expect(within(doc).getByTestId('report-brand')).toHaveTextContent('Acme Cloud');
    expect(within(doc).getByRole('table', { name: 'Filters' })).toHaveTextContent(
      'Period01/11/2026 – 30/11/2026',
    );
    expect(doc).toHaveTextContent('Generated 01/12/2026 07:00 (Asia/Dubai)');
    const table = within(doc).getByRole('table', { name: 'Monthly orders' });
    const head = table.querySelector('thead');
    expect(head?.textContent).toBe('OrderCreatedTotal (USD)');
    const groups = within(table).getAllByTestId('report-group');
    expect(groups).toHaveLength(2);
    expect(groups[0]).toHaveTextContent('paid (2 rows)');
    expect(groups[0]).toHaveTextContent('1,04102/11/2026 10:30$1,234.50');
    expect(within(groups[0] as HTMLElement).getByTestId('report-subtotal')).toHaveTextContent(
      'Subtotal, 2 rows$1,244.50',
    );
    expect(within(table).getByTestId('report-totals')).toHaveTextContent('Total, 3 rows$1,344.49');
    expect(within(doc).queryByTestId('report-chart')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(window.__PRINT_READY__).toBe(true));
  });

  test('A3 an Arabic report is right to left, in Arabic words and Arabic-Indic digits', async () => {
    window.__PRINT_DATA__ = print('ar');
    renderApp(`${PATH}?cacheKey=0123abcd`);
    const doc = await screen.findByTestId('dynamic-report');
    expect(doc).toHaveAttribute('dir', 'rtl');
    expect(doc).toHaveAttribute('lang', 'ar');
    const table = within(doc).getByRole('table', { name: 'الطلبات الشهرية' });
    const [paid] = within(table).getAllByTestId('report-group');
    expect(paid).toHaveTextContent('paid (٢ صفوف)');
    const cells = within(paid as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? '');
    expect(cells).toContain('١٬٠٤١');
    expect(cells).toContain('٠٢/١١/٢٠٢٦ ١٠:٣٠');
    expect(cells.some((text) => text.includes('١٬٢٣٤٫٥٠'))).toBe(true);
    expect(within(table).getByTestId('report-totals')).toHaveTextContent('الإجمالي، ٣ صفوف');
    // No Western digit in any figure of the table.
    expect(table.textContent).not.toMatch(/[0-9]/);
    await vi.waitFor(() => expect(window.__PRINT_READY__).toBe(true));
  });

  test('a chart where the print data has one: drawn above the table, labelled with its title, not animated; mirrored in Arabic', async () => {
    fakeCanvas();
    const chart = (title: string): reports.ReportChart => ({
      kind: 'bar',
      title,
      labels: ['cancelled', 'paid'],
      values: [99.99, 1244.5],
    });
    window.__PRINT_DATA__ = { ...print('en'), chart: chart('Total (USD)') };
    const shown = renderApp(`${PATH}?cacheKey=0123abcd`);
    const doc = await screen.findByTestId('dynamic-report');
    const drawn = within(doc).getByRole('img', { name: 'Total (USD)' });
    // Above the table.
    const table = within(doc).getByRole('table', { name: 'Monthly orders' });
    expect(drawn.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    type Drawn = {
      animation: boolean;
      series: { type: string; data: number[] }[];
      xAxis: { data: string[]; inverse?: boolean }[];
    };
    await waitFor(() => {
      const option = getInstanceByDom(drawn)?.getOption() as Drawn;
      expect(option.series.map((series) => [series.type, series.data])).toEqual([['bar', [99.99, 1244.5]]]);
      expect(option.xAxis[0]?.data).toEqual(['cancelled', 'paid']);
      expect(option.animation).toBe(false);
      expect(option.xAxis[0]?.inverse).toBeFalsy();
    });
    await vi.waitFor(() => expect(window.__PRINT_READY__).toBe(true));
    shown.unmount();
    delete window.__PRINT_READY__;

    // Arabic: right to left (the axis runs from the right) whatever the screen's language, in its digits.
    window.__PRINT_DATA__ = {
      ...print('ar'),
      chart: { ...chart('الإجمالي (دولار)'), kind: 'line', labels: ['02/11/2026 10:30', '03/11/2026 10:30'] },
    };
    renderApp(`${PATH}?cacheKey=0123abcd`);
    const arabic = await screen.findByRole('img', { name: 'الإجمالي (دولار)' });
    await waitFor(() => {
      const option = getInstanceByDom(arabic)?.getOption() as Drawn;
      expect(option.series[0]?.type).toBe('line');
      expect(option.xAxis[0]?.inverse).toBe(true);
      expect(option.xAxis[0]?.data).toEqual(['٠٢/١١/٢٠٢٦ ١٠:٣٠', '٠٣/١١/٢٠٢٦ ١٠:٣٠']);
    });
  });

  test("with ?cacheKey= and no data on the page, the signed-in user's stored parameters are fetched; expired ones go to the error page", async () => {
    signIn(owner);
    let expired = false;
    serve([
      [
        'GET',
        new RegExp(`^${API}/parameter/temporary/${KEY}$`),
        () =>
          expired
            ? json(410, {
                msg: 'These print parameters have expired',
                code: reports.REPORT_PARAMETERS_EXPIRED_CODE,
              })
            : json(200, { data: print('en') }),
      ],
    ]);
    const shown = renderApp(`${PATH}?cacheKey=${KEY}&companyId=${COMPANY}`);
    expect(await screen.findByRole('heading', { name: 'Monthly orders', level: 1 })).toBeInTheDocument();
    shown.unmount();

    expired = true;
    const { router } = renderApp(`${PATH}?cacheKey=${KEY}&companyId=${COMPANY}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(reports.REPORT_ERROR_PAGE_PATH));
    expect(await screen.findByRole('heading', { name: 'This report cannot be shown' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The report parameters have expired (they are kept for 10 minutes): print the report again.',
      ),
    ).toBeInTheDocument();
    expect(window.__PRINT_READY__).toBeUndefined();
  });

  test("no parameters at all, or data not of a report's shape: the error page says which", async () => {
    const missing = renderApp(PATH);
    await waitFor(() => expect(missing.router.state.location.pathname).toBe(reports.REPORT_ERROR_PAGE_PATH));
    expect(
      await screen.findByText('No report parameters were given: open the report from the reports list.'),
    ).toBeInTheDocument();
    missing.unmount();

    window.__PRINT_DATA__ = { title: 'half a report' };
    const invalid = renderApp(`${PATH}?cacheKey=0123abcd`);
    await waitFor(() => expect(invalid.router.state.location.pathname).toBe(reports.REPORT_ERROR_PAGE_PATH));
    expect(await screen.findByText('The report parameters are not valid.')).toBeInTheDocument();
    expect(window.__PRINT_READY__).toBeUndefined();
  });
});
