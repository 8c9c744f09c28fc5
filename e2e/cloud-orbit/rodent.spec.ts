import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { acknowledgeFromRow } from '../support/alarms.ts';
import { apiAs } from '../support/api.ts';
import { screenshotOnFailure, urlPath } from '../support/page.ts';
import { signedInSession } from '../support/session.ts';
import { postReading } from '../support/telemetry.ts';

/**
 * Issue 21, cloud orbit (rodent control) in the browser as the demo customer's owner: the dashboard shows
 * the demo's traps and bait stations' activity and the heat map of a floor; a snap trap's reading posted over
 * HTTP (`POST /api/telemetry`, the device's basic auth) raises the trap-triggered alarm, which shows on the
 * operational alarms page and is acknowledged there; on the station's page a visit in the future is refused
 * at its field, then a valid one clears the station's open events and alarms. Every screen is visited, and
 * with Arabic chosen the pages stay English, left to right (spec §1).
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const SERIAL = 'ST2-0001';
const NAME = 'Server room trap';
const LANGUAGE_KEY = 'atrium.language.v1';
const MESSAGE = `Trap triggered: ${NAME}`;
const DETAILS = `Details of ${MESSAGE}`;

const setLanguage = (page: Page, language: 'en' | 'ar') =>
  page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
    key: LANGUAGE_KEY,
    value: language,
  });

describe('cloud orbit', () => {
  const session = signedInSession(OWNER, { height: 1100 });
  let stationId = 0;

  beforeAll(async () => {
    const { body } = await apiAs<{ data: { id: number; serial: string }[] }>(
      session.page,
      'GET',
      `/rodent/device?limit=100&name=${SERIAL}`,
    );
    stationId = body.data.find((d) => d.serial === SERIAL)?.id ?? 0;
    if (!stationId) throw new Error(`no demo station ${SERIAL}`);
  });

  test('[CLOUD-ORBIT][DASHBOARD]: activity per structure and floor, and the heat map of a floor', async () => {
    const { page } = session;
    screenshotOnFailure(page);
    await page.goto('/cloud-orbit');
    await page.waitForURL((url) => url.pathname === '/cloud-orbit/analysis/dashboard');
    await page.getByRole('heading', { name: 'Rodent activity', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'Activity: Headquarters', exact: true }).waitFor();
    const heat = page.getByTestId('heatmap');
    await heat.waitFor();
    expect(await heat.getAttribute('aria-label')).toBe('Plan of Headquarters, Ground');
    await heat.getByTestId(`heat-${SERIAL}`).waitFor();
    expect(await heat.locator('[data-testid^="heat-"]').count()).toBe(4);
  });

  test('[CLOUD-ORBIT][ALARM]: a trap reading posted over HTTP shows on the operational alarms and is acknowledged', async () => {
    const { page } = session;
    screenshotOnFailure(page);
    await page.goto('/cloud-orbit/alarms/operational');
    await page.getByRole('heading', { name: 'Operational alarms', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: DETAILS }) });
    expect(await row.count()).toBe(0);
    await postReading(SERIAL, { trapTriggered: 1, moved: 0, opened: 0, battery: 80 });
    await acknowledgeFromRow(page, row, DETAILS);
    await page.keyboard.press('Escape');
  });

  test('[CLOUD-ORBIT][VISIT]: the station shows its open event; a future visit is refused, a valid one clears it', async () => {
    const { page } = session;
    screenshotOnFailure(page);
    await page.goto(`/cloud-orbit/devices/details/${stationId}`);
    await page.getByRole('heading', { name: new RegExp(NAME), level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('open-events').textContent()).not.toBe('0');
    await page.getByTestId('event-kind').first().waitFor();
    await page.getByRole('tab', { name: 'Record a visit' }).click();
    const form = page.getByRole('form', { name: 'Record a visit' });
    const future = new Date(Date.now() + 2 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await form
      .getByLabel('Visited at')
      .fill(`${future.getFullYear()}-${pad(future.getMonth() + 1)}-${pad(future.getDate())}T10:00`);
    await form.getByRole('button', { name: 'Record visit' }).click();
    await form.getByText('Cannot be in the future').waitFor();
    await form.getByLabel('Visited at').fill('');
    await form.getByLabel('Notes').fill('Trap reset, no catch');
    await form.getByRole('button', { name: 'Record visit' }).click();
    await page.getByTestId('visit-recorded').waitFor();
    await expect.poll(() => page.getByTestId('open-events').textContent()).toBe('0');
    await expect.poll(() => page.getByTestId('open-alarms').textContent()).toBe('0');
    await page.getByRole('tab', { name: 'Visits' }).click();
    await page.getByText('Trap reset, no catch').waitFor();
  });

  test('[CLOUD-ORBIT][SCREENS]: the kit screens of the app; with Arabic chosen the pages stay English, left to right', async () => {
    const { page } = session;
    screenshotOnFailure(page);
    const visit = async (path: string, heading: string | RegExp) => {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    };
    await visit('/cloud-orbit/devices/list', /Devices/);
    await visit(`/cloud-orbit/devices/history?deviceId=${stationId}`, 'Devices history');
    await visit('/cloud-orbit/alarms/status', 'Status alarms');
    await visit('/cloud-orbit/groups/main', /Groups/);
    expect(urlPath(page)).toBe('/cloud-orbit/groups/main');

    await setLanguage(page, 'ar');
    await visit('/cloud-orbit/analysis/dashboard', 'Rodent activity');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'en',
      'ltr',
    ]);
    await visit(`/cloud-orbit/devices/details/${stationId}`, new RegExp(NAME));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await setLanguage(page, 'en');
  });
});
