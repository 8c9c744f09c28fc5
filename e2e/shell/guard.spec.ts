import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openPage, signIn, signInDev, submitSignIn, urlPath } from '../support/page.ts';
import { startServer, type TestServer } from '../support/server.ts';

/**
 * The route guard and the sidebar of spec §2 in the browser: deep links through sign-in, a denied page,
 * the sidebar of a user with fewer permissions, and the HIDE_* flags of a deployment.
 */

const SIGN_IN = '/core/auth/sign-in';
const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const DENIED = "you don't have access to this page!";

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

describe('[SHELL][GUARD]', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[SHELL][GUARD]: A8 a signed-out deep link goes to sign-in and, once signed in, back to it with its query', async () => {
    const page = await openPage(browser);
    const target = '/core/companies/list?from=e2e';
    await page.goto(target);
    await page.waitForURL((url) => url.pathname === SIGN_IN);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(target);

    await submitSignIn(page);
    await page.waitForURL((url) => url.pathname === '/core/companies/list');
    expect(new URL(page.url()).search).toBe('?from=e2e');
    await page.getByRole('heading', { name: 'Companies', level: 1 }).waitFor();
  });

  test('[SHELL][GUARD]: A11 A15 R153 a page the user may not open leads to their own profile with the message', async () => {
    const page = await openPage(browser);
    await signIn(page, OWNER.email, OWNER.password);
    const own = urlPath(page);

    // The outbox is for system administrators; ?dev makes the page exist in this tab.
    await page.goto('/core/dev/outbox?dev');
    await page.getByText(DENIED).waitFor();
    await page.waitForURL((url) => url.pathname === own);
    await page.getByTestId('profile-name').waitFor();
    await page.screenshot({ path: '/tmp/e2e-shell-denied.png' });
  });

  test('[SHELL][SIDEBAR]: A45 the sidebar lists only what the user may open', async () => {
    const owner = await openPage(browser);
    await signIn(owner, OWNER.email, OWNER.password, '/?dev');
    const nav = sidebar(owner);
    await nav.getByRole('link', { name: 'Companies' }).waitFor();
    await nav.getByText('Development', { exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Item keys' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Outbox' }).count()).toBe(0);

    const admin = await openPage(browser);
    await signInDev(admin);
    await sidebar(admin).getByRole('link', { name: 'Outbox' }).waitFor();
  });
});

describe('[SHELL][HIDE]', () => {
  let browser: Browser;
  let server: TestServer;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer({ HIDE_FLEET: 'true', HIDE_METROWATCH: 'true' });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('[SHELL][HIDE]: A1 the HIDE_* flags of the deployment reach the app, which hides those apps', async () => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const config = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/system/config');
    await signIn(page);
    const { data } = (await (await config).json()) as { data: { apps: Record<string, boolean> } };
    expect(data.apps).toMatchObject({ fleet: false, metrowatch: false, defcon: true, gm: true });
    // The shell renders with them; what a hidden app's routes do is in the shell's component tests, as no
    // application module of this build carries an `app` yet.
    await sidebar(page).getByText('Settings', { exact: true }).waitFor();
    await context.close();
  });
});
