import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { apiAs } from '../support/api.ts';
import { screenshotOnFailure, urlPath } from '../support/page.ts';
import { signedInSession } from '../support/session.ts';
import { postReading } from '../support/telemetry.ts';

/**
 * Issue 21, smart parking in the browser as the demo customer's owner: the app opens on its dashboard; the
 * list shows the demo car parks; a location is added (refused without a name and outline, then with three
 * spots placed on the map and the outline drawn around them) and opens on its details; on the devices map a
 * demo spot turns occupied, without a reload, when its sensor's reading arrives over HTTP (`POST
 * /api/telemetry` with the sensor's basic auth).
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const RUN = Math.random().toString(36).slice(2, 7);
const NAME = `E2E car park ${RUN}`;

interface Spot {
  id: number;
  code: string;
  state: string;
  device: { id: number; serial: string } | null;
}

async function call<T>(page: Page, method: string, path: string, body?: unknown) {
  const { status, body: reply } = await apiAs<T>(page, method, path, body);
  if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(reply)}`);
  return reply;
}

describe('[SMART-PARKING]', () => {
  const session = signedInSession(OWNER, { height: 1100 });
  let created = 0;

  // Runs before the session's browser closes (after-hooks run last registered first).
  afterAll(async () => {
    if (created) await apiAs(session.page, 'DELETE', `/sparking/api/locations/${created}`);
  });

  test('[SP][LOCATIONS]: dashboard, list, a location added after its errors, its details', async () => {
    const { page } = session;
    screenshotOnFailure(page);
    await page.goto('/smart-parking');
    await page.waitForURL((url) => url.pathname === '/smart-parking/analysis/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Per location' }).getByText('Headquarters car park').waitFor();

    await page.goto('/smart-parking/locations/list');
    await page.getByRole('heading', { name: 'Parking locations', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Jebel Ali warehouse yard' }).waitFor();

    await page.getByRole('link', { name: 'Add location' }).first().click();
    await page.waitForURL((url) => url.pathname === '/smart-parking/locations/add');
    const submit = page.getByRole('button', { name: 'Add location', exact: true });
    await submit.click();
    await page.getByText('Required').first().waitFor();
    await page.getByText('A Polygon Needs at Least 3 Distinct Points').waitFor();

    await page.getByRole('textbox', { name: /^Name/ }).fill(NAME);
    await page.getByText('Place spots', { exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of the parking location' });
    const box = await map.boundingBox();
    if (!box) throw new Error('the map is not on screen');
    for (const dx of [-40, 0, 40]) await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2);
    await page.getByText('Spots: 3').waitFor();
    await page.getByRole('button', { name: 'Outline around the spots' }).click();
    await page.getByText('Outline: 4 points').waitFor();
    await submit.click();

    await page.waitForURL((url) => /^\/smart-parking\/locations\/details\/\d+$/.test(url.pathname));
    created = Number(urlPath(page).split('/').at(-1));
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    for (const code of ['S-01', 'S-02', 'S-03']) await page.getByTestId(`spot-${code}`).waitFor();
    expect(await page.getByTestId('spot-S-01').textContent()).toContain('Unknown');
  });

  test('[SP][LIVE]: a spot turns occupied on the devices map when its sensor’s reading arrives', async () => {
    const { page } = session;
    screenshotOnFailure(page);
    const spots = await call<{ data: Spot[] }>(page, 'GET', '/sparking/api/spots?limit=100');
    const spot = spots.data.find((s) => s.device && s.state !== 'occupied' && s.state !== 'closed');
    if (!spot?.device) throw new Error('no demo spot with a sensor that is not occupied');

    await page.goto('/smart-parking/devices/map');
    await page.getByRole('heading', { name: 'Spots map', level: 1 }).waitFor();
    // The dot of the spot carries its state (class, data attribute, accessible label); the dots of both car
    // parks overlap at the map's zoom, so they are waited for as attached, not visible.
    const dot = (state: string) => page.locator(`[data-spot="${spot.id}"][data-state="${state}"]`);
    await dot(spot.state).waitFor({ state: 'attached' });
    const occupied = page.getByTestId('count-occupied');
    const before = Number(await occupied.textContent());

    await postReading(spot.device.serial, { occupancy: 1, battery: 88 });
    await dot('occupied').waitFor({ state: 'attached' });
    expect(await dot('occupied').getAttribute('aria-label')).toBe(`${spot.code} · Occupied`);
    expect(await dot('occupied').getAttribute('class')).toContain('sp-state-occupied');
    expect(await dot(spot.state).count()).toBe(0);
    expect(Number(await occupied.textContent())).toBe(before + 1);
    const after = await call<{ data: Spot }>(page, 'GET', `/sparking/api/spots/${spot.id}`);
    expect(after.data.state).toBe('occupied');

    await page.goto(`/smart-parking/devices/history?deviceId=${spot.device.id}`);
    await page.getByRole('heading', { name: 'Sensor history', level: 1 }).waitFor();
    await page.goto('/smart-parking/devices/list');
    await page.getByText(spot.device.serial).first().waitFor();
  });
});
