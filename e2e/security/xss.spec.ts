import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openPage, submitSignIn } from '../support/page.ts';
import { baseUrl } from '../support/servers.ts';

/**
 * Stored markup renders as text (issue 8, part 3): a company named with an image-error handler and a
 * script is shown literally in the companies table and in a toast, and neither runs.
 */
const PAYLOAD = '<img src=x onerror=window.__xss=1><script>window.__xss=1</script>';
const tag = randomUUID().slice(0, 6);

async function signInAsAdmin(page: Page) {
  await page.goto('/core/auth/sign-in');
  await submitSignIn(page);
  await page.waitForURL((url) => /^\/core\/users\/profile\/\d+$/.test(url.pathname));
}

/** A call with the page's own session. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const token = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('atrium.accessToken.v1') ?? 'null'),
  );
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: { id: number; name: string } } };
}

/** Nothing ran and no element came out of the text. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => Array.from(document.scripts).some((s) => s.text.includes('__xss')))).toBe(
    false,
  );
}

describe('[SECURITY][XSS]', () => {
  let browser: Browser;
  let companyId = 0;
  const name = `${PAYLOAD} ${tag}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('[SECURITY][XSS]: a company name with markup is plain text in the companies table', async () => {
    const page = await openPage(browser);
    await signInAsAdmin(page);
    const created = await api(page, 'POST', '/company', {
      name,
      email: `xss-${tag}@example.com`,
      type: 'FMC',
    });
    expect(created.status).toBe(201);
    expect(created.body.data.name).toBe(name);
    companyId = created.body.data.id;

    await page.goto('/core/companies/list');
    await page.getByRole('heading', { name: 'Companies', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const cell = page.getByRole('link', { name });
    await cell.waitFor();
    expect(await cell.textContent()).toBe(name);
    await expectInert(page);
  });

  test('[SECURITY][XSS]: the same name in a toast is plain text', async () => {
    expect(companyId).toBeGreaterThan(0);
    const page = await openPage(browser);
    await signInAsAdmin(page);
    // The stored name comes back in the message of a refused save, the text a toast shows.
    await page.route(`**/api/company/${companyId}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ msg: `Could not save ${name}`, code: 'CONFLICT' }),
          })
        : route.fallback(),
    );
    await page.goto(`/core/companies/${companyId}/edit`);
    const field = page.getByRole('textbox', { name: 'Company name' });
    await field.waitFor();
    expect(await field.inputValue()).toBe(name);
    await field.fill(`${name}!`);
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Could not save' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain(`Could not save ${name}`);
    await expectInert(page);
  });
});
