import { z } from 'zod';
import { authenticated, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { listQueryOf, paged } from '../kernel/list.ts';

/**
 * Support tickets (spec §2 core `tickets`, issue 22): a customer asks the company that serves it (its
 * integrator, or the platform's support for a direct customer) for help; the serving side assigns, answers
 * and moves it through its states. Due time follows the priority; a ticket past it and not done is overdue.
 */

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_STATES = ['open', 'in_progress', 'waiting_for_customer', 'resolved', 'closed'] as const;
export type TicketState = (typeof TICKET_STATES)[number];
/** States a ticket is finished in: not open, never overdue. */
export const DONE_TICKET_STATES: readonly TicketState[] = ['resolved', 'closed'];

/** Which moves a ticket may make: closed is final; a resolved ticket may be reopened or closed. */
export const TICKET_TRANSITIONS: Record<TicketState, readonly TicketState[]> = {
  open: ['in_progress', 'waiting_for_customer', 'resolved', 'closed'],
  in_progress: ['open', 'waiting_for_customer', 'resolved', 'closed'],
  waiting_for_customer: ['open', 'in_progress', 'resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: [],
};

/** Why a ticket cannot move to `to` (English; the web translates by state), or null when it may. */
export function ticketStateError(from: TicketState, to: TicketState): string | null {
  if (from === to) return `The ticket is already ${to}`;
  if (!TICKET_TRANSITIONS[from].includes(to)) return `A ${from} ticket cannot become ${to}`;
  return null;
}

const HOUR_MS = 3_600_000;
/** How long the serving side has to finish a ticket, by priority. */
export const TICKET_DUE_HOURS: Record<TicketPriority, number> = {
  urgent: 4,
  high: 24,
  normal: 72,
  low: 168,
};
export const ticketDueAt = (createdAt: Date, priority: TicketPriority) =>
  new Date(createdAt.getTime() + TICKET_DUE_HOURS[priority] * HOUR_MS);
export const isTicketOverdue = (t: { state: TicketState; dueAt: string }, now = new Date()) =>
  !DONE_TICKET_STATES.includes(t.state) && Date.parse(t.dueAt) < now.getTime();

const named = z.object({ id: z.number().int(), name: z.string() });

export const ticket = z.object({
  id: z.number().int(),
  customer: named,
  subject: z.string(),
  description: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  state: z.enum(TICKET_STATES),
  assignee: named.nullable(),
  createdBy: named.nullable(),
  deviceId: z.number().int().nullable(),
  alarmId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  jobCardId: z.number().int().nullable(),
  dueAt: z.string(),
  overdue: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticket>;

export const ticketMessage = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  author: named.nullable(),
  /** Whether the author is of the serving company (the integrator or the platform's support). */
  fromSupport: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;
export const ticketDetail = ticket.extend({ messages: z.array(ticketMessage) });
export type TicketDetail = z.infer<typeof ticketDetail>;

const priorityEnum = z.enum(TICKET_PRIORITIES, { error: `Must be one of ${TICKET_PRIORITIES.join(', ')}` });
const stateEnum = z.enum(TICKET_STATES, { error: `Must be one of ${TICKET_STATES.join(', ')}` });
const trimmed = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Please Enter At Most ${max} Characters`);

export const ticketInput = z.strictObject({
  subject: trimmed(200, 'Subject Is Required'),
  description: z.string().trim().max(5000, 'Please Enter At Most 5000 Characters').default(''),
  priority: priorityEnum.default('normal'),
  /** The customer the ticket is about: required of the serving side, the caller's own company otherwise. */
  customerId: recordId.optional(),
  deviceId: recordId.nullable().default(null),
  alarmId: recordId.nullable().default(null),
  orderId: recordId.nullable().default(null),
  jobCardId: recordId.nullable().default(null),
});
export type TicketInput = z.output<typeof ticketInput>;

export const ticketPatch = z
  .strictObject({
    state: stateEnum.optional(),
    priority: priorityEnum.optional(),
    /** A user of the serving company; null unassigns. */
    assigneeId: recordId.nullable().optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change', path: ['state'] });
export type TicketPatch = z.output<typeof ticketPatch>;

export const ticketMessageInput = z.strictObject({ body: trimmed(5000, 'Message Is Required') });

export const TICKET_SORTS = [
  'id',
  'subject',
  'priority',
  'state',
  'dueAt',
  'createdAt',
  'updatedAt',
] as const;
const booleanQuery = z.enum(['true', 'false'], { error: "Must be 'true' or 'false'" });
export const ticketListQuery = listQueryOf(TICKET_SORTS).extend({
  state: stateEnum.optional(),
  priority: priorityEnum.optional(),
  customerId: recordId.optional(),
  overdue: booleanQuery.optional(),
  subject: z.string().max(100, 'Search Cannot Be Longer Than 100 Characters').optional(),
});
export type TicketListQuery = z.output<typeof ticketListQuery>;

/** A user the serving side may assign tickets of a customer to. */
export const assignee = named;

const bad = { 403: errorBody, 404: errorBody, 418: fieldErrors };
const params = z.object({ id: recordId });
const one = z.object({ data: ticketDetail });
const tags = ['support'];

export const ticketEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/support/ticket',
    summary: `Support: tickets the caller may see (its own, or its customers'); sorts: ${TICKET_SORTS.join(', ')}`,
    tags,
    access: authenticated,
    schemas: { querystring: ticketListQuery, response: { 200: paged(ticket), ...bad } },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/support/ticket/:id',
    summary: 'Support: one ticket with its thread',
    tags,
    access: authenticated,
    schemas: { params, response: { 200: one, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/support/ticket',
    summary:
      "Support: opens a ticket for a customer; its linked device, alarm, order and job card must be the customer's",
    tags,
    access: authenticated,
    schemas: { body: ticketInput, response: { 201: one, ...bad } },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/support/ticket/:id',
    summary:
      'Support: changes state (allowed moves only, 409 otherwise), priority or assignee (serving side only)',
    tags,
    access: authenticated,
    schemas: { params, body: ticketPatch, response: { 200: one, ...bad } },
    errors: [409],
  }),
  message: defineEndpoint({
    method: 'POST',
    path: '/support/ticket/:id/message',
    summary: "Support: adds a message to a ticket's thread",
    tags,
    access: authenticated,
    schemas: {
      params,
      body: ticketMessageInput,
      response: { 201: z.object({ data: ticketMessage }), ...bad },
    },
  }),
  assignees: defineEndpoint({
    method: 'GET',
    path: '/support/ticket/:id/assignees',
    summary: "Support: the serving company's users a ticket may be assigned to (serving side only)",
    tags,
    access: authenticated,
    schemas: { params, response: { 200: z.object({ data: z.array(assignee) }), ...bad } },
  }),
};
