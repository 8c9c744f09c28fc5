import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, apiAs, apiWithToken } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { openSessionPage, screenshotOnFailure, sidebar, signIn, urlPath } from '../support/page.ts';

/**
 * Issue 22, the integrator's management desk in the browser: the demo integrator opens its dashboard, goes
 * to its tokens from the figure, is refused a quota larger than what it has left (the message under the
 * field) and gives the demo Building Owner a quota; the Building Owner's owner sees it on its device
 * requests page and asks for a sensor; the integrator answers with a spare sensor (one the admin registers
 * for it here) and a second answer is a 409. The desk is then visited in Arabic, so the accessibility check
 * covers it in both languages.
 */

const INTEGRATOR = { email: 'owner@integrator.demo', password: 'Demo#12345' };
const CUSTOMER = { email: 'owner@building-owner.demo', password: 'Demo#12345' };
const CUSTOMER_NAME = 'Demo Building Owner';
const LANGUAGE_KEY = 'atrium.language.v1';
const RUN = Math.random().toString(36).slice(2, 7).toUpperCase();

interface Allocation {
  id: number;
  customer: { id: number; name: string };
  app: string;
}

const setLanguage = (page: Page, value: 'en' | 'ar') =>
  page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
    key: LANGUAGE_KEY,
    value,
  });

/** A quota of the customer left by an earlier try of this file is ended first: one quota per customer and app. */
async function endQuotasOf(page: Page, customer: string) {
  const { body } = await apiAs<{ data: Allocation[] }>(page, 'GET', '/management/token-allocation?limit=100');
  for (const row of body.data.filter((a) => a.customer.name === customer && a.app === 'swam'))
    await apiAs(page, 'DELETE', `/management/token-allocation/${row.id}`);
}

describe('[MANAGEMENT]', () => {
  let browser: Browser;
  let integrator: Page;
  let customer: Page;
  let requestPath = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    integrator = await openSessionPage(browser, { height: 900 });
    await signIn(integrator, INTEGRATOR.email, INTEGRATOR.password);
    customer = await openSessionPage(browser, { height: 900 });
    await signIn(customer, CUSTOMER.email, CUSTOMER.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[MANAGEMENT][TOKENS]: the dashboard leads to the tokens; an over-allocation is refused, a quota is given and the customer sees it', async () => {
    screenshotOnFailure(integrator);
    screenshotOnFailure(customer);
    await endQuotasOf(integrator, CUSTOMER_NAME);
    await integrator.goto('/management');
    await integrator.waitForURL((url) => url.pathname === '/management/si/dashboard');
    await integrator.getByRole('heading', { name: 'Integrator dashboard', level: 1 }).waitFor();
    await sidebar(integrator).getByText('Management', { exact: true }).first().waitFor();
    await integrator.getByRole('link', { name: /Spare tokens you own/ }).click();
    await integrator.waitForURL((url) => url.pathname === '/management/tokens/list');
    const left = Number(
      (await integrator.getByTestId('stock-swam').getByTestId('unallocated').innerText()).match(/\d+/)?.[0],
    );
    expect(left).toBeGreaterThan(1);

    await integrator.getByRole('button', { name: 'Allocate tokens' }).click();
    const dialog = integrator.getByRole('dialog', { name: 'Allocate tokens' });
    await dialog.getByRole('combobox', { name: /Customer/ }).click();
    await integrator.getByRole('option', { name: CUSTOMER_NAME }).click();
    await dialog.getByRole('combobox', { name: /Application/ }).click();
    await integrator.getByRole('option', { name: /Sensors/ }).click();
    const quota = dialog.getByRole('textbox', { name: /Quota/ });
    await quota.fill(String(left + 1));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(`Only ${left} spare tokens left to allocate`).waitFor();
    await quota.fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const table = integrator.getByRole('table', { name: 'Customer quotas' });
    await table.getByRole('row').filter({ hasText: CUSTOMER_NAME }).waitFor();

    await customer.goto('/management/devices/request');
    await customer.getByRole('heading', { name: 'Device requests', level: 1 }).waitFor();
    await customer.getByTestId('my-quota').getByText('Quota 2, used 0, remaining 2').waitFor();
  });

  test('[MANAGEMENT][REQUESTS]: the customer asks for a sensor; the integrator gives a spare one; a second answer is a 409', async () => {
    screenshotOnFailure(integrator);
    screenshotOnFailure(customer);
    // A spare leak sensor in the integrator's stock (the demo seeds none).
    const { body: me } = await apiAs<{ data: { personalInfo: { companyId: number } } }>(
      integrator,
      'GET',
      '/user/me',
    );
    const serial = `E2E-MG-${RUN}`;
    const registered = await apiWithToken(await adminToken(), 'POST', '/device', {
      serial,
      hardwareId: 101,
      solutionId: 10,
      customerId: me.data.personalInfo.companyId,
    });
    expect(registered.status).toBe(201);

    await customer.goto('/management/devices/request');
    await customer.getByRole('button', { name: 'Request devices' }).click();
    const form = customer.getByRole('dialog', { name: 'Request devices' });
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText('Required').first().waitFor();
    await form.getByRole('combobox', { name: /Hardware/ }).click();
    await customer.getByRole('option', { name: 'Leak sensor LS-1' }).click();
    await form.getByRole('textbox', { name: /Note/ }).fill(`Lobby ${RUN}`);
    await form.getByRole('button', { name: 'Send request' }).click();
    await customer.waitForURL((url) => /^\/management\/devices\/request\/[0-9a-f-]{36}$/.test(url.pathname));
    requestPath = urlPath(customer);
    await customer.getByRole('heading', { level: 1 }).getByText('Sent').waitFor();

    await integrator.goto(requestPath);
    await integrator.getByRole('button', { name: 'Handle request' }).click();
    const handle = integrator.getByRole('dialog', { name: 'Handle request' });
    await handle.getByRole('combobox', { name: /Choose 1 of your spare devices/ }).click();
    await integrator.getByRole('option', { name: serial }).click();
    // The list stays open over the buttons after a choice: a click on the dialog's title closes it.
    await handle.getByRole('heading', { name: 'Handle request' }).click();
    await handle.getByRole('button', { name: 'Handle' }).click();
    await handle.waitFor({ state: 'hidden' });
    await integrator.getByRole('heading', { level: 1 }).getByText('Handled').waitFor();
    await integrator.getByTestId('answer').waitFor();

    const uuid = requestPath.split('/').at(-1);
    const again = await apiAs<{ msg: string }>(
      integrator,
      'POST',
      `/management/device-request/${uuid}/cancel`,
    );
    expect(again.status).toBe(404);
    const twice = await apiAs<{ msg: string }>(customer, 'POST', `/management/device-request/${uuid}/cancel`);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('This request was already handled');
    await customer.reload();
    await customer.getByRole('heading', { level: 1 }).getByText('Handled').waitFor();
  });

  test('[MANAGEMENT][SCREENS]: the desk in Arabic, right to left', async () => {
    screenshotOnFailure(integrator);
    await setLanguage(integrator, 'ar');
    try {
      await integrator.goto('/management/si/dashboard');
      await integrator.getByRole('heading', { name: 'لوحة متابعة مكامل الأنظمة', level: 1 }).waitFor();
      expect(
        await integrator.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual(['ar', 'rtl']);
      await integrator.goto('/management/tokens/list');
      await integrator.getByRole('heading', { name: 'الرموز', level: 1 }).waitFor();
      await integrator.getByRole('table').waitFor();
      await integrator.goto('/management/customers/list/all');
      await integrator.getByRole('heading', { name: 'العملاء', level: 1 }).waitFor();
      await integrator.getByRole('table').waitFor();
      await integrator.goto(requestPath || '/management/devices/request');
      await integrator.getByRole('heading', { level: 1 }).waitFor();
    } finally {
      await setLanguage(integrator, 'en');
    }
  });
});
