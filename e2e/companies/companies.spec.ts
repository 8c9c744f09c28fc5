import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiAs as api } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import {
  openSessionPage as newPage,
  screenshotOnFailure,
  sidebar,
  signIn,
  urlPath,
} from '../support/page.ts';

/**
 * Companies, their users and roles, as a Customer owner and as the member they add. The two sessions are
 * signed in once each (the server allows 20 sign-ins a minute per address) and shared by the tests below,
 * which run in order: each builds on what the previous one created.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const tag = randomUUID().slice(0, 6);
const FMC_NAME = `Harbour FM ${tag}`;
const FMC_EMAIL = `fm-${tag}@harbour.test`;
const MEMBER = {
  email: `mona-${tag}@harbour.test`,
  password: 'Member#2025',
  firstName: 'Mona',
  lastName: 'Member',
};
const ROLE_NAME = `Night shift ${tag}`;

const PROFILE = /^\/core\/companies\/profile\/(\d+)$/;

describe('[CORE][COMPANIES]', () => {
  let browser: Browser;
  let owner: Page;
  let memberPage: Page | null = null;
  let companyId = 0;
  let memberId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newPage(browser);
    await signIn(owner, OWNER.email, OWNER.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[CORE][COMPANIES]: R127 a Customer owner creates an FMC company, finds it in the list and opens its profile', async () => {
    screenshotOnFailure(owner);
    await sidebar(owner).getByRole('link', { name: 'Companies' }).click();
    await owner.waitForURL((url) => url.pathname === '/core/companies/list');
    await owner.getByRole('link', { name: 'Create company' }).click();
    await owner.waitForURL((url) => url.pathname === '/core/companies/create');

    await owner.getByRole('textbox', { name: 'Company name' }).fill(FMC_NAME);
    await owner.getByRole('textbox', { name: 'Email' }).fill(FMC_EMAIL);
    const type = owner.getByRole('combobox', { name: 'Company type' });
    await owner.waitForFunction(
      () => !(document.querySelector('input[aria-haspopup="listbox"]') as HTMLInputElement | null)?.disabled,
    );
    await type.click();
    const options = await owner.getByRole('listbox').getByRole('option').allTextContents();
    expect(options).toEqual(['FMC', 'AMC', 'Operator', 'Authority', 'Security Company']);
    await owner.getByRole('option', { name: 'FMC', exact: true }).click();
    await owner.getByRole('button', { name: 'Create company' }).click();

    await owner.waitForURL((url) => PROFILE.test(url.pathname));
    companyId = Number(PROFILE.exec(urlPath(owner))?.[1]);
    expect(await owner.getByTestId('company-name').textContent()).toBe(FMC_NAME);
    const details = owner.getByTestId('company-details');
    await details.getByText('Active', { exact: true }).waitFor();
    await details.getByRole('link', { name: 'Demo Customer' }).waitFor();

    await sidebar(owner).getByRole('link', { name: 'Companies' }).click();
    await owner.waitForURL((url) => url.pathname === '/core/companies/list');
    // The URL changes a moment before the list replaces the profile (and its users' search box).
    await owner.getByRole('heading', { name: 'Companies', level: 1 }).waitFor();
    const searched = owner.waitForResponse(
      (res) =>
        res.url().includes('/api/company?') && res.url().includes('nameFilter=') && res.status() === 200,
    );
    await owner.getByRole('searchbox', { name: 'Search' }).fill(FMC_NAME);
    await owner.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await searched;
    const link = owner.getByRole('link', { name: FMC_NAME });
    await link.waitFor();
    await owner.getByRole('link', { name: 'Demo AMC' }).waitFor({ state: 'detached' });
    await owner.screenshot({ path: '/tmp/e2e-companies-list-en.png', fullPage: true });
    await link.click();
    await owner.waitForURL((url) => url.pathname === `/core/companies/profile/${companyId}`);
    await owner.getByTestId('company-name').waitFor();
  });

  test('[CORE][COMPANIES]: R51 the owner adds a user with a first password and the company_member role', async () => {
    screenshotOnFailure(owner);
    expect(companyId).toBeGreaterThan(0);
    await owner.goto(`/core/companies/profile/${companyId}`);
    await owner.getByRole('button', { name: 'Add user' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add user' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(MEMBER.email);
    await dialog.getByRole('textbox', { name: 'First name' }).fill(MEMBER.firstName);
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(MEMBER.lastName);
    await dialog.getByLabel('Password (optional)').fill(MEMBER.password);
    expect(await dialog.locator('[data-rule][data-met="true"]').count()).toBe(5);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await owner.getByRole('option', { name: 'Company member', exact: true }).click();
    const created = owner.waitForResponse(
      (res) => res.url().endsWith(`/api/company/${companyId}/user`) && res.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Add user' }).click();
    const reply = await created;
    expect(reply.status()).toBe(201);
    memberId = ((await reply.json()) as { data: { id: number } }).data.id;
    await dialog.waitFor({ state: 'detached' });

    const row = owner.locator(`[data-row-id="${memberId}"]`);
    await row.getByText(`${MEMBER.firstName} ${MEMBER.lastName}`).waitFor();
    await row.getByText('Company member').waitFor();
    await owner.screenshot({ path: '/tmp/e2e-company-profile-en.png', fullPage: true });
  });

  test('[CORE][COMPANIES]: R103 adding the same email again shows "This email is already used" under the email field', async () => {
    screenshotOnFailure(owner);
    await owner.goto(`/core/companies/profile/${companyId}`);
    await owner.getByRole('button', { name: 'Add user' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add user' });
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await email.fill(MEMBER.email);
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Another');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Person');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await dialog.getByText('This email is already used').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const described = await owner.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(described).toContain('This email is already used');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('[CORE][COMPANIES]: the new user signs in and sees only what company_member permits', async () => {
    memberPage = await newPage(browser);
    const page = memberPage;
    screenshotOnFailure(page);
    await signIn(page, MEMBER.email, MEMBER.password);
    expect(urlPath(page)).toBe(`/core/users/profile/${memberId}`);
    await page.getByTestId('profile-roles').getByText('Company member').waitFor();

    const nav = sidebar(page);
    await nav.getByRole('link', { name: 'Companies' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Customers' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Access log' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Permissions' }).count()).toBe(0);

    await nav.getByRole('link', { name: 'Companies' }).click();
    await page.waitForURL((url) => url.pathname === '/core/companies/list');
    await page.getByRole('link', { name: FMC_NAME }).waitFor();
    expect(await page.getByRole('link', { name: 'Create company' }).count()).toBe(0);

    await page.getByRole('link', { name: FMC_NAME }).click();
    await page.waitForURL((url) => url.pathname === `/core/companies/profile/${companyId}`);
    await page.getByTestId('company-details').waitFor();
    expect(await page.getByRole('tab', { name: 'Users' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);

    // Typed in: the guard refuses the page and says so.
    await page.goto('/core/companies/create');
    await page.getByText("you don't have access to this page!").waitFor();
    // The toast can show before the redirect lands: wait for the URL to leave the refused page.
    await page.waitForURL((url) => url.pathname !== '/core/companies/create');
  });

  test('[CORE][COMPANIES]: R25 R173 a role given by the owner while the member is signed in shows the 10-second permissions notice', async () => {
    const page = memberPage;
    expect(page).not.toBeNull();
    if (!page) return;
    screenshotOnFailure(page);
    await page.goto(`/core/users/profile/${memberId}`);
    await page.getByTestId('profile-details').waitFor();

    const roles = await api<{ data: { id: number; key: string }[] }>(
      owner,
      'GET',
      `/company/${companyId}/role`,
    );
    const ownerRole = roles.body.data.find((role) => role.key === 'company_owner');
    expect(ownerRole).toBeDefined();
    const given = await api(owner, 'PUT', `/company/${companyId}/user/${memberId}/role`, {
      roleId: ownerRole?.id,
    });
    expect(given.status).toBe(200);

    // The next answer the member's page gets carries the new permissions header.
    await sidebar(page).getByRole('link', { name: 'Access log' }).click();
    await page.waitForURL((url) => url.pathname === '/core/users/access-log');
    const notice = page.locator('[data-toast-kind="notify"]', { hasText: 'Your permissions have changed' });
    await notice.waitFor();
    await notice.getByText('Check the sidebar to see the pages you can open now.').waitFor();
    // Toasts start below the header, so they never cover its controls (Sign out, the company selector).
    const toastTop = (await notice.boundingBox())?.y ?? 0;
    const header = await page.getByRole('banner').boundingBox();
    expect(toastTop).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? Number.POSITIVE_INFINITY));
    await sidebar(page).getByRole('link', { name: 'Permissions' }).waitFor();
    await page.screenshot({ path: '/tmp/e2e-permissions-notice.png' });
    // Longer than an ordinary toast (2.5 s), gone after its 10 s.
    await page.waitForTimeout(4_000);
    expect(await notice.count()).toBe(1);
    await notice.waitFor({ state: 'detached', timeout: 12_000 });
  });

  test('[CORE][COMPANIES]: R2 the owner creates a custom role and turning an action on turns on what it needs', async () => {
    screenshotOnFailure(owner);
    await owner.goto(`/core/companies/profile/${companyId}?tab=roles`);
    await owner.getByRole('table', { name: 'Roles' }).waitFor();
    await owner.getByRole('button', { name: 'Create role' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Create role' });
    await dialog.getByRole('textbox', { name: 'Role name' }).fill(ROLE_NAME);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Watches the alarms at night');
    await dialog.getByRole('button', { name: 'Create and set permissions' }).click();
    await owner.waitForURL((url) => url.pathname === '/core/permissions/list');
    expect(new URL(owner.url()).searchParams.get('companyId')).toBe(String(companyId));
    expect(await owner.getByRole('combobox', { name: 'Role' }).inputValue()).toBe(ROLE_NAME);

    await owner.getByRole('button', { name: 'Company', exact: true }).click();
    const assign = owner.getByRole('switch', { name: 'Company / Users: Assign roles' });
    const view = owner.getByRole('switch', { name: 'Company / Users: View' });
    expect(await assign.isChecked()).toBe(false);
    const saved = owner.waitForResponse(
      (res) => res.request().method() === 'PUT' && res.url().includes('/role/'),
    );
    // A click on the input itself: the switch shows the new state only once the server has saved it, and the
    // group may still be opening (a click at the switch's coordinates during the transition can land elsewhere).
    await owner.waitForFunction(() => !document.querySelector('input[data-permission]:disabled'));
    await assign.dispatchEvent('click');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => assign.isChecked()).toBe(true);
    expect(await view.isChecked()).toBe(true);
    await owner.screenshot({ path: '/tmp/e2e-permissions-en.png', fullPage: true });

    // R3: off removes the action only; the saved set survives a reload.
    const savedAgain = owner.waitForResponse(
      (res) => res.request().method() === 'PUT' && res.url().includes('/role/'),
    );
    await owner.waitForFunction(() => !document.querySelector('input[data-permission]:disabled'));
    await assign.dispatchEvent('click');
    await savedAgain;
    await expect.poll(() => assign.isChecked()).toBe(false);
    await owner.reload();
    await owner.getByRole('button', { name: 'Company', exact: true }).waitFor();
    const company = owner.getByRole('button', { name: 'Company', exact: true });
    if ((await company.getAttribute('aria-expanded')) !== 'true') await company.click();
    expect(await owner.getByRole('switch', { name: 'Company / Users: View' }).isChecked()).toBe(true);
    expect(await owner.getByRole('switch', { name: 'Company / Users: Assign roles' }).isChecked()).toBe(
      false,
    );
  });

  test("[CORE][COMPANIES]: another company's profile id shows not found", async () => {
    screenshotOnFailure(owner);
    const ownCompanyId = await owner.evaluate(
      () => JSON.parse(localStorage.getItem('atrium.user.v1') ?? 'null')?.personalInfo?.companyId as number,
    );
    const own = await api<{ data: { parentCompanyId: number } }>(owner, 'GET', `/company/${ownCompanyId}/`);
    const integratorId = own.body.data.parentCompanyId;
    expect(integratorId).toBeGreaterThan(0);
    expect((await api(owner, 'GET', `/company/${integratorId}/`)).status).toBe(404);

    await owner.goto(`/core/companies/profile/${integratorId}`);
    await owner.getByRole('heading', { name: 'Company not found' }).waitFor();
    // R134: the failed read also toasts the server's message.
    await owner.getByRole('alert').getByText('Company not found').waitFor();
    await owner.getByRole('link', { name: 'Back to companies' }).waitFor();
    // The own company names its manager without revealing it.
    await owner.goto(`/core/companies/profile/${ownCompanyId}`);
    await owner.getByTestId('company-details').getByText('A company you cannot view').waitFor();
  });

  test('[CORE][COMPANIES]: R166 the service requests tab lists what the company sent or received', async () => {
    screenshotOnFailure(owner);
    await owner.goto('/core/companies/list');
    await owner.getByRole('heading', { name: 'Companies', level: 1 }).waitFor();
    const listed = owner.waitForResponse((res) => /\/api\/company\/\d+\/request\?/.test(res.url()));
    await owner.getByRole('tab', { name: 'Service requests' }).click();
    await owner.waitForURL((url) => url.pathname === '/core/companies/list/requests');
    const reply = await listed;
    expect(reply.status()).toBe(200);
    const { totalRecords } = (await reply.json()) as { totalRecords: number };
    if (totalRecords === 0) await owner.getByText('no requests yet').waitFor();
    else await owner.getByRole('table', { name: 'Service requests' }).locator('tbody tr').first().waitFor();
  });

  test('[CORE][COMPANIES]: the list, profile and permissions pages read right-to-left in Arabic', async () => {
    screenshotOnFailure(owner);
    await owner.evaluate(() => localStorage.setItem('atrium.language.v1', JSON.stringify('ar')));
    try {
      await owner.goto('/core/companies/list');
      await owner.waitForFunction(() => document.documentElement.dir === 'rtl');
      await owner.getByRole('heading', { name: 'الشركات', level: 1 }).waitFor();
      await owner.getByRole('link', { name: FMC_NAME }).waitFor();
      await owner.screenshot({ path: '/tmp/e2e-companies-list-ar.png', fullPage: true });

      await owner.goto(`/core/companies/profile/${companyId}`);
      await owner.getByRole('tab', { name: 'المستخدمون' }).waitFor();
      await owner.getByText(`${MEMBER.firstName} ${MEMBER.lastName}`).waitFor();
      await owner.screenshot({ path: '/tmp/e2e-company-profile-ar.png', fullPage: true });

      await owner.goto(`/core/permissions/list?companyId=${companyId}`);
      await owner.getByRole('heading', { name: 'الصلاحيات', level: 1 }).waitFor();
      await owner.getByRole('button', { name: 'الشركة', exact: true }).waitFor();
      await owner.screenshot({ path: '/tmp/e2e-permissions-ar.png', fullPage: true });
    } finally {
      await owner.evaluate(() => localStorage.setItem('atrium.language.v1', JSON.stringify('en')));
    }
  });
});
