import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { ADMIN, REPO_ROOT } from './server.ts';

const ARTIFACTS = path.join(REPO_ROOT, 'e2e/artifacts');

/**
 * A fresh browser context and page on the run's server for the current test. On failure a screenshot goes
 * to e2e/artifacts/; the context is closed when the test ends.
 */
export async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    locale: 'en-US',
    timezoneId: 'Asia/Dubai',
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      mkdirSync(ARTIFACTS, { recursive: true });
      const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 100);
      await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true }).catch(() => {});
    }
    await context.close();
  });
  return page;
}

export const urlPath = (page: Page) => new URL(page.url()).pathname;

/** Fills and submits the sign-in form (the page must be on it). */
export async function submitSignIn(
  page: Page,
  email: string = ADMIN.email,
  password: string = ADMIN.password,
) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** What the browser keeps under our storage prefix. */
export const storedKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('atrium.')));
