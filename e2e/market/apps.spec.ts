import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiAs } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { openPage, signIn } from '../support/page.ts';

/**
 * The market steps of other apps in Chromium (A23, A27, A29, R35, R101): the demo Customer's owner configures
 * a mobility order (device types and a plugin) and a defcon order (packages), sees both in the cart with the
 * right totals, edits the mobility one from the cart, and finds no edit on the defcon one (R35). A device
 * quantity of 0 shows its field error.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const TRACKER = 'Vehicle tracker VT-3';
const PLUGIN = 'Driver behaviour';
const PACKAGE = 'Monitoring Basic, 12 months';

/** The company's prices (cents) of the demo items, by name: the catalogue as the owner's company sees it. */
async function prices(page: Page) {
  const byName = new Map<string, number>();
  for (const app of ['mobility', 'defcon']) {
    const { status, body } = await apiAs<{ data: { name: string; priceCents: number }[] }>(
      page,
      'GET',
      `/product?app=${app}&limit=100`,
    );
    expect(status).toBe(200);
    for (const item of body.data) byName.set(item.name, item.priceCents);
  }
  const of = (name: string) => {
    const cents = byName.get(name);
    if (cents === undefined) throw new Error(`${name} is not in the demo catalogue`);
    return cents;
  };
  return { tracker: of(TRACKER), plugin: of(PLUGIN), pkg: of(PACKAGE) };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const toCart = async (page: Page, button: 'Add to cart' | 'Save order') => {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL((url) => url.pathname === '/core/market/cart');
};

describe('[MARKET][APPS]', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[MARKET][APPS]: a mobility and a defcon order through their steps, priced in the cart; mobility edits, defcon does not (R35)', async () => {
    const page = await openPage(browser);
    await signIn(page, OWNER.email, OWNER.password);
    await page.evaluate(() => localStorage.removeItem('atrium.cart.v1'));
    const price = await prices(page);

    await page.goto('/core/market/main/mobility');
    await page.getByRole('checkbox', { name: TRACKER }).check();
    const qty = page.getByRole('textbox', { name: `Quantity of ${TRACKER}` });
    await qty.fill('0');
    await next(page);
    await page.getByText('Must be at least 1').waitFor();
    await page.screenshot({ path: '/tmp/e2e-market-apps-mobility.png', fullPage: true });
    await qty.fill('2');
    await next(page);
    await page.getByRole('checkbox', { name: PLUGIN }).check();
    expect(await page.getByTestId('draft-total').textContent()).toBe(
      dollars(2 * price.tracker + price.plugin),
    );
    await next(page);
    await page.getByRole('region', { name: TRACKER }).waitFor();
    await toCart(page, 'Add to cart');

    await page.goto('/core/market/main/defcon');
    await page.getByRole('radio', { name: 'Packages' }).check();
    await page.getByRole('checkbox', { name: PACKAGE }).check();
    await next(page);
    await page.getByRole('region', { name: PACKAGE }).waitFor();
    await page.screenshot({ path: '/tmp/e2e-market-apps-defcon.png', fullPage: true });
    await toCart(page, 'Add to cart');

    const mobility = page.getByRole('region', { name: 'Order 1' });
    const defcon = page.getByRole('region', { name: 'Order 2' });
    await defcon.waitFor();
    expect(await mobility.textContent()).toContain('Mobility');
    expect(await defcon.textContent()).toContain('Defcon');
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe(
      dollars(2 * price.tracker + price.plugin + price.pkg),
    );
    expect(await defcon.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/e2e-market-apps-cart.png', fullPage: true });

    await mobility.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL((url) => url.searchParams.get('hardwareId') !== null);
    expect(new URL(page.url()).searchParams.get('mode')).toBe('edit');
    await page.getByText('Editing order 1 of the cart').waitFor();
    expect(await qty.inputValue()).toBe('2');
    await qty.fill('3');
    await next(page);
    expect(await page.getByRole('checkbox', { name: PLUGIN }).isChecked()).toBe(true);
    await next(page);
    await toCart(page, 'Save order');
    await page.getByRole('region', { name: 'Order 2' }).waitFor();
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe(
      dollars(3 * price.tracker + price.plugin + price.pkg),
    );
    expect(await page.getByRole('region', { name: 'Order 1' }).textContent()).toContain('× 3');
  });
});
