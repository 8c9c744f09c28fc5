import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiAs } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { openPage, SIGN_IN_PATH, signIn, urlPath } from '../support/page.ts';

/**
 * Issue 17's acceptance for access management: the demo customer grants a scheduled access (to a card of
 * its own, issued for this run, so no seeded access overlaps it) and creates a one-time link; signed out,
 * the link's public page opens the door once; signed in again, the door's access log has the entry; the
 * link opened again is refused.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const AWAKE_LOCK = 'DL1-0002';

interface Door {
  id: number;
  name: string;
  serial: string;
}

describe('[METROWATCH][ACCESS]', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function pick(page: Page, field: RegExp, option: string | RegExp) {
    await page.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: option }).first().click();
  }

  test('[METROWATCH][ACCESS]: R7 R195 grant a scheduled access, open a one-time link signed out, see the log entry, a second open refused', async () => {
    const page = await openPage(browser);
    await signIn(page, OWNER.email, OWNER.password);

    const doors = await apiAs<{ data: Door[] }>(page, 'GET', '/metrowatch/access-door?limit=100&sortBy=name');
    expect(doors.status).toBe(200);
    // A lock that is awake (the demo's DL1-0005 sleeps until woken: it would refuse the unlock).
    const door = doors.body.data.find((candidate) => candidate.serial === AWAKE_LOCK);
    expect(door, `demo lock ${AWAKE_LOCK} among ${JSON.stringify(doors.body.data)}`).toBeDefined();
    if (!door) return;
    const doorOption = `${door.name} (${door.serial})`;
    const label = `E2E card ${randomInt(1e6)}`;
    const me = await apiAs<{ data: { id: number } }>(page, 'GET', '/user/me');
    const card = await apiAs<{ data: { id: number } }>(page, 'POST', '/metrowatch/access-token', {
      kind: 'card',
      label,
      userId: me.body.data.id,
      code: `E2E${randomInt(1e9)}`,
    });
    expect(card.status).toBe(201);

    // A scheduled access of the card, on its own windows: Saturday first (R195).
    await page.goto('/metro-watch/grant-access');
    // The segmented control's inputs are visually hidden: its labels take the click.
    await page
      .getByRole('radiogroup', { name: 'Access type' })
      .getByText('Scheduled', { exact: true })
      .click();
    await pick(page, /^Door/, doorOption);
    await page.getByRole('radio', { name: 'One credential' }).check();
    await pick(page, /^Credential/, new RegExp(label));
    await page.getByRole('radio', { name: 'Its own weekly windows' }).check();
    expect(await page.getByRole('combobox', { name: 'Day of window 1' }).inputValue()).toBe('Saturday');
    await page.getByRole('button', { name: 'Grant access' }).click();
    await page.waitForURL((url) => url.pathname === '/metro-watch/accesses-list/scheduled');
    await page.getByRole('searchbox').first().fill(label);
    await page
      .getByRole('cell', { name: new RegExp(label) })
      .first()
      .waitFor();

    // A one-time link to the same door; its address is shown once.
    await page.goto('/metro-watch/grant-access?type=onetime');
    await pick(page, /^Door/, doorOption);
    await page.getByRole('button', { name: 'Create the link' }).click();
    const created = page.getByTestId('created-link');
    await created.waitFor();
    const href = await created.getByRole('link', { name: /one-time-access/ }).getAttribute('href');
    expect(href).toMatch(/^\/metro-watch\/one-time-access\/.+/);
    const linkPath = href ?? '';

    // Signed out, the public page opens the door once.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === SIGN_IN_PATH);
    await page.goto(linkPath);
    await page.getByRole('heading', { name: door.name }).waitFor();
    await page.getByRole('button', { name: 'Open the door' }).click();
    await page.getByRole('heading', { name: `${door.name} is unlocked` }).waitFor();
    await page.getByTestId('door-opened').waitFor();
    await page.screenshot({ path: '/tmp/e2e-metro-watch-door-opened.png' });

    // Signed in again: the door's access log names the granted open.
    await signIn(page, OWNER.email, OWNER.password);
    const log = await apiAs<{ data: { actor: string; result: string; reason: string | null }[] }>(
      page,
      'GET',
      `/device/${door.id}/access-logs?actor=access&limit=10`,
    );
    expect(log.status).toBe(200);
    expect(log.body.data[0]).toMatchObject({ actor: 'access', result: 'accepted' });

    // The link again: refused, nothing to press.
    await page.goto(linkPath);
    await page.getByRole('heading', { name: 'Link already used' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open the door' }).count()).toBe(0);
    expect(urlPath(page)).toBe(linkPath);
  });
  // Few screens a test: after each, every screen it visited goes through axe in both languages.
  test('[METROWATCH][ACCESS]: R7 user access shows the demo credentials with their actions, the links and a link', async () => {
    const page = await openPage(browser);
    await signIn(page, OWNER.email, OWNER.password);
    await page.goto('/metro-watch/user-access/access');
    await page.getByRole('button', { name: 'Activate Badge 1003 (spare)' }).waitFor();
    expect(await page.getByRole('button', { name: 'Unblock Badge 1002 (lost)' }).count()).toBe(1);
    await page.getByRole('tab', { name: 'One-time links' }).click();
    await page.waitForURL((url) => url.pathname === '/metro-watch/user-access/onetime');
    await page.getByRole('cell', { name: 'Public temporary' }).first().waitFor();
    await page.getByRole('table').getByRole('link').first().click();
    await page.waitForURL((url) => /^\/metro-watch\/user-access\/onetime\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Link', level: 1 }).waitFor();
  });

  test('[METROWATCH][ACCESS]: the accesses list has demo accesses of every type', async () => {
    const page = await openPage(browser);
    await signIn(page, OWNER.email, OWNER.password);
    await page.goto('/metro-watch/accesses-list/fulltime');
    for (const tab of ['Fulltime', 'Public temporary', 'One-time']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
    }
  });

  test('[METROWATCH][ACCESS]: R195 calendar mode shows the accesses, weeks from Saturday', async () => {
    const page = await openPage(browser);
    await signIn(page, OWNER.email, OWNER.password);
    await page.goto('/metro-watch/calendar-mode');
    await page.getByTestId('access-calendar').locator('.fc-event').first().waitFor();
    expect(await page.locator('th.fc-col-header-cell').first().getAttribute('class')).toContain('fc-day-sat');
    await page.getByRole('button', { name: 'Month' }).click();
    await page.getByTestId('access-calendar').locator('.fc-event').first().waitFor();
  });

  test('[METROWATCH][ACCESS]: R195 a demo schedule’s windows read from Saturday', async () => {
    const page = await openPage(browser);
    await signIn(page, OWNER.email, OWNER.password);
    await page.goto('/metro-watch/schedules/list');
    await page.getByRole('link', { name: 'Office hours' }).click();
    await page.getByRole('heading', { name: 'Office hours' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Day of window 1' }).inputValue()).toBe('Saturday');
  });
});
