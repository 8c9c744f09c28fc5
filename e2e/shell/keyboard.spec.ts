import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openPage, SIGN_IN_PATH, sidebar, sidebarDrawn, signIn, submitSignIn } from '../support/page.ts';

/**
 * Issue 15 §3 (WCAG 2.1.1, 2.4.1, 2.4.3): the app used with the keyboard only, as the demo Customer's owner:
 * the skip link, a sidebar group opened and a page reached from it, a table's row action opening a dialog
 * that Escape closes, focus on the new page's heading, and on the message of a failed sign-in.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };

/** What has the keyboard focus: its tag, accessible-ish name and expanded state. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
      expanded: element?.getAttribute('aria-expanded') ?? null,
      inSidebar: !!element?.closest('nav'),
      inDialog: !!element?.closest('[role="dialog"]'),
    };
  });

/** Presses Tab until the focused element matches, at most `limit` times; fails when it never does. */
async function tabTo(page: Page, matches: (text: string, tag: string) => boolean, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (matches(now.text, now.tag)) return now;
  }
  throw new Error('The keyboard never reached the element');
}

const headingFocused = (page: Page, name: string) =>
  page.waitForFunction(
    (text) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent?.trim() === text,
    name,
    { timeout: 5_000 },
  );

describe('[SHELL][KEYBOARD]', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[SHELL][KEYBOARD]: skip link, a sidebar group, a page heading, a row action and its dialog, all by keyboard', async () => {
    const page = await openPage(browser);
    await signIn(page, OWNER.email, OWNER.password);
    await page.goto('/core/structures/all');
    await page.getByRole('heading', { name: 'Structures', level: 1 }).waitFor();
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .waitFor({ state: 'attached' });

    // The first Tab shows the skip link; it leads to the page's heading.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to main content' });
    const skip = await page.getByRole('link', { name: 'Skip to main content' }).boundingBox();
    expect(skip && skip.y >= 0 && skip.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    await headingFocused(page, 'Structures');

    // A row action: the first row's delete opens the confirmation; Escape closes it and focus goes back.
    const deleteButton = await tabTo(page, (text) => text.startsWith('Delete '));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await focused(page)).text).toBe(deleteButton.text);

    // A sidebar group (collapsed at first) is a button: Enter opens it, Space closes and opens it again.
    const group = await page.evaluate(() => {
      const button = document.querySelector<HTMLElement>('nav button[aria-expanded="false"]');
      return button?.textContent?.trim() ?? '';
    });
    expect(group).not.toBe('');
    await page.reload();
    await page.getByRole('heading', { name: 'Structures', level: 1 }).waitFor();
    await sidebarDrawn(page);
    const reached = await tabTo(page, (text, tag) => tag === 'button' && text === group);
    expect(reached).toMatchObject({ inSidebar: true, expanded: 'false' });
    await page.keyboard.press('Enter');
    expect((await focused(page)).expanded).toBe('true');
    await page.keyboard.press('Space');
    expect((await focused(page)).expanded).toBe('false');
    await page.keyboard.press('Space');
    expect((await focused(page)).expanded).toBe('true');

    // Its first entry is the next stop once the opening list is displayed (the collapse shows it a frame
    // later); following it puts focus on the new page's heading.
    await page.waitForFunction(() => {
      const list = document.getElementById(document.activeElement?.getAttribute('aria-controls') ?? '');
      const first = list?.querySelector('a');
      return !!first && first.getClientRects().length > 0;
    });
    await page.keyboard.press('Tab');
    const entry = await focused(page);
    expect(entry).toMatchObject({ tag: 'a', inSidebar: true });
    const from = page.url();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href !== from);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 5_000 });
    expect(await sidebar(page).getByRole('link', { name: entry.text }).getAttribute('data-active')).toBe(
      'true',
    );
  });

  test('[SHELL][KEYBOARD]: a failed sign-in puts focus on the message saying why', async () => {
    const page = await openPage(browser);
    await page.goto(SIGN_IN_PATH);
    await submitSignIn(page, 'nobody-here@example.com', 'Wrong#Password1');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert', undefined, {
      timeout: 10_000,
    });
    expect((await focused(page)).text).toContain('Sign-in failed');
  });
});
