import { z } from 'zod';
import { anyOf, defineEndpoint, publicAccess } from '../kernel/endpoint.ts';
import { bad, cents, companyParams, recordId } from './common.ts';
import { order } from './orders.ts';
import { PAYMENT_METHODS } from './reference.ts';

/**
 * Payment (spec §7 "payment", A71). The card step happens between the browser and the provider, never
 * through this server: the client gets a payment (`PUT …/payment-method`), confirms it with the provider
 * using `clientSecret` (Stripe.js with the publishable key; in the sandbox `POST /public/payment/sandbox/confirm`
 * with a test card of SANDBOX_CARDS), then reports `POST /payment/success` (or `/payment/fail`), where the
 * server asks the provider what happened. An order is charged at most once (one succeeded payment per order,
 * idempotency keys at the provider).
 */

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export const PAYMENT_STATUSES = [
  'requires-payment',
  'requires-action',
  'succeeded',
  'failed',
  'canceled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const payment = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  amountCents: cents,
  currency: z.string(),
  /** For the provider's card step; null once the payment is settled. */
  clientSecret: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof payment>;

const orderParams = companyParams.extend({ orderId: recordId });
const pay = anyOf('p_order_pay');

export const getPublishableKey = defineEndpoint({
  method: 'GET',
  path: '/public/payment/publishableKey',
  summary:
    'The key the card step runs with (A71: read as data.data.publishableKey), and which provider it is (sandbox: no script to load)',
  tags: ['payment'],
  access: publicAccess,
  schemas: {
    response: {
      200: z.object({
        data: z.object({
          publishableKey: z.string(),
          provider: z.enum(PAYMENT_PROVIDERS),
          currency: z.string(),
        }),
      }),
    },
  },
});

export const getPayment = defineEndpoint({
  method: 'GET',
  path: '/company/:id/order/:orderId/payment',
  summary: 'The order’s latest payment (null before any)',
  tags: ['payment'],
  access: anyOf('p_order_pay', 'p_order_view'),
  schemas: { params: orderParams, response: { 200: z.object({ data: payment.nullable() }), ...bad } },
});

export const setPaymentMethod = defineEndpoint({
  method: 'PUT',
  path: '/company/:id/order/:orderId/payment-method',
  summary:
    'Choose how to pay: card opens (or reuses) a payment for the order total; voucher needs a total of 0. 409 ORDER_ALREADY_PAID once paid',
  tags: ['payment'],
  access: pay,
  schemas: {
    params: orderParams,
    body: z.strictObject({ method: z.enum(PAYMENT_METHODS) }),
    response: { 200: z.object({ data: z.object({ order, payment: payment.nullable() }) }), ...bad },
  },
});

const outcomeBody = z.strictObject({
  orderId: recordId,
  /** The company of the order; default the caller's. */
  companyId: recordId.optional(),
});

export const paymentSuccess = defineEndpoint({
  method: 'POST',
  path: '/payment/success',
  summary:
    'The card step finished: the server asks the provider and marks the order paid (once). 402 PAYMENT_DECLINED, 409 PAYMENT_INCOMPLETE when it has not succeeded',
  tags: ['payment'],
  access: pay,
  schemas: {
    body: outcomeBody,
    response: { 200: z.object({ data: order }), ...bad, 402: bad[400] },
  },
});

export const paymentFail = defineEndpoint({
  method: 'POST',
  path: '/payment/fail',
  summary:
    'The card step failed or was abandoned: the open payment is canceled and the order is payment-failed (pay again with another card). 409 if it succeeded meanwhile',
  tags: ['payment'],
  access: pay,
  schemas: {
    body: outcomeBody.extend({ reason: z.string().trim().max(300).optional() }),
    response: { 200: z.object({ data: order }), ...bad },
  },
});

export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_atrium';

export const sandboxConfirm = defineEndpoint({
  method: 'POST',
  path: '/public/payment/sandbox/confirm',
  summary:
    'The sandbox provider’s card step (what Stripe.js does with Stripe): a test card confirms the payment named by its client secret; the confirmation card answers requires-action, then authenticate approves or rejects',
  tags: ['payment'],
  access: publicAccess,
  schemas: {
    body: z.union([
      z.strictObject({
        clientSecret: z.string().min(10).max(200),
        cardNumber: z
          .string({ error: 'Required' })
          .transform((v) => v.replace(/[\s-]/g, ''))
          .pipe(z.string().regex(/^[0-9]{12,19}$/, 'Please Enter A Card Number')),
      }),
      z.strictObject({
        clientSecret: z.string().min(10).max(200),
        authenticate: z.enum(['approve', 'reject']),
      }),
    ]),
    response: {
      200: z.object({
        data: z.object({ status: z.enum(PAYMENT_STATUSES), failureMessage: z.string().nullable() }),
      }),
      ...bad,
    },
  },
});
