import { market } from '@atrium/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../../testing/renderApp.tsx';

vi.setConfig({ testTimeout: 30_000 });

const line = (name: string, qty: number, unitPriceCents: number, kind: market.LineKind = 'device') => ({
  kind,
  itemId: qty,
  name,
  itemType: 'sensor' as const,
  qty,
  unitPriceCents,
  totalCents: qty * unitPriceCents,
  deviceIndex: kind === 'token' ? null : 0,
});

/** Two loggers with a free LoRaWAN module and 3 tokens, a 5 % discount and express shipping. */
const INVOICE = market.invoicePrintData.parse({
  number: 'INV-000042',
  issuedAt: '2026-03-05T10:00:00.000Z',
  seller: { name: 'Atrium Demo', email: 'billing@atrium.demo', phone: '+971 4 000 0000' },
  buyer: { id: 7, name: 'Demo Customer', email: 'contact@customer.demo' },
  order: {
    id: 42,
    companyId: 7,
    status: 'paid',
    editable: false,
    parts: [
      {
        index: 0,
        type: 'swam-hardware',
        app: 'swam',
        editable: false,
        devices: [{ id: 202, solutionId: 18, qty: 2, products: [1001] }],
        tokens: [{ id: 1010, qty: 3 }],
        plugins: [],
        packages: [],
        lines: [
          line('Cold chain logger CC-3', 2, 14_900),
          line('LoRaWAN module', 2, 0, 'product'),
          line('Token, 12 months', 3, 2_400, 'token'),
        ],
        subtotalCents: 37_000,
        devicesCount: 2,
      },
    ],
    subtotalCents: 37_000,
    devicesCount: 2,
    needsShipping: true,
    discountRateBps: 500,
    discountRateCents: 1_850,
    discountCode: null,
    discountCodeCents: 0,
    shippingMethod: 'express',
    shippingCents: 6_000,
    voucherCode: null,
    voucherCents: 0,
    totalCents: 41_150,
    currency: 'usd',
    address: null,
    paymentMethod: 'card',
    fulfilment: 'done',
    createdBy: null,
    paidAt: '2026-03-05T10:00:00.000Z',
    deployedAt: null,
    createdAt: '2026-03-05T09:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
  },
});

const PATH = `${market.INVOICE_PRINT_PATH}?cacheKey=0123abcd`;

afterEach(() => {
  delete window.__PRINT_DATA__;
  delete window.__PRINT_READY__;
});

describe('[REPORTS-GENERATOR] invoice print view', () => {
  test('R102 A6 without a session: company, lines, quantities, $ prices or incl, adjustments and total; then ready', async () => {
    window.__PRINT_DATA__ = INVOICE;
    renderApp(`${PATH}&lang=en`);
    const doc = await screen.findByTestId('invoice', {}, { timeout: 15_000 });
    expect(doc).toHaveAttribute('dir', 'ltr');
    expect(within(doc).getByText('Atrium Demo')).toBeInTheDocument();
    expect(within(doc).getByTestId('invoice-buyer')).toHaveTextContent('Demo Customer');
    const rows = within(screen.getByRole('table', { name: 'Invoice lines' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ItemQuantityUnit priceAmount',
      'Cold chain logger CC-32$149.00$298.00',
      'LoRaWAN module2inclincl',
      'Token, 12 months3$24.00$72.00',
    ]);
    expect(within(doc).getByText('Company discount').nextSibling).toHaveTextContent('-$18.50');
    expect(within(doc).getByText('Shipping').nextSibling).toHaveTextContent('$60.00');
    expect(within(doc).queryByText('Voucher')).not.toBeInTheDocument();
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$411.50');
    expect(within(doc).getByText(/5 March 2026/)).toBeInTheDocument();
    await vi.waitFor(() => expect(window.__PRINT_READY__).toBe(true));
  });

  test('A3 lang=ar draws it in Arabic, right to left, prices kept left to right', async () => {
    window.__PRINT_DATA__ = INVOICE;
    renderApp(`${PATH}&lang=ar`);
    const doc = await screen.findByTestId('invoice', {}, { timeout: 15_000 });
    expect(doc).toHaveAttribute('dir', 'rtl');
    expect(doc).toHaveAttribute('lang', 'ar');
    expect(within(doc).getByText('فاتورة')).toBeInTheDocument();
    expect(within(doc).getByText('الإجمالي')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-total')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$411.50');
  });

  test('without valid print data it says so and never signals ready (the server answers 477)', async () => {
    window.__PRINT_DATA__ = { number: 'INV-1' };
    renderApp(`${PATH}&lang=en`);
    expect(await screen.findByText('No invoice to show', {}, { timeout: 15_000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.__PRINT_READY__).toBeUndefined();
  });
});
