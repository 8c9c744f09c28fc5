import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint, publicAccess } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { fmCompanyQuery, fmIdParams, fmNamed, fmTags } from './buildings.ts';

/**
 * Private iCalendar feeds (RFC 5545, protocols.md §5) of a building's or a space's bookings, for Outlook and
 * Google Calendar subscriptions. The URL carries a random secret shown once (on create and rotate); only its
 * SHA-256 is kept. Rotate gives a new secret (the old URL stops), revoke ends the feed.
 */

export const FEED_KINDS = ['building', 'space'] as const;
/** The public feed: `GET /api/facmgmt/ical/<secret>.ics`, no sign-in. */
export const FEED_PATH_PREFIX = '/api/facmgmt/ical/';
export const feedPath = (secret: string) => `${FEED_PATH_PREFIX}${secret}.ics`;

export const calendarFeed = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  kind: z.enum(FEED_KINDS),
  building: fmNamed,
  space: fmNamed.nullable(),
  createdBy: fmNamed,
  createdAt: z.string(),
  rotatedAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;

/** The feed with its secret URL: only in the answer to create and rotate. */
export const issuedFeed = z.object({
  data: calendarFeed,
  secret: z.string(),
  /** Path of the feed on this server (prefix the site's origin; `webcal://` works too). */
  path: z.string(),
});
export type IssuedFeed = z.infer<typeof issuedFeed>;

export const feedInput = z.union(
  [z.strictObject({ buildingId: recordId }), z.strictObject({ spaceId: recordId })],
  { error: 'Name a buildingId or a spaceId' },
);
export type FeedInput = z.output<typeof feedInput>;

export const FEED_SORTS = ['id', 'createdAt'] as const;
export const feedListQuery = listQuery(FEED_SORTS).extend({
  ...fmCompanyQuery,
  buildingId: recordId.optional(),
  spaceId: recordId.optional(),
});

/** The file name segment: the secret and `.ics`; anything longer than a secret is simply unknown. */
export const icalParams = z.object({ file: z.string().max(100) });

export const feedEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/facmgmt/api/feed',
    summary: 'Facility booking: the active calendar feeds (without their secrets); filters building, space',
    tags: fmTags,
    access: anyOf('p_facility_booking_reservations_view'),
    schemas: { querystring: feedListQuery, response: { 200: paged(calendarFeed), ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/facmgmt/api/feed',
    summary:
      "Facility booking: a private iCalendar feed of a building's or a space's bookings; the secret URL is shown once",
    tags: fmTags,
    access: anyOf('p_facility_booking_reservations_view'),
    schemas: { body: feedInput, response: { 201: issuedFeed, ...bad } },
  }),
  rotate: defineEndpoint({
    method: 'POST',
    path: '/facmgmt/api/feed/:id/rotate',
    summary: 'Facility booking: a new secret URL for a feed; the old one answers 404 from now on',
    tags: fmTags,
    access: anyOf('p_facility_booking_reservations_view'),
    schemas: { params: fmIdParams, response: { 200: issuedFeed, ...bad } },
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/facmgmt/api/feed/:id',
    summary: 'Facility booking: revokes a feed: its URL answers 404 from now on',
    tags: fmTags,
    access: anyOf('p_facility_booking_reservations_view'),
    schemas: { params: fmIdParams, response: { 204: z.null().describe('Revoked'), ...bad } },
  }),
  ical: defineEndpoint({
    method: 'GET',
    path: '/facmgmt/ical/:file',
    summary:
      'The iCalendar feed (text/calendar; charset=utf-8) behind a secret URL, no sign-in: bookings from 30 days ago on, cancelled ones as STATUS:CANCELLED; 404 for an unknown or revoked secret',
    tags: fmTags,
    access: publicAccess,
    produces: ['text/calendar'],
    schemas: { params: icalParams, response: { 404: errorBody } },
  }),
};
