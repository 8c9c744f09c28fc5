import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openPage, signIn } from '../support/page.ts';

/** The table filters of spec §2 on a real screen: the companies list, as the super admin. */

const LIST = '/core/companies/list';

const listCall = (page: Page, check: (params: URLSearchParams) => boolean) =>
  page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === '/api/company' && url.searchParams.has('offset') && check(url.searchParams);
  });

describe('[SHELL][TABLE-FILTERS]', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[SHELL][TABLE-FILTERS]: Add Filter, the side panel and chips filter the companies list; the filter stays after a reload', async () => {
    const page = await openPage(browser);
    await signIn(page);
    await page.goto(LIST);
    await page.getByText('Demo AMC').first().waitFor();

    // R36: a type chosen in the side panel reloads the list from the server.
    await page.getByRole('button', { name: 'Add Filter' }).click();
    await page.getByRole('menuitem', { name: 'Company type' }).click();
    const panel = page.getByRole('dialog', { name: 'Company type' });
    await panel.getByRole('radio', { name: 'FMC', exact: true }).check();
    const byType = listCall(page, (params) => params.get('type') === 'FMC');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await byType;
    await page.getByRole('button', { name: 'Edit filter Company type: FMC' }).waitFor();
    await page.getByText('Demo FMC').first().waitFor();
    await page.getByText('Demo AMC').waitFor({ state: 'detached' });
    await page.screenshot({ path: '/tmp/e2e-table-filters-chip.png' });

    // A68: "Managed by" lists companies 10 at a time with skip and a name search.
    await page.getByRole('button', { name: 'Add Filter' }).click();
    await page.getByRole('menuitem', { name: 'Managed by' }).click();
    const managedBy = page.getByRole('dialog', { name: 'Managed by' });
    const options = page.waitForRequest((req) => {
      const url = new URL(req.url());
      return url.pathname === '/api/company' && url.searchParams.get('nameFilter') === 'Demo Cust';
    });
    await managedBy.getByRole('searchbox', { name: 'Search options' }).fill('Demo Cust');
    const sent = new URL((await options).url()).searchParams;
    expect([sent.get('limit'), sent.get('skip')]).toEqual(['10', '0']);
    await managedBy.getByRole('radio', { name: 'Demo Customer' }).check();
    const byManager = listCall(page, (params) => params.has('customerId') && params.get('type') === 'FMC');
    await managedBy.getByRole('button', { name: 'Apply' }).click();
    await byManager;
    await page.getByText('Demo FMC').first().waitFor();
    await page.screenshot({ path: '/tmp/e2e-table-filters-panel.png' });

    // A62: the filter is kept for this user in the tab.
    const again = listCall(page, (params) => params.get('type') === 'FMC' && params.has('customerId'));
    await page.reload();
    await again;
    await page.getByRole('button', { name: 'Edit filter Company type: FMC' }).waitFor();

    // A chip's remove button drops that filter only.
    const withoutType = listCall(page, (params) => !params.has('type') && params.has('customerId'));
    await page.getByRole('button', { name: 'Remove filter Company type' }).click();
    await withoutType;
    expect(await page.getByRole('button', { name: /^Edit filter Company type/ }).count()).toBe(0);
  });
});
