import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openPage, openSessionPage, screenshotOnFailure, sidebar, signIn } from '../support/page.ts';

/**
 * Reports (issue 23) as the demo Customer's owner: a report of alarm handling times is made in the form with
 * its live preview, run now from the list and its PDF downloaded; the demo's Arabic report prints right to
 * left. Then the core pages of issue 23, signed out and in. The tests run in order on one signed-in session.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const name = () => `Alarm handling ${randomUUID().slice(0, 6)}`;
const ARABIC_REPORT = 'تقرير أوقات معالجة الإنذارات اليومي';

describe('[REPORTS]', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openSessionPage(browser, { height: 900, timeout: 20_000 });
    await signIn(page, OWNER.email, OWNER.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[REPORTS] A37: a report of alarm handling times is previewed, saved, run now and its PDF downloaded', async () => {
    screenshotOnFailure(page);
    const NAME = name();
    await sidebar(page).getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL((url) => url.pathname === '/reports/list');
    const list = page.getByRole('table', { name: 'Reports' });
    await list.getByText('Alarm handling times, weekly').waitFor();

    await page.getByRole('link', { name: 'Create a report' }).first().click();
    await page.waitForURL((url) => url.pathname === '/reports/create');
    const form = page.getByRole('form', { name: 'Create a report' });
    // Saved without a name: the contract's message under the field, nothing sent.
    await form.getByRole('button', { name: 'Save the report' }).click();
    await form.getByText('Please Enter At Least 2 Characters').waitFor();
    await form.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await form.getByRole('textbox', { name: 'Email address' }).fill('night-shift@customer.demo');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await form.getByText('night-shift@customer.demo').waitFor();
    // The preview draws the report's first rows (or says there are none) with the chosen columns.
    const preview = page.getByRole('table', { name: 'Preview of the report' });
    await preview.or(page.getByText('Nothing matches these filters in this period.')).first().waitFor();
    await form.getByRole('button', { name: 'Save the report' }).click();
    await page.waitForURL((url) => url.pathname === '/reports/list');

    await page.getByTestId('data-table-toolbar').getByRole('searchbox').fill(NAME);
    const row = list.getByRole('row').filter({ hasText: NAME });
    await row.waitFor();
    await row.getByRole('button', { name: `Run ${NAME} now` }).click();
    // The list looks again while the run is queued or running, until it is done.
    await row.getByText('Succeeded').waitFor({ timeout: 45_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      // Live alarm toasts of the demo data may lie over the row's end: the click goes to the button itself.
      row.getByRole('button', { name: `Download the PDF of ${NAME}` }).dispatchEvent('click'),
    ]);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('[REPORTS] the Arabic demo report prints right to left, in Arabic', async () => {
    screenshotOnFailure(page);
    await page.goto('/reports/list');
    const row = page
      .getByRole('table', { name: 'Reports' })
      .getByRole('row')
      .filter({ hasText: ARABIC_REPORT });
    await row.getByRole('button', { name: `Edit ${ARABIC_REPORT}` }).click();
    await page.waitForURL((url) => /^\/reports\/edit\/\d+$/.test(url.pathname));
    const [print] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .getByRole('button', { name: 'Open the print view' })
        .or(page.getByRole('link', { name: 'Open the print view' }))
        .click(),
    ]);
    await print.waitForURL((url) => url.pathname === '/reports-generator/dynamic-reports');
    await print.locator('table thead').first().waitFor();
    const document = print.getByTestId('dynamic-report');
    expect(await document.getAttribute('dir')).toBe('rtl');
    expect(await document.getAttribute('lang')).toBe('ar');
    expect(await document.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await print.getByText(ARABIC_REPORT).first().waitFor();
    await print.close();
  });
});

describe('[CORE][PAGES]', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[CORE][PAGES] A5 A9: terms, data policy, the report error page and updates open signed out; updates mark what is new once seen', async () => {
    const page = await openPage(browser);
    screenshotOnFailure(page);
    await page.goto('/core/terms-and-conditions');
    await page.getByRole('heading', { level: 1, name: /Terms/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/core/terms-and-conditions');
    await page.goto('/core/data-policy');
    await page.getByRole('heading', { level: 1, name: /policy/i }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/core/data-policy');
    // A dynamic report opened with a cacheKey that does not exist lands on the error page, which says why.
    await page.goto('/reports-generator/dynamic-reports?cacheKey=no-such-key&companyId=3');
    await page.waitForURL((url) => url.pathname === '/reports-generator/error-page');
    await page.getByRole('heading', { level: 1, name: 'This report cannot be shown' }).waitFor();

    // The first visit marks every version new and records the newest as seen: coming back, nothing is new.
    await page.goto('/global/updates');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/global/updates');
    await page.getByText('New', { exact: true }).first().waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('New', { exact: true }).count()).toBe(0);

    await signIn(page, OWNER.email, OWNER.password);
    await page.goto('/core/updates');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/core/updates');
  });
});
