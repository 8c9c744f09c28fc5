import { z } from 'zod';
import { COMPANY_TYPES } from '../auth/index.ts';
import { DEVICE_APPS } from '../devices/reference.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { listQueryOf, paged } from '../kernel/list.ts';
import { HANDLING_KINDS, MAX_QUOTA, MAX_REQUEST_QUANTITY, NOTE_MAX, REQUEST_STATES } from './rules.ts';

/**
 * Issue 22, management for integrators: the SI dashboard, token allocation to customers (quotas their
 * devices draw from) and device requests (a customer asks its integrator for devices). An integrator's
 * customers are the companies it manages (`parent_company_id`); anything else is a 404.
 */

const tags = ['management'];
const named = z.object({ id: z.number().int(), name: z.string() });
const moment = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' });
const deviceApp = z.enum(DEVICE_APPS, { error: `Must be one of ${DEVICE_APPS.join(', ')}` });
const bad = { 403: errorBody, 404: errorBody, 418: fieldErrors };
const idParams = z.object({ id: recordId });
const integratorsOnly = { companyTypes: { include: ['Integrator' as const] } };

/** Reading the desk: a company view; spending what was bought (allocating, answering requests): an order. */
const VIEW = 'p_company_view';
const ORDER_VIEW = 'p_order_view';
const ORDER = 'p_order_create';

const count = z.number().int().nonnegative();
const keyed = <K extends z.ZodType>(key: K) => z.array(z.object({ key, count }));

export const dashboard = z.object({
  customers: z.object({
    total: count,
    byType: keyed(z.enum(COMPANY_TYPES)),
    byContract: keyed(z.enum(['Active', 'Inactive'])),
  }),
  devices: z.object({
    total: count,
    byApp: keyed(deviceApp),
    byState: keyed(z.enum(['installed', 'not-installed', 'blocked'])),
  }),
  tokens: z.object({
    /** The integrator's spare tokens (bought, on no device). */
    owned: count,
    allocated: count,
    used: count,
    /** Tokens of the integrator and its customers expiring in the next EXPIRING_DAYS days. */
    expiring: count,
  }),
  openRequests: count,
  /** Null until the support module's ticket counts exist. */
  openTickets: count.nullable(),
  alarmsLast24h: count,
});
export type Dashboard = z.infer<typeof dashboard>;

export const allocation = z.object({
  id: z.number().int(),
  customer: named,
  app: deviceApp,
  quota: count,
  used: count,
  remaining: count,
  /** After this the remaining tokens cannot be drawn; null: no end. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Allocation = z.infer<typeof allocation>;

export const ALLOCATION_SORTS = ['id', 'createdAt', 'quota'] as const;
export const allocationListQuery = listQueryOf(ALLOCATION_SORTS).extend({
  customerId: recordId.optional(),
  app: deviceApp.optional(),
});

const quota = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(1, 'Must be at least 1')
  .max(MAX_QUOTA, `Must be at most ${MAX_QUOTA}`);

export const allocationInput = z.strictObject({
  customerId: recordId,
  app: deviceApp,
  quota,
  expiresAt: moment.nullable().optional(),
});
export type AllocationInput = z.output<typeof allocationInput>;

export const allocationUpdate = z.strictObject({
  quota,
  expiresAt: moment.nullable().optional(),
});
export type AllocationUpdate = z.output<typeof allocationUpdate>;

/** Spare tokens per app: what the integrator owns, what its quotas hold back, what is left to allocate. */
export const tokenStock = z.object({
  app: deviceApp,
  owned: count,
  allocated: count,
  unallocated: count,
});
export type TokenStock = z.infer<typeof tokenStock>;

export const deviceRequest = z.object({
  id: z.number().int(),
  uuid: z.string(),
  customer: named,
  integrator: named,
  app: deviceApp,
  hardware: named,
  quantity: z.number().int(),
  structure: named.nullable(),
  note: z.string(),
  state: z.enum(REQUEST_STATES),
  handledAs: z.enum(HANDLING_KINDS).nullable(),
  orderId: z.number().int().nullable(),
  deviceIds: z.array(z.number().int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeviceRequest = z.infer<typeof deviceRequest>;

export const REQUEST_SORTS = ['createdAt', 'id', 'state'] as const;
export const requestListQuery = listQueryOf(REQUEST_SORTS).extend({
  state: z.enum(REQUEST_STATES, { error: `Must be one of ${REQUEST_STATES.join(', ')}` }).optional(),
  customerId: recordId.optional(),
});

export const requestInput = z.strictObject({
  hardwareId: recordId,
  quantity: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(MAX_REQUEST_QUANTITY, `Must be at most ${MAX_REQUEST_QUANTITY}`),
  structureId: recordId.nullable().optional(),
  note: z.string().trim().max(NOTE_MAX, `Please Enter At Most ${NOTE_MAX} Characters`).default(''),
});
export type RequestInput = z.output<typeof requestInput>;

/** The integrator's answer: its spare devices of the hardware (as many as asked), or an order it placed. */
export const handleInput = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('devices'),
      deviceIds: z.array(recordId, { error: 'Must be a list of ids' }).min(1, 'Required'),
    }),
    z.strictObject({ kind: z.literal('order'), orderId: recordId }),
  ],
  { error: `Must be one of ${HANDLING_KINDS.join(', ')}` },
);
export type HandleInput = z.output<typeof handleInput>;

const uuidParams = z.object({ uuid: z.uuid() });
const one = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const managementEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/management/dashboard',
    summary:
      "Management: the integrator's figures: customers by type and contract, their devices by app and state, tokens, open device requests and tickets, alarms of the last 24 hours",
    tags,
    access: anyOf(VIEW),
    visibility: integratorsOnly,
    schemas: { response: { 200: one(dashboard), 403: errorBody } },
  }),
  tokenStock: defineEndpoint({
    method: 'GET',
    path: '/management/token-stock',
    summary:
      "Management: the integrator's spare tokens per app: owned, held back by quotas, left to allocate",
    tags,
    access: anyOf(ORDER_VIEW),
    visibility: integratorsOnly,
    schemas: { response: { 200: one(z.array(tokenStock)), 403: errorBody } },
  }),
  allocations: defineEndpoint({
    method: 'GET',
    path: '/management/token-allocation',
    summary: `Management: token quotas per customer and app with use and expiry: an integrator's for its customers, a customer's own, every one for system admins; sorts: ${ALLOCATION_SORTS.join(', ')}`,
    tags,
    access: anyOf(ORDER_VIEW),
    schemas: { querystring: allocationListQuery, response: { 200: paged(allocation), ...bad } },
  }),
  myAllocations: defineEndpoint({
    method: 'GET',
    path: '/management/token-allocation/mine',
    summary: "Management: the caller's company's token quotas from its integrator",
    tags,
    access: anyOf(ORDER_VIEW),
    schemas: { response: { 200: one(z.array(allocation)), 403: errorBody } },
  }),
  allocate: defineEndpoint({
    method: 'POST',
    path: '/management/token-allocation',
    summary:
      "Management: gives a customer a quota of the integrator's spare tokens of an app (one per customer and app); more than is left to allocate is a 418 on quota",
    tags,
    access: anyOf(ORDER),
    visibility: integratorsOnly,
    schemas: { body: allocationInput, response: { 201: one(allocation), ...bad } },
    errors: [409],
  }),
  updateAllocation: defineEndpoint({
    method: 'PUT',
    path: '/management/token-allocation/:id',
    summary:
      'Management: changes a quota (never below what is used, never above what is left) and its expiry',
    tags,
    access: anyOf(ORDER),
    visibility: integratorsOnly,
    schemas: { params: idParams, body: allocationUpdate, response: { 200: one(allocation), ...bad } },
  }),
  deleteAllocation: defineEndpoint({
    method: 'DELETE',
    path: '/management/token-allocation/:id',
    summary:
      "Management: ends a quota; what the customer did not draw goes back to the integrator's spare tokens",
    tags,
    access: anyOf(ORDER),
    visibility: integratorsOnly,
    schemas: { params: idParams, response: { 204: z.null(), ...bad } },
  }),
  requests: defineEndpoint({
    method: 'GET',
    path: '/management/device-request',
    summary: `Management: device requests: a customer's own, or those sent to the integrator; sorts: ${REQUEST_SORTS.join(', ')}`,
    tags,
    access: anyOf(ORDER_VIEW),
    schemas: { querystring: requestListQuery, response: { 200: paged(deviceRequest), ...bad } },
  }),
  request: defineEndpoint({
    method: 'GET',
    path: '/management/device-request/:uuid',
    summary: 'Management: one device request',
    tags,
    access: anyOf(ORDER_VIEW),
    schemas: { params: uuidParams, response: { 200: one(deviceRequest), ...bad } },
  }),
  sendRequest: defineEndpoint({
    method: 'POST',
    path: '/management/device-request',
    summary:
      "Management: a customer asks its integrator for devices (hardware, quantity, where, note); state 'sent'",
    tags,
    access: anyOf(ORDER),
    schemas: { body: requestInput, response: { 201: one(deviceRequest), ...bad } },
    errors: [409],
  }),
  cancelRequest: defineEndpoint({
    method: 'POST',
    path: '/management/device-request/:uuid/cancel',
    summary: 'Management: the customer withdraws a sent request; one handled or cancelled already is a 409',
    tags,
    access: anyOf(ORDER),
    schemas: { params: uuidParams, response: { 200: one(deviceRequest), ...bad } },
    errors: [409],
  }),
  handleRequest: defineEndpoint({
    method: 'POST',
    path: '/management/device-request/:uuid/handle',
    summary:
      'Management: the integrator answers a sent request with its spare devices (given to the customer) or an order it placed; acting twice is a 409',
    tags,
    access: anyOf(ORDER),
    visibility: integratorsOnly,
    schemas: { params: uuidParams, body: handleInput, response: { 200: one(deviceRequest), ...bad } },
    errors: [409],
  }),
};
