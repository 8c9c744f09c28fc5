import type { market as contract } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, timestamps } from '../../kernel/db/columns.ts';
import { companies } from '../companies/companies.schema.ts';
import { marketItems } from '../market/market.schema.ts';
import { users } from '../users/users.schema.ts';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** One part of an order as stored: the payload and its priced lines (contract.OrderPartView without `editable`). */
export type StoredPart = Omit<contract.OrderPartView, 'editable'>;

/** A submitted cart (spec §3 order), priced by the server; `parts` are the cart's orders. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<contract.OrderStatus>().notNull().default('awaiting-payment'),
    parts: jsonb('parts').$type<StoredPart[]>().notNull(),
    /** The order types of the parts, for filtering. */
    types: text('types').array().$type<contract.OrderType[]>().notNull(),
    subtotalCents: money('subtotal_cents'),
    devicesCount: integer('devices_count').notNull().default(0),
    discountRateBps: integer('discount_rate_bps').notNull().default(0),
    discountRateCents: money('discount_rate_cents'),
    discountCode: text('discount_code'),
    discountCodeCents: money('discount_code_cents'),
    shippingMethod: text('shipping_method').$type<contract.ShippingMethod>(),
    shippingCents: money('shipping_cents'),
    voucherId: integer('voucher_id'),
    voucherCode: text('voucher_code'),
    voucherCents: money('voucher_cents'),
    totalCents: money('total_cents'),
    currency: text('currency').notNull().default('usd'),
    address: jsonb('address').$type<contract.AddressInput>(),
    paymentMethod: text('payment_method').$type<contract.PaymentMethod>(),
    fulfilment: text('fulfilment')
      .$type<(typeof contract.FULFILMENT_STATUSES)[number]>()
      .notNull()
      .default('not-required'),
    /** The client's Idempotency-Key of the submission: one order per key and company. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the submitted body, to tell a retry from a different order under the same key. */
    requestHash: text('request_hash').notNull(),
    paidAt: at('paid_at'),
    deployedAt: at('deployed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_uq').on(t.companyId, t.idempotencyKey),
    index('orders_company_idx').on(t.companyId, t.id),
    check('orders_total_ck', sql`${t.totalCents} >= 0`),
  ],
);

/** Every priced line of an order, one row each: what was bought, for best-selling and fulfilment. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partIndex: integer('part_index').notNull(),
    kind: text('kind').$type<contract.LineKind>().notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => marketItems.id),
    qty: integer('qty').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: money('total_cents'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** Payments of orders at the provider. At most one succeeded payment per order: charged once. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<(typeof contract.PAYMENT_PROVIDERS)[number]>().notNull(),
    /** The provider's id of the payment (a Stripe PaymentIntent id). */
    providerRef: text('provider_ref').notNull(),
    clientSecret: text('client_secret'),
    amountCents: money('amount_cents'),
    currency: text('currency').notNull(),
    status: text('status').$type<contract.PaymentStatus>().notNull(),
    failureMessage: text('failure_message'),
    /** Sent to the provider with the create call: a retried call cannot open a second payment. */
    idempotencyKey: text('idempotency_key').notNull().unique('payments_idempotency_uq'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
    uniqueIndex('payments_one_success_uq').on(t.orderId).where(sql`${t.status} = 'succeeded'`),
    index('payments_order_idx').on(t.orderId, t.id),
  ],
);

/** The sandbox provider's own ledger (what Stripe keeps on its side): intents and whether they were charged. */
export const sandboxIntents = pgTable('payment_sandbox_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique('payment_sandbox_secret_uq'),
  amountCents: money('amount_cents'),
  currency: text('currency').notNull(),
  status: text('status').$type<contract.PaymentStatus>().notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique('payment_sandbox_idempotency_uq'),
  cardLast4: text('card_last4'),
  failureMessage: text('failure_message'),
  chargedAt: at('charged_at'),
  createdAt: createdAt(),
});

/** A company's discount rate on every order. */
export const discountRates = pgTable('discount_rates', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  rateBps: integer('rate_bps').notNull(),
});

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique('discount_codes_code_uq'),
    description: text('description').notNull().default(''),
    percentOffBps: integer('percent_off_bps'),
    amountOffCents: integer('amount_off_cents'),
    /** Only this company may add it; null: any company. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    validUntil: at('valid_until'),
    /** How many companies may add it; null: no limit. */
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('discount_codes_terms_ck', sql`(${t.percentOffBps} is null) <> (${t.amountOffCents} is null)`),
  ],
);

/** A code a company added; used by one order. */
export const companyDiscounts = pgTable(
  'company_discounts',
  {
    companyId: companyId(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    usedByOrderId: integer('used_by_order_id').references(() => orders.id, { onDelete: 'set null' }),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.codeId] })],
);

export const vouchers = pgTable('vouchers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique('vouchers_code_uq'),
  companyId: companyId(),
  amountCents: integer('amount_cents').notNull(),
  expiresAt: at('expires_at').notNull(),
  /** Set once: a voucher pays for one order. */
  usedByOrderId: integer('used_by_order_id')
    .unique('vouchers_used_by_order_uq')
    .references(() => orders.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Shipping addresses a company used, most recent first in the address list. */
export const orderAddresses = pgTable(
  'order_addresses',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    address: jsonb('address').$type<contract.AddressInput>().notNull(),
    /** The address's fields joined, to keep one row per distinct address. */
    fingerprint: text('fingerprint').notNull(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_addresses_uq').on(t.companyId, t.fingerprint)],
);

export const orderingIntentions = pgTable('ordering_intentions', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  parts: jsonb('parts').$type<StoredPart[]>().notNull(),
  totalCents: money('total_cents'),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});
