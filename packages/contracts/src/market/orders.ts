import { z } from 'zod';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { paged } from '../kernel/list.ts';
import { bad, cents, companyParams, listQuery, recordId, timestamps } from './common.ts';
import { orderBody, orderDevice, orderLine } from './payload.ts';
import { ITEM_TYPES, MARKET_APPS, ORDER_TYPES, PAYMENT_METHODS, SHIPPING_METHODS } from './reference.ts';

/**
 * Orders (spec §2 "Orders", §3 order, §7 "Commerce"). A submitted order holds the cart's orders (`parts`,
 * each of one order type), priced by the server. Its life:
 *
 *   awaiting-payment ──pay──► paid ──deploy──► deployed
 *        │  ▲                  ▲
 *        ▼  │ (another card)   │
 *   requires-confirmation ─────┘        payment-failed ──pay again──► …
 *
 * A total of 0 (a voucher covering everything) is paid on submission.
 */

export const ORDER_STATUSES = [
  'awaiting-payment',
  'requires-confirmation',
  'payment-failed',
  'paid',
  'deployed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Whether what a paid order bought has been handed over (devices and tokens are created by the device registry). */
export const FULFILMENT_STATUSES = ['not-required', 'pending', 'done'] as const;

export const LINE_KINDS = ['device', 'product', 'token', 'plugin', 'package'] as const;

export const pricedLine = z.object({
  kind: z.enum(LINE_KINDS),
  itemId: z.number().int(),
  name: z.string(),
  itemType: z.enum(ITEM_TYPES),
  qty: z.number().int(),
  unitPriceCents: cents,
  totalCents: cents,
  deviceIndex: z.number().int().nullable(),
});

export const orderPartView = z.object({
  /** The order's position in the cart (spec §3 index). */
  index: z.number().int(),
  type: z.enum(ORDER_TYPES),
  app: z.enum(MARKET_APPS),
  /** R35. */
  editable: z.boolean(),
  devices: z.array(orderDevice),
  tokens: z.array(orderLine),
  plugins: z.array(orderLine),
  packages: z.array(orderLine),
  lines: z.array(pricedLine),
  subtotalCents: cents,
  devicesCount: z.number().int(),
});
export type OrderPartView = z.infer<typeof orderPartView>;

/** The server's price of an order body (validate, ordering intention, and every order). */
export const quote = z.object({
  parts: z.array(orderPartView),
  /** R101 hardwarePrice, in cents. */
  subtotalCents: cents,
  devicesCount: z.number().int(),
  needsShipping: z.boolean(),
  discountRateBps: z.number().int(),
  discountRateCents: cents,
  discountCode: z.string().nullable(),
  discountCodeCents: cents,
  shippingMethod: z.enum(SHIPPING_METHODS).nullable(),
  shippingCents: cents,
  voucherCode: z.string().nullable(),
  voucherCents: cents,
  totalCents: cents,
  currency: z.string(),
});
export type Quote = z.infer<typeof quote>;

export const address = z.object({
  id: z.number().int(),
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  countryId: z.number().int(),
  postalCode: z.string(),
  phone: z.string(),
  lastUsedAt: z.string(),
});

export const order = quote.extend({
  id: z.number().int(),
  companyId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** R35: every part editable and not paid yet. */
  editable: z.boolean(),
  address: address.omit({ id: true, lastUsedAt: true }).nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  fulfilment: z.enum(FULFILMENT_STATUSES),
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  paidAt: z.string().nullable(),
  deployedAt: z.string().nullable(),
  ...timestamps,
});
export type Order = z.infer<typeof order>;

/**
 * Validate's 400: with code ORDER_INVALID the order is well formed but cannot be bought, and `errors` name the
 * fields (as a 418 would); other 400s (a body that is not JSON) carry no `errors`.
 */
export const orderInvalid = errorBody.extend({ errors: fieldErrors.optional() });

export const shipping = z.object({
  method: z.enum(SHIPPING_METHODS).nullable(),
  costCents: cents,
  address: order.shape.address,
  status: z.enum(['not-required', 'awaiting-payment', 'preparing', 'delivered']),
});
export type Shipping = z.infer<typeof shipping>;

const orderParams = companyParams.extend({ orderId: recordId });
const purchase = anyOf('p_market_purchase', 'p_order_create');
/** R123: integrators have no market (they use the device store). */
const noIntegrators = { companyTypes: { exclude: ['Integrator'] as const } };
export const ORDER_SORTS = ['id', 'createdAt', 'totalCents', 'status'] as const;
/** A day (YYYY-MM-DD, UTC) or an instant (ISO 8601 with offset). */
const orderDateFilter = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Must be a date (YYYY-MM-DD)',
});
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const validateOrder = defineEndpoint({
  method: 'POST',
  path: '/company/:id/order/validate',
  summary:
    'Price an order body without creating anything: 200 with the quote, or 400 ORDER_INVALID with field errors (the client suppresses this 400, R147)',
  tags: ['order'],
  access: purchase,
  visibility: noIntegrators,
  schemas: {
    params: companyParams,
    body: orderBody,
    response: { 200: z.object({ data: quote }), ...bad, 400: orderInvalid },
  },
});

export const submitOrder = defineEndpoint({
  method: 'POST',
  path: '/company/:id/order',
  summary:
    'Submit the cart as an order (priced by the server). The Idempotency-Key header is required: the same key again is a 409 ORDER_ALREADY_SUBMITTED naming the order',
  tags: ['order'],
  access: purchase,
  visibility: noIntegrators,
  schemas: {
    params: companyParams,
    headers: z.looseObject({
      [IDEMPOTENCY_HEADER]: z
        .string({ error: 'Required' })
        .min(8, 'Please Enter At Least 8 Characters')
        .max(128, 'Please Enter At Most 128 Characters')
        .regex(/^[A-Za-z0-9._:-]+$/, 'Use Letters, Digits and . _ : - Only'),
    }),
    body: orderBody,
    response: {
      201: z.object({ data: order }),
      ...bad,
      409: errorBody.extend({ orderId: z.number().int().optional() }),
    },
  },
});

export const updateOrder = defineEndpoint({
  method: 'PUT',
  path: '/company/:id/order/:orderId',
  summary:
    'Replace an unpaid order’s contents (R35: 409 ORDER_NOT_EDITABLE for the types that cannot be edited)',
  tags: ['order'],
  access: anyOf('p_order_update'),
  visibility: noIntegrators,
  schemas: { params: orderParams, body: orderBody, response: { 200: z.object({ data: order }), ...bad } },
});

export const listOrders = defineEndpoint({
  method: 'GET',
  path: '/company/:id/order',
  summary: `A company's orders, newest first; sorts: ${ORDER_SORTS.join(', ')}`,
  tags: ['order'],
  access: anyOf('p_order_view'),
  schemas: {
    params: companyParams,
    querystring: listQuery(ORDER_SORTS).extend({
      status: z.enum(ORDER_STATUSES).optional(),
      type: z.enum(ORDER_TYPES).optional(),
      /** Created on or after this day (or instant). */
      from: orderDateFilter.optional(),
      /** Created on or before this day (the whole day) or instant. */
      to: orderDateFilter.optional(),
    }),
    response: { 200: paged(order), ...bad },
  },
});

export const getOrder = defineEndpoint({
  method: 'GET',
  path: '/company/:id/order/:orderId',
  summary: 'One order with its priced lines',
  tags: ['order'],
  access: anyOf('p_order_view'),
  schemas: { params: orderParams, response: { 200: z.object({ data: order }), ...bad } },
});

export const listAddresses = defineEndpoint({
  method: 'GET',
  path: '/company/:id/order/address',
  summary: 'The shipping addresses the company used, most recent first',
  tags: ['order'],
  access: anyOf('p_order_view', 'p_market_purchase'),
  schemas: { params: companyParams, response: { 200: z.object({ data: z.array(address) }), ...bad } },
});

export const getShipping = defineEndpoint({
  method: 'GET',
  path: '/company/:id/order/:orderId/shipping',
  summary: 'How and where an order ships, and how far it got',
  tags: ['order'],
  access: anyOf('p_order_view'),
  schemas: { params: orderParams, response: { 200: z.object({ data: shipping }), ...bad } },
});

export const deployOrder = defineEndpoint({
  method: 'POST',
  path: '/company/:id/order/:orderId/deploy',
  summary: 'Mark a paid order delivered and deployed (409 ORDER_NOT_PAID before payment)',
  tags: ['order'],
  access: anyOf('p_order_deploy'),
  schemas: { params: orderParams, response: { 200: z.object({ data: order }), ...bad } },
});

export const orderingIntention = defineEndpoint({
  method: 'POST',
  path: '/company/:id/order/ordering-intention',
  summary: 'Record the intention to buy a priced cart (sales follow-up); nothing is reserved or charged',
  tags: ['order'],
  access: purchase,
  visibility: noIntegrators,
  schemas: {
    params: companyParams,
    body: orderBody.extend({
      note: z.string().trim().max(1000, 'Please Enter At Most 1000 Characters').optional(),
    }),
    response: { 201: z.object({ data: z.object({ id: z.number().int(), quote }) }), ...bad },
  },
});

export { INVOICE_PRINT_PATH } from '../reports/print-paths.ts';

/**
 * What the invoice print view is given (on `window.__PRINT_DATA__`, see the server's kernel/pdf): it draws
 * this, then sets `window.__PRINT_READY__ = true`.
 */
export const invoicePrintData = z.object({
  number: z.string(),
  issuedAt: z.string(),
  seller: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  order,
});
export type InvoicePrintData = z.infer<typeof invoicePrintData>;

/** Spec §8 / R145: 477 while the bill cannot be made (the order is unpaid, or no PDF renderer). */
export const BILL_NOT_AVAILABLE_STATUS = 477;

export const getBill = defineEndpoint({
  method: 'GET',
  path: '/company/:id/order/:orderId/bill',
  summary:
    'The bill of a paid order as a PDF; 477 BILL_NOT_AVAILABLE while it cannot be made (suppressed, R145)',
  tags: ['order'],
  access: anyOf('p_order_view'),
  produces: ['application/pdf'],
  schemas: { params: orderParams, response: { ...bad, 477: errorBody } },
});
