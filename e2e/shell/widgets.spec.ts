import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openPage, signInDev } from '../support/page.ts';

const PERIOD_EXAMPLE = '/core/libs-examples/period-selector';
const CHART_EXAMPLE = '/core/libs-examples/chart';

/** Console errors and uncaught exceptions of the page. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The example's JSON result. */
async function result(page: Page, testId: string) {
  return JSON.parse((await page.getByTestId(testId).textContent()) ?? 'null');
}

describe('[SHELL][WIDGETS]', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[SHELL][PERIOD-SELECTOR]: a preset and a custom range are picked and reported', async () => {
    const page = await openPage(browser);
    const errors = recordErrors(page);
    await signInDev(page);
    await page.goto(PERIOD_EXAMPLE);
    const selector = page.getByRole('button', { name: 'Period Choose a period' });
    await selector.click();
    await page.getByRole('menuitem', { name: 'Last 7 days' }).click();
    await page.getByTestId('period-selector-result').getByText('"last7Days"').waitFor();
    const preset = await result(page, 'period-selector-result');
    expect(preset).toMatchObject({ kind: 'period', period: 'last7Days', value: 2 });
    expect(Date.parse(preset.to) - Date.parse(preset.from)).toBe(7 * 86_400_000);
    expect(Math.abs(Date.now() - Date.parse(preset.to))).toBeLessThan(60_000);

    // A custom range: three days ago to yesterday, in the browser's time zone (Asia/Dubai).
    const [start, end] = await page.evaluate(() =>
      [3, 1].map((back) => {
        const day = new Date();
        day.setDate(day.getDate() - back);
        return day.toLocaleDateString('en-GB');
      }),
    );
    await page.getByRole('button', { name: 'Period Last 7 days' }).click();
    await page.getByRole('menuitem', { name: 'Custom' }).click();
    const dialog = page.getByRole('dialog', { name: 'Custom period' });
    await dialog.getByRole('textbox', { name: 'Start date' }).fill(start ?? '');
    await dialog.getByRole('textbox', { name: 'End date' }).fill(end ?? '');
    // Leaving the field closes its calendar, which would cover the buttons.
    await page.keyboard.press('Tab');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Period ${start} 00:00 – ${end} 23:59` }).waitFor();
    const custom = await result(page, 'period-selector-result');
    expect(custom).toMatchObject({ kind: 'period', period: 'custom', value: -1 });
    // Dubai is UTC+4 all year: local midnight is 20:00 the day before in UTC.
    expect(custom.from).toMatch(/T20:00:00\.000Z$/);
    expect(custom.to).toMatch(/T19:59:00\.000Z$/);
    expect(Date.parse(custom.to) - Date.parse(custom.from)).toBe(3 * 86_400_000 - 60_000);
    await page.screenshot({ path: '/tmp/e2e-widgets-period-selector.png' });
    expect(errors).toEqual([]);
  });

  test('[SHELL][CHART]: the chart example draws its charts on canvases, without console errors', async () => {
    const page = await openPage(browser);
    const errors = recordErrors(page);
    await signInDev(page);
    await page.goto(CHART_EXAMPLE);
    const chart = page.getByRole('img', { name: 'Temperature, last 7 days' });
    await chart.locator('canvas').waitFor();
    expect(await page.locator('[role="img"] canvas').count()).toBe(3);
    const box = await chart.locator('canvas').boundingBox();
    expect(box?.width).toBeGreaterThan(200);
    expect(box?.height).toBeGreaterThan(200);
    // Something was drawn: the canvas is not blank.
    const painted = await chart
      .locator('canvas')
      .evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL().length > 5_000);
    expect(painted).toBe(true);

    await page.getByRole('switch', { name: 'Without data' }).check();
    await page.getByText('no data found').first().waitFor();
    await page.screenshot({ path: '/tmp/e2e-widgets-chart.png' });
    expect(errors).toEqual([]);
  });
});
