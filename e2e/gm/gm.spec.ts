import { describe, expect, test } from 'vitest';
import { acknowledgeFromRow } from '../support/alarms.ts';
import { apiAs } from '../support/api.ts';
import { openSessionPage, screenshotOnFailure, signIn } from '../support/page.ts';
import { signedInSession } from '../support/session.ts';
import { postReading } from '../support/telemetry.ts';

/**
 * Issue 22, global mobility in the browser. A responder on duty of the demo Global Mobility Company is
 * signed in on the operational alarms when the spare tracker presses SOS (its reading posted over HTTP,
 * `POST /api/telemetry`, as the device sends it): the alarm appears without a reload, the responder
 * acknowledges it and sees it acknowledged. The responder then opens the devices list and a tracker's page
 * (last position, track, the demo's open SOS). The gm admin creates a notification setting without
 * recipients and is told so under the field, and opens the staff list. Every screen is checked for
 * accessibility in English and Arabic after each test (support/a11y-setup.ts).
 */

const DOMAIN = 'global-mobility-company.demo';
const PASSWORD = 'Demo#12345';
const RESPONDER = `gm.responder1@${DOMAIN}`;
const ADMIN = `gm.admin@${DOMAIN}`;
const SPARE = 'GMT-0005';
const WITH_SOS = 'GMT-0002';
const DETAILS = 'Details of SOS: Spare tracker';

describe('global mobility', () => {
  const responder = signedInSession({ email: RESPONDER, password: PASSWORD }, { height: 1100 });

  test('[GM][SOS]: an SOS reaches the responder live on the operational alarms and is acknowledged', async () => {
    const { page } = responder;
    screenshotOnFailure(page);
    await page.goto('/gm/alarms/operational');
    await page.getByRole('heading', { name: 'Operational alarms', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: DETAILS }) });
    expect(await row.count()).toBe(0);
    await postReading(SPARE, { latitude: 25.2048, longitude: 55.2708, battery: 71, sos: 1 });
    await acknowledgeFromRow(page, row, DETAILS);
    await page.keyboard.press('Escape');
  });

  test("[GM][DEVICES]: the devices list and a tracker's last position, track and open SOS", async () => {
    const { page } = responder;
    screenshotOnFailure(page);
    const { body } = await apiAs<{ data: { id: number; serial: string }[] }>(
      page,
      'GET',
      `/gm/device?limit=100&name=${WITH_SOS}`,
    );
    const id = body.data.find((d) => d.serial === WITH_SOS)?.id;
    if (!id) throw new Error(`no demo tracker ${WITH_SOS}`);
    await page.goto('/gm/devices/list');
    await page.getByRole('heading', { name: /Devices/, level: 1 }).waitFor();
    await page.getByText(WITH_SOS).first().waitFor();
    await page.goto(`/gm/devices/details/${id}`);
    await page.getByRole('heading', { name: /Omar tracker/, level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('last-position').textContent()).toMatch(/^25\.\d+, 55\.\d+$/);
    await expect.poll(() => page.getByTestId('sos-state').getAttribute('data-state')).toBe('open');
    await expect
      .poll(() => page.getByTestId('track-summary').textContent())
      .toMatch(/positions in the period/);
  });

  test('[GM][SETTINGS][STAFF]: a setting without recipients is refused under its field; the staff list', async () => {
    const page = await openSessionPage(responder.browser, { height: 1100 });
    screenshotOnFailure(page);
    await signIn(page, ADMIN, PASSWORD);
    await page.goto('/gm/notifications-settings/list');
    await page.getByRole('heading', { name: 'Notification settings', level: 1 }).waitFor();
    await page.getByText('SOS to the operator, escalated to the admin').waitFor();
    await page.getByRole('link', { name: 'Add a setting' }).click();
    await page.getByRole('heading', { name: 'New notification setting', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Notification setting' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Night shift SOS');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Choose at least one recipient').waitFor();
    await page.goto('/gm/staff-management/list');
    await page.getByRole('heading', { name: 'Staff management', level: 1 }).waitFor();
    await page.getByText('Rashid Responder').waitFor();
    await page.getByText('Layla Responder').waitFor();
  });
});
