import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openSessionPage, screenshotOnFailure, signIn } from '../support/page.ts';
import { floorPlanPng } from './png.ts';

/**
 * Places as the demo Customer's owner: a structure with two floors, its floor plan with a device marker,
 * a polygon geofence, and the structure page in Arabic. The tests run in order on one signed-in session
 * (the server allows 20 sign-ins a minute per address); each builds on the previous one.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const tag = randomUUID().slice(0, 6);
const STRUCTURE_NAME = `Tower ${tag}`;
const GEOFENCE_NAME = `Yard ${tag}`;
const GROUP_NAME = `Perimeter ${tag}`;
// A marker names a device of the company (issue 15 §7): the demo Customer's one without a place.
const DEVICE = 'AQ5-0004';
const DETAILS = /^\/core\/structures\/(\d+)$/;

/** Drags with the mouse in small steps, as a user does (dnd-kit starts a drag after a few pixels). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
}

const centre = (box: { x: number; y: number; width: number; height: number }) => ({
  x: box.x + box.width / 2,
  y: box.y + box.height / 2,
});

describe('[CORE][PLACES]', () => {
  let browser: Browser;
  let page: Page;
  let structureId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openSessionPage(browser, { height: 900, timeout: 20_000 });
    await signIn(page, OWNER.email, OWNER.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[CORE][STRUCTURES]: create a structure with two floors; its page lists them', async () => {
    screenshotOnFailure(page);
    await page.goto('/core/structures');
    await page.waitForURL((url) => url.pathname === '/core/structures/all');
    await page.getByRole('heading', { name: 'Structures', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Create structure' }).click();
    await page.waitForURL((url) => url.pathname === '/core/structures/create');

    await page.getByRole('textbox', { name: /^Name/ }).fill(STRUCTURE_NAME);
    await page.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'Tower' }).click();
    const picker = page.getByTestId('location-picker');
    await picker.getByRole('textbox', { name: 'Latitude' }).fill('25.2');
    await picker.getByRole('textbox', { name: 'Longitude' }).fill('55.27');
    await picker.getByRole('textbox', { name: 'Address' }).fill('Business Bay, Dubai');
    await page.getByRole('button', { name: 'Add floor' }).click();
    await page.getByRole('button', { name: 'Add floor' }).click();
    await page.getByRole('textbox', { name: 'Floor 1 name' }).fill('Ground');
    await page.getByRole('textbox', { name: 'Floor 2 name' }).fill('First');
    expect(await page.getByRole('textbox', { name: 'Floor 2 level' }).inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Create structure' }).click();

    await page.waitForURL((url) => DETAILS.test(url.pathname));
    structureId = Number(DETAILS.exec(new URL(page.url()).pathname)?.[1]);
    await page.getByRole('heading', { name: STRUCTURE_NAME, level: 1 }).waitFor();
    const floors = page.getByTestId('floors-section');
    await floors.getByText('Ground', { exact: true }).waitFor();
    await floors.getByText('First', { exact: true }).waitFor();
    expect(await floors.getByText(/^Level \d$/).allTextContents()).toEqual(['Level 0', 'Level 1']);
    await page.screenshot({ path: '/tmp/e2e-structure-details.png', fullPage: true });

    await page.goto('/core/structures/all');
    await page.getByRole('link', { name: STRUCTURE_NAME }).waitFor();
  });

  test('[CORE][LAYOUT-MANAGER]: upload a floor plan, drag a device onto it, save; after a reload it is there', async () => {
    screenshotOnFailure(page);
    expect(structureId).toBeGreaterThan(0);
    await page.goto(`/core/structures/${structureId}`);
    await page.getByRole('link', { name: 'Layout manager' }).first().click();
    await page.waitForURL((url) => url.pathname === `/core/structures/layout-manager/${structureId}`);
    await page.getByText('No floor plan yet').waitFor();

    // A file that is not an image is refused before anything is sent.
    await page.getByLabel('Floor plan file').setInputFiles({
      name: 'plan.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await page.getByTestId('floor-plan-error').filter({ hasText: 'PNG, JPEG, WebP or GIF' }).waitFor();

    await page.getByLabel('Floor plan file').setInputFiles({
      name: 'ground-floor.png',
      mimeType: 'image/png',
      buffer: floorPlanPng(),
    });
    const plan = page.getByTestId('floor-plan');
    await plan.locator('img').waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-testid="floor-plan"] img') as HTMLImageElement | null;
      return !!img && img.complete && img.naturalWidth === 320;
    });

    await page.getByRole('textbox', { name: 'Device ID or serial' }).fill(DEVICE);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const chip = page.getByTestId('pending-device');
    await chip.waitFor();
    const planBox = await plan.boundingBox();
    const chipBox = await chip.boundingBox();
    if (!planBox || !chipBox) throw new Error('the plan or the device has no box');
    const target = { x: planBox.x + planBox.width * 0.3, y: planBox.y + planBox.height * 0.4 };
    await drag(page, centre(chipBox), target);

    const marker = plan.locator(`[data-testid="layout-marker"][data-device="${DEVICE}"]`);
    await marker.waitFor();
    expect(await marker.getAttribute('data-state')).toBe('new');
    await page.getByTestId('unsaved').waitFor();
    // The tray shrinks once the device leaves it, moving the plan: compare fractions of the plan.
    const placed = await marker.boundingBox();
    const planNow = await plan.boundingBox();
    if (!placed || !planNow) throw new Error('the marker or the plan has no box');
    expect((centre(placed).x - planNow.x) / planNow.width).toBeCloseTo(0.3, 1);
    expect((centre(placed).y - planNow.y) / planNow.height).toBeCloseTo(0.4, 1);

    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/layout/add-device') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save layout' }).click();
    const reply = await saved;
    expect(reply.status()).toBe(200);
    const sent = reply.request().postDataJSON() as { id: number; deviceId: string; x: number; y: number };
    expect(sent.deviceId).toBe(DEVICE);
    expect(sent.x).toBeCloseTo(0.3, 1);
    expect(sent.y).toBeCloseTo(0.4, 1);
    await page.getByText('The layout has been saved.').waitFor();
    await page.screenshot({ path: '/tmp/e2e-layout-manager.png', fullPage: true });

    await page.reload();
    const again = page.locator(`[data-testid="layout-marker"][data-device="${DEVICE}"]`);
    await again.waitFor();
    expect(await again.getAttribute('data-state')).toBe('saved');
    await page.getByTestId('marker-list').getByText(DEVICE).waitFor();
    expect(await page.getByTestId('unsaved').count()).toBe(0);
  });

  test('[CORE][GEOFENCE]: draw a polygon geofence; it is saved and listed', async () => {
    screenshotOnFailure(page);
    await page.goto('/core/geofence/list');
    await page.getByRole('heading', { name: 'Geofences', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Create geofence' }).click();
    await page.waitForURL((url) => url.pathname === '/core/geofence/create');
    await page.getByRole('textbox', { name: /^Name/ }).fill(GEOFENCE_NAME);

    // Saving without a shape says what is missing.
    await page.getByRole('button', { name: 'Create geofence' }).click();
    await page.getByText('Draw the geofence on the map').waitFor();

    const map = page.getByRole('region', { name: 'Geofence map' });
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    const at = (x: number, y: number) => page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    await page.getByTitle('Draw a polygon').click();
    await at(0.4, 0.35);
    await at(0.7, 0.35);
    await at(0.65, 0.7);
    await at(0.4, 0.35);
    await page.getByTestId('geofence-shape').filter({ hasText: 'Polygon · 3 points' }).waitFor();

    const created = page.waitForResponse(
      (res) => /\/api\/company\/\d+\/geofence$/.test(res.url()) && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create geofence' }).click();
    expect((await created).status()).toBe(201);
    await page.waitForURL((url) => /^\/core\/geofence\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: GEOFENCE_NAME, level: 1 }).waitFor();
    expect(
      await page.getByRole('region', { name: 'Geofence map' }).locator('.leaflet-overlay-pane path').count(),
    ).toBe(1);

    await page.goto('/core/geofence/list');
    // A short list shows as cards (R182): the one with the new geofence's link describes its shape.
    const link = page.getByRole('link', { name: GEOFENCE_NAME });
    await link.waitFor();
    await page
      .locator('div')
      .filter({ has: link })
      .filter({ hasText: 'Polygon · 3 points' })
      .last()
      .waitFor();
    await page.screenshot({ path: '/tmp/e2e-geofences.png', fullPage: true });
  });

  test('[CORE][GEOFENCE]: group the geofence; a nameless group is refused at the field', async () => {
    screenshotOnFailure(page);
    await page.goto('/core/geofence/list');
    await page.getByRole('tab', { name: 'Geofence groups' }).click();
    await page.getByRole('button', { name: 'Create group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create geofence group' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Required').waitFor();

    await dialog.getByRole('textbox', { name: 'Name' }).fill(GROUP_NAME);
    await dialog.getByRole('combobox', { name: 'Geofences' }).click();
    await page.getByRole('option', { name: GEOFENCE_NAME }).click();
    // The option list stays open over the footer until the focus leaves the picker.
    await dialog.getByRole('textbox', { name: 'Name' }).click();
    const created = page.waitForResponse(
      (res) => /\/api\/company\/\d+\/geofence-group$/.test(res.url()) && res.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    const reply = await created;
    expect(reply.status()).toBe(201);
    expect(((await reply.json()) as { data: { geofenceIds: number[] } }).data.geofenceIds).toHaveLength(1);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(GROUP_NAME).first().waitFor();
  });

  test('[CORE][STRUCTURES]: the structure page reads right to left in Arabic', async () => {
    screenshotOnFailure(page);
    await page.evaluate(() => localStorage.setItem('atrium.language.v1', JSON.stringify('ar')));
    try {
      await page.goto(`/core/structures/${structureId}`);
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
      await page.getByRole('heading', { name: STRUCTURE_NAME, level: 1 }).waitFor();
      const floors = page.getByTestId('floors-section');
      await floors.getByRole('heading', { name: 'الطوابق' }).waitFor();
      await floors.getByText('المستوى 1').waitFor();
      await page.getByRole('link', { name: 'مدير المخططات' }).first().waitFor();
      // The page flows from the right: the title sits right of the actions.
      const title = await page.getByRole('heading', { name: STRUCTURE_NAME, level: 1 }).boundingBox();
      const edit = await page.getByRole('link', { name: 'تعديل' }).boundingBox();
      if (!title || !edit) throw new Error('missing boxes');
      expect(title.x).toBeGreaterThan(edit.x);
      await page.screenshot({ path: '/tmp/e2e-structure-ar.png', fullPage: true });
    } finally {
      await page.evaluate(() => localStorage.setItem('atrium.language.v1', JSON.stringify('en')));
    }
  });
});
