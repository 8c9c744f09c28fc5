import { generate } from 'otplib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, PASSWORD, signUpCustomer, uniqueEmail } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { confirmEmail } from '../support/mail.ts';
import { openPage, PROFILE_PATH, SIGN_IN_PATH, signIn, submitSignIn } from '../support/page.ts';

/** A code of the same length that is not the current one (nor, in practice, a neighbouring step's). */
const otherThan = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

describe('[AUTH][TWO-FACTOR]', () => {
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[AUTH][TWO-FACTOR]: a user turns two-step verification on from the profile, then signs in with the authenticator code', async () => {
    const email = uniqueEmail('tfa');
    await signUpCustomer(email, { companyName: 'Juniper Labs', firstName: 'Rami', lastName: 'Saleh' });
    await confirmEmail(token, email);
    const page = await openPage(browser);
    await signIn(page, email, PASSWORD);

    const card = page.getByTestId('two-factor');
    expect(await card.getByTestId('two-factor-status').textContent()).toBe('Off');
    const enrolment = page.waitForResponse(
      (res) => res.url().endsWith('/api/user/tfa-switch') && res.request().method() === 'PATCH',
    );
    await card.getByRole('button', { name: 'Turn on' }).click();
    const reply = (await (await enrolment).json()) as { data: { otpauthUrl: string } };
    // The secret of the enrolment reply, as an authenticator app reads it from the QR code.
    const secret = new URL(reply.data.otpauthUrl).searchParams.get('secret') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    const dialog = page.getByRole('dialog', { name: 'Set up two-step verification' });
    await dialog.getByTestId('two-factor-qr').waitFor();
    expect((await dialog.getByTestId('two-factor-secret').textContent())?.replace(/ /g, '')).toBe(secret);
    await page.screenshot({ path: '/tmp/e2e-two-factor-setup.png' });
    await dialog.getByLabel(/^Code from the app/).fill(otherThan(await generate({ secret })));
    await dialog.getByRole('button', { name: 'Confirm and turn on' }).click();
    await dialog.getByText('That code is not valid').waitFor();
    await dialog.getByLabel(/^Code from the app/).fill(await generate({ secret }));
    await dialog.getByRole('button', { name: 'Confirm and turn on' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByTestId('two-factor-status').getByText('On', { exact: true }).waitFor();

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === SIGN_IN_PATH);
    await submitSignIn(page, email, PASSWORD);
    const step = page.getByTestId('tfa-step');
    await step.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    const code = step.getByLabel(/^Authentication code/);
    await code.fill(otherThan(await generate({ secret })));
    await step.getByRole('button', { name: 'Verify and sign in' }).click();
    await step.getByText('That code is not valid').waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: '/tmp/e2e-two-factor-sign-in.png' });

    await code.fill(await generate({ secret }));
    await step.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL((url) => PROFILE_PATH.test(url.pathname));
    expect(await page.getByRole('banner').getByTestId('header-user-name').textContent()).toBe('Rami Saleh');

    // Off again with a current code: the next sign-in needs the password only.
    await page.getByTestId('two-factor').getByRole('button', { name: 'Turn off' }).click();
    const off = page.getByRole('dialog', { name: 'Turn off two-step verification' });
    await off.getByLabel(/^Code from the app/).fill(await generate({ secret }));
    await off.getByRole('button', { name: 'Turn off' }).click();
    await off.waitFor({ state: 'detached' });
    await page.getByTestId('two-factor-status').getByText('Off', { exact: true }).waitFor();
  });

  test('[AUTH][TWO-FACTOR]: the code step goes back to email and password', async () => {
    const email = uniqueEmail('tfa-back');
    await signUpCustomer(email, { companyName: 'Cobalt Yard', firstName: 'Lea', lastName: 'Haddad' });
    await confirmEmail(token, email);
    const page = await openPage(browser);
    await signIn(page, email, PASSWORD);
    const enrolment = page.waitForResponse((res) => res.url().endsWith('/api/user/tfa-switch'));
    await page.getByTestId('two-factor').getByRole('button', { name: 'Turn on' }).click();
    const secret =
      new URL(
        ((await (await enrolment).json()) as { data: { otpauthUrl: string } }).data.otpauthUrl,
      ).searchParams.get('secret') ?? '';
    const dialog = page.getByRole('dialog', { name: 'Set up two-step verification' });
    await dialog.getByLabel(/^Code from the app/).fill(await generate({ secret }));
    await dialog.getByRole('button', { name: 'Confirm and turn on' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === SIGN_IN_PATH);
    await submitSignIn(page, email, PASSWORD);
    await page.getByTestId('tfa-step').waitFor();
    await page.getByRole('button', { name: 'Back to email and password' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel(/^Password/).inputValue()).toBe('');
  });
});
