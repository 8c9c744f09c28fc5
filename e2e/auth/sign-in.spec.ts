import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openPage, SIGN_IN_PATH, storedKeys, submitSignIn, urlPath } from '../support/page.ts';
import { ADMIN } from '../support/server.ts';
import { baseUrl } from '../support/servers.ts';

interface LoginReply {
  data: { user: { id: number } };
}

describe('[AUTH][SIGN-IN]', () => {
  let browser: Browser;
  let adminId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    const res = await fetch(`${baseUrl()}/api/auth/login?shortTerm=0`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', timezone: 'UTC' },
      body: JSON.stringify(ADMIN),
    });
    expect(res.status).toBe(200);
    adminId = ((await res.json()) as LoginReply).data.user.id;
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[AUTH][SIGN-IN]: the super admin signs in, sees the main layout, switches to Arabic and back, signs out', async () => {
    const page = await openPage(browser);
    const config = (await (await fetch(`${baseUrl()}/api/system/config`)).json()) as {
      data: { brand: { name: string } };
    };
    const brand = config.data.brand.name;

    await page.goto('/');
    await page.waitForURL((url) => url.pathname === SIGN_IN_PATH);
    await page.getByRole('heading', { name: `Sign in to ${brand}` }).waitFor();
    expect(await page.title()).toContain(brand);

    await submitSignIn(page);
    await page.waitForURL((url) => url.pathname === `/core/users/profile/${adminId}`);
    const header = page.getByRole('banner');
    expect(await header.getByTestId('header-user-name').textContent()).toBe('Super Admin');
    expect(await header.getByTestId('brand-name').textContent()).toBe(brand);
    await page.getByTestId('profile-name').waitFor();
    expect(await page.getByText(ADMIN.email).count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/e2e-signed-in.png', fullPage: true });

    // A13: signed in, the sign-in page leads back into the main layout.
    await page.goto(SIGN_IN_PATH);
    await page.waitForURL((url) => url.pathname === `/core/users/profile/${adminId}`);

    await header.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await header.getByRole('button', { name: 'تسجيل الخروج' }).waitFor();
    await page.getByTestId('profile-name').waitFor();
    await page.screenshot({ path: '/tmp/e2e-rtl.png', fullPage: true });

    // The choice survives a reload.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');

    await header.getByRole('button', { name: /اللغة/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');

    await header.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === SIGN_IN_PATH);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await storedKeys(page)).toEqual(['atrium.language.v1']);
  });

  test('[AUTH][SIGN-IN]: a wrong password shows "Incorrect email or password" and stays on sign-in', async () => {
    const page = await openPage(browser);
    await page.goto(SIGN_IN_PATH);
    await submitSignIn(page, ADMIN.email, 'Wrong#12345');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Incorrect email or password');
    expect(urlPath(page)).toBe(SIGN_IN_PATH);
    expect(await storedKeys(page)).toEqual([]);
  });

  test('[AUTH][SIGN-IN]: an empty form shows "Required" under both fields', async () => {
    const page = await openPage(browser);
    await page.goto(SIGN_IN_PATH);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Required').first().waitFor();
    expect(await page.getByText('Required', { exact: true }).count()).toBe(2);
  });

  test('[AUTH][SIGN-IN]: a signed-out visit to a profile goes to sign-in with a redirect and returns after signing in', async () => {
    const page = await openPage(browser);
    const target = `/core/users/profile/${adminId}`;
    await page.goto(target);
    await page.waitForURL((url) => url.pathname === SIGN_IN_PATH);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(target);

    await submitSignIn(page);
    await page.waitForURL((url) => url.pathname === target);
    await page.getByTestId('profile-name').waitFor();
    expect(await page.getByTestId('profile-name').textContent()).toBe('Super Admin');
  });

  test('[AUTH][SIGN-IN]: an unknown path shows page not found with a way home', async () => {
    const page = await openPage(browser);
    await page.goto('/this/path/does/not/exist');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(urlPath(page)).toBe('/core/page-not-found');

    await page.getByRole('link', { name: 'Go to home page' }).click();
    await page.waitForURL((url) => url.pathname === SIGN_IN_PATH);
  });
});
