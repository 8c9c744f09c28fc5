import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, PASSWORD, uniqueEmail } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { mailedLink } from '../support/mail.ts';
import { openPage, PROFILE_PATH, SIGN_IN_PATH, storedKeys, submitSignIn, urlPath } from '../support/page.ts';
import { baseUrl } from '../support/servers.ts';

describe('[AUTH][SIGN-UP]', () => {
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[AUTH][SIGN-UP]: a visitor signs up, confirms the emailed link, signs in and sees their name', async () => {
    const page = await openPage(browser);
    const email = uniqueEmail('signup');

    await page.goto(SIGN_IN_PATH);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/core/auth/sign-up');
    await page.getByLabel(/^Company name/).fill('Blue Harbor Logistics');
    await page.getByLabel(/^First name/).fill('Lina');
    await page.getByLabel(/^Last name/).fill('Haddad');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    const rules = page.getByTestId('password-rules').locator('li[data-met="true"]');
    expect(await rules.count()).toBe(5);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.screenshot({ path: '/tmp/e2e-sign-up-en.png', fullPage: true });
    await page.getByRole('button', { name: 'Create the account' }).click();

    await page.waitForURL((url) => url.pathname === '/core/auth/verify');
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);
    expect(await page.getByTestId('verify-message').textContent()).toContain(email);

    // Not confirmed yet: sign-in says so and offers to send the email again.
    await page.goto(SIGN_IN_PATH);
    await submitSignIn(page, email, PASSWORD);
    const notVerified = page.getByTestId('not-verified');
    await notVerified.waitFor();
    expect(await notVerified.textContent()).toContain('Please verify your email address first');
    await notVerified.getByRole('button', { name: 'Resend the verification email' }).waitFor();
    expect((await storedKeys(page)).some((key) => key.includes('Token'))).toBe(false);

    // The emailed link, read from the dev outbox.
    const link = await mailedLink(token, email, '/core/auth/verify-account/');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === SIGN_IN_PATH);
    expect(await page.getByTestId('sign-in-notice').textContent()).toContain(
      'Your email address is confirmed',
    );

    await submitSignIn(page, email, PASSWORD);
    await page.waitForURL((url) => PROFILE_PATH.test(url.pathname));
    expect(await page.getByRole('banner').getByTestId('header-user-name').textContent()).toBe('Lina Haddad');
    await page.getByTestId('profile-name').waitFor();
    expect(await page.getByTestId('profile-name').textContent()).toBe('Lina Haddad');

    // The link is single-use.
    await page.goto(link);
    await page.getByTestId('invalid-link').waitFor();
  });

  test('[AUTH][SIGN-UP]: an invalid confirmation link shows the error and a way to get a new one', async () => {
    const page = await openPage(browser);
    await page.goto('/core/auth/verify-account/0000000000000000000000000000dead');
    const invalid = page.getByTestId('invalid-link');
    await invalid.waitFor();
    expect(await invalid.textContent()).toContain('This link is invalid or has expired');
    await page.getByRole('button', { name: 'Resend the email' }).waitFor();
    expect(urlPath(page)).toBe('/core/auth/verify-account/0000000000000000000000000000dead');
  });

  test('[AUTH][SIGN-UP]: in Arabic, sign-in and sign-up render right to left', async () => {
    const page = await openPage(browser);
    const config = (await (await fetch(`${baseUrl()}/api/system/config`)).json()) as {
      data: { brand: { name: string } };
    };
    await page.goto(SIGN_IN_PATH);
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.getByRole('heading', { name: `تسجيل الدخول إلى ${config.data.brand.name}` }).waitFor();
    await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).waitFor();

    await page.getByRole('link', { name: 'إنشاء حساب' }).click();
    await page.waitForURL((url) => url.pathname === '/core/auth/sign-up');
    await page.getByRole('heading', { name: 'إنشاء حساب' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page
      .getByLabel(/^كلمة المرور/)
      .first()
      .fill('abc1');
    await page.getByText('أحرف صغيرة').waitFor();
    await page.screenshot({ path: '/tmp/e2e-sign-up-ar.png', fullPage: true });
  });
});
