import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openPage, signInDev } from '../support/page.ts';
import { baseUrl } from '../support/servers.ts';

const MAP_EXAMPLE = '/core/libs-examples/map';
const PICKER_EXAMPLE = '/core/libs-examples/location-picker';

/** Every request the page makes that leaves the app's own server (a tile host would be one). */
function recordForeignRequests(page: Page): string[] {
  const origin = new URL(baseUrl()).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url)) foreign.push(url);
  });
  return foreign;
}

describe('[SHELL][MAP]', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[SHELL][MAP]: draw a polygon and a circle; the example lists the emitted shapes; no tile is loaded', async () => {
    const page = await openPage(browser);
    const foreign = recordForeignRequests(page);
    await signInDev(page);
    await page.goto(MAP_EXAMPLE);
    const map = page.getByRole('region', { name: 'Map' });
    await map.waitFor();
    await page.getByText(/^No shapes yet/).waitFor();
    expect(await map.getAttribute('data-tiles')).toBe('off');
    expect(await map.locator('.leaflet-marker-icon').count()).toBe(3);

    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    const at = (x: number, y: number) => page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    const rows = page.getByTestId('map-shape');

    // A triangle, closed by clicking its first point again. (Clicks stay clear of the toolbar, whose
    // Finish/Cancel actions open beside it, and of the markers.)
    await page.getByTitle('Draw a polygon').click();
    await at(0.45, 0.45);
    await at(0.75, 0.45);
    await at(0.75, 0.7);
    await at(0.45, 0.45);
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const polygon = JSON.parse((await rows.nth(0).locator('code').textContent()) ?? '{}');
    expect(polygon.type).toBe('polygon');
    expect(polygon.path).toHaveLength(3);

    // A circle: its centre, then a point on its edge.
    await page.getByTitle('Draw a circle').click();
    await at(0.55, 0.87);
    await at(0.62, 0.87);
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toMatch(/^Polygon/);
    expect(await rows.nth(1).textContent()).toMatch(/^Circle/);
    const circle = JSON.parse((await rows.nth(1).locator('code').textContent()) ?? '{}');
    expect(circle.radius).toBeGreaterThan(0);
    expect(circle.center.lat).toBeGreaterThanOrEqual(-90);
    expect(circle.center.lat).toBeLessThanOrEqual(90);
    expect(await map.locator('.leaflet-overlay-pane path').count()).toBe(2);
    await page.screenshot({ path: '/tmp/e2e-shell-map.png' });

    expect(await map.locator('.leaflet-tile-pane img').count()).toBe(0);
    expect(foreign).toEqual([]);
  });

  test("[SHELL][LOCATION-PICKER]: a point outside the required country is an 'Invalid Place'; no tile is loaded", async () => {
    const page = await openPage(browser);
    const foreign = recordForeignRequests(page);
    await signInDev(page);
    await page.goto(PICKER_EXAMPLE);
    const picker = page.getByTestId('location-picker');
    await picker.waitFor();
    const latitude = picker.getByRole('textbox', { name: 'Latitude' });
    const longitude = picker.getByRole('textbox', { name: 'Longitude' });
    const country = page.getByTestId('location-country');
    const invalid = picker.getByText('Invalid Place', { exact: true });

    // The example requires the United Arab Emirates: Dubai passes.
    await latitude.fill('25.2048');
    await longitude.fill('55.2708');
    await country.filter({ hasText: 'United Arab Emirates (AE)' }).waitFor();
    expect(await invalid.count()).toBe(0);
    await page.getByTestId('location-emitted-error').filter({ hasText: 'Valid location' }).waitFor();

    // Riyadh is in Saudi Arabia.
    await latitude.fill('24.7136');
    await longitude.fill('46.6753');
    await country.filter({ hasText: 'Saudi Arabia (SA)' }).waitFor();
    await invalid.waitFor();
    await page.getByTestId('location-emitted-error').filter({ hasText: 'Invalid Place' }).waitFor();
    expect(await page.getByTestId('location-emitted').textContent()).toContain('"countryShortCode": "SA"');
    await page.screenshot({ path: '/tmp/e2e-shell-location-picker.png' });

    // A click on the map moves the point there.
    const map = picker.getByRole('region', { name: 'Map' });
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
    // East of the pin (the map is centred on it): a larger longitude, and the country follows.
    await expect.poll(async () => Number(await longitude.inputValue())).toBeGreaterThan(46.6753);

    // A typed latitude out of range is refused on its field (R93).
    await latitude.fill('95');
    await picker.getByText('Latitude Must Be a Number Between -90 and 90').waitFor();

    expect(await map.getAttribute('data-tiles')).toBe('off');
    expect(foreign).toEqual([]);
  });
});
