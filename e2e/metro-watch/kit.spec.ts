import { randomInt } from 'node:crypto';
import { devices } from '@atrium/contracts';
import { connectAsync } from 'mqtt';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectAccessible } from '../support/a11y.ts';
import { acknowledgeFromRow } from '../support/alarms.ts';
import { apiAs } from '../support/api.ts';
import { screenshotOnFailure, urlPath } from '../support/page.ts';
import { mqttUrl } from '../support/servers.ts';
import { signedInSession } from '../support/session.ts';

/**
 * Issue 17's kit on Metro Watch: the demo Customer's cold room SFB-0002 publishes a reading over MQTT that
 * crosses this file's own metrowatch template (humidity above 97, so the demo template and other files do
 * not matter); the alarm shows live on /metro-watch/alarms/operational, is acknowledged there, and once the
 * room reads normal again it is in /metro-watch/alarms/operational-history. Then that history in Arabic.
 * Then the kit's other Metro Watch screens in one flow: a template with a rule held for 60 s ("door left
 * open"; a duration out of range refused under its field) created and listed, the groups (both tabs), the
 * analysis dashboard, and a credential issued from the access tokens' modal (a blank form refused first).
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const SERIAL = 'SFB-0002';
const DEVICE_PASSWORD = 'Device#12345';
const MESSAGE = 'humidity above 97';
const DETAILS = `Details of ${MESSAGE}`;
const LANGUAGE_KEY = 'atrium.language.v1';
const setLanguage = (page: Page, language: 'en' | 'ar') =>
  page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
    key: LANGUAGE_KEY,
    value: language,
  });

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

describe('[METROWATCH][KIT]', () => {
  const session = signedInSession(OWNER);
  let templateId: number | undefined;
  let heldTemplateId: number | undefined;

  beforeAll(async () => {
    const created = await apiAs<{ data: { id: number } }>(session.page, 'POST', '/metrowatch/template', {
      name: 'E2E kit alarm',
      rules: [{ kind: 'above', key: 'humidity', value: 97, severity: 'critical' }],
    });
    expect(created.status).toBe(201);
    templateId = created.body.data.id;
  });

  afterAll(async () => {
    await publish({ humidity: 50 }).catch(() => undefined);
    for (const id of [templateId, heldTemplateId])
      if (session.page && id)
        await apiAs(session.page, 'DELETE', `/metrowatch/template/${id}`).catch(() => undefined);
  });

  test('[METROWATCH][KIT]: an alarm on a Metro Watch device shows on its operational list, is acknowledged and is seen in its history', async () => {
    const { page } = session;
    screenshotOnFailure(page);
    await page.goto('/metro-watch/alarms/operational');
    await page.getByRole('heading', { name: 'Operational alarms', level: 1 }).waitFor();
    await page.locator('[data-testid="realtime-state"][data-state="connected"]').waitFor();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: SERIAL }) })
      .filter({ has: page.getByRole('button', { name: DETAILS }) });
    expect(await row.count()).toBe(0);

    await publish({ humidity: 99 });
    await acknowledgeFromRow(page, row, DETAILS);
    await expect.poll(() => row.getByTestId('alarm-status').textContent()).toBe('Acknowledged');
    await page.screenshot({ path: '/tmp/e2e-metrowatch-kit-alarm.png', fullPage: true });

    await page.keyboard.press('Escape');
    await publish({ humidity: 50 });
    await expect.poll(() => row.count()).toBe(0);
    await page.goto('/metro-watch/alarms/operational-history');
    const closed = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: SERIAL }) })
      .filter({ has: page.getByRole('button', { name: DETAILS }) });
    await closed.getByText('Cleared').first().waitFor();
    await closed.first().getByRole('button', { name: DETAILS }).click();
    const entries = page.getByTestId('alarm-drawer').getByTestId('alarm-history-entry');
    await expect.poll(async () => (await entries.allTextContents()).join(' ')).toContain('Acknowledged');
  });

  test('[METROWATCH][KIT]: A4 the Metro Watch alarm history reads right to left in Arabic', async () => {
    const { page } = session;
    screenshotOnFailure(page);
    await page.evaluate(() => localStorage.setItem('atrium.language.v1', JSON.stringify('ar')));
    try {
      await page.goto('/metro-watch/alarms/operational-history');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await page.getByRole('heading', { name: 'سجل الإنذارات التشغيلية', level: 1 }).waitFor();
      await page.getByRole('row').filter({ hasText: MESSAGE }).getByText('زال').first().waitFor();
      await page.screenshot({ path: '/tmp/e2e-metrowatch-kit-ar.png', fullPage: true });
    } finally {
      await page.evaluate(() => localStorage.setItem('atrium.language.v1', JSON.stringify('en')));
    }
  });

  // One flow over the kit screens no other test opens; after it, axe checks each in English and Arabic.
  test('[METROWATCH][KIT]: a template held for 60 s is created and listed; groups, analysis; a credential issued from the modal', async () => {
    const { page } = session;
    screenshotOnFailure(page);
    const name = `E2E door held ${randomInt(1e6)}`;
    await page.goto('/metro-watch/templates/list');
    await page.getByRole('heading', { name: 'Alarm templates', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Create template' }).click();
    await page.waitForURL((url) => url.pathname === '/metro-watch/templates/create');
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    const rule = page.getByRole('group', { name: 'Rule 1' });
    await rule.getByRole('combobox', { name: 'Sensor' }).click();
    await page.getByRole('option', { name: 'Door open', exact: true }).click();
    await rule.getByRole('textbox', { name: /^Threshold/ }).fill('0');
    const held = rule.getByRole('textbox', { name: /^Held for \(seconds\)/ });
    // More than a day: the contract's message under the field, nothing saved.
    await held.fill('90000');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await rule.getByText('Must be between 0 and 86400').waitFor();
    expect(urlPath(page)).toBe('/metro-watch/templates/create');
    await held.fill('60');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const details = /^\/metro-watch\/templates\/(\d+)\/details$/;
    await page.waitForURL((url) => details.test(url.pathname));
    heldTemplateId = Number(details.exec(urlPath(page))?.[1]);
    await page.getByRole('table', { name: 'Rules' }).getByText('door above 0 for 60 s').waitFor();
    await page.goto('/metro-watch/templates/list');
    await page.getByPlaceholder('Search by name').fill(name);
    await page.getByRole('link', { name, exact: true }).waitFor();

    await page.goto('/metro-watch/groups/list');
    await page.getByRole('tab', { name: 'Notification groups' }).waitFor();
    await page.getByRole('tab', { name: 'Permission groups' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'permissions');

    await page.goto('/metro-watch/analysis');
    await page.waitForURL((url) => url.pathname === '/metro-watch/analysis/structure-portfolio');
    await page.getByRole('heading', { name: 'Structure portfolio', level: 1 }).waitFor();

    // The access tokens' "Issue credential" modal: a blank form says what is required, then a card is issued.
    const label = `E2E badge ${randomInt(1e6)}`;
    await page.goto('/metro-watch/user-access/access');
    await page.getByRole('button', { name: 'Issue credential' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue a credential' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Issue', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^Name/ }).and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(await dialog.getByText('Required').count()).toBeGreaterThanOrEqual(2);
    await expectAccessible(page, 'issue credential modal (en)');
    await dialog.getByRole('combobox', { name: /^Holder/ }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(label);
    await dialog.getByRole('textbox', { name: /^Code/ }).fill(`E2E${randomInt(1e9)}`);
    await dialog.getByRole('button', { name: 'Issue', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByPlaceholder('Search by name or holder').fill(label);
    await page.getByRole('cell', { name: label }).first().waitFor();

    // The modal in Arabic (axe revisits pages, not dialogs).
    await setLanguage(page, 'ar');
    try {
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await page.getByRole('button', { name: 'إصدار بطاقة وصول' }).click();
      await page.getByRole('dialog', { name: 'إصدار بطاقة وصول' }).waitFor();
      await expectAccessible(page, 'issue credential modal (ar)');
    } finally {
      await setLanguage(page, 'en');
    }
  });
});
