import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { api } from '../support/api.ts';
import { screenshotOnFailure, sidebar, urlPath } from '../support/page.ts';
import { signedInSession } from '../support/session.ts';

/**
 * The sensor-solution alarm templates as the demo Customer's owner (the company with the demo devices):
 * create one with two rules (a range with min > max first shows the contract's field error), see it listed,
 * create a copy of it, edit the copy, read its details, delete both. Then a meter's page: its readings chart
 * and the month's bill priced by the demo tariff.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const NAME = `E2E cold room ${randomUUID().slice(0, 6)}`;
const DETAILS = /^\/ignite-shield\/templates\/(\d+)\/details$/;

const rule = (page: Page, n: number) => page.getByRole('group', { name: `Rule ${n}` });

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('[SWAM][TEMPLATES]', () => {
  const session = signedInSession(OWNER);
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  test('[SWAM][TEMPLATES]: create with two rules (min > max refused), list, copy, edit, details, delete', async () => {
    screenshotOnFailure(page);
    await page.goto('/ignite-shield/templates');
    await page.waitForURL((url) => url.pathname === '/ignite-shield/templates/list');
    await page.getByRole('heading', { name: 'Alarm templates', level: 1 }).waitFor();
    await sidebar(page).getByRole('link', { name: 'Templates' }).waitFor();

    await page.getByRole('link', { name: 'Create template' }).click();
    await page.waitForURL((url) => url.pathname === '/ignite-shield/templates/create');
    await page.getByRole('textbox', { name: /^Name/ }).fill(NAME);
    await choose(page, rule(page, 1), 'Sensor', 'Temperature (°C)');
    await rule(page, 1)
      .getByRole('textbox', { name: /^Threshold/ })
      .fill('30');
    await page.getByRole('button', { name: 'Add rule' }).click();
    await choose(page, rule(page, 2), 'Kind', 'Outside a range');
    await choose(page, rule(page, 2), 'Sensor', 'Humidity (%)');
    await rule(page, 2)
      .getByRole('textbox', { name: /^Minimum/ })
      .fill('70');
    await rule(page, 2)
      .getByRole('textbox', { name: /^Maximum/ })
      .fill('20');
    expect(await rule(page, 2).getByTestId('rule-category').textContent()).toBe('Operational');

    // The contract's rule: a range's maximum above its minimum, shown under the field; nothing is saved.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await rule(page, 2).getByText('Must be greater than the minimum').waitFor();
    expect(urlPath(page)).toBe('/ignite-shield/templates/create');
    await page.screenshot({ path: '/tmp/e2e-swam-template-range-error.png', fullPage: true });

    await rule(page, 2)
      .getByRole('textbox', { name: /^Maximum/ })
      .fill('90');
    expect(await rule(page, 2).getByText('Must be greater than the minimum').count()).toBe(0);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL((url) => DETAILS.test(url.pathname));
    const firstId = Number(DETAILS.exec(urlPath(page))?.[1]);
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    const rules = page.getByRole('table', { name: 'Rules' });
    await rules.getByText('temperature above 30').waitFor();
    await rules.getByText('humidity outside 70 to 90').waitFor();

    // Listed, found by name.
    await page.goto('/ignite-shield/templates/list');
    await page.getByPlaceholder('Search by name').fill(NAME);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
    await row.waitFor();
    expect(await row.getByRole('cell', { name: '2', exact: true }).count()).toBe(1);

    // A copy: the form prefilled as "… (copy)", saved as a new template.
    await row.getByRole('link', { name: `Copy ${NAME}` }).click();
    await page.waitForURL((url) => url.pathname === `/ignite-shield/templates/${firstId}/create`);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect.poll(() => name.inputValue()).toBe(`${NAME} (copy)`);
    expect(
      await rule(page, 2)
        .getByRole('textbox', { name: /^Maximum/ })
        .inputValue(),
    ).toBe('90');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL((url) => DETAILS.test(url.pathname) && !url.pathname.includes(`/${firstId}/`));
    await page.getByRole('heading', { name: `${NAME} (copy)`, level: 1 }).waitFor();

    // Edit the copy: a new name and threshold.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL((url) => /\/templates\/\d+\/edit$/.test(url.pathname));
    await expect.poll(() => name.inputValue()).toBe(`${NAME} (copy)`);
    await name.fill(`${NAME} edited`);
    await rule(page, 1)
      .getByRole('textbox', { name: /^Threshold/ })
      .fill('35');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => DETAILS.test(url.pathname));
    await page.getByRole('heading', { name: `${NAME} edited`, level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Rules' }).getByText('temperature above 35').waitFor();
    await page
      .getByRole('table', { name: 'Devices it applies to' })
      .getByRole('link', { name: 'AQ5-0001' })
      .waitFor();

    // Delete the copy from its details, the first from the list; each asks first.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/ignite-shield/templates/list');
    await page.getByPlaceholder('Search by name').fill(NAME);
    await row.waitFor();
    expect(await page.getByRole('link', { name: `${NAME} edited` }).count()).toBe(0);
    await row.hover();
    await row.getByRole('button', { name: `Delete ${NAME}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    const gone = await fetch(api(`/swam/template/${firstId}`), {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('atrium.accessToken.v1') ?? '""'))}`,
      },
    });
    expect(gone.status).toBe(404);
  });

  test('[SWAM][METER]: a meter’s page draws its readings and prices the month’s bill', async () => {
    screenshotOnFailure(page);
    const now = Date.now();
    const post = await fetch(api('/telemetry'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        authorization: `Basic ${Buffer.from('EM1-0001:Device#12345').toString('base64')}`,
      },
      body: JSON.stringify(
        [1000, 1010, 1025].map((energy, i) => ({
          ts: now - (3 - i) * 60_000,
          values: { energy, power: 900 },
        })),
      ),
    });
    expect(post.status).toBe(200);

    await page.goto('/ignite-shield/devices/list');
    await page.getByRole('link', { name: 'EM1-0001' }).click();
    await page.waitForURL((url) => /^\/ignite-shield\/devices\/meter\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'EM1-0001' }).waitFor();
    const chart = page.getByRole('img', { name: 'Readings over time' });
    await chart.waitFor();
    await expect.poll(() => chart.evaluate((node) => (node as HTMLElement).style.visibility)).toBe('visible');
    await expect.poll(() => chart.locator('canvas').count()).toBeGreaterThan(0);
    const bill = page.getByTestId('meter-bill');
    await expect.poll(() => bill.getByTestId('consumption-energy').textContent()).toBe('25 kWh');
    expect(await bill.getByTestId('amount-energy').textContent()).toBe('4.50 USD');
    await page.screenshot({ path: '/tmp/e2e-swam-meter.png', fullPage: true });
  });
});
