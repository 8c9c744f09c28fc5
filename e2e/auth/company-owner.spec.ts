import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, api } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { openPage, PROFILE_PATH, signIn } from '../support/page.ts';

/** The id of a demo company, found by name as the admin. */
async function companyId(token: string, name: string): Promise<number> {
  const res = await fetch(api(`/company?${new URLSearchParams({ nameFilter: name })}`), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { id: number; name: string }[] };
  const found = data.find((company) => company.name === name);
  expect(found).toBeDefined();
  return found?.id ?? 0;
}

const headerName = (page: Page) => page.getByRole('banner').getByTestId('header-user-name').textContent();

describe('[AUTH][COMPANY-OWNER]', () => {
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminToken();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[AUTH][COMPANY-OWNER]: R124 the admin acts as the owner of a company from its profile, sees the banner, and returns', async () => {
    const fmcId = await companyId(token, 'Demo FMC');
    const page = await openPage(browser);
    await signIn(page);
    await page.goto(`/core/companies/profile/${fmcId}`);
    await page.getByRole('link', { name: 'Sign in as owner' }).click();
    await page.waitForURL((url) => url.pathname === `/core/users/login-as-company-owner/${fmcId}`);
    expect(await page.getByTestId('act-as-company').textContent()).toBe('Demo FMC');
    await page.screenshot({ path: '/tmp/e2e-act-as-owner.png' });
    await page.getByRole('button', { name: 'Sign in as owner' }).click();

    await page.waitForURL((url) => PROFILE_PATH.test(url.pathname));
    const banner = page.getByTestId('acting-as-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('You are acting as the owner of Demo FMC');
    expect(await banner.textContent()).toContain('Signed in as FMC Owner on behalf of Super Admin');
    expect(await headerName(page)).toBe('FMC Owner');
    await page.getByTestId('profile-name').getByText('FMC Owner').waitFor();
    await page.screenshot({ path: '/tmp/e2e-acting-banner.png' });

    await banner.getByRole('button', { name: 'Return to my account' }).click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="acting-as-banner"]'));
    await page.getByTestId('profile-name').getByText('Super Admin').waitFor();
    expect(await headerName(page)).toBe('Super Admin');
    expect(await page.evaluate(() => sessionStorage.getItem('atrium.secondaryRefreshToken.v1'))).toBeNull();
  });

  test('[AUTH][COMPANY-OWNER]: R124 A61 the company-owner sign-in page acts in its own tab only', async () => {
    const page = await openPage(browser);
    await signIn(page);
    await page.goto('/core/auth/company-owner-login');
    await page.getByRole('heading', { name: 'Company-owner sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Continue as owner' }).click();
    await page.getByText('Required', { exact: true }).waitFor();

    await page.getByRole('combobox', { name: 'Company' }).fill('Demo AMC');
    await page.getByRole('option', { name: 'Demo AMC', exact: true }).click();
    await page.getByRole('button', { name: 'Continue as owner' }).click();
    await page.waitForURL((url) => PROFILE_PATH.test(url.pathname));
    await page.getByTestId('acting-as-banner').waitFor();
    expect(await headerName(page)).toBe('AMC Owner');

    // Another tab of the same browser keeps the own session.
    const other = await page.context().newPage();
    await other.goto('/');
    await other.waitForURL((url) => PROFILE_PATH.test(url.pathname));
    await other.getByTestId('profile-name').getByText('Super Admin').waitFor();
    expect(await other.getByTestId('acting-as-banner').count()).toBe(0);

    // Back on the acting tab, the page says who acts as whom and offers the way back.
    await page.goto('/core/auth/company-owner-login');
    await page.getByTestId('acting-summary').getByRole('button', { name: 'Return to my account' }).click();
    await page.waitForURL((url) => PROFILE_PATH.test(url.pathname));
    await page.getByTestId('profile-name').getByText('Super Admin').waitFor();
  });
});
