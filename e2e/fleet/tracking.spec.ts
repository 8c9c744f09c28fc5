import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiAs } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { openPage, openSessionPage, screenshotOnFailure, sidebar, signIn, urlPath } from '../support/page.ts';
import { osmandPort } from '../support/servers.ts';

/**
 * Issue 19, fleet tracking in the browser. The demo Customer's owner opens the live map; its tracker FT5-0001
 * (Van 01) posts OsmAnd positions to the server's receiver and the vehicle moves on the page without a
 * reload; the vehicle's page plays its track back. In the vehicles list a vehicle is suspended (asked first)
 * and returned to service; the error paths: a vehicle that does not exist, a form saved blank or with a bad
 * plate. The flow passes by the other tracking screens, so the accessibility check (English and Arabic, right
 * to left) covers them. A user whose fleetRole is Driver sees no fleet app.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
// The demo Customer's driver who signs in (fleetRole Driver, apps/server/src/modules/fleet/driver-user.seed.ts).
const DRIVER = { email: 'driver@customer.demo', password: 'Demo#12345' };
const TRACKER = 'FT5-0001';
const VEHICLE = 'Van 01';
const LANGUAGE_KEY = 'atrium.language.v1';

interface Vehicle {
  id: number;
  name: string;
  plate: string;
  suspended: boolean;
}

// Each fix a later second than the last: a tracker's (serial, time) is stored once, a replay is dropped.
let fixTime = Math.floor(Date.now() / 1000) - 60;

/** One OsmAnd fix in the query form, as the Traccar Client sends it (speed in knots). */
async function postPosition(lat: number, lon: number, speedKnots = 20) {
  fixTime += 5;
  const query = new URLSearchParams({
    id: TRACKER,
    lat: String(lat),
    lon: String(lon),
    timestamp: String(fixTime),
    speed: String(speedKnots),
    bearing: '90',
  });
  const res = await fetch(`http://127.0.0.1:${osmandPort()}/?${query}`, { method: 'POST' });
  return res.status;
}

async function vehicleNamed(page: Page, name: string): Promise<Vehicle> {
  const { body } = await apiAs<{ data: Vehicle[] }>(
    page,
    'GET',
    `/fleet/vehicle?name=${encodeURIComponent(name)}&limit=25`,
  );
  const found = body.data.find((vehicle) => vehicle.name === name);
  if (!found) throw new Error(`${name} is not among the demo vehicles`);
  return found;
}

const setLanguage = (page: Page, language: 'en' | 'ar') =>
  page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
    key: LANGUAGE_KEY,
    value: language,
  });

describe('[FLEET][TRACKING]', () => {
  let browser: Browser;
  let owner: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await openSessionPage(browser);
    await signIn(owner, OWNER.email, OWNER.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[FLEET][LIVE]: OsmAnd positions move a vehicle on the live map without a reload; its track plays back', async () => {
    screenshotOnFailure(owner);
    await owner.goto('/fleet/vehicles/map-view');
    await owner.getByRole('heading', { name: 'Vehicles map', level: 1 }).waitFor();
    await owner.locator('[data-testid="realtime-state"][data-state="connected"]').waitFor();
    await owner.getByRole('region', { name: 'Live map of the vehicles' }).waitFor();
    // Marks the document: a reload would lose it.
    await owner.evaluate(() => Object.assign(window, { __fleetNoReload: true }));

    await owner.getByRole('textbox', { name: 'Find a vehicle' }).fill(VEHICLE);
    await owner
      .getByRole('list', { name: 'Vehicles' })
      .getByRole('button', { name: new RegExp(VEHICLE) })
      .click();
    const position = owner.getByTestId('fleet-selected-position');
    await position.waitFor();

    expect(await postPosition(25.123456, 55.234567)).toBe(200);
    await owner
      .getByTestId('fleet-selected-position')
      .filter({ hasText: '25.12346, 55.23457' })
      .waitFor({ timeout: 10_000 });
    expect(await postPosition(25.133456, 55.244567)).toBe(200);
    await owner
      .getByTestId('fleet-selected-position')
      .filter({ hasText: '25.13346, 55.24457' })
      .waitFor({ timeout: 10_000 });
    await owner.getByTestId('fleet-selected-marker').filter({ hasText: VEHICLE }).waitFor();
    expect(
      await owner.evaluate(() => (window as unknown as { __fleetNoReload?: boolean }).__fleetNoReload),
    ).toBe(true);
    // The canvas draws the company's vehicles (thousands would still be one element).
    expect(
      Number(await owner.getByTestId('fleet-vehicles-canvas').getAttribute('data-vehicles')),
    ).toBeGreaterThan(0);

    // Its page: where it is now and its track of the last 24 hours, played back.
    // By keyboard: the demo's alarm toasts may cover the card's corner.
    await owner.getByRole('link', { name: 'Track and playback' }).focus();
    await owner.keyboard.press('Enter');
    await owner.getByRole('heading', { name: new RegExp(`^${VEHICLE} · `), level: 1 }).waitFor();
    await owner.getByTestId('fleet-track-summary').waitFor();
    await owner.getByTestId('fleet-vehicle-position').filter({ hasText: '25.13346, 55.24457' }).waitFor();
    const status = owner.getByTestId('fleet-playback-status');
    const before = await status.textContent();
    await owner.getByRole('button', { name: 'Play the track' }).click();
    await owner.getByRole('button', { name: 'Pause the playback' }).waitFor();
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).not.toBe(before);
    await owner.getByRole('button', { name: 'Pause the playback' }).click();
    await owner.getByRole('button', { name: 'Play the track' }).waitFor();
    expect(await postPosition(25.143456, 55.254567)).toBe(200);
    await owner
      .getByTestId('fleet-vehicle-position')
      .filter({ hasText: '25.14346, 55.25457' })
      .waitFor({ timeout: 10_000 });
  });

  test('[FLEET][VEHICLES]: a vehicle suspended after confirmation and returned to service; the error paths', async () => {
    screenshotOnFailure(owner);
    const target = await vehicleNamed(owner, 'Van 05');
    expect(target.suspended).toBe(false);
    await owner.goto('/fleet/vehicles/vehicles-list');
    await owner.getByRole('heading', { name: 'Vehicles', level: 1 }).waitFor();
    const table = owner.getByRole('table', { name: 'Vehicles' });
    await owner.getByPlaceholder('Search by name or plate').fill('Van 05');
    const row = table
      .getByRole('row')
      .filter({ has: owner.getByRole('link', { name: 'Van 05', exact: true }) });
    await row.waitFor();

    await row.getByRole('button', { name: 'Actions for Van 05' }).click();
    await owner.getByRole('menuitem', { name: 'Suspend' }).click();
    const suspend = owner.getByRole('dialog', { name: 'Suspend the vehicle' });
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await suspend.waitFor({ state: 'detached' });
    await row.getByText('Suspended', { exact: true }).waitFor();
    expect((await vehicleNamed(owner, 'Van 05')).suspended).toBe(true);

    await row.getByRole('button', { name: 'Actions for Van 05' }).click();
    await owner.getByRole('menuitem', { name: 'Unsuspend' }).click();
    const unsuspend = owner.getByRole('dialog', { name: 'Unsuspend the vehicle' });
    await unsuspend.getByRole('button', { name: 'Unsuspend' }).click();
    await unsuspend.waitFor({ state: 'detached' });
    await row.getByText('In service', { exact: true }).waitFor();
    expect((await vehicleNamed(owner, 'Van 05')).suspended).toBe(false);

    // Error paths: a blank form, a plate the contract refuses, a vehicle that does not exist.
    await owner.getByRole('button', { name: 'Add vehicle' }).click();
    const add = owner.getByRole('dialog', { name: 'Add a vehicle' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => add.getByText('Required').count()).toBe(2);
    await add.getByRole('textbox', { name: /^Name/ }).fill('E2E van');
    await add.getByRole('textbox', { name: /^Plate/ }).fill('@@ 12');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByText('Only letters, digits, spaces and dashes').waitFor();
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'detached' });
    await owner.goto('/fleet/vehicles/map-view/999999');
    await owner.getByText('This vehicle does not exist or is not yours').waitFor();
  });

  test('[FLEET][SCREENS]: the other tracking screens, in English and in Arabic right to left', async () => {
    screenshotOnFailure(owner);
    const visit = async (path: string, heading: string) => {
      await owner.goto(path);
      await owner.getByRole('heading', { name: heading, level: 1 }).waitFor();
    };
    await visit('/fleet/vehicles/vehicles-groups', 'Vehicle groups');
    await owner.getByRole('table', { name: 'Vehicle groups' }).getByText('Delivery vans').waitFor();
    await visit('/fleet/drivers/drivers-list', 'Drivers');
    await owner.getByRole('table', { name: 'Drivers' }).getByText('Ahmed Al Mansoori').waitFor();
    await visit('/fleet/devices/list', 'Devices');
    await owner.getByText(TRACKER).first().waitFor();
    const { body } = await apiAs<{ data: { id: number; serial: string }[] }>(
      owner,
      'GET',
      `/fleet/device?name=${TRACKER}`,
    );
    const tracker = body.data.find((device) => device.serial === TRACKER);
    await visit(`/fleet/devices/history?deviceId=${tracker?.id}`, 'Device history');
    await owner.getByRole('heading', { name: 'Readings', exact: true }).waitFor();

    await setLanguage(owner, 'ar');
    await visit('/fleet/vehicles/map-view', 'خريطة المركبات');
    expect(await owner.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(
      ['ar', 'rtl'],
    );
    await sidebar(owner).getByText('الأسطول', { exact: true }).waitFor();
    await setLanguage(owner, 'en');
  });

  test('[FLEET][DRIVER]: A38 a user whose fleetRole is Driver sees no fleet app, and its pages do not exist for them', async () => {
    await owner.goto('/fleet/vehicles/vehicles-groups');
    await sidebar(owner).getByRole('button', { name: 'Fleet', exact: true }).waitFor();
    const driver = await openPage(browser);
    await signIn(driver, DRIVER.email, DRIVER.password);
    const nav = sidebar(driver);
    await nav.getByText('Settings', { exact: true }).waitFor();
    expect(await nav.getByRole('button', { name: 'Fleet', exact: true }).count()).toBe(0);
    expect(await nav.getByText('Fleet', { exact: true }).count()).toBe(0);
    await driver.goto('/fleet/vehicles/map-view');
    await driver.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(urlPath(driver)).toBe('/core/page-not-found');
  });
});
