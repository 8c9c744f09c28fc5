import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openPage, signIn } from '../support/page.ts';

/**
 * Issue 15 §3: a badge shows its whole text. The devices list's State and Token columns were cut to "A…"
 * (just "…" in Arabic) at common widths: every badge of the table must show all of its label, uncut by the
 * badge or by its cell.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const WIDTHS = [1280, 1024];

/** The badges of the table whose text does not fit in the badge or whose badge does not fit in its cell. */
const cutBadges = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('table .mantine-Badge-root')).flatMap((badge) => {
      const label: HTMLElement = badge.querySelector<HTMLElement>('.mantine-Badge-label') ?? badge;
      const cell = badge.closest('td');
      const box = badge.getBoundingClientRect();
      const cellBox = cell?.getBoundingClientRect();
      const cut =
        label.scrollWidth > label.clientWidth + 1 ||
        badge.scrollWidth > badge.clientWidth + 1 ||
        (!!cellBox && (box.left < cellBox.left - 1 || box.right > cellBox.right + 1));
      return cut ? [label.textContent ?? ''] : [];
    }),
  );

describe('[SHELL][BADGES]', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[SHELL][BADGES]: the devices list shows its State and Token badges whole at 1280 and 1024 px, in English and Arabic', async () => {
    const page = await openPage(browser);
    await signIn(page, OWNER.email, OWNER.password);
    for (const language of ['en', 'ar']) {
      await page.evaluate(
        (value) => localStorage.setItem('atrium.language.v1', JSON.stringify(value)),
        language,
      );
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/ignite-shield/devices/list');
        await page.getByTestId('device-state').first().waitFor();
        expect(await page.getByTestId('device-state').count()).toBeGreaterThan(0);
        expect({ language, width, cut: await cutBadges(page) }).toEqual({ language, width, cut: [] });
      }
    }
  });
});
