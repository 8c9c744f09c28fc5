import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, signUpCustomer, uniqueEmail } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { mailedLink } from '../support/mail.ts';
import { openPage, PROFILE_PATH, SIGN_IN_PATH, submitSignIn } from '../support/page.ts';

const NEW_PASSWORD = 'Renewed#Pass42';

/** A Customer owner created through the API (its address not confirmed: the reset link confirms it). */
const signUp = (email: string) =>
  signUpCustomer(email, { companyName: 'Cedar Works', firstName: 'Omar', lastName: 'Nasser' });

describe('[AUTH][RESET-PASSWORD]', () => {
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[AUTH][RESET-PASSWORD]: forgot password, reset through the mailed link, sign in with the new password', async () => {
    const email = uniqueEmail('reset');
    await signUp(email);
    const page = await openPage(browser);

    await page.goto(SIGN_IN_PATH);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/core/auth/forget-password');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    const sent = page.getByRole('status');
    await sent.waitFor();
    expect(await sent.textContent()).toContain('If an account exists for this address, we sent a reset link');

    const link = await mailedLink(token, email, '/core/auth/reset-password');
    expect(link).toMatch(/^\/core\/auth\/reset-password\?token=/);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel(/^New password/).fill('weakpass');
    expect(await page.getByTestId('password-rules').locator('li[data-met="false"]').count()).toBe(3);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
    await page.screenshot({ path: '/tmp/e2e-reset-password.png', fullPage: true });
    await page.getByRole('button', { name: 'Save the new password' }).click();

    await page.waitForURL((url) => url.pathname === SIGN_IN_PATH);
    expect(await page.getByTestId('sign-in-notice').textContent()).toContain(
      'Your password has been changed',
    );
    await submitSignIn(page, email, NEW_PASSWORD);
    await page.waitForURL((url) => PROFILE_PATH.test(url.pathname));
    expect(await page.getByRole('banner').getByTestId('header-user-name').textContent()).toBe('Omar Nasser');

    // The same link again: the server refuses it and the page offers a new one.
    const again = await openPage(browser);
    await again.goto(link);
    await again.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await again.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
    await again.getByRole('button', { name: 'Save the new password' }).click();
    const invalid = again.getByTestId('invalid-link');
    await invalid.waitFor();
    expect(await invalid.textContent()).toContain('This link is invalid or has expired');
    await again.getByRole('link', { name: 'Request a new link' }).waitFor();
  });

  test('[AUTH][RESET-PASSWORD]: a reset page without a token shows the invalid-link state', async () => {
    const page = await openPage(browser);
    await page.goto('/core/auth/reset-password');
    const invalid = page.getByTestId('invalid-link');
    await invalid.waitFor();
    expect(await invalid.textContent()).toContain('This link is invalid or has expired');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL((url) => url.pathname === '/core/auth/forget-password');
    await page.screenshot({ path: '/tmp/e2e-forgot-password.png', fullPage: true });
  });
});
