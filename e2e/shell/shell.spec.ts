import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openPage, PROFILE_PATH, sidebar, signIn as signInAt, urlPath } from '../support/page.ts';

/** Signs the admin in through the form, arriving at `entry`, and waits for the own profile. */
const signIn = (page: Page, entry = '/') => signInAt(page, undefined, undefined, entry);

describe('[SHELL]', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[SHELL][SIDEBAR]: the sidebar shows the applications and settings containers; dev mode adds development; entries navigate', async () => {
    const page = await openPage(browser);
    await signIn(page);
    const nav = sidebar(page);
    await nav.getByText('Settings', { exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'My profile' }).getAttribute('data-active')).toBe('true');
    expect(await nav.getByText('Development', { exact: true }).count()).toBe(0);
    // A42: installed apps sit under the applications container (order 5), above settings (11).
    await nav.getByText('Applications', { exact: true }).waitFor();
    expect(await nav.getByText('Sensor solution', { exact: true }).count()).toBe(1);
    await page.screenshot({ path: '/tmp/e2e-shell-sidebar-en.png' });

    // Dev mode (?dev, kept for the tab): the development container with the item-keys page.
    await page.goto('/?dev');
    await page.waitForURL((url) => PROFILE_PATH.test(url.pathname));
    await nav.getByText('Development', { exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Item keys' }).click();
    await page.waitForURL((url) => url.pathname === '/core/item-keys');
    await page.getByRole('heading', { name: 'Item keys', level: 1 }).waitFor();
    expect(await page.getByRole('cell', { name: '/core/users/profile/:userId', exact: true }).count()).toBe(
      1,
    );
    expect(await nav.getByRole('link', { name: 'Item keys' }).getAttribute('data-active')).toBe('true');
    await page.screenshot({ path: '/tmp/e2e-shell-item-keys.png' });

    await nav.getByRole('link', { name: 'My profile' }).click();
    await page.waitForURL((url) => PROFILE_PATH.test(url.pathname));
  });

  test('[SHELL][I18N]: Arabic flips the shell to right-to-left, the sidebar to the right, and stays after a reload', async () => {
    const page = await openPage(browser);
    await signIn(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    const nav = sidebar(page);
    await nav.getByText('الإعدادات', { exact: true }).waitFor();
    await nav.getByRole('link', { name: 'ملفي الشخصي' }).waitFor();
    const box = await nav.boundingBox();
    expect(box && box.x > 1280 / 2).toBe(true);
    await page.screenshot({ path: '/tmp/e2e-shell-sidebar-ar.png' });

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await sidebar(page).getByRole('link', { name: 'ملفي الشخصي' }).waitFor();

    await header.getByRole('button', { name: /اللغة/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    const ltrBox = await sidebar(page).boundingBox();
    expect(ltrBox?.x).toBe(0);
  });

  test('[SHELL][REFRESH]: a new server version in x-app-version opens the refresh dialog; Refresh reloads the page', async () => {
    const page = await openPage(browser);
    await signIn(page);

    // Every API answer but the config (which gives the version this page starts with) claims a newer server.
    await page.route(
      (url) => url.pathname.startsWith('/api/') && url.pathname !== '/api/system/config',
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'x-app-version': '999.0.0' } });
      },
    );
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'New changes has been made' });
    await dialog.waitFor();
    expect(await dialog.getByText('Refresh the page to see them').count()).toBe(1);
    await page.screenshot({ path: '/tmp/e2e-shell-refresh.png' });

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await reloaded;
    await page.getByTestId('profile-name').waitFor();
    expect(await page.getByRole('dialog', { name: 'New changes has been made' }).count()).toBe(0);
  });

  test('[SHELL][MOBILE]: on a phone a page made for larger screens shows not available on mobile; the burger opens the sidebar', async () => {
    const page = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, '/?dev');

    await page.goto('/core/item-keys');
    await page.waitForURL((url) => url.pathname === '/core/not-available-on-mobile');
    await page.getByRole('heading', { name: 'Not available on mobile' }).waitFor();
    expect(new URL(page.url()).searchParams.get('from')).toBe('/core/item-keys');
    expect(await page.getByTestId('requested-page').textContent()).toBe('/core/item-keys');
    await page.screenshot({ path: '/tmp/e2e-shell-mobile.png' });

    // Pages flagged for phones open; the sidebar hides behind the burger.
    await page.getByRole('link', { name: 'Go to home page' }).click();
    await page.waitForURL((url) => PROFILE_PATH.test(url.pathname));
    const nav = sidebar(page);
    // A collapsed navbar is moved off screen (not display: none).
    const offScreen = () =>
      page.waitForFunction(
        () => (document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().right ?? 0) <= 0,
      );
    await offScreen();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().left === 0,
    );
    await page.screenshot({ path: '/tmp/e2e-shell-mobile-nav.png' });
    await nav.getByRole('link', { name: 'My profile' }).click();
    await offScreen(); // following an entry closes it
    expect(urlPath(page)).toMatch(PROFILE_PATH);
  });

  test('[SHELL][COMPANY]: an admin picks a company; it is kept and sent as company-id on the next calls', async () => {
    const page = await openPage(browser);
    await signIn(page);
    const companies = [
      { id: 501, name: 'Blue Towers', type: 'Customer' },
      { id: 502, name: 'Harbour FM', type: 'FMC' },
    ];
    const asked: string[] = [];
    await page.route('**/api/company?*', async (route) => {
      asked.push(new URL(route.request().url()).search);
      await route.fulfill({ json: { data: companies, totalRecords: companies.length } });
    });

    await page.getByRole('banner').getByRole('button', { name: 'Company' }).click();
    await page.getByRole('option', { name: /Harbour FM/ }).click();
    await page.getByRole('status').getByText('Switching company…').waitFor();
    expect(asked[0]).toBe('?limit=10&skip=0');
    expect(await page.getByRole('banner').getByRole('button', { name: 'Company' }).textContent()).toContain(
      'Harbour FM',
    );

    const sent = page.waitForRequest((request) => request.url().includes('/api/user/me'));
    await page.reload();
    expect((await sent).headers()['company-id']).toBe('502');
    expect(await page.getByRole('banner').getByRole('button', { name: 'Company' }).textContent()).toContain(
      'Harbour FM',
    );
  });
});
