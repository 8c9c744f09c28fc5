import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { openPage } from '../support/page.ts';

/**
 * The bill: a paid order's `GET …/bill` is the web app's invoice print view printed by the server's headless
 * Chromium; and that view, opened as the PDF service opens it (a cacheKey, the data on __PRINT_DATA__), draws
 * the company, the lines and the total, in Arabic right to left when asked.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const SUCCEEDS = '4242424242424242';
const SENSOR_ORDER = {
  type: 'swam-hardware',
  devices: [{ id: 202, solutionId: 18, qty: 2, products: [1001, 1003, 1003, 1007] }],
  tokens: [{ id: 1010, qty: 3 }],
};
const ADDRESS = {
  name: 'Demo Customer HQ',
  line1: 'Sheikh Zayed Road 1',
  city: 'Dubai',
  countryId: 233,
  phone: '+971 4 123 4567',
};

interface Paid {
  token: string;
  companyId: number;
  order: { id: number; totalCents: number; [key: string]: unknown };
}

async function call<T>(token: string | null, method: string, path: string, body?: unknown, headers = {}) {
  const res = await fetch(api(path), {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res as Response & { json(): Promise<T> };
}

/** The demo Customer's owner buys two loggers and three tokens and pays with the sandbox's success card. */
async function paidOrder(): Promise<Paid> {
  const login = await call<{ data: { token: string; user: { personalInfo: { companyId: number } } } }>(
    null,
    'POST',
    '/auth/login?shortTerm=0',
    OWNER,
  );
  expect(login.status).toBe(200);
  const { token, user } = (await login.json()).data;
  const companyId = user.personalInfo.companyId;
  const submitted = await call<{ data: { id: number } }>(
    token,
    'POST',
    `/company/${companyId}/order`,
    { orders: [SENSOR_ORDER], address: ADDRESS },
    { 'idempotency-key': `e2e-invoice-${Date.now()}` },
  );
  expect(submitted.status).toBe(201);
  const orderId = (await submitted.json()).data.id;
  const method = await call<{ data: { payment: { clientSecret: string } } }>(
    token,
    'PUT',
    `/company/${companyId}/order/${orderId}/payment-method`,
    { method: 'card' },
  );
  const clientSecret = (await method.json()).data.payment.clientSecret;
  await call(null, 'POST', '/public/payment/sandbox/confirm', { clientSecret, cardNumber: SUCCEEDS });
  const success = await call<{ data: Paid['order'] }>(token, 'POST', '/payment/success', { orderId });
  expect(success.status).toBe(200);
  return { token, companyId, order: (await success.json()).data };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function openInvoice(page: Page, paid: Paid, lang: 'en' | 'ar') {
  const data = {
    number: `INV-${String(paid.order.id).padStart(6, '0')}`,
    issuedAt: new Date().toISOString(),
    seller: { name: 'Atrium', email: null, phone: null },
    buyer: { id: paid.companyId, name: 'Demo Customer', email: 'contact@customer.demo' },
    order: paid.order,
  };
  await page.addInitScript((d) => {
    (globalThis as unknown as { __PRINT_DATA__: unknown }).__PRINT_DATA__ = d;
  }, data);
  await page.goto(`/reports-generator/invoice?cacheKey=e2e0123&lang=${lang}`);
  await page.waitForFunction(() => (globalThis as { __PRINT_READY__?: boolean }).__PRINT_READY__ === true);
}

describe('[MARKET][BILL]', () => {
  let browser: Browser;
  let paid: Paid;

  beforeAll(async () => {
    browser = await launchBrowser();
    paid = await paidOrder();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('R145 the bill of a paid order is a PDF printed from the invoice view', async () => {
    const res = await call(
      paid.token,
      'GET',
      `/company/${paid.companyId}/order/${paid.order.id}/bill`,
      undefined,
      { 'accept-language': 'ar' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const file = Buffer.from(await res.arrayBuffer());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.length).toBeGreaterThan(10_000);
  });

  test('A6 R102 the view, opened with a cacheKey and no session: no app chrome, the company, lines and total', async () => {
    const page = await openPage(browser);
    await openInvoice(page, paid, 'en');
    const invoice = page.getByTestId('invoice');
    expect(await invoice.getAttribute('dir')).toBe('ltr');
    expect(await page.getByTestId('invoice-buyer').textContent()).toBe('Demo Customer');
    const rows = await page.getByRole('table', { name: 'Invoice lines' }).getByRole('row').allTextContents();
    expect(rows[1]).toBe('Cold chain logger CC-32$149.00$298.00');
    expect(rows.some((r) => r.startsWith('Token, 12 months3'))).toBe(true);
    expect(await page.getByTestId('invoice-total').textContent()).toBe(dollars(paid.order.totalCents));
    expect(await page.getByRole('button', { name: /language/i }).count()).toBe(0);
  });

  test('A3 in Arabic it is drawn right to left, the amounts left to right', async () => {
    const page = await openPage(browser);
    await openInvoice(page, paid, 'ar');
    expect(await page.getByTestId('invoice').getAttribute('dir')).toBe('rtl');
    expect(await page.getByText('الإجمالي', { exact: true }).count()).toBe(1);
    const total = page.getByTestId('invoice-total');
    expect(await total.textContent()).toBe(dollars(paid.order.totalCents));
    expect(await total.getAttribute('dir')).toBe('ltr');
    // Right to left: the title block (start side) sits right of the seller's name.
    const seller = await page.getByRole('heading', { name: 'Atrium' }).boundingBox();
    const title = await page.getByRole('heading', { name: 'فاتورة' }).boundingBox();
    expect(seller && title && seller.x > title.x).toBe(true);
  });
});
