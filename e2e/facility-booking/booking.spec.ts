import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { apiAs } from '../support/api.ts';
import { launchBrowser } from '../support/browser.ts';
import { openSessionPage, screenshotOnFailure, signIn, urlPath } from '../support/page.ts';

/**
 * Issue 20, facility booking in the browser as the demo customer's owner: opening the app lands on the
 * dashboard (the demo has bookings, A39); a room of the demo building Headquarters is found free and booked
 * on the reserve page with a visitor who comes by car, and the booking's details show the visitor's door
 * credential and plate access for its window. On the calendar the booking is dragged to the next day and
 * both passes move with it; dragged onto another booking it is refused with the server's message and put
 * back. Cancelled, its passes are revoked. The other screens (buildings, a group, visitors, calendar feeds
 * with their iCalendar address, alarms, devices) are visited, so the accessibility check covers every screen
 * in English and Arabic (right to left).
 */

const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };
const RUN = Math.random().toString(36).slice(2, 7);
const LANGUAGE_KEY = 'atrium.language.v1';
const ZONE = 'Asia/Dubai';
const BUILDING = 'Headquarters';
const ROOM = 'Meeting room A';
// The afternoon: the demo's weekly team meeting takes Meeting room A at 10:00.
const START = '16:00';
const END = '17:00';
/** Visitors' passes open 15 minutes before the booking. */
const OPENS = '15:45';
const BLOCK_END = '18:00';
/** A 4×3 PNG: the floor plan uploaded for the placement step. */
const PLAN_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAADklEQVR4nGO4iwQYcHIAXksfFdMCsPoAAAAASUVORK5CYII=';

interface Named {
  id: number;
  name: string;
}
interface Space extends Named {
  bookable: boolean;
}
interface Reservation extends Named {
  title: string;
  startsAt: string;
  endsAt: string;
  status: string;
}
interface Pass {
  kind: 'door' | 'plate';
  validFrom: string;
  validUntil: string;
  state: string;
  plate: string | null;
}
interface Visitor extends Named {
  passes: Pass[];
}

async function call<T>(page: Page, method: string, path: string, body?: unknown) {
  const { status, body: reply } = await apiAs<T>(page, method, path, body);
  if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(reply)}`);
  return reply;
}

/** The date (YYYY-MM-DD) a wall clock in Dubai shows `days` from now. */
const dubaiDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + days * 86_400_000));
/** 0 = Saturday … 6 = Friday (the spec's week). */
const weekIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 1) % 7;
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** Dubai is UTC+4 all year: a local time of a day as its instant. */
const dubaiInstant = (date: string, time: string) => new Date(`${date}T${time}:00+04:00`).toISOString();
const typed = (date: string) => date.split('-').reverse().join('/');

/**
 * A day two to six weeks ahead (so no demo booking is in the way) from Sunday to Wednesday: its next day is
 * open (the default hours close on Friday) and in the same Saturday-first week of the calendar.
 */
function bookingDay(): string {
  let days = 14 + Math.floor(Math.random() * 28);
  while (![1, 2, 3, 4].includes(weekIndex(dubaiDate(days)))) days += 1;
  return dubaiDate(days);
}

/** Drags with the mouse as a user would (FullCalendar starts a drag after a few pixels of movement). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 6, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
}

/**
 * Waits until the plan's picture is decoded and laid out. dnd-kit measures the plan when a marker is picked
 * up: before the picture is laid out the plan has no height, and a drop lands outside it.
 */
async function planReady(board: Locator) {
  await expect
    .poll(() =>
      board
        .getByTestId('floor-plan')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.clientHeight > 0),
    )
    .toBe(true);
}

async function centre(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 12) };
}

describe('[FACILITY-BOOKING]', () => {
  let browser: Browser;
  let page: Page;
  const day = bookingDay();
  const next = dayAfter(day);
  const title = `E2E review ${RUN}`;
  const guest = {
    name: `Vera ${RUN}`,
    email: `vera-${RUN}@example.com`,
    plate: `K ${Math.floor(10000 + Math.random() * 89999)}`,
  };
  let space: Space;
  let buildingId = 0;
  let reservationId = 0;

  const reservation = async () =>
    (await call<{ data: Reservation }>(page, 'GET', `/facmgmt/api/reservation/${reservationId}`)).data;
  const passes = async () =>
    (
      await call<{ data: Visitor[] }>(page, 'GET', `/facmgmt/api/visitor?reservationId=${reservationId}`)
    ).data.flatMap((visitor) => visitor.passes);
  const event = () => page.locator('.fc-timegrid-event').filter({ hasText: title });

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openSessionPage(browser, { height: 1100 });
    await signIn(page, OWNER.email, OWNER.password);
    const buildings = await call<{ data: Named[] }>(page, 'GET', `/facmgmt/api/building?name=${BUILDING}`);
    const building = buildings.data.find((b) => b.name === BUILDING);
    if (!building) throw new Error('the demo customer has no Headquarters building');
    buildingId = building.id;
    const spaces = await call<{ data: Space[] }>(
      page,
      'GET',
      `/facmgmt/api/space?buildingId=${building.id}&bookable=true&limit=100`,
    );
    const room = spaces.data.find((s) => s.name === ROOM) ?? spaces.data[0];
    if (!room) throw new Error('Headquarters has no bookable space');
    space = room;
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('[FB][BOOK]: A39 the app opens on its dashboard; a room is found free, booked with a visitor by car, whose door credential and plate access show', async () => {
    screenshotOnFailure(page);
    await page.goto('/facility-booking');
    await page.waitForURL((url) => url.pathname === '/facility-booking/analysis/dashboard');
    await page.getByRole('heading', { name: 'Facility booking dashboard', level: 1 }).waitFor();

    await page.goto('/facility-booking/reservations/reserve');
    await page.getByRole('heading', { name: 'Reserve a space', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Building' }).click();
    await page.getByRole('option', { name: BUILDING, exact: true }).click();
    const date = page.getByRole('textbox', { name: /^Date/ });
    await date.fill(typed(day));
    await date.press('Tab');
    const from = page.getByRole('textbox', { name: /^From/ });
    const to = page.getByRole('textbox', { name: /^To/ });
    await from.fill(START);
    await from.press('Tab');
    // A blank end is refused before searching.
    await to.fill('');
    await to.press('Tab');
    await page.getByRole('button', { name: 'Find free spaces' }).click();
    await page.getByText('Required').first().waitFor();
    await to.fill(END);
    await to.press('Tab');
    await page.getByRole('button', { name: 'Find free spaces' }).click();
    await page.getByRole('button', { name: `Book ${space.name}` }).click();

    const dialog = page.getByRole('dialog', { name: `Book ${space.name}` });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await dialog.getByRole('button', { name: 'Add a visitor' }).click();
    await dialog.getByRole('textbox', { name: /^Name of visitor 1/ }).fill(guest.name);
    await dialog.getByRole('textbox', { name: /^Email of visitor 1/ }).fill(guest.email);
    await dialog.getByRole('textbox', { name: /^Car plate of visitor 1/ }).fill(guest.plate);
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();

    await page.waitForURL(
      (url) => url.pathname === '/facility-booking/reservations/list' && url.searchParams.has('reservation'),
    );
    reservationId = Number(new URL(page.url()).searchParams.get('reservation'));
    const drawer = page.getByRole('dialog', { name: title });
    const card = drawer.getByTestId(/^visitor-/).filter({ hasText: guest.name });
    await card.waitFor();
    const door = card.getByTestId('pass-door').first();
    const plate = card.getByTestId('pass-plate').first();
    await door.waitFor();
    await plate.waitFor();
    expect(await plate.textContent()).toContain(guest.plate);
    expect(await door.getAttribute('data-state')).toBe('upcoming');
    expect(await drawer.getByTestId('reservation-span').textContent()).toContain(typed(day));

    // Every pass covers the booking's window, opening 15 minutes before it.
    const booked = await reservation();
    expect(booked.startsAt).toBe(dubaiInstant(day, START));
    for (const pass of await passes()) {
      expect(pass.validFrom).toBe(dubaiInstant(day, OPENS));
      expect(pass.validUntil).toBe(dubaiInstant(day, END));
    }
  });

  test('[FB][CALENDAR]: the booking dragged to the next day moves, and its visitor’s passes move with it', async () => {
    screenshotOnFailure(page);
    expect(reservationId).toBeGreaterThan(0);
    await page.goto(`/facility-booking/reservations/calendar?date=${day}&building=${buildingId}`);
    await page.getByRole('heading', { name: 'Reservations calendar', level: 1 }).waitFor();
    // Times are the building's, whatever the browser's zone.
    await page.getByTestId('calendar-zone').filter({ hasText: ZONE }).waitFor();
    await event().waitFor();
    const column = page.locator(`td.fc-timegrid-col[data-date="${next}"]`);
    const start = await centre(event());
    const target = await column.boundingBox();
    if (!target) throw new Error('the next day is not on the calendar');
    await drag(page, start, { x: target.x + target.width / 2, y: start.y });

    await expect
      .poll(async () => (await reservation()).startsAt, { timeout: 15_000 })
      .toBe(dubaiInstant(next, START));
    await expect
      .poll(async () => (await passes()).map((pass) => pass.validFrom), { timeout: 15_000 })
      .toEqual((await passes()).map(() => dubaiInstant(next, OPENS)));

    // The details opened from the calendar show the passes on the new day.
    await event().click();
    const drawer = page.getByRole('dialog', { name: title });
    await drawer.getByTestId('pass-door').first().waitFor();
    expect(await drawer.getByTestId('reservation-span').textContent()).toContain(typed(next));
    expect(await drawer.getByTestId('pass-plate').first().textContent()).toContain(typed(next));
    await page.keyboard.press('Escape');
  });

  test('[FB][OVERLAP]: dragged onto another booking of the room it is refused with the server’s message and stays', async () => {
    screenshotOnFailure(page);
    expect(reservationId).toBeGreaterThan(0);
    const blocker = await call<{ data: Reservation }>(page, 'POST', '/facmgmt/api/reservation', {
      spaceId: space.id,
      title: `E2E blocker ${RUN}`,
      startsAt: dubaiInstant(next, END),
      endsAt: dubaiInstant(next, BLOCK_END),
    });
    // Back to back (right after ours) is allowed; an hour later ours would overlap it.
    await page.goto(`/facility-booking/reservations/calendar?date=${next}&building=${buildingId}`);
    await page.getByRole('heading', { name: 'Reservations calendar', level: 1 }).waitFor();
    await event().waitFor();
    const startSlot = await page.locator(`td.fc-timegrid-slot-lane[data-time="${START}:00"]`).boundingBox();
    const endSlot = await page.locator(`td.fc-timegrid-slot-lane[data-time="${END}:00"]`).boundingBox();
    if (!startSlot || !endSlot) throw new Error('the calendar has no slot at the booking’s start or end');
    const start = await centre(event());
    await drag(page, start, { x: start.x, y: start.y + (endSlot.y - startSlot.y) });

    const refused = page.getByTestId('move-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/^Not moved: .+/);
    expect((await reservation()).startsAt).toBe(dubaiInstant(next, START));
    await call(page, 'POST', `/facmgmt/api/reservation/${blocker.data.id}/cancel`, { scope: 'occurrence' });
  });

  test('[FB][CANCEL]: cancelled after a confirmation, the booking’s door and plate passes are revoked', async () => {
    screenshotOnFailure(page);
    expect(reservationId).toBeGreaterThan(0);
    await page.goto(`/facility-booking/reservations/list?reservation=${reservationId}`);
    const drawer = page.getByRole('dialog', { name: title });
    await drawer.getByTestId('pass-door').first().waitFor();
    await drawer.getByRole('button', { name: 'Cancel reservation' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel reservation' });
    await confirm.getByRole('button', { name: 'Cancel reservation' }).click();
    await drawer.getByTestId('reservation-status').filter({ hasText: 'Cancelled' }).waitFor();
    await drawer.locator('[data-testid="pass-door"][data-state="revoked"]').first().waitFor();
    await drawer.locator('[data-testid="pass-plate"][data-state="revoked"]').first().waitFor();
    expect((await passes()).every((pass) => pass.state === 'revoked')).toBe(true);
    expect((await reservation()).status).toBe('cancelled');
  });

  test('[FB][PLAN]: on a floor with a plan, a space moved with the keyboard and another dragged keep their new positions', async () => {
    screenshotOnFailure(page);
    const spaceAt = async (id: number) =>
      (
        await call<{ data: { floor: Named; position: { x: number; y: number } | null } }>(
          page,
          'GET',
          `/facmgmt/api/space/${id}`,
        )
      ).data;
    const room = await spaceAt(space.id);
    // The demo floors have no plan: one is uploaded as the places layout manager does (a 4×3 PNG).
    const status = await page.evaluate(
      async ({ floorId, png }) => {
        const token = JSON.parse(localStorage.getItem('atrium.accessToken.v1') ?? 'null') as string;
        const form = new FormData();
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        form.append('file', new Blob([bytes], { type: 'image/png' }), 'plan.png');
        const res = await fetch(`/api/layout/floor/${floorId}/image`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        });
        return res.status;
      },
      { floorId: room.floor.id, png: PLAN_PNG },
    );
    expect(status).toBeLessThan(300);
    const before = room.position ?? { x: 0.5, y: 0.5 };

    await page.goto(`/facility-booking/building/details/${buildingId}`);
    await page.getByRole('heading', { name: BUILDING, level: 1 }).waitFor();
    await page.getByRole('tab', { name: room.floor.name }).click();
    await page.getByRole('button', { name: 'Place spaces' }).click();
    const board = page.getByTestId(`space-placement-${room.floor.id}`);
    const marker = board.getByRole('button', { name: space.name, exact: true });
    await marker.waitFor();
    await planReady(board);
    // Keyboard: picked up with Space, three steps right, put down with Space. Each key waits for the step
    // before it to show, as a person does: dnd-kit drops keys that come before it has followed the last one
    // (a CI run saw the marker still 'saved' after all of them). Not down: with the page able to scroll,
    // dnd-kit's down arrow scrolls it rather than moving the marker.
    await marker.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => marker.getAttribute('aria-pressed')).toBe('true');
    const offset = () => marker.evaluate((element: HTMLElement) => element.style.transform);
    for (let step = 0; step < 3; step += 1) {
      const from = await offset();
      await page.keyboard.press('ArrowRight');
      await expect.poll(offset).not.toBe(from);
    }
    await page.keyboard.press('Space');
    await expect.poll(() => marker.getAttribute('data-state')).toBe('moved');
    await board.getByRole('button', { name: 'Save positions' }).click();
    await expect
      .poll(async () => (await spaceAt(space.id)).position?.x ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(before.x);
    const keyed = await spaceAt(space.id);

    // The mouse: the marker dragged back to the left.
    await page.getByRole('button', { name: 'Place spaces' }).click();
    const boardAgain = page.getByTestId(`space-placement-${room.floor.id}`);
    const again = boardAgain.getByRole('button', { name: space.name, exact: true });
    await again.waitFor();
    await planReady(boardAgain);
    // Measured again on each try: under load the plan can still be laying out when the marker first shows,
    // and a drag that starts beside the marker moves nothing.
    await vi.waitFor(
      async () => {
        const from = await centre(again);
        await drag(page, from, { x: from.x - 60, y: from.y });
        expect(await again.getAttribute('data-state')).toBe('moved');
      },
      { timeout: 15_000, interval: 250 },
    );
    // dnd-kit swallows the clicks of the 50 ms after a pointer drag (the click that ends a drag is not a
    // click); a test is that quick, a person is not. Saved once the placement closes; pressed again if not.
    const save = boardAgain.getByRole('button', { name: 'Save positions' });
    await vi.waitFor(
      async () => {
        if ((await save.isVisible()) && (await save.isEnabled())) await save.click({ timeout: 2_000 });
        expect(await save.isVisible()).toBe(false);
      },
      { timeout: 15_000, interval: 500 },
    );
    await expect
      .poll(async () => (await spaceAt(space.id)).position?.x ?? 1, { timeout: 15_000 })
      .toBeLessThan(keyed.position?.x ?? 0);
  });

  test('[FB][SCREENS]: buildings, a group, visitors, calendar feeds, alarms and devices; the calendar in Arabic, right to left', async () => {
    screenshotOnFailure(page);
    const visit = async (path: string, heading: string | RegExp) => {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    };
    await visit('/facility-booking/reservations/list', 'Reservations');
    await visit('/facility-booking/building/list', 'Buildings');
    await page.getByRole('link', { name: BUILDING }).click();
    await page.getByRole('heading', { name: BUILDING, level: 1 }).waitFor();
    const buildingId = Number(urlPath(page).split('/').pop());
    await page.getByRole('tab').first().waitFor();

    // Unique per attempt: a retried test must not collide with the group its first attempt made.
    const groupName = `E2E rooms ${RUN} ${Date.now().toString(36)}`;
    const group = await call<{ data: Named }>(page, 'POST', '/facmgmt/api/group', {
      buildingId,
      name: groupName,
      spaceIds: [space.id],
    });
    await visit(`/facility-booking/building/group/${group.data.id}`, groupName);
    await page.getByRole('table', { name: 'Spaces' }).getByText(space.name).waitFor();

    await visit('/facility-booking/visitors/list', 'Visitors');
    await page.getByRole('searchbox').fill(guest.name);
    const row = page.getByRole('row').filter({ hasText: guest.name });
    await row.getByTestId('pass-plate').first().waitFor();

    // A building's calendar feed: its secret address serves RFC 5545 text; rotated, the old address is gone.
    await visit('/facility-booking/reservations/integration', 'Calendar feeds');
    await page.getByRole('combobox', { name: /^Building/ }).click();
    await page.getByRole('option', { name: BUILDING, exact: true }).click();
    await page.getByRole('button', { name: 'Create feed' }).click();
    const issued = page.getByTestId('issued-feed');
    const address = await issued.getByRole('textbox', { name: /^Address \(Google/ }).inputValue();
    expect(address).toContain('/api/facmgmt/ical/');
    const feed = await fetch(address);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    // The booking cancelled above is sent as cancelled.
    expect(ics).toContain(title);
    expect(ics).toContain('STATUS:CANCELLED');
    await page.getByRole('heading', { name: 'How to subscribe' }).waitFor();
    await page
      .getByRole('button', { name: `New address for ${BUILDING}` })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'New address' })
      .getByRole('button', { name: 'New address' })
      .click();
    await expect
      .poll(async () => issued.getByRole('textbox', { name: /^Address \(Google/ }).inputValue())
      .not.toBe(address);
    const old = await fetch(address);
    expect(old.status).toBe(404);

    await visit('/facility-booking/alarms/alarms-list/live', 'Live alarms');
    await visit('/facility-booking/devices/device-list', /Devices/);
    await visit('/facility-booking/devices/device-history', 'Device history');

    await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
      key: LANGUAGE_KEY,
      value: 'ar',
    });
    await visit(`/facility-booking/reservations/calendar?date=${day}`, 'تقويم الحجوزات');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    await page.locator('.fc-direction-rtl').waitFor();
    await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
      key: LANGUAGE_KEY,
      value: 'en',
    });
  });
});
