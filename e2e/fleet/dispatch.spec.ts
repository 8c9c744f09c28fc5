import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiAs } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { openSessionPage, screenshotOnFailure, signIn } from '../support/page.ts';
import { osmandPort } from '../support/servers.ts';

/**
 * Issue 19, dispatch in the browser as the demo customer's owner: a job card dragged to done on the kanban
 * board is saved (still done after a reload); a route is refused without stops (the server's 418), then
 * made of stops clicked on the map; a vehicle with a job in progress driven off the job's route (OsmAnd
 * positions to the server's receiver) raises the out-of-route alarm, which appears live on the job card
 * alarms screen. The flow and a pass over the other dispatch screens let the accessibility check (English
 * and Arabic, right to left) cover them.
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const RUN = Math.random().toString(36).slice(2, 7);

interface Named {
  id: number;
  name: string;
}
interface Vehicle extends Named {
  plate: string;
  device: { id: number; serial: string } | null;
}
interface JobCard {
  id: number;
  title: string;
  state: string;
  vehicle: Named | null;
}

async function call<T>(page: Page, method: string, path: string, body?: unknown) {
  const { status, body: reply } = await apiAs<T>(page, method, path, body);
  if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(reply)}`);
  return reply;
}

/** Tracked vehicles with no job in progress (the watcher follows a vehicle's job in progress). */
async function freeVehicles(page: Page): Promise<Vehicle[]> {
  const vehicles = await call<{ data: Vehicle[] }>(page, 'GET', '/fleet/vehicle?tracked=true&limit=100');
  const busy = await call<{ data: JobCard[] }>(page, 'GET', '/fleet/job-card?state=in-progress&limit=100');
  const taken = new Set(busy.data.map((job) => job.vehicle?.id));
  return vehicles.data.filter((vehicle) => vehicle.device && !taken.has(vehicle.id));
}

/** A job card of this run on `vehicle`, moved through the API to in progress. */
async function jobInProgress(page: Page, vehicle: Vehicle, title: string, routeId: number | null = null) {
  const created = await call<{ data: JobCard }>(page, 'POST', '/fleet/job-card', {
    title,
    vehicleId: vehicle.id,
    routeId,
    plannedStart: new Date().toISOString(),
  });
  await call(page, 'PATCH', `/fleet/job-card/${created.data.id}/state`, { state: 'in-progress' });
  return created.data;
}

/** One OsmAnd position in the query form (speed in knots), as the Traccar Client sends it, `at` seconds. */
async function sendPosition(serial: string, lat: number, lon: number, at: number) {
  const query = new URLSearchParams({
    id: serial,
    lat: String(lat),
    lon: String(lon),
    timestamp: String(at),
    speed: '20',
    bearing: '90',
  });
  const res = await fetch(`http://127.0.0.1:${osmandPort()}/?${query}`, { method: 'POST' });
  expect(res.status).toBe(200);
}

/** Drags the card's handle onto the column with the mouse (dnd-kit's pointer sensor). */
async function dragTo(page: Page, handle: Locator, column: Locator) {
  const from = await handle.boundingBox();
  const to = await column.boundingBox();
  if (!from || !to) throw new Error('the card or the column is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
}

describe('[FLEET][DISPATCH]', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openSessionPage(browser);
    await signIn(page, OWNER.email, OWNER.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[FLEET][KANBAN]: a job card dragged to done (mouse, then keyboard) is saved and still done after a reload', async () => {
    screenshotOnFailure(page);
    const [vehicle] = await freeVehicles(page);
    if (!vehicle) throw new Error('the demo customer has no tracked vehicle without a job in progress');
    const job = await jobInProgress(page, vehicle, `Kanban drag ${RUN}`);

    await page.goto('/fleet/job-cards/kanban-view');
    await page.getByRole('heading', { name: 'Job cards board', level: 1 }).waitFor();
    const progress = page.getByRole('region', { name: 'In progress' });
    const done = page.getByRole('region', { name: 'Done' });
    const card = progress.getByTestId(`kanban-card-${job.id}`);
    await card.waitFor();
    await dragTo(page, card.getByRole('button', { name: `Drag ${job.title}` }), done);
    await done.getByTestId(`kanban-card-${job.id}`).waitFor();
    await expect
      .poll(async () => (await call<{ data: JobCard }>(page, 'GET', `/fleet/job-card/${job.id}`)).data.state)
      .toBe('done');

    await page.reload();
    await page.getByRole('region', { name: 'Done' }).getByTestId(`kanban-card-${job.id}`).waitFor();
    expect(await progress.getByTestId(`kanban-card-${job.id}`).count()).toBe(0);

    // By keyboard: Space picks the card up, the right arrow carries it to the next column, Space drops it.
    const second = await jobInProgress(page, vehicle, `Kanban keys ${RUN}`);
    await page.reload();
    await progress.getByTestId(`kanban-card-${second.id}`).waitFor();
    await progress.getByRole('button', { name: `Drag ${second.title}` }).focus();
    // Each key waits for what dnd-kit announces of the step before it (at pick-up the card is over its own
    // column, so the announcement names that column), as a screen reader user hears it.
    const announced = (text: string) =>
      page.waitForFunction(
        (expected) => document.querySelector('[id^="DndLiveRegion"]')?.textContent?.includes(expected),
        text,
      );
    await page.keyboard.press('Space');
    await announced('is over In progress');
    await page.keyboard.press('ArrowRight');
    await announced('is over Done');
    await page.keyboard.press('Space');
    await done.getByTestId(`kanban-card-${second.id}`).waitFor();
    await expect
      .poll(
        async () => (await call<{ data: JobCard }>(page, 'GET', `/fleet/job-card/${second.id}`)).data.state,
      )
      .toBe('done');

    // Its details show the move in the history.
    await page.goto(`/fleet/job-cards/job/${job.id}`);
    await page.getByRole('heading', { name: job.title, level: 1 }).waitFor();
    await page.getByTestId('job-history').getByText('Moved from In progress to Done').waitFor();
  });

  test('[FLEET][ROUTES]: a route without stops shows the server’s refusal; with stops on the map it is saved', async () => {
    screenshotOnFailure(page);
    const name = `Route ${RUN}`;
    await page.goto('/fleet/routes/create');
    await page.getByRole('heading', { name: 'New route', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('button', { name: 'Create route' }).click();
    await page.getByText('A route needs at least 2 stops').waitFor();

    // Two stops clicked on the map, the second renamed.
    const map = page.getByRole('region', { name: "The route's stops on the map" });
    const box = await map.boundingBox();
    if (!box) throw new Error('the map is not on screen');
    await page.mouse.click(box.x + box.width * 0.35, box.y + box.height * 0.5);
    await page.getByTestId('route-stop-1').waitFor();
    await page.mouse.click(box.x + box.width * 0.65, box.y + box.height * 0.4);
    await page.getByTestId('route-stop-2').waitFor();
    await page.getByRole('textbox', { name: 'Name of stop 2' }).fill('Customer gate');
    await page.getByRole('button', { name: 'Create route' }).click();
    await page.getByRole('heading', { name: 'Routes', level: 1 }).waitFor();
    await page.getByRole('searchbox').or(page.getByPlaceholder('Search by name')).first().fill(name);
    await page.getByRole('link', { name }).waitFor();
  });

  test('[FLEET][OUT-OF-ROUTE]: a vehicle driven off its job’s route raises the alarm, shown live', async () => {
    screenshotOnFailure(page);
    const vehicles = await freeVehicles(page);
    const vehicle = vehicles[1] ?? vehicles[0];
    if (!vehicle?.device)
      throw new Error('the demo customer has no tracked vehicle without a job in progress');
    // A straight route along Sheikh Zayed Road, and a job in progress on it.
    const route = await call<{ data: Named }>(page, 'POST', '/fleet/route', {
      name: `Corridor ${RUN}`,
      stops: [
        { lat: 25.2048, lng: 55.2708, name: 'Trade Centre', plannedOffsetMinutes: 0 },
        { lat: 25.1412, lng: 55.1853, name: 'Al Barsha', plannedOffsetMinutes: 30 },
      ],
    });
    const job = await jobInProgress(page, vehicle, `Corridor run ${RUN}`, route.data.id);

    await page.goto('/fleet/alarms/job-cards/list-live');
    await page.getByRole('heading', { name: 'Job card alarms', level: 1 }).waitFor();
    await page.locator('[data-testid="realtime-state"][data-state="connected"]').waitFor();
    const serial = vehicle.device.serial;
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: serial }) });
    expect(await row.count()).toBe(0);

    // On the route first, then some 3 km off it.
    // A position a second (a tracker's positions are keyed by their time: the same second is stored once).
    const start = Math.floor(Date.now() / 1000) - 10;
    await sendPosition(serial, 25.2048, 55.2708, start);
    await sendPosition(serial, 25.173, 55.228, start + 1);
    await sendPosition(serial, 25.2, 55.3, start + 2);
    await sendPosition(serial, 25.21, 55.31, start + 3);
    await row.first().waitFor({ timeout: 20_000 });
    await row.first().getByText(/route/i).first().waitFor();
    await call(page, 'PATCH', `/fleet/job-card/${job.id}/state`, { state: 'done' });
  });

  test('[FLEET][SCREENS]: the other dispatch screens, for the accessibility check', async () => {
    screenshotOnFailure(page);
    const visit = async (path: string, heading: string | RegExp) => {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    };
    await visit('/fleet/job-cards/job-list', 'Job cards');
    await page.getByRole('table', { name: 'Job cards' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'New job card' }).click();
    const dialog = page.getByRole('dialog', { name: 'New job card' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Required').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await visit('/fleet/points-of-interests/list', 'Points of interest');
    await visit('/fleet/geofence/list', 'Geofences');
    await visit('/fleet/geofence/add', 'Add geofence');
    await visit('/fleet/alarms/vehicles/list-live', 'Vehicle alarms');
    await visit('/fleet/alarms/vehicles/list-history', 'Vehicle alarms history');
    await visit('/fleet/alarms/devices/list-live', 'Device alarms');
    await visit('/fleet/alarms/job-cards/list-history', 'Job card alarms history');
    await visit('/fleet/alarms/notification-group', 'Notification groups');
    await visit('/fleet/alarms/alarm-settings', 'Alarm settings');
    await page.getByRole('textbox', { name: /Out of route distance/ }).fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be between 20 and 20000').waitFor();
  });
});
