import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { apiAs } from '../support/api.ts';
import { screenshotOnFailure, sidebar, urlPath } from '../support/page.ts';
import { signedInSession } from '../support/session.ts';

/**
 * The sensor-solution groups as the demo Customer's owner (the company with the demo devices): a notification
 * group with the owner as its user and email for operational alarms (a blank name first shows the field
 * error), listed, edited, muted for the owner, deleted; then a permission group whose switches bring the
 * view along (R2), listed on the permissions tab and deleted.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
/** A fresh name per attempt, so a retried test does not meet the group its failed attempt left. */
const uniqueName = (kind: string) => `E2E ${kind} ${randomUUID().slice(0, 6)}`;
const EDIT_NOTIFY = /^\/ignite-shield\/groups\/edit-notification\/(\d+)$/;
const EDIT_PERMIT = /^\/ignite-shield\/groups\/edit-permission\/(\d+)$/;

/** The list searched for `name` (a unique name): its row, once the search has been applied (the only row left). */
async function search(page: Page, name: string) {
  await page.getByPlaceholder('Search by name').fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await row.waitFor();
  // The box searches 700 ms after typing stops: until then the row is the unfiltered list's, and a deletion
  // made meanwhile raced the search's own read of the list.
  await expect
    .poll(() =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('link') })
        .count(),
    )
    .toBe(1);
  return row;
}

async function deleteRow(page: Page, row: ReturnType<Page['getByRole']>, name: string) {
  await row.hover();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await row.waitFor({ state: 'detached' });
}

describe('[SWAM][GROUPS]', () => {
  const session = signedInSession(OWNER);
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  test('[SWAM][GROUPS]: a notification group (blank name refused), listed, edited, muted for me, deleted', async () => {
    screenshotOnFailure(page);
    const NOTIFY = uniqueName('watchers');
    // A retry starts from the unfiltered list: a try that failed leaves its search saved (APP_TABLE).
    await page.evaluate(() => sessionStorage.removeItem('atrium.APP_TABLE.v1'));
    await page.goto('/ignite-shield/groups');
    await page.waitForURL((url) => url.pathname === '/ignite-shield/groups/list');
    await page.getByRole('heading', { name: 'Groups', level: 1 }).waitFor();
    await sidebar(page).getByRole('link', { name: 'Groups' }).waitFor();
    // The demo notification group of the seed is on the first tab.
    await page.getByRole('link', { name: 'Demo alarm watchers' }).waitFor();

    await page.getByRole('link', { name: 'Create group' }).click();
    await page.waitForURL((url) => url.pathname === '/ignite-shield/groups/create');
    const create = page.getByRole('button', { name: 'Create group' });
    await create.click();
    const name = page.getByRole('textbox', { name: /^Name/ });
    await page.getByText('Required').first().waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(urlPath(page)).toBe('/ignite-shield/groups/create');

    await name.fill(NOTIFY);
    await page.getByRole('checkbox', { name: 'Customer Owner (owner@customer.demo)' }).check();
    await page.getByRole('checkbox', { name: 'Operational alarms, Immediately: Email' }).check();
    await create.click();
    await page.waitForURL((url) => EDIT_NOTIFY.test(url.pathname));
    const id = Number(EDIT_NOTIFY.exec(urlPath(page))?.[1]);
    // The create form can linger while the edit page loads: wait for what only the edit page has.
    await page.getByRole('switch', { name: /Mute this group for me/ }).waitFor();
    await expect.poll(() => name.inputValue()).toBe(NOTIFY);
    expect(
      await page.getByRole('checkbox', { name: 'Operational alarms, Immediately: Email' }).isChecked(),
    ).toBe(true);

    // Edit: a description and the digest by SMS for status alarms.
    await page.getByRole('textbox', { name: 'Description' }).fill('Edited by the browser test');
    await page.getByRole('checkbox', { name: 'Status alarms, Hourly digest: SMS' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/ignite-shield/groups/list');
    const row = await search(page, NOTIFY);
    await row.getByText('Edited by the browser test').waitFor();
    await row.getByText('Operational alarms: Email · Status alarms: SMS').waitFor();

    // Mute it for me: kept by the server.
    await row.getByRole('link', { name: NOTIFY, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/ignite-shield/groups/edit-notification/${id}`);
    const mute = page.getByRole('switch', { name: /Mute this group for me/ });
    expect(await mute.isChecked()).toBe(false);
    await mute.click();
    // The switch shows the new state while the request is on its way: the server's copy is the proof.
    await expect
      .poll(async () => {
        const stored = await apiAs<{ data: { muted: Record<string, boolean> } }>(
          page,
          'GET',
          `/swam/notifications-group/${id}`,
        );
        return stored.status === 200 ? Object.values(stored.body.data.muted) : stored.status;
      })
      .toEqual([true]);
    await expect.poll(() => mute.isDisabled()).toBe(false);
    expect(await mute.isChecked()).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByRole('switch', { name: /Mute this group for me/ }).isChecked())
      .toBe(true);
    await page.screenshot({ path: '/tmp/e2e-swam-groups-notification.png', fullPage: true });

    await page.goto('/ignite-shield/groups/list');
    await deleteRow(page, await search(page, NOTIFY), NOTIFY);
  });

  test('[SWAM][GROUPS]: a permission group: an action switch brings its view (R2); listed on its tab; deleted', async () => {
    screenshotOnFailure(page);
    const PERMIT = uniqueName('operators');
    await page.goto('/ignite-shield/groups/create');
    await page.getByRole('radio', { name: /Permission group/ }).check();
    await page.getByRole('textbox', { name: /^Name/ }).fill(PERMIT);
    await page.getByRole('switch', { name: 'Alarms: Acknowledge' }).check({ force: true });
    expect(await page.getByRole('switch', { name: 'Alarms: View' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.waitForURL((url) => EDIT_PERMIT.test(url.pathname));
    await expect.poll(() => page.getByRole('switch', { name: 'Alarms: Acknowledge' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Devices: Transfer' }).isChecked()).toBe(false);

    await page.goto('/ignite-shield/groups/list?tab=permissions');
    const row = await search(page, PERMIT);
    await row.getByText('Alarms: View, Acknowledge').waitFor();
    await page.screenshot({ path: '/tmp/e2e-swam-groups-permission.png', fullPage: true });
    await deleteRow(page, row, PERMIT);
  });
});
