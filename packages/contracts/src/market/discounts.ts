import { z } from 'zod';
import { adminOnly, anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { paged } from '../kernel/list.ts';
import { bad, cents, codeSchema, companyParams, pageQuery, recordId } from './common.ts';

/**
 * Discounts and vouchers (spec §2 market/discounts-code, §7). A company has a discount rate (basis points
 * off every order). Discount codes are added to a company once (`POST /company/:id/discount`) and then used
 * by one order. Vouchers are prepaid amounts issued to one company, used once, before they expire; another
 * company's voucher is a 404, an expired one 400 VOUCHER_EXPIRED, a used one 409 VOUCHER_USED.
 */

export const DISCOUNT_STATES = ['available', 'used', 'expired'] as const;

export const discountRate = z.object({
  /** 100 = 1 %. */
  rateBps: z.number().int(),
});

export const companyDiscount = z.object({
  code: z.string(),
  description: z.string(),
  /** Exactly one of percentOffBps and amountOffCents is set. */
  percentOffBps: z.number().int().nullable(),
  amountOffCents: cents.nullable(),
  validUntil: z.string().nullable(),
  addedAt: z.string(),
  usedByOrderId: z.number().int().nullable(),
  state: z.enum(DISCOUNT_STATES),
});
export type CompanyDiscount = z.infer<typeof companyDiscount>;

export const voucher = z.object({
  id: z.number().int(),
  code: z.string(),
  companyId: z.number().int(),
  amountCents: cents,
  expiresAt: z.string(),
  usedByOrderId: z.number().int().nullable(),
  state: z.enum(DISCOUNT_STATES),
  createdAt: z.string(),
});
export type Voucher = z.infer<typeof voucher>;

export const getDiscountRate = defineEndpoint({
  method: 'GET',
  path: '/company/:id/discount/rate',
  summary: 'The company’s discount rate on every order',
  tags: ['discount'],
  access: anyOf('p_market_view', 'p_order_view'),
  schemas: { params: companyParams, response: { 200: z.object({ data: discountRate }), ...bad } },
});

export const listDiscounts = defineEndpoint({
  method: 'GET',
  path: '/company/:id/discount',
  summary: 'The discount codes the company added, newest first',
  tags: ['discount'],
  access: anyOf('p_market_view', 'p_order_view'),
  schemas: {
    params: companyParams,
    querystring: pageQuery.extend({ state: z.enum(DISCOUNT_STATES).optional() }),
    response: { 200: paged(companyDiscount), ...bad },
  },
});

export const addDiscount = defineEndpoint({
  method: 'POST',
  path: '/company/:id/discount',
  summary: 'Add a discount code to the company (418 on code: unknown, expired, used up, or already added)',
  tags: ['discount'],
  access: anyOf('p_market_purchase'),
  schemas: {
    params: companyParams,
    body: z.strictObject({ code: codeSchema }),
    response: { 201: z.object({ data: companyDiscount }), ...bad },
  },
});

export const listVouchers = defineEndpoint({
  method: 'GET',
  path: '/payment/voucher',
  summary: 'Vouchers of the caller’s company (companyId: one it sees; system admins: every voucher)',
  tags: ['payment'],
  access: anyOf('p_order_pay', 'p_order_view'),
  schemas: {
    querystring: pageQuery.extend({
      companyId: recordId.optional(),
      state: z.enum(DISCOUNT_STATES).optional(),
    }),
    response: { 200: paged(voucher), ...bad },
  },
});

export const issueVoucher = defineEndpoint({
  method: 'POST',
  path: '/payment/voucher',
  summary: 'Issue a voucher to a company (system admins)',
  tags: ['payment'],
  access: adminOnly,
  schemas: {
    body: z.strictObject({
      companyId: recordId,
      amountCents: z
        .number({ error: 'Must be a number' })
        .int('Must be a whole number of cents')
        .min(1, 'Must be at least 1')
        .max(10_000_000, 'Must be at most 10000000'),
      expiresAt: z.iso.datetime({ offset: true, error: 'Must be a date and time (ISO 8601)' }),
      code: codeSchema.optional(),
    }),
    response: { 201: z.object({ data: voucher }), ...bad },
  },
});

export const checkVoucher = defineEndpoint({
  method: 'GET',
  path: '/company/:id/payment/voucher/:code',
  summary:
    'A voucher the company can use: 404 when unknown or another company’s, 400 VOUCHER_EXPIRED, 409 VOUCHER_USED',
  tags: ['payment'],
  access: anyOf('p_order_pay', 'p_market_purchase'),
  schemas: {
    params: companyParams.extend({ code: codeSchema }),
    response: { 200: z.object({ data: voucher }), ...bad },
  },
});
