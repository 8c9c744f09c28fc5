import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openSessionPage, screenshotOnFailure, signIn, urlPath } from '../support/page.ts';

/**
 * The market in Chromium: a guest browses the global market; the demo Customer's owner configures a
 * sensor-solution order through its steps, pays with the sandbox's success card and sees the paid order; the
 * declined card lands on the failure page with the provider's reason.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' };

async function configureSensorOrder(page: Page) {
  await page.goto('/core/market/main/ignite-shield');
  await page.getByRole('radio').first().waitFor();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Number of devices' }).waitFor();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Device configuration', { exact: true }).last().waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Optional: token packages for the devices').waitFor();
  const token = page.getByRole('checkbox').first();
  if (await token.count()) await token.check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForURL((url) => url.pathname === '/core/market/cart');
  await page.getByRole('region', { name: 'Order 1' }).waitFor();
}

async function pay(page: Page, card: string) {
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL((url) => url.pathname === '/core/market/checkout');
  await page.getByRole('textbox', { name: 'Name' }).fill('Dana Buyer');
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Marina Walk');
  await page.getByRole('textbox', { name: 'City' }).fill('Dubai');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+971 50 123 4567');
  await page.getByRole('textbox', { name: /^Card number/ }).fill(card);
  expect(await page.getByTestId('quote-total').textContent()).toMatch(/^\$\d+\.\d{2}$/);
  await page.screenshot({ path: '/tmp/e2e-market-checkout.png', fullPage: true });
  await page.getByRole('button', { name: 'Pay' }).click();
}

describe('[MARKET][CHECKOUT]', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openSessionPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[MARKET][CHECKOUT]: a guest browses, signs in, configures a sensor-solution order and pays', async () => {
    screenshotOnFailure(page);
    await page.goto('/global/market/main');
    const sensors = page.getByRole('region', { name: 'Sensor solutions' });
    await sensors.waitFor();
    expect(await sensors.getByText(/^\$\d+\.\d{2}$/).count()).toBeGreaterThan(0);
    expect(urlPath(page)).toBe('/global/market/main');
    await page.screenshot({ path: '/tmp/e2e-market-global.png' });

    await signIn(page, OWNER.email, OWNER.password);
    await configureSensorOrder(page);
    await pay(page, CARDS.succeeds);
    await page.waitForURL((url) => url.pathname === '/core/market/payment/success', { timeout: 30_000 });
    await page.getByText(/^Order \d+ is paid\.$/).waitFor();
    await page.screenshot({ path: '/tmp/e2e-market-paid.png', fullPage: true });
  });

  test('[MARKET][CHECKOUT]: a declined card shows the error', async () => {
    screenshotOnFailure(page);
    await configureSensorOrder(page);
    await pay(page, CARDS.declined);
    await page.waitForURL((url) => url.pathname === '/core/market/payment/fail', { timeout: 30_000 });
    // Live alarm toasts may be on screen too: the payment's alert is the one naming the order.
    await page
      .getByRole('alert')
      .filter({ hasText: /^Order \d+ was not paid/ })
      .waitFor();
  });
});
