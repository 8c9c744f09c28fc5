import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { fmCompanyQuery, fmFlag, fmIdParams, fmNamed, fmTags } from './buildings.ts';
import { CALENDAR_VIEWS, MAX_SERIES_OCCURRENCES } from './recurrence.ts';
import { featureList, space } from './spaces.ts';

/**
 * Reservations (spec §2 reservations list, calendar, reserve; §4): a space booked from `startsAt` to `endsAt`
 * (half-open: back-to-back bookings do not clash), once or weekly until a date with exception dates.
 * Two confirmed bookings of one space never overlap: the database refuses the second (409
 * RESERVATION_OVERLAP), even when both arrive at the same instant. Every change raises `sequence` (the
 * iCalendar SEQUENCE); `uid` stays for the booking's life (the iCalendar UID).
 */

export const RESERVATION_STATUSES = ['confirmed', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** R168: the reservations list's and calendar's empty state. */
export const NO_RESERVATIONS_TEXT = 'No Reservations Yet';
/** The longest calendar window one request may ask for. */
export const MAX_CALENDAR_DAYS = 62;

export const reservationSeries = z.object({
  id: z.number().int(),
  until: z.string(),
  exceptions: z.array(z.string()),
});

export const reservation = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  /** The iCalendar UID: a random UUID, stable for the booking's life. */
  uid: z.string(),
  building: fmNamed,
  space: fmNamed,
  floor: fmNamed,
  title: z.string(),
  notes: z.string(),
  attendees: z.number().int().nullable(),
  bookedBy: fmNamed,
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  series: reservationSeries.nullable(),
  sequence: z.number().int(),
  cancelledAt: z.string().nullable(),
  /** Whether the caller booked it. */
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reservation = z.infer<typeof reservation>;

const isoDateTime = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' });
const isoDate = z.iso.date({ error: 'Must be a date as YYYY-MM-DD' });

export const recurrenceInput = z.strictObject({
  frequency: z.literal('weekly', { error: "Must be 'weekly'" }),
  /** The last date (local to the building, included) an occurrence may fall on. */
  until: isoDate,
  /** Dates (local) left out of the series. */
  exceptions: z.array(isoDate).max(MAX_SERIES_OCCURRENCES).default([]),
});

const title = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(200, 'Please Enter At Most 200 Characters');
const notes = z.string().trim().max(2000, 'Please Enter At Most 2000 Characters');
const attendees = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(1, 'Must be at least 1')
  .max(10_000, 'Must be at most 10000');

export const reservationInput = z.strictObject({
  spaceId: recordId,
  title,
  notes: notes.default(''),
  /** People expected: at most the space's capacity. */
  attendees: attendees.nullable().default(null),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  recurrence: recurrenceInput.nullable().default(null),
});
export type ReservationInput = z.output<typeof reservationInput>;

/** Move or resize (drag and drop in the calendar): the same checks as a new booking. */
export const reservationUpdate = z.strictObject({
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** Another space (of the same company); the same when absent. */
  spaceId: recordId.optional(),
  title: title.optional(),
  notes: notes.optional(),
  attendees: attendees.nullable().optional(),
});
export type ReservationUpdate = z.output<typeof reservationUpdate>;

export const CANCEL_SCOPES = ['occurrence', 'series'] as const;
export const cancelInput = z
  .strictObject({
    /** occurrence: this booking; series: this one and every later booking of its series. */
    scope: z.enum(CANCEL_SCOPES, { error: "Must be 'occurrence' or 'series'" }).default('occurrence'),
  })
  .default({ scope: 'occurrence' });
export type CancelInput = z.output<typeof cancelInput>;

export const RESERVATION_SORTS = ['id', 'startsAt', 'createdAt'] as const;
export const reservationListQuery = listQuery(RESERVATION_SORTS).extend({
  ...fmCompanyQuery,
  buildingId: recordId.optional(),
  spaceId: recordId.optional(),
  seriesId: recordId.optional(),
  /** Bookings ending after `from` and starting before `to`. */
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  status: z.enum(RESERVATION_STATUSES, { error: "Must be 'confirmed' or 'cancelled'" }).optional(),
  /** Only the caller's own bookings. */
  mine: fmFlag.optional(),
});

export const calendarEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  spaceId: z.number().int(),
  spaceName: z.string(),
  buildingId: z.number().int(),
  seriesId: z.number().int().nullable(),
  bookedBy: fmNamed,
  mine: z.boolean(),
  /** Whether it may still be dragged or resized (confirmed and not ended). */
  editable: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

/** Either `from` and `to`, or a `view` around `date` (local to the building; the week from Saturday). */
export const calendarQuery = z.object({
  ...fmCompanyQuery,
  buildingId: recordId.optional(),
  spaceId: recordId.optional(),
  groupId: recordId.optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  view: z.enum(CALENDAR_VIEWS, { error: "Must be 'day', 'week' or 'month'" }).optional(),
  date: isoDate.optional(),
  /** Cancelled bookings too (default false). */
  cancelled: fmFlag.optional(),
});

export const availabilityQuery = listQuery(['id', 'name', 'capacity'] as const).extend({
  ...fmCompanyQuery,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  buildingId: recordId.optional(),
  groupId: recordId.optional(),
  capacity: recordId.optional(),
  features: featureList.optional(),
});

const one = z.object({ data: reservation });
/** RESERVATION_OVERLAP, RESERVATION_CANCELLED, RESERVATION_ENDED. */
const conflict = { 409: errorBody };

export const reservationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/facmgmt/api/reservation',
    summary: `Facility booking: reservations (paged; R209 the app's entry probes with limit=1); filters building, space, series, from/to, status, mine; sorts: ${RESERVATION_SORTS.join(', ')} (default startsAt)`,
    tags: fmTags,
    access: anyOf('p_facility_booking_reservations_view'),
    schemas: { querystring: reservationListQuery, response: { 200: paged(reservation), ...bad } },
  }),
  calendar: defineEndpoint({
    method: 'GET',
    path: '/facmgmt/api/reservation/calendar',
    summary: `Facility booking: the bookings in a window (from/to, or view day|week|month around date, the week from Saturday), at most ${MAX_CALENDAR_DAYS} days, as calendar events`,
    tags: fmTags,
    access: anyOf('p_facility_booking_reservations_view'),
    schemas: {
      querystring: calendarQuery,
      response: {
        200: z.object({
          data: z.array(calendarEvent),
          from: z.string(),
          to: z.string(),
          timeZone: z.string(),
        }),
        ...bad,
      },
    },
  }),
  available: defineEndpoint({
    method: 'GET',
    path: '/facmgmt/api/reservation/available',
    summary:
      'Facility booking: bookable spaces free from startsAt to endsAt, open then, holding capacity people and having every feature named',
    tags: fmTags,
    access: anyOf('p_facility_booking_reservations_view'),
    schemas: { querystring: availabilityQuery, response: { 200: paged(space), ...bad } },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/facmgmt/api/reservation/:id',
    summary: 'Facility booking: one reservation',
    tags: fmTags,
    access: anyOf('p_facility_booking_reservations_view'),
    schemas: { params: fmIdParams, response: { 200: one, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/facmgmt/api/reservation',
    summary: `Facility booking: books a space once or weekly until a date (at most ${MAX_SERIES_OCCURRENCES}); 418 when in the past, outside opening hours, over capacity or the space is not bookable; 409 RESERVATION_OVERLAP when any occurrence clashes (nothing is booked then)`,
    tags: fmTags,
    access: anyOf('p_facility_booking_reservations_create'),
    schemas: {
      body: reservationInput,
      response: {
        201: z.object({ data: reservation, occurrences: z.array(reservation) }),
        ...bad,
        ...conflict,
      },
    },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/facmgmt/api/reservation/:id',
    summary:
      'Facility booking: moves or resizes a booking (optionally to another space) with the same checks; 409 RESERVATION_OVERLAP, RESERVATION_CANCELLED, RESERVATION_ENDED',
    tags: fmTags,
    access: anyOf('p_facility_booking_reservations_update'),
    schemas: { params: fmIdParams, body: reservationUpdate, response: { 200: one, ...bad, ...conflict } },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/facmgmt/api/reservation/:id/cancel',
    summary:
      'Facility booking: cancels a booking, or it and every later booking of its series (scope series); kept as cancelled (the feeds send it as cancelled); 409 RESERVATION_CANCELLED, RESERVATION_ENDED',
    tags: fmTags,
    access: anyOf('p_facility_booking_reservations_cancel'),
    schemas: {
      params: fmIdParams,
      body: cancelInput,
      response: { 200: z.object({ data: z.array(reservation) }), ...bad, ...conflict },
    },
  }),
};
