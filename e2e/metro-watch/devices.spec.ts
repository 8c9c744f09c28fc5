import { metrowatch } from '@atrium/contracts';
import { connectAsync, type MqttClient } from 'mqtt';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { screenshotOnFailure, urlPath } from '../support/page.ts';
import { mqttUrl } from '../support/servers.ts';
import { signedInSession } from '../support/session.ts';

/**
 * Issue 17's Metro Watch devices as the demo customer's owner: the dashboard, a lock opened from the devices
 * list through the A19 redirect, locked and seen going from sent to acknowledged while this file plays the
 * lock over MQTT (the browser suites run no simulator), then unlocked again so the seed stays as it was. The
 * error path: the demo lock that sleeps (DL1-0005) refuses the command with 03010403 and the page offers
 * 'Wake up The Lock' (R149).
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const LOCK = 'DL1-0003';
const SLEEPING_LOCK = 'DL1-0005';
const DEVICE_PASSWORD = 'Device#12345';
const LOCK_PAGE = /^\/metro-watch\/devices\/device-lock\/\d+$/;

/** Plays the lock: every command it receives is acknowledged. */
async function playLock(serial: string): Promise<MqttClient> {
  const client = await connectAsync(mqttUrl(), {
    username: serial,
    password: DEVICE_PASSWORD,
    reconnectPeriod: 0,
  });
  client.on('message', (_topic, payload) => {
    const { id } = metrowatch.commandMessage.parse(JSON.parse(payload.toString()));
    void client.publishAsync(metrowatch.commandAckTopic(serial), JSON.stringify({ id, status: 'ok' }), {
      qos: 1,
    });
  });
  await client.subscribeAsync(metrowatch.commandTopic(serial), { qos: 1 });
  return client;
}

describe('[METROWATCH][DEVICES]', () => {
  const session = signedInSession(OWNER);
  let page: Page;
  let lock: MqttClient | undefined;
  beforeAll(async () => {
    lock = await playLock(LOCK);
  });
  afterAll(async () => {
    await lock?.endAsync();
  });
  beforeEach(() => {
    page = session.page;
  });

  /** Opens a lock from the devices list; its link goes through the A19 redirect to the lock's page. */
  async function openFromList(serial: string) {
    await page.goto('/metro-watch/devices/list');
    const link = page.getByRole('link', { name: serial, exact: true });
    expect(await link.getAttribute('href')).toMatch(/^\/metro-watch\/devices\/device-lock\/device\/\d+$/);
    await link.click();
    await page.waitForURL((url) => LOCK_PAGE.test(url.pathname));
    await page.getByRole('heading', { level: 1 }).filter({ hasText: serial }).waitFor();
  }

  test('[METROWATCH][DEVICES]: A19 the dashboard, a lock opened through the redirect, locked, its command sent then acknowledged', async () => {
    screenshotOnFailure(page);
    await page.goto('/metro-watch/devices/dashboard');
    await page.getByRole('heading', { name: 'Devices dashboard', level: 1 }).waitFor();
    const counts = page.getByTestId('device-counts');
    await counts.getByRole('row').filter({ hasText: 'device-lock' }).waitFor();
    const map = page.getByRole('region', { name: 'Map of the trackers' });
    await map.locator('.leaflet-marker-icon').first().waitFor();
    expect(await map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(1);

    await openFromList(LOCK);
    const lockPath = urlPath(page);
    const state = page.getByTestId('lock-state');
    await state.waitFor();
    const button = page.getByRole('button', { name: /^(Lock|Unlock)$/ });
    const action = (await button.textContent())?.trim() === 'Unlock' ? 'Unlock' : 'Lock';
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const latest = page.getByTestId('commands-table').getByRole('row').nth(1);
    await latest.getByText(action, { exact: true }).waitFor();
    await latest.getByText('Acknowledged').waitFor({ timeout: 20_000 });
    await expect
      .poll(() => state.textContent(), { timeout: 20_000 })
      .toBe(action === 'Lock' ? 'Locked' : 'Unlocked');
    await page.screenshot({ path: '/tmp/e2e-metrowatch-lock.png', fullPage: true });

    // Back as it was, for the other files.
    const undo = action === 'Lock' ? 'Unlock' : 'Lock';
    await page.goto(lockPath);
    await page.getByRole('button', { name: undo, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: undo, exact: true }).click();
    await expect
      .poll(() => page.getByTestId('lock-state').textContent(), { timeout: 20_000 })
      .toBe(undo === 'Lock' ? 'Locked' : 'Unlocked');
  });

  test("[METROWATCH][DEVICES]: R149 a sleeping lock refuses the command and the page offers 'Wake up The Lock'", async () => {
    screenshotOnFailure(page);
    await openFromList(SLEEPING_LOCK);
    const alert = page.getByTestId('wake-up-alert');
    // It reported itself asleep: the page says so before any command.
    await alert.getByText('Wake up The Lock').waitFor();
    const button = page.getByRole('button', { name: /^(Lock|Unlock)$/ });
    const action = (await button.textContent())?.trim() ?? 'Lock';
    await button.click();
    await page.getByRole('dialog').getByRole('button', { name: action, exact: true }).click();
    // The refusal toasts R149's message; nothing was queued for the lock.
    await page.getByRole('alert').filter({ hasText: 'Wake up The Lock' }).first().waitFor();
    await page.getByText('No commands sent yet').waitFor();
    await alert.getByRole('button', { name: 'Wake up' }).click();
    const latest = page.getByTestId('commands-table').getByRole('row').nth(1);
    await latest.getByText('Wake up', { exact: true }).waitFor();
    await latest.getByText(/^(Queued|Sent)$/).waitFor();
  });

  test('[METROWATCH][DEVICES]: a tracker from the dashboard shows its track; a cold store its charts and door events', async () => {
    screenshotOnFailure(page);
    await page.goto('/metro-watch/devices/dashboard');
    await page.getByRole('link', { name: 'Guard Ahmed (TLP-0001)' }).click();
    await page.waitForURL((url) => /^\/metro-watch\/devices\/personal-tracking\/\d+$/.test(url.pathname));
    // The seed gives every tracker the last three hours of positions.
    await page
      .getByTestId('track-summary')
      .getByText(/\d+ positions in the period/)
      .waitFor();
    await page
      .getByRole('region', { name: 'Last position and track' })
      .locator('.leaflet-marker-icon')
      .first()
      .waitFor();

    await page.goto('/metro-watch/devices/list');
    await page.getByRole('link', { name: 'SFB-0001', exact: true }).click();
    await page.waitForURL((url) => /^\/metro-watch\/devices\/cold-storage\/\d+$/.test(url.pathname));
    await page.getByTestId('limits-temperature').waitFor();
    await page.getByRole('img', { name: 'Temperature over the period, with its limits' }).waitFor();
    await page.getByRole('heading', { name: 'Door-open events' }).waitFor();
  });
});
