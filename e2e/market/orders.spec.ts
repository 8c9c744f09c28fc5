import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, api, apiAs } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import {
  openPage,
  openSessionPage,
  SIGN_IN_PATH,
  screenshotOnFailure,
  signIn,
  urlPath,
} from '../support/page.ts';

/**
 * Orders, packages and the checkout's voucher in Chromium, as the demo Customer's owner: a paid order (made
 * through the API) in the orders list, its details and its bill as a PDF download; a package added by its
 * code, and a made-up code refused at the field; expired and unknown vouchers refused at checkout.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const SUCCEEDS = '4242424242424242';
const TOKENS = { type: 'swam-tokens', tokens: [{ id: 1010, qty: 2 }] };

type Data<T> = { data: T };

/** The owner's company pays a tokens order with the sandbox's success card, through the API. */
async function paidOrder(page: Page, companyId: number) {
  const submitted = await fetch(api(`/company/${companyId}/order`), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('atrium.accessToken.v1') ?? 'null'))}`,
      'Content-Type': 'application/json',
      'idempotency-key': `e2e-orders-${Date.now()}`,
    },
    body: JSON.stringify({ orders: [TOKENS] }),
  });
  expect(submitted.status).toBe(201);
  const orderId = ((await submitted.json()) as Data<{ id: number }>).data.id;
  const method = await apiAs<Data<{ payment: { clientSecret: string } }>>(
    page,
    'PUT',
    `/company/${companyId}/order/${orderId}/payment-method`,
    { method: 'card' },
  );
  const confirm = await fetch(api('/public/payment/sandbox/confirm'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientSecret: method.body.data.payment.clientSecret, cardNumber: SUCCEEDS }),
  });
  expect(confirm.status).toBe(200);
  const paid = await apiAs<Data<{ status: string; totalCents: number }>>(page, 'POST', '/payment/success', {
    orderId,
  });
  expect(paid.body.data.status).toBe('paid');
  return { orderId, totalCents: paid.body.data.totalCents };
}

/** A platform package of the defcon "Monitoring Basic" model, created by the system admin. */
async function newPackageCode() {
  const res = await fetch(api('/package'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ modelId: 1310, quantity: 1 }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as Data<{ code: string }[]>).data[0]?.code ?? '';
}

describe('[MARKET][ORDERS]', () => {
  let browser: Browser;
  let page: Page;
  let companyId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openSessionPage(browser);
    // The first load of the built app can be slow on a busy machine.
    await page.goto(SIGN_IN_PATH);
    await page.getByLabel('Email').waitFor({ timeout: 90_000 });
    await signIn(page, OWNER.email, OWNER.password);
    companyId = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('atrium.user.v1') ?? 'null') as {
            personalInfo: { companyId: number };
          }
        ).personalInfo.companyId,
    );
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[MARKET][ORDERS]: a paid order is in the list; its details show its lines and total; the bill downloads as a PDF', async () => {
    screenshotOnFailure(page);
    const { orderId, totalCents } = await paidOrder(page, companyId);
    await page.goto('/core/orders');
    const link = page.getByRole('link', { name: `#${orderId}`, exact: true });
    await link.waitFor();
    const row = page.getByRole('row').filter({ has: link });
    expect(await row.getByText('Paid', { exact: true }).count()).toBe(1);
    expect(await row.getByText(`$${(totalCents / 100).toFixed(2)}`).count()).toBe(1);
    await page.screenshot({ path: '/tmp/e2e-orders-list.png', fullPage: true });

    await link.click();
    await page.waitForURL((url) => url.pathname === `/core/orders/${orderId}/${companyId}`);
    const part = page.getByRole('region', { name: 'Order 1' });
    await part.waitFor();
    expect(await part.getByText('Sensor solution tokens').count()).toBe(1);
    expect(await page.getByTestId('order-total').textContent()).toBe(`$${(totalCents / 100).toFixed(2)}`);
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0); // paid: R35 no edit
    await page.screenshot({ path: '/tmp/e2e-order-details.png', fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Download bill' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`order-${orderId}.pdf`);
    const file = readFileSync((await download.path()) ?? '');
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('[MARKET][ORDERS]: R35 an unpaid order opened for editing goes back to the market and is paid as the same order', async () => {
    screenshotOnFailure(page);
    const token = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('atrium.accessToken.v1') ?? 'null'),
    );
    const submitted = await fetch(api(`/company/${companyId}/order`), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'idempotency-key': `e2e-orders-edit-${Date.now()}`,
      },
      body: JSON.stringify({ orders: [TOKENS] }),
    });
    const orderId = ((await submitted.json()) as Data<{ id: number }>).data.id;
    await page.goto(`/core/orders/${orderId}/${companyId}`);
    await page.getByText('Awaiting payment', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL((url) => url.pathname === '/core/market/main/ignite-shield');
    expect(new URL(page.url()).searchParams.get('mode')).toBe('edit');
    await page.goto('/core/market/checkout');
    await page.getByRole('textbox', { name: /^Card number/ }).fill(SUCCEEDS);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/core/market/payment/success', { timeout: 30_000 });
    await page.getByText(`Order ${orderId} is paid.`).waitFor();
  });

  test('[MARKET][PACKAGES]: a made-up code is refused at the field; a real one, opened by its link, is added', async () => {
    screenshotOnFailure(page);
    await page.goto('/core/packages/add/PKG-NOPE-0000-0000/defcon');
    await page.getByRole('button', { name: 'Add package' }).click();
    await page.getByText('Unknown package code').waitFor();

    const code = await newPackageCode();
    await page.goto(`/core/packages/add/${code}/defcon`);
    expect(await page.getByRole('textbox', { name: /^Package code/ }).inputValue()).toBe(code);
    await page.getByRole('button', { name: 'Add package' }).click();
    await page.getByText(`Package ${code} added`).waitFor();
    await page.getByRole('link', { name: 'See all packages' }).click();
    await page.waitForURL((url) => url.pathname === '/core/packages/external-orders');
    await page.getByText(code, { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/e2e-packages.png', fullPage: true });
  });

  test('[MARKET][VOUCHER]: an expired voucher and another company’s are refused at the checkout field', async () => {
    screenshotOnFailure(page);
    await page.evaluate(() =>
      localStorage.setItem('atrium.cart.v1', JSON.stringify([['swam-tokens', 0, [], [[1010, 1]], [], []]])),
    );
    await page.goto('/core/market/checkout');
    const field = page.getByRole('textbox', { name: 'Voucher' });
    await field.fill('V-DEMO-OLD');
    await page.getByRole('button', { name: 'Apply voucher' }).click();
    await page.getByText('This voucher has expired').waitFor();
    await field.fill('V-SOMEONE-ELSE');
    await page.getByRole('button', { name: 'Apply voucher' }).click();
    await page.getByText("This voucher does not exist or is not your company's").waitFor();
    expect(urlPath(page)).toBe('/core/market/checkout');
    expect(await page.getByTestId('quote-voucher').count()).toBe(0);
    await page.screenshot({ path: '/tmp/e2e-voucher.png', fullPage: true });
  });

  test('[MARKET][STORE]: R123 an integrator going to the market lands in the device store and sets a resale price', async () => {
    const integrator = await openPage(browser);
    await signIn(integrator, 'owner@integrator.demo', OWNER.password);
    await integrator.goto('/core/market/main');
    await integrator.waitForURL((url) => url.pathname.startsWith('/management/devices/store'));
    await integrator.getByRole('tab', { name: 'Sensor solutions' }).click();
    await integrator.waitForURL((url) => url.pathname === '/management/devices/store/ignite-shield');
    const devices = integrator.getByRole('region', { name: 'Devices and accessories' });
    await devices.getByRole('button', { name: 'Resale price' }).first().click();
    const dialog = integrator.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Resale price' }).fill('$99.50');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Saved: your companies pay $99.50').waitFor();
    await integrator.screenshot({ path: '/tmp/e2e-store.png', fullPage: true });
  });
});
