import { z } from 'zod';
import { isPlausiblePlate, normalisePlate } from '../anpr/plate.ts';
import { bad, customerIdSchema } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery, placeName } from '../places/common.ts';
import { emailSchema } from '../validation/email.ts';
import { visitorPass } from './passes.ts';

/**
 * Visitors of a reservation (issue 20): invited by name, email and optionally a car plate; each gets an email
 * with the time, the place and their passes (passes.ts). Permission `facility_booking` sub `visitors`.
 */

const named = z.object({ id: z.number().int(), name: z.string() });
const moment = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' });

export const PLATE_MESSAGE = 'Must be a number plate (2 to 10 letters and digits, at least one digit)';

/** A typed plate: kept as typed (trimmed), refused unless its normalised form is plausible. */
export const plateInput = z
  .string({ error: 'Must be text' })
  .trim()
  .max(20, 'Please Enter At Most 20 Characters')
  .refine((plate) => isPlausiblePlate(normalisePlate(plate)), PLATE_MESSAGE);

export const visitor = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  reservation: z.object({
    id: z.number().int(),
    title: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    status: z.enum(['confirmed', 'cancelled']),
    space: named,
    building: named,
  }),
  name: z.string(),
  email: z.string(),
  plate: z.string().nullable(),
  invitedBy: named.nullable(),
  createdAt: z.string(),
  /** When the invitation mail was queued (again after a change of time, email or plate). */
  emailSentAt: z.string().nullable(),
  passes: z.array(visitorPass),
});
export type Visitor = z.infer<typeof visitor>;

export const visitorInput = z.strictObject({
  reservationId: recordId,
  name: placeName,
  email: emailSchema,
  plate: plateInput.nullable().default(null),
  /**
   * Also invites them to every later confirmed, not yet ended booking of the reservation's weekly series
   * (one visitor per booking, each with its own passes and mail); nothing more for a single booking.
   */
  wholeSeries: z.boolean({ error: 'Must be true or false' }).default(false),
});
export type VisitorInput = z.output<typeof visitorInput>;

/** A change of email or plate sends the invitation again; a new plate replaces the plate passes. */
export const visitorPatch = z.strictObject({
  name: placeName.optional(),
  email: emailSchema.optional(),
  plate: plateInput.nullable().optional(),
});
export type VisitorPatch = z.output<typeof visitorPatch>;

export const VISITOR_SORTS = ['id', 'name', 'email', 'startsAt', 'createdAt'] as const;

export const visitorListQuery = listQuery(VISITOR_SORTS)
  .extend({
    reservationId: recordId.optional(),
    /** A building: its structure's id. */
    buildingId: recordId.optional(),
    /** Visitors of reservations that end after `from` and start before `to`. */
    from: moment.optional(),
    to: moment.optional(),
    /** Name, email or plate (from 2 characters). */
    search: z.string().trim().max(100, 'Search Cannot Be Longer Than 100 Characters').optional(),
    customerId: customerIdSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) > Date.parse(q.from), {
    message: 'Must be after From',
    path: ['to'],
  });

const params = z.object({ id: recordId });
const one = z.object({ data: visitor });
const tags = ['facmgmt'];

export const visitorEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/facmgmt/api/visitor',
    summary: `Facility booking: visitors with their reservation and passes; sorts: ${VISITOR_SORTS.join(', ')}`,
    tags,
    access: anyOf('p_facility_booking_visitors_view'),
    schemas: { querystring: visitorListQuery, response: { 200: paged(visitor), ...bad } },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/facmgmt/api/visitor/:id',
    summary: 'Facility booking: one visitor with their reservation and passes',
    tags,
    access: anyOf('p_facility_booking_visitors_view'),
    schemas: { params, response: { 200: one, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/facmgmt/api/visitor',
    summary:
      'Facility booking: invites a visitor to a confirmed, not yet ended reservation (with `wholeSeries`, to the later bookings of its series too): door links to the building’s locks and plate accesses at its gates for each booking’s window, and an email with them; answers the visitor of the reservation named; 409 RESERVATION_CLOSED for a cancelled or ended one',
    tags,
    access: anyOf('p_facility_booking_visitors_create'),
    schemas: { body: visitorInput, response: { 201: one, 409: errorBody, ...bad } },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/facmgmt/api/visitor/:id',
    summary:
      'Facility booking: changes a visitor; a new plate replaces their plate passes, a new email or plate sends the invitation again',
    tags,
    access: anyOf('p_facility_booking_visitors_update'),
    schemas: { params, body: visitorPatch, response: { 200: one, 409: errorBody, ...bad } },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/facmgmt/api/visitor/:id',
    summary: 'Facility booking: removes a visitor and revokes their passes at once',
    tags,
    access: anyOf('p_facility_booking_visitors_delete'),
    schemas: { params, response: { 204: z.null(), ...bad } },
  }),
};
