import type { facmgmt } from '@atrium/contracts';
import { Calendar } from '@fullcalendar/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { CALENDAR_PLUGINS } from '../../../ui/EventCalendar/index.ts';
import { query } from '../../companies/__tests__/kit.ts';
import { movedBody, toEventInputs } from '../components/calendarEvents.ts';
import { callsTo, paged, reservation, serve, signIn } from './fbKit.ts';

// The browser's zone, five hours behind UTC, nine behind the building's. Node reads TZ again when it is set
// (Date and Intl alike) in this test's own process, so the zone the calendar shows cannot come from here.
process.env.TZ = 'America/New_York';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };
const ZONE = 'Asia/Dubai';

const building: facmgmt.Building = {
  id: 101,
  companyId: 3,
  name: 'Headquarters',
  type: 'building',
  address: '',
  timeZone: ZONE,
  openingHours: [],
  configured: true,
  floors: 1,
  spaces: 1,
  bookableSpaces: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
} as unknown as facmgmt.Building;

/** Saturday 28 November 2026, 10:00 to 11:00 in Dubai (06:00 UTC, 01:00 in New York). */
const booking: facmgmt.CalendarEvent = {
  id: 7,
  title: 'Weekly sync',
  start: '2026-11-28T06:00:00.000Z',
  end: '2026-11-28T07:00:00.000Z',
  status: 'confirmed',
  spaceId: 3,
  spaceName: 'Meeting room A',
  buildingId: 101,
  seriesId: null,
  bookedBy: { id: 10, name: 'Customer Owner' },
  mine: true,
  editable: true,
};

describe('[FACILITY-BOOKING][CALENDAR] the building’s time zone, not the browser’s', () => {
  test('the browser of this test is in New York', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
    expect(new Date(booking.start).getHours()).toBe(1);
  });

  test('R195 the week from Saturday 00:00 in Dubai is asked, and a 10:00 booking there shows at 10:00 on its day, the zone named', async () => {
    signIn();
    const { calls } = serve([
      ['GET', /^\/api\/facmgmt\/api\/building$/, () => paged([building])],
      ['GET', /^\/api\/facmgmt\/api\/space$/, () => paged([])],
      ['GET', /^\/api\/facmgmt\/api\/reservation\/calendar$/, () => json(200, { data: [booking] })],
    ]);
    renderApp('/facility-booking/reservations/calendar?date=2026-11-28');
    expect(await screen.findByTestId('calendar-zone', {}, wait)).toHaveTextContent(`Times are in ${ZONE}.`);
    const calendar = await screen.findByTestId('reservation-calendar', {}, wait);
    await waitFor(
      () => expect(callsTo(calls, 'GET', '/api/facmgmt/api/reservation/calendar').length).toBeGreaterThan(0),
      wait,
    );
    const asked = query(callsTo(calls, 'GET', '/api/facmgmt/api/reservation/calendar')[0]);
    // Saturday 00:00 in Dubai is Friday 20:00 UTC (in New York it would be Saturday 05:00 UTC).
    expect(asked.get('from')).toBe('2026-11-27T20:00:00.000Z');
    expect(asked.get('to')).toBe('2026-12-04T20:00:00.000Z');
    expect(asked.get('buildingId')).toBe('101');

    const event = (await within(calendar).findByText(/Weekly sync · Meeting room A/, {}, wait)).closest(
      '.fc-timegrid-event',
    );
    expect(event?.closest('td.fc-timegrid-col')).toHaveAttribute('data-date', '2026-11-28');
    expect(event?.querySelector('.fc-event-time')).toHaveTextContent('10:00 - 11:00');
  });

  test('a booking dropped on Monday 10:00 and stretched to 12:00 on the calendar is saved as 10:00 to 12:00 in Dubai', () => {
    const element = document.createElement('div');
    document.body.append(element);
    const calendar = new Calendar(element, {
      plugins: CALENDAR_PLUGINS,
      timeZone: ZONE,
      initialView: 'timeGridWeek',
      initialDate: '2026-11-28',
      events: toEventInputs([booking], true),
    });
    calendar.render();
    const event = calendar.getEventById('7');
    if (!event) throw new Error('the booking is not on the calendar');
    expect(movedBody(event)).toEqual({ startsAt: booking.start, endsAt: booking.end });
    // What a drop on the Monday 10:00 slot does: the wall time of the slot, in the calendar's zone.
    event.moveDates({ days: 2 });
    expect(movedBody(event)).toEqual({
      startsAt: '2026-11-30T06:00:00.000Z',
      endsAt: '2026-11-30T07:00:00.000Z',
    });
    event.setEnd('2026-11-30T12:00:00');
    expect(movedBody(event)).toEqual({
      startsAt: '2026-11-30T06:00:00.000Z',
      endsAt: '2026-11-30T08:00:00.000Z',
    });
    calendar.destroy();
    element.remove();
  });

  test('a booking’s “show on the calendar” opens its day in Dubai, the day before in New York', async () => {
    signIn();
    // 05:00 on Saturday 28 November in Dubai; 20:00 on the Friday in New York.
    const early = reservation({ startsAt: '2026-11-28T01:00:00.000Z', endsAt: '2026-11-28T02:00:00.000Z' });
    serve([
      ['GET', /^\/api\/facmgmt\/api\/reservation$/, () => paged([early])],
      ['GET', /^\/api\/facmgmt\/api\/reservation\/51$/, () => json(200, { data: early })],
      ['GET', /^\/api\/facmgmt\/api\/building\/101$/, () => json(200, { data: building })],
      ['GET', /^\/api\/facmgmt\/api\/visitor$/, () => paged([])],
    ]);
    renderApp('/facility-booking/reservations/list?reservation=51');
    const drawer = await screen.findByRole('dialog', { name: early.title }, wait);
    const link = within(drawer).getByRole('link', { name: 'Show on the calendar' });
    await waitFor(() => expect(link.getAttribute('href')).toContain('date=2026-11-28&building=101'), wait);
  });
});
