import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { openSessionPage, screenshotOnFailure, sidebar, signIn } from '../support/page.ts';

/**
 * LoRaWAN integrations as the demo Customer's owner: add a ChirpStack integration, read its secret, URL and
 * header once and use them as ChirpStack would; a wrong secret is refused; a DevEUI set in the devices tab,
 * refused when malformed. The tests run in order on one signed-in session.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const NAME = `ChirpStack ${randomUUID().slice(0, 6)}`;
// A LoRaWAN device of the demo Customer (the tank level sensor's hardware talks LoRaWAN).
const DEVICE = 'Roof tank';
const DEV_EUI = '70B3D57ED0E2E001';

const chirpstackUp = (devEui: string) => ({
  deduplicationId: randomUUID(),
  time: new Date().toISOString(),
  deviceInfo: { devEui: devEui.toLowerCase() },
  fCnt: 1,
  fPort: 1,
  data: 'AVc=',
  rxInfo: [],
});

const post = (secret: string, body: unknown) =>
  fetch(api('/integrations/chirpstack?event=up'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify(body),
  });

describe('[CORE][LORAWAN]', () => {
  let browser: Browser;
  let page: Page;
  let secret = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openSessionPage(browser, { height: 900, timeout: 20_000 });
    await signIn(page, OWNER.email, OWNER.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[LORAWAN][INTEGRATIONS]: add a ChirpStack integration; its secret, URL and header are shown once and work', async () => {
    screenshotOnFailure(page);
    await sidebar(page).getByRole('link', { name: 'LoRaWAN integrations' }).click();
    await page.waitForURL((url) => url.pathname === '/core/users/lorawan-integrations');
    await page.getByRole('heading', { name: 'LoRaWAN integrations', level: 1 }).waitFor();
    // A table or, when its columns do not fit, cards: found by their text and controls either way.
    await page.getByText('Demo ChirpStack', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add integration' }).click();
    const form = page.getByRole('dialog', { name: 'Add a LoRaWAN integration' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Required').first().waitFor();

    await form.getByRole('combobox', { name: /^Network server/ }).click();
    await page.getByRole('option', { name: 'ChirpStack v4' }).click();
    await form.getByRole('textbox', { name: /^Name/ }).fill(NAME);
    await form.getByRole('button', { name: 'Save' }).click();

    const shown = page.getByRole('dialog', { name: `Secret of ${NAME}` });
    await shown.getByText('it is shown only this once', { exact: false }).waitFor();
    const url = await shown.getByRole('textbox', { name: 'URL' }).inputValue();
    expect(url).toMatch(/\/api\/integrations\/chirpstack$/);
    expect(await shown.getByRole('textbox', { name: 'Header name' }).inputValue()).toBe('Authorization');
    const header = await shown.getByRole('textbox', { name: 'Header value' }).inputValue();
    expect(header).toMatch(/^Bearer lw_[A-Za-z0-9_-]{43}$/);
    secret = header.slice('Bearer '.length);
    await shown.getByRole('button', { name: 'Copy Secret' }).waitFor();

    // As ChirpStack would post: the secret is taken, a wrong one refused.
    const taken = await post(secret, chirpstackUp('FFFFFFFFFFFFFFF0'));
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ data: { outcome: 'unknown-dev-eui' } });
    expect((await post(`${secret}x`, chirpstackUp('FFFFFFFFFFFFFFF0'))).status).toBe(401);

    await shown.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('switch', { name: `Enable ${NAME}` }).waitFor();
  });

  test('[LORAWAN][DEVEUI]: a malformed DevEUI is refused under its field; a good one is saved', async () => {
    screenshotOnFailure(page);
    await page.getByRole('tab', { name: 'Devices and DevEUIs' }).click();
    await page.getByPlaceholder('Search by name, serial or DevEUI').fill('TL1-0001');
    await page.getByRole('button', { name: `Set the DevEUI of ${DEVICE}` }).click();
    const field = page.getByRole('textbox', { name: `DevEUI of ${DEVICE}` });
    await field.fill('70B3-XYZ');
    await page.getByRole('button', { name: 'Save DevEUI' }).click();
    await page.getByText('Please Enter 16 Hex Characters (0-9, A-F)').waitFor();

    await field.fill(DEV_EUI.toLowerCase());
    await page.getByRole('button', { name: 'Save DevEUI' }).click();
    await page.getByText(DEV_EUI, { exact: true }).waitFor();
    // Found by its new DevEUI: a tank sensor's frame is not a parking sensor's, so it is refused, not unknown.
    const found = await post(secret, chirpstackUp(DEV_EUI));
    expect(found.status).toBe(418);
  });
});
