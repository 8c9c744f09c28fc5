import { devices } from '@atrium/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../../testing/renderApp.tsx';

vi.setConfig({ testTimeout: 30_000 });

const line = (key: string, unit: string, consumption: number, pricePerUnit: number) => ({
  device: { id: 11, serial: 'EM1-0001', name: 'Main switchboard' },
  company: { id: 3, name: 'Demo Customer' },
  key,
  unit,
  readings: 4,
  consumption,
  pricePerUnit,
  currency: 'USD',
  amount: Math.round(consumption * pricePerUnit * 100) / 100,
});

/** The demo Customer's energy meter in March 2025: 25 kWh at 0.18 USD and 11 m³ at 1.25 USD. */
const INVOICE = devices.meterInvoicePrintData.parse({
  number: 'MTR-EM1-0001-202503',
  issuedAt: '2025-04-02T09:00:00.000Z',
  seller: { name: 'Atrium Demo', email: 'billing@atrium.demo', phone: '+971 4 000 0000' },
  customer: { id: 3, name: 'Demo Customer', email: 'contact@customer.demo' },
  device: { id: 11, serial: 'EM1-0001', name: 'Main switchboard' },
  month: '2025-03',
  from: '2025-03-01T00:00:00.000Z',
  to: '2025-04-01T00:00:00.000Z',
  lines: [line('energy', 'kWh', 25, 0.18), line('flow', 'm³', 11, 1.25)],
  totals: [{ currency: 'USD', amount: 18.25 }],
});

const PATH = `${devices.METER_INVOICE_PRINT_PATH}?cacheKey=0123abcd`;

afterEach(() => {
  delete window.__PRINT_DATA__;
  delete window.__PRINT_READY__;
});

describe('[REPORTS-GENERATOR] meter invoice print view', () => {
  test('A6 without a session: brand, customer, meter, month, consumption, tariff, $ amounts and the total in words; then ready', async () => {
    window.__PRINT_DATA__ = INVOICE;
    renderApp(`${PATH}&lang=en`);
    const doc = await screen.findByTestId('meter-invoice', {}, { timeout: 15_000 });
    expect(doc).toHaveAttribute('dir', 'ltr');
    expect(within(doc).getByRole('heading', { name: 'Atrium Demo' })).toBeInTheDocument();
    expect(within(doc).getByTestId('meter-invoice-customer')).toHaveTextContent('Demo Customer');
    expect(within(doc).getByTestId('meter-invoice-device')).toHaveTextContent('Main switchboard');
    expect(within(doc).getByText('EM1-0001')).toBeInTheDocument();
    expect(within(doc).getByTestId('meter-invoice-month')).toHaveTextContent('Month: March 2025');
    const rows = within(screen.getByRole('table', { name: 'Meter invoice lines' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Billed quantityReadingsConsumptionTariffAmount',
      'Energy425 kWh$0.18 / kWh$4.50',
      'Flow411 m³$1.25 / m³$13.75',
    ]);
    expect(within(doc).getByTestId('meter-invoice-total-USD')).toHaveTextContent('$18.25');
    expect(within(doc).getByTestId('meter-invoice-words-USD')).toHaveTextContent(
      'Amount in words: eighteen dollars and twenty-five cents',
    );
    await vi.waitFor(() => expect(window.__PRINT_READY__).toBe(true));
  });

  test('A3 lang=ar: Arabic, right to left, the amount in Arabic words, figures kept left to right', async () => {
    window.__PRINT_DATA__ = INVOICE;
    renderApp(`${PATH}&lang=ar`);
    const doc = await screen.findByTestId('meter-invoice', {}, { timeout: 15_000 });
    expect(doc).toHaveAttribute('dir', 'rtl');
    expect(doc).toHaveAttribute('lang', 'ar');
    expect(within(doc).getByText('فاتورة العداد')).toBeInTheDocument();
    expect(within(doc).getByTestId('meter-invoice-total-USD')).toHaveAttribute('dir', 'ltr');
    expect(within(doc).getByTestId('meter-invoice-words-USD')).toHaveTextContent(
      'المبلغ كتابةً: ثمانية عشر دولارًا وخمسة وعشرون سنتًا',
    );
  });

  test("R163 a total past 7 digits prints the figure only ('overlimit' has no words)", async () => {
    window.__PRINT_DATA__ = { ...INVOICE, totals: [{ currency: 'USD', amount: 12_345_678.9 }] };
    renderApp(`${PATH}&lang=en`);
    const doc = await screen.findByTestId('meter-invoice', {}, { timeout: 15_000 });
    expect(within(doc).getByTestId('meter-invoice-total-USD')).toHaveTextContent('$12345678.90');
    expect(within(doc).queryByTestId('meter-invoice-words-USD')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(window.__PRINT_READY__).toBe(true));
  });

  test('without valid print data it says so and never signals ready (the server answers 477)', async () => {
    window.__PRINT_DATA__ = { number: 'MTR-1' };
    renderApp(`${PATH}&lang=en`);
    expect(await screen.findByText('No meter invoice to show', {}, { timeout: 15_000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.__PRINT_READY__).toBeUndefined();
  });
});
