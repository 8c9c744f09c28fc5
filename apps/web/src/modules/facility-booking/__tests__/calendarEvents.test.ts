import type { facmgmt } from '@atrium/contracts';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { resources } from '../../../testing/i18nResources.ts';
import { EVENT_COLORS, movedBody, refusalOf, toEventInputs } from '../components/calendarEvents.ts';

const event = (over: Partial<facmgmt.CalendarEvent> = {}): facmgmt.CalendarEvent => ({
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
  ...over,
});

describe('[FACILITY-BOOKING][CALENDAR] event mapping', () => {
  test('a booking becomes an event titled with its space, at its instants, mine in blue', () => {
    expect(toEventInputs([event()], true)).toEqual([
      {
        id: '7',
        title: 'Weekly sync · Meeting room A',
        start: '2026-11-28T06:00:00.000Z',
        end: '2026-11-28T07:00:00.000Z',
        color: EVENT_COLORS.mine,
        editable: true,
        extendedProps: { spaceId: 3, seriesId: null, bookedBy: 'Customer Owner' },
      },
    ]);
  });

  test("another user's booking has the other colour", () => {
    expect(toEventInputs([event({ mine: false })], true)[0]?.color).toBe(EVENT_COLORS.others);
  });

  test('only what the server allows to change, for a user who may update, can be dragged or resized', () => {
    expect(toEventInputs([event({ editable: false })], true)[0]?.editable).toBe(false);
    expect(toEventInputs([event()], false)[0]?.editable).toBe(false);
  });

  test('cancelled bookings are not drawn', () => {
    expect(toEventInputs([event({ status: 'cancelled' })], true)).toEqual([]);
  });

  test('a drop or a resize is sent as the event’s new start and end', () => {
    const start = new Date('2026-11-30T06:00:00.000Z');
    const end = new Date('2026-11-30T08:00:00.000Z');
    expect(movedBody({ start, end })).toEqual({
      startsAt: '2026-11-30T06:00:00.000Z',
      endsAt: '2026-11-30T08:00:00.000Z',
    });
    expect(movedBody({ start, end: null })).toBeNull();
  });

  test('a refusal reads as the server said it (the 409 message, or the 418’s first field message), in the user’s language', () => {
    const i18n = createI18n(resources, 'en');
    const en = i18n.getFixedT('en');
    const ar = i18n.getFixedT('ar');
    expect(refusalOf(new ApiError(409, 'This reservation is over', 'RESERVATION_ENDED'), en)).toBe(
      'This reservation is over',
    );
    expect(
      refusalOf(
        new ApiError(418, 'x', undefined, [
          { param: 'startsAt', msg: 'Outside the opening hours (Friday closed)' },
        ]),
        en,
      ),
    ).toBe('Outside the opening hours (Friday closed)');
    // The overlap's text names the clash in UTC: it is said by its code instead, in English or Arabic.
    const overlap = new ApiError(
      409,
      'Room A is already booked from 2026-11-30T06:00:00.000Z',
      'RESERVATION_OVERLAP',
    );
    expect(refusalOf(overlap, en)).toBe('This space is already booked at that time');
    expect(refusalOf(overlap, ar)).toBe('هذه المساحة محجوزة في ذلك الوقت');
    expect(refusalOf(new ApiError(409, 'This reservation is cancelled', 'RESERVATION_CANCELLED'), ar)).toBe(
      'هذا الحجز ملغى',
    );
  });
});
