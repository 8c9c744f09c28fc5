import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiAs, apiWithToken, loginToken, PASSWORD, uniqueEmail } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { openSessionPage, screenshotOnFailure, signIn } from '../support/page.ts';

/**
 * R6 escalate and terminate on the operational alarms page, as an operator whose alarm keys come from a
 * permission group naming one device (spec §3: the group's resources limit what its members see). The file
 * owns its alarms: its own template watches a value no other spec sends (`e2eValve`), read by two demo
 * devices no other spec posts for (LS1-0001 for the operator, TL1-0001 outside the group; both named after
 * "Chiller 1", so the analysis widgets' first reporting device stays the analysis spec's). The operator
 * escalates (status and history say so), terminates (the alarm leaves the open list for the history); a
 * terminate the owner got to first is refused with the 409 said in the dialog.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const SERIAL = 'LS1-0001';
const OUTSIDE = 'TL1-0001';
const KEY = 'e2eValve';
const MESSAGE = `${KEY} above 50`;
const DETAILS = `Details of ${MESSAGE}`;
const TAG = randomUUID().slice(0, 6);
const OPERATOR = { email: uniqueEmail('operator'), password: PASSWORD, name: `Valve Operator${TAG}` };

/** A reading of the demo device `serial`, posted as the device does (Basic auth, spec §7 telemetry). */
async function read(serial: string, value: number) {
  const res = await fetch(api('/telemetry'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      authorization: `Basic ${Buffer.from(`${serial}:Device#12345`).toString('base64')}`,
    },
    body: JSON.stringify([{ ts: Date.now(), values: { [KEY]: value } }]),
  });
  expect(res.status, await res.text()).toBe(200);
}

type AlarmRow = {
  id: number;
  message: string;
  device: { id: number; serial: string };
  company: { id: number };
};

describe('[SWAM][ALARMS][ESCALATION]', () => {
  let browser: Browser;
  let page: Page;
  let owner = '';
  let templateId: number | undefined;
  let groupId: number | undefined;

  /** The owner's open alarm of this file on `serial` (retried: the reading is evaluated on arrival). */
  async function openAlarm(serial: string) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const list = await apiWithToken<{ data: AlarmRow[] }>(
        owner,
        'GET',
        '/swam/alarms/operational?limit=100',
      );
      const found = list.body.data.find((a) => a.message === MESSAGE && a.device.serial === serial);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no open "${MESSAGE}" alarm on ${serial}`);
  }

  beforeAll(async () => {
    owner = await loginToken(OWNER.email, OWNER.password);
    const template = await apiWithToken<{ data: { id: number } }>(owner, 'POST', '/swam/template', {
      name: `E2E valve ${TAG}`,
      rules: [{ kind: 'above', key: KEY, value: 50, severity: 'major' }],
    });
    expect(template.status).toBe(201);
    templateId = template.body.data.id;
    await read(SERIAL, 80);
    await read(OUTSIDE, 80);
    const alarm = await openAlarm(SERIAL);
    await openAlarm(OUTSIDE);

    const [firstName, lastName] = OPERATOR.name.split(' ');
    const user = await apiWithToken<{ data: { id: number } }>(
      owner,
      'POST',
      `/company/${alarm.company.id}/user`,
      {
        email: OPERATOR.email,
        firstName,
        lastName,
        password: OPERATOR.password,
      },
    );
    expect(user.status).toBe(201);
    const group = await apiWithToken<{ data: { id: number } }>(owner, 'POST', '/swam/permissions-group', {
      name: `E2E valve operators ${TAG}`,
      users: [user.body.data.id],
      resources: [{ type: 'device', id: alarm.device.id }],
      permissions: {
        swam: ['view'],
        swam_devices: ['view'],
        swam_alarms: ['view', 'comment', 'escalate', 'terminate'],
      },
    });
    expect(group.status).toBe(201);
    groupId = group.body.data.id;

    browser = await launchBrowser();
    page = await openSessionPage(browser);
    await signIn(page, OPERATOR.email, OPERATOR.password);
  });

  afterAll(async () => {
    // Back to normal: whatever is still open of this file clears.
    await read(SERIAL, 10).catch(() => undefined);
    await read(OUTSIDE, 10).catch(() => undefined);
    if (groupId)
      await apiWithToken(owner, 'DELETE', `/swam/permissions-group/${groupId}`).catch(() => undefined);
    if (templateId)
      await apiWithToken(owner, 'DELETE', `/swam/template/${templateId}`).catch(() => undefined);
    await browser?.close();
  });

  const openRow = () =>
    page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: SERIAL }) })
      .filter({ has: page.getByRole('button', { name: DETAILS }) });

  test('[SWAM][ALARMS][ESCALATION]: R6 the operator escalates the alarm, then terminates it into the operational history', async () => {
    screenshotOnFailure(page);
    await page.goto('/ignite-shield/alarms/operational');
    await page.getByRole('heading', { name: 'Operational alarms', level: 1 }).waitFor();
    const row = openRow();
    await row.waitFor();
    // The group names only LS1-0001: the same alarm on TL1-0001 (the owner sees it) is not listed.
    expect(await page.getByRole('link', { name: OUTSIDE }).count()).toBe(0);
    const seen = await apiAs<{ data: AlarmRow[] }>(page, 'GET', '/swam/alarms/operational?limit=100');
    expect(new Set(seen.body.data.map((a) => a.device.serial))).toEqual(new Set([SERIAL]));

    await row.getByRole('button', { name: DETAILS }).click();
    const drawer = page.getByTestId('alarm-drawer');
    await drawer.waitFor();
    // The group grants no acknowledge: the button is not offered.
    expect(await drawer.getByRole('button', { name: 'Acknowledge' }).count()).toBe(0);
    await drawer.getByRole('button', { name: 'Escalate' }).click();
    const escalate = page.getByRole('dialog', { name: 'Escalate the alarm' });
    await escalate.getByLabel('Comment').fill('Calling the site manager');
    await escalate.getByRole('button', { name: 'Save' }).click();
    await escalate.waitFor({ state: 'detached' });
    await expect.poll(() => drawer.getByTestId('alarm-status').textContent()).toBe('Escalated');
    await expect.poll(() => row.getByTestId('alarm-status').textContent()).toBe('Escalated');
    expect(await drawer.getByRole('button', { name: 'Escalate' }).count()).toBe(0);
    const entries = drawer.getByTestId('alarm-history-entry');
    await expect.poll(() => entries.count()).toBe(2);
    const escalated = (await entries.allTextContents())[1] ?? '';
    expect(escalated).toContain('Escalated');
    expect(escalated).toContain(OPERATOR.name);
    expect(escalated).toContain('Calling the site manager');
    await page.screenshot({ path: '/tmp/e2e-swam-alarm-escalated.png', fullPage: true });

    await drawer.getByRole('button', { name: 'Terminate' }).click();
    const terminate = page.getByRole('dialog', { name: 'Terminate the alarm' });
    await terminate.getByLabel('Comment').fill('Valve closed on site');
    await terminate.getByRole('button', { name: 'Save' }).click();
    await terminate.waitFor({ state: 'detached' });
    await expect.poll(() => drawer.getByTestId('alarm-status').textContent()).toBe('Terminated');
    // Closed: it only takes comments now.
    expect(await drawer.getByRole('button', { name: 'Terminate' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => openRow().count()).toBe(0);

    await page.goto('/ignite-shield/alarms/operational-history');
    await page.getByRole('heading', { name: 'Operational alarms history', level: 1 }).waitFor();
    const closed = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: SERIAL }) })
      .filter({ has: page.getByRole('button', { name: DETAILS }) });
    await closed.first().waitFor();
    expect(await closed.first().getByTestId('alarm-status').textContent()).toBe('Terminated');
    await closed.first().getByRole('button', { name: DETAILS }).click();
    const history = page.getByTestId('alarm-drawer').getByTestId('alarm-history-entry');
    await expect.poll(() => history.count()).toBe(3);
    const texts = await history.allTextContents();
    expect(texts[0]).toContain('Raised');
    expect(texts[1]).toContain('Escalated');
    expect(texts[2]).toContain('Terminated');
    expect(texts[2]).toContain(OPERATOR.name);
    expect(texts[2]).toContain('Valve closed on site');
    await page.screenshot({ path: '/tmp/e2e-swam-alarm-terminated.png', fullPage: true });
    await page.keyboard.press('Escape');
  });

  test('[SWAM][ALARMS][ESCALATION]: a terminate the owner got to first is refused in the dialog (409), which stays open', async () => {
    screenshotOnFailure(page);
    await read(SERIAL, 90);
    const alarm = await openAlarm(SERIAL);
    await page.goto('/ignite-shield/alarms/operational');
    const row = openRow();
    await row.getByRole('button', { name: DETAILS }).click();
    const drawer = page.getByTestId('alarm-drawer');
    await page.getByText(`Alarm ${alarm.id}`, { exact: true }).waitFor();
    await drawer.getByRole('button', { name: 'Terminate' }).click();
    const terminate = page.getByRole('dialog', { name: 'Terminate the alarm' });
    await terminate.waitFor();

    const first = await apiWithToken(owner, 'POST', `/swam/alarms/operational/${alarm.id}/terminate`, {});
    expect(first.status).toBe(200);
    await terminate.getByRole('button', { name: 'Save' }).click();
    await terminate
      .getByRole('alert')
      .filter({ hasText: 'This alarm is already closed: it was cleared or terminated meanwhile' })
      .first()
      .waitFor();
    expect(await terminate.isVisible()).toBe(true);
    await page.screenshot({ path: '/tmp/e2e-swam-alarm-terminate-409.png', fullPage: true });
    await terminate.getByRole('button', { name: 'Cancel' }).click();
    await terminate.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('heading', { name: 'Operational alarms', level: 1 }).waitFor();
    await expect.poll(() => openRow().count()).toBe(0);
  });
});
