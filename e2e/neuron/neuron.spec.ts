import { randomInt } from 'node:crypto';
import { connectAsync } from 'mqtt';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { frigateEventMessage, frigateObjectId } from '../../apps/server/src/simulator/anpr.ts';
import { apiAs } from '../support/api.ts';
import { screenshotOnFailure } from '../support/page.ts';
import { mqttUrl } from '../support/servers.ts';
import { signedInSession } from '../support/session.ts';

/**
 * Issue 20, Neuron (ANPR) in the browser as the demo customer's owner: every screen (the accessibility check
 * covers each in English and with Arabic chosen, where they stay English, left to right); a resident created
 * with a vehicle and granted a scheduled access at the demo gate, seen in the access list; a duplicate plate
 * refused with its message; a barrier unlinked from the demo gate's box and linked again; and the live
 * vehicle logs: this file publishes Frigate `frigate/events` messages as the demo edge box over the e2e
 * server's embedded MQTT broker and the reads appear on the open page without a reload, with their decision.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const DEVICE_PASSWORD = 'Device#12345';
const LANGUAGE_KEY = 'atrium.language.v1';
const RUN = randomInt(10_000, 99_999);
const RESIDENT = `E2E Resident ${RUN}`;
const PLATE = `E2E ${RUN}`;

interface Box {
  id: number;
  serial: string;
  gateName: string;
  structure: { name: string } | null;
}
interface Linked {
  deviceId: number;
  serial: string;
  name: string;
  role: 'camera' | 'barrier';
  cameraName: string | null;
}

const setLanguage = (page: Page, language: 'en' | 'ar') =>
  page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
    key: LANGUAGE_KEY,
    value: language,
  });

async function heading(page: Page, path: string, name: string | RegExp) {
  await page.goto(path);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** The demo gate: the edge box on Headquarters (else the company's first), with its linked devices. */
async function demoGate(page: Page) {
  const boxes = await apiAs<{ data: Box[] }>(page, 'GET', '/anpr/boxes?limit=100');
  expect(boxes.status).toBe(200);
  const box = boxes.body.data.find((row) => row.structure?.name === 'Headquarters') ?? boxes.body.data[0];
  if (!box) throw new Error('The demo customer has no edge box');
  const linked = await apiAs<{ data: Linked[] }>(page, 'GET', `/anpr/boxes/${box.id}/devices`);
  expect(linked.status).toBe(200);
  return { box, devices: linked.body.data };
}

const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Picks `option` in the Mantine select labelled `label` (typing narrows a searchable one). */
async function choose(page: Page, label: RegExp, option: string | RegExp, type?: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  if (type) await input.fill(type);
  await page.getByRole('option', { name: option }).first().click();
}

describe('[NEURON]', () => {
  const session = signedInSession(OWNER);
  let page: Page;
  let gate: Awaited<ReturnType<typeof demoGate>>;
  beforeAll(async () => {
    gate = await demoGate(session.page);
  });
  beforeEach(() => {
    page = session.page;
    screenshotOnFailure(page);
  });

  // The screens are visited a few per test: after each test the accessibility check opens every screen it
  // visited again in English and in Arabic, within the hook's time.
  test('[NEURON][SCREENS]: the dashboard, logs history, residents and structures', async () => {
    await heading(page, '/neuron/owner/dashboard', 'Owner dashboard');
    await heading(page, '/neuron/logs/vehicles-logs-history', 'Vehicle logs history');
    await heading(page, '/neuron/residents/residents-list', 'Residents');
    await heading(page, '/neuron/residents/structures', 'Structures');
  });

  test('[NEURON][SCREENS]: edge boxes, a box’s devices, the accesses and create-access', async () => {
    await heading(page, '/neuron/boxes/edge-boxes', 'Edge boxes');
    await page.getByRole('link', { name: gate.box.gateName, exact: true }).first().waitFor();
    await heading(page, `/neuron/boxes/box-linked-devices/${gate.box.id}`, gate.box.gateName);
    await heading(page, '/neuron/accesses/access-list', 'Plate accesses');
    await heading(page, '/neuron/accesses/create-access', 'Create access');
  });

  test('[NEURON][SCREENS]: profile/me, an unknown update-access, and English left to right with Arabic chosen', async () => {
    // The demo owner is no resident, or is one: either way the page answers.
    await page.goto('/neuron/residents/profile/me');
    await page
      .getByTestId('not-a-resident')
      .or(page.getByRole('heading', { name: 'Vehicles', level: 2 }))
      .first()
      .waitFor();
    // An unknown access on update-access (its id is the `?id=` query parameter) says it does not exist.
    await page.goto('/neuron/accesses/update-access?id=999999');
    await page.getByTestId('not-found').waitFor();

    await setLanguage(page, 'ar');
    await heading(page, '/neuron/logs/vehicles-logs', 'Vehicle logs');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'en',
      'ltr',
    ]);
    await setLanguage(page, 'en');
  });

  test('[NEURON][RESIDENT]: a resident with a vehicle, granted a scheduled access at the demo gate; a duplicate plate is refused', async () => {
    await heading(page, '/neuron/residents/residents-list', 'Residents');
    await page.getByRole('button', { name: 'Add resident' }).click();
    const form = page.getByRole('dialog', { name: 'Add a resident' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Required').waitFor();
    await form.getByRole('textbox', { name: /^Name/ }).fill(RESIDENT);
    await form.getByRole('textbox', { name: /^Email/ }).fill(`e2e-${RUN}@example.com`);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: RESIDENT, exact: true }).click();
    await page.getByRole('heading', { name: RESIDENT, level: 1 }).waitFor();
    await page.getByTestId('no-vehicles').waitFor();

    const addVehicle = async (plate: string) => {
      await page.getByRole('button', { name: 'Add vehicle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a vehicle' });
      await dialog.getByRole('textbox', { name: /^Plate/ }).fill(plate);
      await dialog.getByRole('textbox', { name: /^Make/ }).fill('Toyota');
      await dialog.getByRole('button', { name: 'Save' }).click();
      return dialog;
    };
    const added = await addVehicle(PLATE);
    await added.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Vehicles' }).getByText(PLATE, { exact: true }).waitFor();

    // The same plate written differently is the same plate for the gate: refused, said under the field.
    const duplicate = await addVehicle(PLATE.toLowerCase().replace(' ', '-'));
    const plateField = duplicate.getByRole('textbox', { name: /^Plate/ });
    await expect.poll(() => plateField.getAttribute('aria-invalid')).toBe('true');
    const message = await duplicate.locator('[id$="-error"]').first().textContent();
    expect(message?.trim().length).toBeGreaterThan(0);
    await duplicate.getByRole('button', { name: 'Cancel' }).click();
    await duplicate.waitFor({ state: 'detached' });

    // Granted from the profile: the resident is prefilled; the demo gate, scheduled, Saturday 08:00-17:00.
    await page.getByRole('link', { name: 'Grant access' }).click();
    await page.getByRole('heading', { name: 'Create access', level: 1 }).waitFor();
    await choose(page, /^Gate/, literal(gate.box.gateName));
    await page.getByRole('textbox', { name: /^Name/ }).fill(`E2E weekdays ${RUN}`);
    await page.getByRole('radiogroup', { name: 'Type' }).getByText('Scheduled', { exact: true }).click();
    await page.getByRole('group', { name: /Window 1/ }).waitFor();
    // A window must end after it starts: said on the field before anything is sent.
    await page.getByRole('textbox', { name: /End of window 1/ }).fill('07:00');
    await page.getByRole('button', { name: 'Grant access' }).click();
    await page
      .getByRole('group', { name: /Window 1/ })
      .locator('[aria-invalid="true"]')
      .first()
      .waitFor();
    await page.getByRole('textbox', { name: /End of window 1/ }).fill('17:00');
    await page.getByRole('button', { name: 'Grant access' }).click();
    await page.waitForURL((url) => url.pathname === '/neuron/accesses/access-list');
    await page.getByRole('searchbox').fill(RESIDENT);
    const row = page.getByRole('row').filter({ hasText: `E2E weekdays ${RUN}` });
    await row.waitFor();
    expect(await row.textContent()).toContain('Scheduled');
    expect(await row.textContent()).toContain(gate.box.gateName);
    expect(await row.textContent()).toContain('Saturday 08:00');
  });

  test('[NEURON][BOX]: a barrier is unlinked from the demo gate and linked again', async () => {
    const barrier = gate.devices.find((device) => device.role === 'barrier');
    if (!barrier) throw new Error(`The demo gate ${gate.box.gateName} has no barrier linked`);
    const label = barrier.name || barrier.serial;
    await heading(page, `/neuron/boxes/box-linked-devices/${gate.box.id}`, gate.box.gateName);
    const table = page.getByRole('table', { name: 'Linked devices' });
    await table.getByText(barrier.serial, { exact: true }).waitFor();
    await page.getByRole('button', { name: `Unlink ${label}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Unlink the device' });
    await confirm.getByRole('button', { name: 'Unlink' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => table.getByText(barrier.serial, { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Link a device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link a device' });
    await dialog.getByRole('radiogroup', { name: 'Kind' }).getByText('Barrier', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Required').waitFor();
    await choose(page, /^Barrier/, literal(barrier.serial));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await table.getByText(barrier.serial, { exact: true }).waitFor();
  });

  test('[NEURON][LIVE]: plate reads published as the demo edge box appear live with their decision', async () => {
    const camera = gate.devices.find((device) => device.role === 'camera' && device.cameraName);
    if (!camera?.cameraName) throw new Error(`The demo gate ${gate.box.gateName} has no camera linked`);
    await heading(page, '/neuron/logs/vehicles-logs', 'Vehicle logs');
    await page.locator('[data-testid="realtime-state"][data-state="connected"]').waitFor();

    const box = await connectAsync(mqttUrl(), {
      username: gate.box.serial,
      password: DEVICE_PASSWORD,
      reconnectPeriod: 0,
    });
    try {
      const unknown = `ZZ${RUN}`;
      for (const plate of [PLATE.replace(' ', ''), unknown]) {
        const car = { id: frigateObjectId(), camera: camera.cameraName, plate, score: 0.95 };
        await box.publishAsync('frigate/events', frigateEventMessage('new', car), { qos: 1 });
        await box.publishAsync('frigate/events', frigateEventMessage('update', car), { qos: 1 });
        await box.publishAsync('frigate/events', frigateEventMessage('end', car), { qos: 1 });
      }
      // No reload: the rows come over the socket.
      const mine = page.getByTestId('live-log').filter({ hasText: PLATE.replace(' ', '') });
      await mine.first().waitFor({ timeout: 15_000 });
      expect(await mine.count()).toBe(1);
      expect(await mine.textContent()).toMatch(/Allowed|Denied/);
      const stranger = page.getByTestId('live-log').filter({ hasText: unknown });
      await stranger.first().waitFor({ timeout: 15_000 });
      expect(await stranger.textContent()).toContain('Denied');
      expect(await stranger.textContent()).toContain('Unknown plate');
      expect(await stranger.getAttribute('data-fresh')).toBe('true');
    } finally {
      await box.endAsync();
    }
  });
});
