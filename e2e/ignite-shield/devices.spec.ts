import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { screenshotOnFailure, urlPath } from '../support/page.ts';
import { signedInSession } from '../support/session.ts';

/**
 * The sensor-solution devices as the demo Customer's owner, who has the seeded demo devices: the list with
 * its battery and communication icons, one device's page, and blocking it (then unblocking, so the seed stays
 * as it was for the other files).
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const SERIAL = 'AQ5-0003';
const DEVICE_PAGE = /^\/ignite-shield\/devices\/list\/solution\/17\/device\/\d+$/;

describe('[SWAM][DEVICES]', () => {
  const session = signedInSession(OWNER);
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  test('[SWAM][DEVICES]: open the list, open a device, block it and see the state change', async () => {
    screenshotOnFailure(page);
    await page.goto('/ignite-shield');
    await page.waitForURL((url) => url.pathname === '/ignite-shield/devices/list');
    await page.getByRole('heading', { name: 'Devices', level: 1 }).waitFor();
    await page
      .getByRole('img', { name: /^Battery: / })
      .first()
      .waitFor();
    expect(
      await page.getByRole('img', { name: /^(LoRaWAN|NB-IoT|LTE-M|Wi-Fi|Ethernet), / }).count(),
    ).toBeGreaterThan(0);

    await page.getByRole('link', { name: SERIAL }).click();
    await page.waitForURL((url) => DEVICE_PAGE.test(url.pathname));
    await page.getByRole('heading', { level: 1 }).filter({ hasText: SERIAL }).waitFor();
    await page.getByRole('link', { name: 'Headquarters' }).waitFor();
    const state = page.getByTestId('device-state');
    expect(await state.textContent()).toBe('Active');

    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Block ${SERIAL}? It can no longer connect`).waitFor();
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => state.textContent()).toBe('Blocked');
    await page.screenshot({ path: '/tmp/e2e-swam-device-blocked.png', fullPage: true });

    // The list shows it too, after a reload from the server.
    const devicePath = urlPath(page);
    await page.goto('/ignite-shield/devices/list');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: SERIAL }) });
    await row.getByText('Blocked').waitFor();

    await page.goto(devicePath);
    await page.getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
    await expect.poll(() => page.getByTestId('device-state').textContent()).toBe('Active');
  });
});
