import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, api, PASSWORD, signUpCustomer, uniqueEmail } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { confirmEmail, mailedLink } from '../support/mail.ts';
import { openPage, PROFILE_PATH, SIGN_IN_PATH, submitSignIn } from '../support/page.ts';

/** A confirmed Customer owner through the API: its token and company id. */
async function customerOwner(admin: string) {
  const email = uniqueEmail('inviter');
  await signUpCustomer(email, { companyName: 'Inviting Customer', firstName: 'Rana', lastName: 'Aziz' });
  await confirmEmail(admin, email);
  const res = await fetch(api('/auth/login?shortTerm=0'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', timezone: 'UTC' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as {
    data: { token: string; user: { personalInfo: { companyId: number } } };
  };
  return { token: data.token, companyId: data.user.personalInfo.companyId };
}

describe('[AUTH][INVITATION]', () => {
  let browser: Browser;
  let admin: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminToken();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[AUTH][INVITATION]: a request to an unknown address mails a sign-up link; the invited FMC signs up, confirms and signs in', async () => {
    const owner = await customerOwner(admin);
    const invited = uniqueEmail('invited');
    const sent = await fetch(api(`/company/${owner.companyId}/request`), {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ destinationType: 'FMC', type: 'maintenance', destinationEmail: invited }),
    });
    expect(sent.status).toBe(201);

    const link = await mailedLink(admin, invited, '/core/auth/sign-up');
    expect(new URL(link, 'http://x').searchParams.get('invitation')).toBeTruthy();

    const page = await openPage(browser);
    await page.goto(link);
    const invitation = page.getByTestId('invitation');
    await invitation.waitFor();
    expect(await invitation.textContent()).toBe(
      'Inviting Customer invites you to provide Maintenance as a FMC company.',
    );
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(invited);
    await page.getByLabel(/^Company name/).fill('Fresh Facilities');
    await page.getByLabel(/^First name/).fill('Omar');
    await page.getByLabel(/^Last name/).fill('Saleh');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.screenshot({ path: '/tmp/e2e-invitation.png', fullPage: true });
    await page.getByRole('button', { name: 'Create the account' }).click();
    await page.waitForURL((url) => url.pathname === '/core/auth/verify');
    expect(await page.getByTestId('verify-message').textContent()).toContain(invited);

    await page.goto(await mailedLink(admin, invited, '/core/auth/verify-account/'));
    await page.getByRole('heading', { name: 'Email confirmed' }).waitFor();
    await page.goto(SIGN_IN_PATH);
    await submitSignIn(page, invited, PASSWORD);
    await page.waitForURL((url) => PROFILE_PATH.test(url.pathname));
    expect(await page.getByRole('banner').getByTestId('header-user-name').textContent()).toBe('Omar Saleh');
    const company = await page.evaluate(
      () => JSON.parse(localStorage.getItem('atrium.user.v1') ?? 'null')?.personalInfo?.company,
    );
    expect(company).toMatchObject({ name: 'Fresh Facilities', type: 'FMC' });
  });

  test('[AUTH][INVITATION]: an unknown invitation shows the error and links to the plain sign-up', async () => {
    const page = await openPage(browser);
    await page.goto('/core/auth/sign-up?invitation=0000000000000000000000000000dead');
    const invalid = page.getByTestId('invalid-link');
    await invalid.waitFor();
    expect(await invalid.textContent()).toContain('This link is invalid or has expired');
    await page.getByRole('link', { name: 'Create an account without an invitation' }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  });
});
