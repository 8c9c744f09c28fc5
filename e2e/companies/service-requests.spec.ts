import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { openSessionPage, screenshotOnFailure, signIn } from '../support/page.ts';

/**
 * Service requests (R12) between the demo Customer and the demo FMC: sent and cancelled by the customer;
 * sent, handled and disengaged with the FMC. Each side signs in once; the tests run in order.
 */

const CUSTOMER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const FMC = { email: 'owner@fmc.demo', password: 'Demo#12345' };
const REQUESTS = '/core/companies/list/requests';

/** Sends a request to the demo FMC through the dialog; resolves with the new request's id. */
async function sendToFmc(page: Page, service: string): Promise<number> {
  await page.goto(REQUESTS);
  await page.getByRole('button', { name: 'Send request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a service request' });
  await dialog.getByRole('combobox', { name: 'Provider type' }).click();
  await page.getByRole('option', { name: 'FMC', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: service, exact: true }).click();
  await dialog.getByRole('textbox', { name: "Provider's email" }).fill('contact@fmc.demo');
  const sent = page.waitForResponse(
    (res) => /\/api\/company\/\d+\/request$/.test(res.url()) && res.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Send request' }).click();
  const reply = await sent;
  expect(reply.status()).toBe(201);
  await dialog.waitFor({ state: 'detached' });
  return ((await reply.json()) as { data: { id: number } }).data.id;
}

/** Confirms a row's action in its dialog and waits for the row to show the new status. */
async function confirmAction(page: Page, id: number, button: string, dialogTitle: string, status: string) {
  const row = page.locator(`[data-row-id="${id}"]`);
  await row.getByRole('button', { name: new RegExp(`^${button} .*#${id}$`) }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
  await row.getByText(status, { exact: true }).waitFor();
}

describe('[CORE][COMPANIES][REQUESTS]', () => {
  let browser: Browser;
  let customer: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    customer = await openSessionPage(browser);
    await signIn(customer, CUSTOMER.email, CUSTOMER.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[CORE][COMPANIES][REQUESTS]: R12 the customer sends a request, then cancels it after confirming', async () => {
    screenshotOnFailure(customer);
    // An invalid address is refused on its field before anything is sent.
    await customer.goto(REQUESTS);
    await customer.getByRole('button', { name: 'Send request' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Send a service request' });
    await dialog.getByRole('textbox', { name: "Provider's email" }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Please enter a valid email address').waitFor();
    await dialog.getByText('Choose a company type').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const id = await sendToFmc(customer, 'Maintenance');
    const row = customer.locator(`[data-row-id="${id}"]`);
    await row.getByText('Demo FMC').waitFor();
    await row.getByText('Sent', { exact: true }).first().waitFor();
    expect(await row.getByRole('button', { name: /^Handle/ }).count()).toBe(0);
    await customer.screenshot({ path: '/tmp/e2e-requests-sent.png', fullPage: true });

    await confirmAction(customer, id, 'Cancel request', 'Cancel the request', 'Cancelled');
    expect(await row.getByRole('button').count()).toBe(0);
    await customer.screenshot({ path: '/tmp/e2e-requests-cancelled.png', fullPage: true });
  });

  test('[CORE][COMPANIES][REQUESTS]: R12 the FMC handles a request it received, then disengages', async () => {
    screenshotOnFailure(customer);
    const id = await sendToFmc(customer, 'Installation');
    const fmc = await openSessionPage(browser);
    screenshotOnFailure(fmc);
    await signIn(fmc, FMC.email, FMC.password);
    await fmc.goto(REQUESTS);
    const row = fmc.locator(`[data-row-id="${id}"]`);
    await row.getByText('Demo Customer').waitFor();
    await row.getByText('Received').waitFor();
    expect(await row.getByRole('button', { name: /^Cancel request/ }).count()).toBe(0);

    await confirmAction(fmc, id, 'Handle', 'Handle the request', 'Handled');
    await confirmAction(fmc, id, 'Disengage', 'End the engagement', 'Disengaged');
    expect(await row.getByRole('button').count()).toBe(0);

    // The customer's list shows the same request as disengaged.
    await customer.goto(REQUESTS);
    await customer.locator(`[data-row-id="${id}"]`).getByText('Disengaged', { exact: true }).waitFor();
  });
});
