import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiAs } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { openSessionPage, screenshotOnFailure, signIn, urlPath } from '../support/page.ts';

/**
 * Issue 22, support in the browser: the demo customer's owner opens a ticket from an alarm (the alarm is
 * filled in; an empty subject shows its message), the demo integrator finds it on its tickets page and
 * answers in the chat, and the customer sees the answer arrive on /core/chat without a reload. The support
 * pages are then visited in Arabic, so the accessibility check covers them in both languages.
 */

const CUSTOMER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const INTEGRATOR = { email: 'owner@integrator.demo', password: 'Demo#12345' };
// A device of the demo Customer no other file publishes for; its template's range is 18–24 °C.
const SERIAL = 'CC3-0002';
const LANGUAGE_KEY = 'atrium.language.v1';
const RUN = Math.random().toString(36).slice(2, 7);
const SUBJECT = `Warm bay ${RUN}`;
const ANSWER = `A technician is on his way (${RUN})`;

interface AlarmRow {
  id: number;
  message: string;
  device: { serial: string };
}

async function raiseAlarm(page: Page): Promise<AlarmRow> {
  const res = await fetch(api('/telemetry'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      authorization: `Basic ${Buffer.from(`${SERIAL}:Device#12345`).toString('base64')}`,
    },
    body: JSON.stringify([{ ts: Date.now(), values: { temperature: 35 } }]),
  });
  expect(res.status).toBe(200);
  let found: AlarmRow | undefined;
  await expect
    .poll(async () => {
      const { body } = await apiAs<{ data: AlarmRow[] }>(page, 'GET', '/swam/alarms/operational?limit=100');
      found = body.data.find((a) => a.device.serial === SERIAL);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error('no alarm raised');
  return found;
}

const setLanguage = (page: Page, value: 'en' | 'ar') =>
  page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
    key: LANGUAGE_KEY,
    value,
  });

describe('[SUPPORT]', () => {
  let browser: Browser;
  let customer: Page;
  let integrator: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    customer = await openSessionPage(browser);
    await signIn(customer, CUSTOMER.email, CUSTOMER.password);
    integrator = await openSessionPage(browser);
    await signIn(integrator, INTEGRATOR.email, INTEGRATOR.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[SUPPORT][TICKET][CHAT]: a ticket opened from an alarm, seen by the integrator, answered live in the chat', async () => {
    screenshotOnFailure(customer);
    screenshotOnFailure(integrator);
    const alarm = await raiseAlarm(customer);

    // From the alarm's details to the ticket form, the alarm filled in.
    await customer.goto('/ignite-shield/alarms/operational');
    await customer.getByRole('heading', { name: 'Operational alarms', level: 1 }).waitFor();
    const row = customer.getByRole('row').filter({ has: customer.getByRole('link', { name: SERIAL }) });
    await row
      .getByRole('button', { name: `Details of ${alarm.message}` })
      .first()
      .click();
    const drawer = customer.getByTestId('alarm-drawer');
    await drawer.getByRole('link', { name: 'Open a ticket' }).click();
    await customer.waitForURL((url) => url.pathname === '/core/tickets');
    const form = customer.getByRole('dialog', { name: 'Open a support ticket' });
    await form.getByTestId('ticket-links').getByText(`Alarm #${alarm.id}`).waitFor();

    // The error path: an empty subject is refused on its field, nothing is sent.
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Subject Is Required').waitFor();
    await form.getByRole('textbox', { name: 'Subject' }).fill(SUBJECT);
    await form.getByRole('button', { name: 'Save' }).click();
    await customer.getByRole('heading', { name: SUBJECT, level: 1 }).waitFor();
    expect(urlPath(customer)).toMatch(/^\/core\/tickets\/\d+$/);
    await customer.getByText(`Alarm #${alarm.id}`).waitFor();

    // The integrator sees it among its customers' tickets.
    await integrator.goto('/management/support/tickets');
    await integrator.getByRole('heading', { name: 'Customer tickets', level: 1 }).waitFor();
    await integrator.getByRole('link', { name: SUBJECT }).waitFor();

    // The customer waits on its chat; the page is never reloaded (the marker survives).
    await customer.goto('/core/chat');
    await customer.getByRole('heading', { name: 'Support chat', level: 1 }).waitFor();
    await customer.getByText('Chat with Demo Integrator').waitFor();
    await customer.locator('[data-testid="realtime-state"][data-state="connected"]').waitFor();
    await customer.evaluate(() => {
      (window as unknown as { liveMarker: boolean }).liveMarker = true;
    });

    await integrator.goto('/management/support/chat');
    const conversations = integrator.getByRole('navigation', { name: 'Conversations' });
    await conversations.getByRole('link', { name: /Demo Customer/ }).click();
    await integrator.waitForURL((url) => /^\/management\/support\/chat\/\d+\/\d+$/.test(url.pathname));
    await integrator.getByRole('textbox', { name: 'Message' }).fill(ANSWER);
    await integrator.getByRole('button', { name: 'Send' }).click();
    await integrator.getByTestId('chat-message').filter({ hasText: ANSWER }).waitFor();

    await customer.getByTestId('chat-message').filter({ hasText: ANSWER }).waitFor();
    expect(await customer.evaluate(() => (window as unknown as { liveMarker?: boolean }).liveMarker)).toBe(
      true,
    );
  });

  test('[SUPPORT][SCREENS]: the support pages in Arabic, right to left', async () => {
    screenshotOnFailure(customer);
    screenshotOnFailure(integrator);
    await setLanguage(customer, 'ar');
    await setLanguage(integrator, 'ar');
    try {
      await customer.goto('/core/tickets');
      await customer.getByRole('heading', { name: 'تذاكر الدعم', level: 1 }).waitFor();
      expect(
        await customer.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual(['ar', 'rtl']);
      await customer.getByRole('table').waitFor();
      await customer.goto('/core/chat');
      await customer.getByRole('heading', { name: 'محادثة الدعم', level: 1 }).waitFor();
      await customer.getByTestId('chat-message').first().waitFor();
      await integrator.goto('/management/support/tickets');
      await integrator.getByRole('heading', { name: 'تذاكر العملاء', level: 1 }).waitFor();
      await integrator.getByRole('table').waitFor();
      await integrator.goto('/management/support/chat');
      await integrator.getByRole('heading', { name: 'محادثات العملاء', level: 1 }).waitFor();
    } finally {
      await setLanguage(customer, 'en');
      await setLanguage(integrator, 'en');
    }
  });
});
