import { devices } from '@atrium/contracts';
import { connectAsync } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { acknowledgeFromRow } from '../support/alarms.ts';
import { apiAs } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { openSessionPage, screenshotOnFailure, signIn } from '../support/page.ts';
import { mqttUrl } from '../support/servers.ts';

/**
 * Issue 6's acceptance: a demo device publishes a reading over MQTT that crosses a template of the demo
 * Customer (this file's own, TVOC above 5000, so other files' templates do not matter); the alarm appears live on the owner's operational alarms page, without a reload; the owner
 * acknowledges it and comments on it (a blank comment is a field error); the history names the owner. The
 * device then reads normal again, which clears the alarm into the history.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const SERIAL = 'AQ5-0002';
const DEVICE_PASSWORD = 'Device#12345';
const MESSAGE = 'tvoc above 5000';
const DETAILS = `Details of ${MESSAGE}`;

async function publish(values: Record<string, number>) {
  const client = await connectAsync(mqttUrl(), {
    username: SERIAL,
    password: DEVICE_PASSWORD,
    reconnectPeriod: 0,
  });
  // QoS 1: acknowledged once the server stored the reading and evaluated the rules.
  await client.publishAsync(devices.telemetryTopic(SERIAL), JSON.stringify({ ts: Date.now(), values }), {
    qos: 1,
  });
  await client.endAsync();
}

describe('[SWAM][ALARMS]', () => {
  let browser: Browser;
  let page: Page;
  let templateId: number | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openSessionPage(browser);
    await signIn(page, OWNER.email, OWNER.password);
    const created = await apiAs<{ data: { id: number } }>(page, 'POST', '/swam/template', {
      name: 'E2E live alarm',
      rules: [{ kind: 'above', key: 'tvoc', value: 5000, severity: 'critical' }],
    });
    expect(created.status).toBe(201);
    templateId = created.body.data.id;
  });

  afterAll(async () => {
    await publish({ tvoc: 120 }).catch(() => undefined);
    if (page && templateId)
      await apiAs(page, 'DELETE', `/swam/template/${templateId}`).catch(() => undefined);
    await browser?.close();
  });

  test('[SWAM][ALARMS]: R6 a crossed threshold shows live; acknowledge, comment (blank refused), the history names the owner', async () => {
    screenshotOnFailure(page);
    const ownerName = (await page.getByTestId('header-user-name').textContent())?.trim() ?? '';
    expect(ownerName).not.toBe('');
    await page.goto('/ignite-shield/alarms/operational');
    await page.getByRole('heading', { name: 'Operational alarms', level: 1 }).waitFor();
    await page.locator('[data-testid="realtime-state"][data-state="connected"]').waitFor();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: SERIAL }) })
      .filter({ has: page.getByRole('button', { name: DETAILS }) });
    expect(await row.count()).toBe(0);

    // A marker on the window: it survives only if the page is not reloaded.
    await page.evaluate(() => {
      (window as unknown as { liveMarker: boolean }).liveMarker = true;
    });
    await publish({ tvoc: 8000 });
    await row.getByRole('button', { name: DETAILS }).waitFor();
    expect(await row.getAttribute('data-highlighted')).toBe('true');
    expect(await page.evaluate(() => (window as unknown as { liveMarker?: boolean }).liveMarker)).toBe(true);
    // The alarm's toast, or the notification group's one about it (whichever came first: one is shown).
    await page
      .getByText(/critical alarm/i)
      .first()
      .waitFor();
    await page.screenshot({ path: '/tmp/e2e-swam-alarm-live.png', fullPage: true });

    const drawer = await acknowledgeFromRow(page, row, DETAILS);
    await expect.poll(() => row.getByTestId('alarm-status').textContent()).toBe('Acknowledged');
    expect(await drawer.getByRole('button', { name: 'Acknowledge' }).count()).toBe(0);

    await drawer.getByRole('button', { name: 'Comment' }).click();
    const comment = page.getByRole('dialog', { name: 'Comment on the alarm' });
    await comment.getByRole('button', { name: 'Save' }).click();
    await comment.getByText('Required').waitFor();
    await comment.getByLabel('Comment').fill('Opened the windows in the lobby');
    await comment.getByRole('button', { name: 'Save' }).click();
    await comment.waitFor({ state: 'detached' });

    const entries = drawer.getByTestId('alarm-history-entry');
    await expect.poll(() => entries.count()).toBe(3);
    const texts = await entries.allTextContents();
    expect(texts[0]).toContain('Raised');
    expect(texts[1]).toContain('Acknowledged');
    expect(texts[1]).toContain(ownerName);
    expect(texts[2]).toContain('Commented');
    expect(texts[2]).toContain(ownerName);
    expect(texts[2]).toContain('Opened the windows in the lobby');
    await page.screenshot({ path: '/tmp/e2e-swam-alarm-history.png', fullPage: true });

    // Back to normal: the rule clears the alarm, which leaves the open list live and is in the history.
    await page.keyboard.press('Escape');
    await publish({ tvoc: 120 });
    await expect.poll(() => row.count()).toBe(0);
    await page.goto('/ignite-shield/alarms/operational-history');
    const closed = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: SERIAL }) })
      .filter({ has: page.getByRole('button', { name: DETAILS }) });
    await closed.getByText('Cleared').first().waitFor();
  });

  test('[SWAM][ALARMS]: the alarm history page reads right to left in Arabic', async () => {
    screenshotOnFailure(page);
    await page.evaluate(() => localStorage.setItem('atrium.language.v1', JSON.stringify('ar')));
    try {
      await page.goto('/ignite-shield/alarms/operational-history');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await page.getByRole('heading', { name: 'سجل الإنذارات التشغيلية', level: 1 }).waitFor();
      await page.getByRole('row').filter({ hasText: MESSAGE }).getByText('زال').first().waitFor();
      await page.getByLabel('كل يوم من').waitFor();
      await page.screenshot({ path: '/tmp/e2e-swam-alarms-ar.png', fullPage: true });
    } finally {
      await page.evaluate(() => localStorage.setItem('atrium.language.v1', JSON.stringify('en')));
    }
  });
});
