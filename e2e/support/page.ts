import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { trackVisits } from './a11y.ts';
import { ADMIN, REPO_ROOT } from './server.ts';
import { baseUrl } from './servers.ts';

const ARTIFACTS = path.join(REPO_ROOT, 'e2e/artifacts');

export const SIGN_IN_PATH = '/core/auth/sign-in';
/** Where signing in lands: the own profile. */
export const PROFILE_PATH = /^\/core\/users\/profile\/\d+$/;

export interface PageOptions {
  /** Viewport height: taller for screens that must show whole (a floor plan beside its device tray). */
  height?: number;
  /** Default wait of every action, in ms. */
  timeout?: number;
}

async function newPage(
  browser: Browser,
  { height = 800, timeout = 15_000 }: PageOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'en-US',
    timezoneId: 'Asia/Dubai',
    viewport: { width: 1280, height },
  });
  context.setDefaultTimeout(timeout);
  const page = await context.newPage();
  // Every screen this page visits goes through the accessibility check after the test (a11y-setup.ts).
  trackVisits(page);
  return page;
}

async function captureIfFailed(page: Page, task: { name: string; result?: { state?: string } }) {
  if (task.result?.state !== 'fail') return;
  mkdirSync(ARTIFACTS, { recursive: true });
  const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 100);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true }).catch(() => {});
}

/** On failure of the current test, a screenshot of `page` goes to e2e/artifacts/. */
export function screenshotOnFailure(page: Page) {
  onTestFinished(({ task }) => captureIfFailed(page, task));
}

/**
 * A fresh browser context and page on the run's server for the current test. On failure a screenshot goes
 * to e2e/artifacts/; the context is closed when the test ends.
 */
export async function openPage(browser: Browser): Promise<Page> {
  const page = await newPage(browser);
  onTestFinished(async ({ task }) => {
    await captureIfFailed(page, task);
    await page.context().close();
  });
  return page;
}

/**
 * A page whose context outlives the test: one signed-in session shared by the tests of a file (closed with
 * the browser). Tests using it call `screenshotOnFailure(page)` themselves.
 */
export const openSessionPage = (browser: Browser, options?: PageOptions): Promise<Page> =>
  newPage(browser, options);

/** The sidebar, in either language. */
export const sidebar = (page: Page) =>
  page.getByRole('navigation', { name: /Main navigation|القائمة الرئيسية/ });

/** The sidebar once its entries are drawn: they come in a second pass after the page's first paint. */
export async function sidebarDrawn(page: Page) {
  await sidebar(page).waitFor();
  await sidebar(page).locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  return sidebar(page);
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

/** Signs in through the form from `entry` (default sign-in itself) and waits for the own profile. */
export async function signIn(
  page: Page,
  email: string = ADMIN.email,
  password: string = ADMIN.password,
  entry: string = SIGN_IN_PATH,
) {
  await page.goto(entry);
  await page.waitForURL((url) => url.pathname === SIGN_IN_PATH);
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => PROFILE_PATH.test(url.pathname));
  await page.getByTestId('profile-name').waitFor();
}

/** Signs in as the admin with dev mode on (the libs examples exist in dev mode only). */
export const signInDev = (page: Page) => signIn(page, ADMIN.email, ADMIN.password, '/?dev');
